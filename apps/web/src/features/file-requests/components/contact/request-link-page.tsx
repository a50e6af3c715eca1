import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { FILE_REQUEST_TEXTS, MESSAGES } from '@ops/contracts';
import type { RequestSubmitResponse } from '@ops/contracts';
import { errorMessage } from '@/shared/api/base-query';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/spinner';
import { formatSize } from '@/shared/format/file-size';
import { useGetRequestLinkQuery } from '@/features/file-requests/api/request-link-api';
import { saveRequestLink, useContactState } from '@/shared/session/contact-session';
import type { ContactSession } from '@/shared/session/contact-session';
import { FR_TEXTS } from '@/features/file-requests/lib/texts';
import { CodeStep } from './code-step';
import { RequestFacts } from './request-facts';
import { PageTitle, RequestShell } from './request-shell';
import { RequestUploads } from './request-uploads';

/** The link's token from a fragment like `#t=<token>`; null when there is none. */
function tokenFrom(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('t')?.trim();
  return token ? token : null;
}

type Sent = RequestSubmitResponse['data'];

function SentState({ sent, onMore }: { sent: Sent; onMore?: () => void }) {
  return (
    <section className="fr-portal__card" aria-labelledby="request-sent-title" data-testid="request-sent">
      <PageTitle id="request-sent-title">{FR_TEXTS.sentTitle}</PageTitle>
      <p role="status">{FR_TEXTS.sentList}</p>
      <ul className="fr-files">
        {sent.files.map((file) => (
          <li key={file.name} className="fr-files__item">
            <span className="fr-files__name">{file.name}</span>
            <span className="fr-files__size">{formatSize(file.size)}</span>
          </li>
        ))}
      </ul>
      {onMore && (
        <Button variant="secondary" onClick={onMore}>
          {FR_TEXTS.sendMore}
        </Button>
      )}
    </section>
  );
}

function RequestView({ session }: { session: ContactSession }) {
  const { data, error, isLoading, refetch } = useGetRequestLinkQuery({
    id: session.requestId,
    session: session.expiresAt,
  });
  const [sent, setSent] = useState<Sent | null>(null);
  const reload = useCallback(() => void refetch(), [refetch]);
  // A session the server no longer knows ends in the base query (`contact`): the page goes back to the code.

  let body;
  if (isLoading) {
    body = (
      <p className="fr-portal__muted" role="status">
        <Spinner /> {FR_TEXTS.loading}
      </p>
    );
  } else if (error || !data) {
    body = (
      <p className="field__error" role="alert">
        {error ? errorMessage(error) : MESSAGES.serverError}
      </p>
    );
  } else if (sent) {
    body = (
      <SentState
        sent={sent}
        onMore={
          data.status === 'open'
            ? () => {
                setSent(null);
                reload();
              }
            : undefined
        }
      />
    );
  } else {
    const open = data.status === 'open';
    body = (
      <section className="fr-portal__card" aria-labelledby="request-title">
        <PageTitle id="request-title">{data.title}</PageTitle>
        <RequestFacts
          request={data}
          before={[
            { label: FR_TEXTS.from, value: data.requested_by },
            { label: FR_TEXTS.client, value: data.client_name },
          ]}
        />
        {open ? (
          <RequestUploads request={data} onSent={setSent} onClosed={reload} />
        ) : (
          <div className="fr-portal__closed" data-testid="request-closed">
            <p className="fr-portal__closed-title" role="status">
              {FILE_REQUEST_TEXTS.closedTitle}
            </p>
            <p className="fr-portal__muted">{FILE_REQUEST_TEXTS.closedHint}</p>
          </div>
        )}
      </section>
    );
  }
  return <RequestShell email={session.email}>{body}</RequestShell>;
}

/**
 * /request: a file request's contact page (decision 0039). The token comes in the fragment, is kept for this
 * tab and leaves the address bar; the one-time code opens a session of the contact's own.
 */
export function RequestLinkPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { session, link } = useContactState();
  const fromFragment = tokenFrom(location.hash);

  useEffect(() => {
    if (!fromFragment) return;
    saveRequestLink(fromFragment);
    // Replaces the history entry, so the token is neither left in the address bar nor in the history.
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [fromFragment, location.pathname, location.search, navigate]);

  const token = fromFragment ?? link;
  if (session && session.link === token) return <RequestView key={session.token} session={session} />;
  if (token) return <CodeStep key={token} token={token} />;
  return (
    <RequestShell>
      <section className="fr-portal__card" aria-labelledby="request-nolink-title">
        <PageTitle id="request-nolink-title">{FILE_REQUEST_TEXTS.pageTitle}</PageTitle>
        <p>{FR_TEXTS.noLink}</p>
      </section>
    </RequestShell>
  );
}
