// The recipients' pages' and calls' English (decision 0010), read off the catalogue's messages (decision 0042):
// the server's rules, the schemas and the tests speak English; the portal and the recipients' answers translate.
import { englishTexts } from '../i18n/define-messages.js';
import { recipientAnswerMessages } from '../i18n/answer-messages.js';
import {
  languageRuleMessage,
  sessionEndedMessage,
  textNotStorableMessage,
  textTooLong,
} from '../i18n/shared-answer-messages.js';

/** What the recipients' calls answer; the two with a number are written out and held to the catalogue by a test. */
export const RECIPIENT_MESSAGES = {
  ...englishTexts(recipientAnswerMessages),
  sessionEnded: sessionEndedMessage.defaultMessage,
  textNotStorable: textNotStorableMessage.defaultMessage,
  languageRule: languageRuleMessage.defaultMessage,
  textTooLong,
  waitBeforeRetry: (seconds: number) =>
    `Too many tries. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
};

/** The longest comment a rating may carry. */
export const RECIPIENT_COMMENT_MAX = 2000;

/** Digits of the e-mailed one-time code, and how long it is valid. */
export const RECIPIENT_CODE_DIGITS = 6;
export const RECIPIENT_CODE_MINUTES = 10;
