import { useId } from 'react';
import { isLocale, localeName, LOCALES, portalMessages } from '@ops/contracts';
import { useTranslator } from '@/shared/i18n/language-context';
import './portal-language.css';

/** The portal's languages, each named in itself and marked as that language (screen readers, fonts). */
export function LanguageMenu() {
  const { t, choice, chooseLanguage, switching } = useTranslator();
  const id = useId();
  return (
    <div className="portal__language">
      <label className="portal__language-label" htmlFor={id}>
        {t(portalMessages.language)}
      </label>
      <select
        id={id}
        className="field__input field__select portal__language-select"
        value={choice}
        aria-busy={switching || undefined}
        onChange={(event) => {
          if (isLocale(event.target.value)) chooseLanguage(event.target.value);
        }}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {localeName(locale)}
          </option>
        ))}
      </select>
    </div>
  );
}
