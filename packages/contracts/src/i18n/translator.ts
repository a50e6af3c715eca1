// One way to speak a language: a catalogue's messages formatted by FormatJS, with the locale's dates and sizes
// (decision 0042). The server's recipient answers and e-mails and the portal both go through it.
import { IntlMessageFormat } from 'intl-messageformat';
import type { Message, MessageValues } from './define-messages.js';
import { intlLocale, type Locale } from './locales.js';
import { formatDateIn, formatSizeIn, type DateStyle } from './locale-formats.js';
import { messageOfEnglish } from './known-answers.js';
import type { Catalogue } from './locale-files.js';

export type { Catalogue };

export interface Translator {
  locale: Locale;
  /** The message in this language; a message the catalogue lacks falls back to its English. */
  t(message: Message, values?: MessageValues): string;
  /** An English text the server or a schema wrote, in this language when the catalogue has it. */
  text(english: string): string;
  date(value: Date | string | number, style?: DateStyle): string;
  size(bytes: number): string;
  /** Names in a list as the language writes one ('a, b and c', 'a、b、c'). */
  list(items: readonly string[]): string;
}

export function createTranslator(locale: Locale, catalogue: Catalogue): Translator {
  const format = messageFormatter(locale);
  const lists = new Intl.ListFormat(intlLocale(locale), { type: 'conjunction', style: 'long' });
  const t = (message: Message, values?: MessageValues) =>
    format(catalogue[message.id] ?? message.defaultMessage, values);
  return {
    locale,
    t,
    text: (english) => {
      const known = messageOfEnglish(english);
      return known ? t(known.message, known.values) : english;
    },
    date: (value, style) => formatDateIn(locale, value, style),
    size: (bytes) => formatSizeIn(locale, bytes),
    list: (items) => lists.format(items),
  };
}

/** Formats ICU texts in a language, each text parsed once: the translator's and the console's (decision 0043). */
export function messageFormatter(locale: Locale) {
  const compiled = new Map<string, IntlMessageFormat>();
  return (text: string, values?: MessageValues): string => {
    let format = compiled.get(text);
    if (!format) {
      format = new IntlMessageFormat(text, intlLocale(locale));
      compiled.set(text, format);
    }
    return String(format.format(values));
  };
}
