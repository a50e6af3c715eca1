import { DELIVERY_TEXTS } from '@ops/contracts';
import { TextField } from '@/shared/ui/text-field';
import type { Batch, GroupForm } from '@/features/delivery-creation/lib/wizard-types';
import { WIZARD_TEXTS as T } from '@/features/delivery-creation/lib/wizard-texts';
import { YesNoField } from './yes-no-field';

interface ExternalFieldsProps {
  batch: Batch;
  group: GroupForm;
  number: number;
  linkError?: string | undefined;
  textError?: string | undefined;
  onChange: (patch: Partial<GroupForm>) => void;
}

/** External clients: a link or a code (switch hidden when the server preset it) and the e-mail attachment. */
export function ExternalFields({
  batch,
  group,
  number,
  linkError,
  textError,
  onChange,
}: ExternalFieldsProps) {
  const mode = group.externalMode;
  return (
    <div className="external-fields">
      {!batch.externalType && (
        <div className="external-fields__switch" role="radiogroup" aria-label={T.externalType(number)}>
          {(['link', 'text'] as const).map((m) => (
            <button
              key={m}
              type="button"
              role="radio"
              aria-checked={mode === m}
              className={`switch__option${mode === m ? ' is-on' : ''}`}
              onClick={() => onChange({ externalMode: m })}
            >
              {m === 'link' ? T.link : T.text}
            </button>
          ))}
        </div>
      )}
      {mode === 'link' ? (
        <TextField
          label={DELIVERY_TEXTS.externalLink}
          name={`external_link_${number}`}
          type="url"
          placeholder="https://"
          value={group.externalLink}
          error={linkError}
          onChange={(e) => onChange({ externalLink: e.target.value })}
        />
      ) : (
        <TextField
          label={DELIVERY_TEXTS.externalText}
          name={`external_text_${number}`}
          placeholder={DELIVERY_TEXTS.externalTextPlaceholder}
          value={group.externalText}
          error={textError}
          onChange={(e) => onChange({ externalText: e.target.value })}
        />
      )}
      <YesNoField
        label={DELIVERY_TEXTS.attachQuestion}
        value={group.emailAttachment}
        onChange={(emailAttachment) => onChange({ emailAttachment })}
      />
    </div>
  );
}
