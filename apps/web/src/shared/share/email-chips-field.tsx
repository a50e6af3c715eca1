import { useId, useState } from 'react';
import { FieldError } from '../ui/field-error';
import type { SuggestionScope } from './share-api';
import { useEmailSuggestions } from './use-email-suggestions';
import { SHARE_TEXTS } from './share-texts';
import type { ShareEmails } from './use-share-emails';
import './share.css';

interface EmailChipsFieldProps {
  label: string;
  share: ShareEmails;
  suggestionScope: SuggestionScope;
  disabled?: boolean;
}

/**
 * The e-mail chips of a share (part 1 and part 2 section 5): Enter or a comma adds what was typed, refused
 * addresses are marked, and suggestions show under the field.
 */
export function EmailChipsField({ label, share, suggestionScope, disabled = false }: EmailChipsFieldProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const suggestions = useEmailSuggestions(share.text, share.emails, suggestionScope);
  const shown = open ? suggestions : [];

  return (
    <div className="field share-chips">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className={`share-chips__box${share.hasErrors ? ' is-invalid' : ''}`}>
        <ul className="share-chips__list" aria-label={SHARE_TEXTS.emails}>
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
                  aria-label={SHARE_TEXTS.remove(email)}
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
        <ul className="share-chips__suggestions" role="listbox" aria-label={SHARE_TEXTS.suggestions}>
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
              {s.name && <span className="share-chips__name"> {s.name}</span>}
            </li>
          ))}
        </ul>
      )}
      <FieldError id={`${id}-error`} message={share.error} testId="share-emails-error" />
    </div>
  );
}
