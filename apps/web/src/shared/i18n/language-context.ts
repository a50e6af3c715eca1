import { createContext, useContext } from 'react';
import type { DateStyle, Locale } from '@ops/contracts';
import type { Translator } from '@ops/contracts/i18n';
import type { SessionLanguages } from './language-choice';
import { ENGLISH } from './translators';
import { dateOrDash } from '../dates/date-format';

/** The portal's language: its translator, and the ways to change it. */
export interface PortalLanguage extends Omit<Translator, 'date'> {
  /** A date as the language writes it (English '26 Nov 2026', '26 Nov 2026, 17:58'); a dash without one. */
  date(value: Date | string | number | null | undefined, style?: DateStyle): string;
  /** A form error or answer (English from a schema or the server) in the language; nothing without one. */
  maybeText(english: string | null | undefined): string | undefined;
  /** The language chosen last: ahead of `locale` while its catalogue loads. */
  choice: Locale;
  /** The recipient picks a language: kept in this browser and, signed in, by the server for their e-mails. */
  chooseLanguage(locale: Locale): void;
  /** The languages the sign-in's answer brought: the one they chose before, their client's default. */
  adoptSession(languages: SessionLanguages): void;
  /** A chosen language is still loading. */
  switching: boolean;
}

/** A translator as the portal uses it. */
export function portalLanguage(
  translator: Translator,
  rest: Pick<PortalLanguage, 'choice' | 'chooseLanguage' | 'adoptSession' | 'switching'>,
): PortalLanguage {
  return {
    ...translator,
    date: (value, style) => dateOrDash(value, (date) => translator.date(date, style)),
    maybeText: (english) => (english ? translator.text(english) : undefined),
    ...rest,
  };
}

/** Outside the portal (a file request's contact page shares its code entry) everything stays English. */
const ENGLISH_ONLY = portalLanguage(ENGLISH, {
  choice: 'en',
  chooseLanguage: () => undefined,
  adoptSession: () => undefined,
  switching: false,
});

export const LanguageContext = createContext<PortalLanguage>(ENGLISH_ONLY);

/** The portal's translator, its language and the way to choose another; English without a provider. */
export const useTranslator = () => useContext(LanguageContext);
