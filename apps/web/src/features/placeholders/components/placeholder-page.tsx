import { useParams } from 'react-router';
import '../placeholders.css';

export const COMING_LATER_TEXT = 'This page is coming in a later release.';

interface PlaceholderPageProps {
  title: string;
  description: string;
}

/** Stand-in for the screens of later issues, so every route of section 2 already resolves. */
export function PlaceholderPage({ title, description }: PlaceholderPageProps) {
  const { asgnId } = useParams();
  return (
    <section className="placeholder" aria-labelledby="placeholder-title" data-testid="placeholder-page">
      <div className="placeholder__card">
        <svg className="placeholder__icon" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
          <rect x="6" y="8" width="36" height="32" rx="6" fill="#e3f1fd" />
          <path d="M14 18h20M14 25h14M14 32h9" stroke="#2b7bc4" strokeWidth="3" strokeLinecap="round" />
        </svg>
        <h1 id="placeholder-title" className="placeholder__title">
          {title}
        </h1>
        {asgnId && <p className="placeholder__ref">Reference {asgnId}</p>}
        <p className="placeholder__text">{description}</p>
        <p className="placeholder__badge">{COMING_LATER_TEXT}</p>
      </div>
    </section>
  );
}
