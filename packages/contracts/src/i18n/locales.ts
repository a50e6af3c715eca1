// The languages the recipients' portal and their e-mails speak, and the one rule that picks one (decision 0042).
import { z } from 'zod';
import { languageRuleMessage } from './shared-answer-messages.js';
import { isLocale, LOCALES, DEFAULT_LOCALE, negotiateLocale, type Locale } from './locale-tags.js';

export * from './locale-tags.js';

export const localeSchema = z.enum(LOCALES as [Locale, ...Locale[]], {
  error: languageRuleMessage.defaultMessage,
});

/**
 * The language to speak to a recipient: their choice in the portal, else their browser's, else their client's
 * default, else English.
 */
export function resolveLocale(sources: {
  chosen?: string | null;
  browser?: readonly string[] | null;
  clientDefault?: string | null;
}): Locale {
  if (isLocale(sources.chosen)) return sources.chosen;
  const fromBrowser = negotiateLocale(sources.browser ?? []);
  if (fromBrowser) return fromBrowser;
  return isLocale(sources.clientDefault) ? sources.clientDefault : DEFAULT_LOCALE;
}
