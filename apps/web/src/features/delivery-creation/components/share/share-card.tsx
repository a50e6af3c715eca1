import { useId } from 'react';
import { DELIVERY_TEXTS } from '@ops/contracts';
import { EmailChipsField } from '@/shared/share/email-chips-field';
import type { ShareEmails } from '@/shared/share/use-share-emails';

interface ShareCardProps {
  share: ShareEmails;
  clientCode: string;
  entityCode: string;
  disabled?: boolean;
}

/** 'Share with Client': e-mail chips with suggestions for the batch's client and entity. */
export function ShareCard({ share, clientCode, entityCode, disabled = false }: ShareCardProps) {
  const id = useId();
  return (
    <section className="share-card" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="share-card__title">
        {DELIVERY_TEXTS.shareWithClient}
      </h3>
      <EmailChipsField
        label={DELIVERY_TEXTS.emailAddress}
        share={share}
        suggestionScope={{ entity_code: entityCode, client_code: clientCode }}
        disabled={disabled}
      />
    </section>
  );
}
