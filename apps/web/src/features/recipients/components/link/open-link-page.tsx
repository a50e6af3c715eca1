import { useState } from 'react';
import { portalMessages, sessionEndedMessage } from '@ops/contracts';
import { Button } from '@/shared/ui/button';
import { useFocusOnMount } from '@/shared/hooks/use-focus-on-mount';
import { useTranslator } from '@/shared/i18n/language-context';
import { PortalShell } from '../portal-shell';
import { CodeRequest } from './code-request';
import { VerifyForm } from './verify-form';
import type { VerifyMode } from './verify-form';

interface OpenLinkPageProps {
  token: string;
  /** The last recipient session ran out (or was refused): said first, the way back follows. */
  sessionEnded?: boolean;
}

/**
 * The personal link's page. Opening it asks nothing of the server (mail scanners prefetch links): the
 * recipient asks for a code, then enters it, or enters the delivery's secure key instead.
 */
export function OpenLinkPage({ token, sessionEnded = false }: OpenLinkPageProps) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const [sent, setSent] = useState<string | null>(null);
  const [mode, setMode] = useState<VerifyMode>('code');
  const { t } = useTranslator();

  return (
    <PortalShell width="narrow">
      <section className="portal-card" aria-labelledby="open-link-title">
        <h1 id="open-link-title" className="portal-title" ref={heading} tabIndex={-1}>
          {t(portalMessages.openTitle)}
        </h1>
        {sessionEnded && (
          <p className="portal-banner" role="status">
            {t(sessionEndedMessage)}
          </p>
        )}
        <p className="portal-muted">{t(portalMessages.openIntro)}</p>
        {mode === 'code' && <CodeRequest token={token} sent={sent} onSent={setSent} />}
        {(mode === 'key' || sent) && <VerifyForm key={mode} token={token} mode={mode} />}
        <Button
          variant="ghost"
          className="portal-switch"
          onClick={() => setMode((current) => (current === 'code' ? 'key' : 'code'))}
        >
          {t(mode === 'code' ? portalMessages.useKey : portalMessages.useCode)}
        </Button>
      </section>
    </PortalShell>
  );
}
