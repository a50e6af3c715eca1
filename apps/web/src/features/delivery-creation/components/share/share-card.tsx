import { useId, useState } from 'react';
import { DELIVERY_TEXTS, SUGGESTION_DEBOUNCE_MS, SUGGESTION_MIN_CHARS } from '@ops/contracts';
import { useDebounced } from '../../../../shared/hooks/use-debounced';
import { FieldError } from '../../../../shared/ui/field-error';
import { useGetEmailSuggestionsQuery } from '../../api/delivery-api';
import type { ShareEmails } from './use-share-emails';

interface ShareCardProps {
  share: ShareEmails;
  clientCode: string;
  entityCode: string;
  disabled?: boolean;
}

/** 'Share with Client': e-mail chips with suggestions after 700 ms without typing (2 characters or more). */
export function ShareCard({ share, clientCode, entityCode, disabled = false }: ShareCardProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const search = useDebounced(share.text.trim(), SUGGESTION_DEBOUNCE_MS);
  const { data: suggestions = [] } = useGetEmailSuggestionsQuery(
    { search, entity_code: entityCode, client_code: clientCode },
    { skip: search.length < SUGGESTION_MIN_CHARS },
  );
  const shown =
    open && search.length >= SUGGESTION_MIN_CHARS && search === share.text.trim()
      ? suggestions.filter((s) => !share.emails.includes(s.email.toLowerCase()))
      : [];

  return (
    <section className="share-card" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="share-card__title">
        {DELIVERY_TEXTS.shareWithClient}
      </h3>
      <div className="field share-chips">
        <label className="field__label" htmlFor={id}>
          {DELIVERY_TEXTS.emailAddress}
        </label>
        <div className={`share-chips__box${share.hasErrors ? ' is-invalid' : ''}`}>
          <ul className="share-chips__list" aria-label="Shared e-mails">
            {share.emails.map((email) => {
              const bad = share.invalid.includes(email);
              return (
                <li
                  key={email}
                  className={`share-chip${bad ? ' share-chip--error' : ''}`}
                  aria-invalid={bad || undefined}
                >
                  <span>{email}</span>
                  <button
                    type="button"
                    className="share-chip__remove"
                    aria-label={`Remove ${email}`}
                    disabled={disabled}
                    onClick={() => share.remove(email)}
                  >
                    ×
                  </button>
                </li>
              );
            })}
          </ul>
          <input
            id={id}
            type="email"
            className="share-chips__input"
            autoComplete="off"
            disabled={disabled}
            value={share.text}
            aria-invalid={share.error ? true : undefined}
            aria-describedby={share.error ? `${id}-error` : undefined}
            onChange={(e) => {
              share.setText(e.target.value);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' || e.key === ',') {
                e.preventDefault();
                share.commit(share.text);
              }
            }}
          />
        </div>
        {shown.length > 0 && (
          <ul className="share-card__suggestions" role="listbox" aria-label="Suggestions">
            {shown.map((s) => (
              <li
                key={s.email}
                role="option"
                aria-selected={false}
                // Keeps the input focused so the list does not close before the click lands.
                onMouseDown={(e) => {
                  e.preventDefault();
                  share.commit(s.email);
                }}
              >
                {s.email}
                {s.name && <span className="share-card__name"> {s.name}</span>}
              </li>
            ))}
          </ul>
        )}
        <FieldError id={`${id}-error`} message={share.error} testId="share-emails-error" />
      </div>
    </section>
  );
}
