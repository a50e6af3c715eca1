import type { ReactNode } from 'react';
import { PORTAL_TEXTS, RECIPIENT_MESSAGES, RECIPIENT_TEXTS } from '@ops/contracts';
import type { RecipientExit } from '@/shared/session/recipient-session';
import { useFocusOnMount } from '@/shared/hooks/use-focus-on-mount';
import { PortalShell } from './portal-shell';

interface NoticeCardProps {
  title: string;
  message: string;
  hint?: string;
  children?: ReactNode;
}

/** A page-level card: a heading (focused on arrival), what happened, what to do. */
export function NoticeCard({ title, message, hint, children }: NoticeCardProps) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section className="portal-card portal-notice" aria-labelledby="portal-notice-title">
      <h1 id="portal-notice-title" className="portal-title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <p className="portal-notice__message">{message}</p>
      {hint && <p className="portal-muted">{hint}</p>}
      {children}
    </section>
  );
}

const NOTICES = {
  'no-link': {
    title: RECIPIENT_TEXTS.openTitle,
    message: RECIPIENT_MESSAGES.linkInvalid,
    hint: PORTAL_TEXTS.linkHint,
  },
  ended: {
    title: PORTAL_TEXTS.endedTitle,
    message: RECIPIENT_MESSAGES.sessionEnded,
    hint: PORTAL_TEXTS.endedHint,
  },
  'signed-out': {
    title: PORTAL_TEXTS.signedOutTitle,
    message: PORTAL_TEXTS.signedOutHint,
  },
} as const;

/** What a visitor without a recipient session sees: why, and that the e-mailed link is the way in. */
export function SignedOutNotice({ reason }: { reason: RecipientExit | 'no-link' }) {
  return (
    <PortalShell width="narrow">
      <NoticeCard {...NOTICES[reason]} />
    </PortalShell>
  );
}
