import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { saveRecipientLink, useRecipientState } from '@/shared/session/recipient-session';
import { LanguageProvider } from '@/shared/i18n/language-provider';
import { linkTokenFrom } from '../lib/link-fragment';
import { DeliveriesList } from './list/deliveries-list';
import { OpenLinkPage } from './link/open-link-page';
import { SignedOutNotice } from './portal-notice';

const openedALink = (state: unknown) =>
  !!state && typeof state === 'object' && 'linkOpened' in state && state.linkOpened === true;

/**
 * The list for a recipient with a session; else the page of the link they opened (its token
 * comes in the fragment, is kept for this tab and leaves the address bar); else why there is nothing.
 */
function HomePage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { session, link, exit } = useRecipientState();
  const fromFragment = linkTokenFrom(location.hash);

  useEffect(() => {
    if (!fromFragment) return;
    saveRecipientLink(fromFragment);
    // Replaces the history entry, so the token is neither left in the address bar nor in the history.
    void navigate(
      { pathname: location.pathname, search: location.search },
      { replace: true, state: { linkOpened: true } },
    );
  }, [fromFragment, location.pathname, location.search, navigate]);

  const token = fromFragment ?? link;
  if (session) return <DeliveriesList session={session} linkOpened={openedALink(location.state)} />;
  if (token) return <OpenLinkPage key={token} token={token} sessionEnded={exit === 'ended'} />;
  return <SignedOutNotice reason={exit ?? 'no-link'} />;
}

/** /shared, in the recipient's language. */
export function RecipientHomePage() {
  return (
    <LanguageProvider>
      <HomePage />
    </LanguageProvider>
  );
}
