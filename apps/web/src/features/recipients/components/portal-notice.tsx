import type { ReactNode } from 'react';
import { portalMessages, recipientAnswerMessages, sessionEndedMessage } from '@ops/contracts';
import type { Message } from '@ops/contracts';
import type { RecipientExit } from '@/shared/session/recipient-session';
import { useFocusOnMount } from '@/shared/hooks/use-focus-on-mount';
import { useTranslator } from '@/shared/i18n/language-context';
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

const NOTICES: Record<RecipientExit | 'no-link', { title: Message; message: Message; hint?: Message }> = {
  'no-link': {
    title: portalMessages.openTitle,
    message: recipientAnswerMessages.linkInvalid,
    hint: portalMessages.linkHint,
  },
  ended: {
    title: portalMessages.endedTitle,
    message: sessionEndedMessage,
    hint: portalMessages.endedHint,
  },
  'signed-out': {
    title: portalMessages.signedOutTitle,
    message: portalMessages.signedOutHint,
  },
};

/** What a visitor without a recipient session sees: why, and that the e-mailed link is the way in. */
export function SignedOutNotice({ reason }: { reason: RecipientExit | 'no-link' }) {
  const { t } = useTranslator();
  const { title, message, hint } = NOTICES[reason];
  return (
    <PortalShell width="narrow">
      <NoticeCard title={t(title)} message={t(message)} hint={hint && t(hint)} />
    </PortalShell>
  );
}
