// The portal's English views, apart from recipient-texts.ts: the staff's first screen reads that file (through
// the complaint texts) and must not carry every portal message with it (the budgets of decision 0034).
import { englishTexts } from '../i18n/define-messages.js';
import { portalMessages } from '../i18n/portal-messages.js';

/** The portal's wording: one set of words, by the names the code has always used. */
export const PORTAL_TEXTS = englishTexts(portalMessages);
export const RECIPIENT_TEXTS = PORTAL_TEXTS;
