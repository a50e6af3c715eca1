// The English answers of the recipients' calls and forms, each tied to its catalogue message, so the one place
// that speaks to a recipient (the server's answers, the portal's form errors) can say them in their language
// (decision 0042). Answers with a value are read back by a pattern that a test holds to the English.
import type { Message, MessageValues } from './define-messages.js';
import {
  languageRuleMessage,
  sessionEndedMessage,
  textNotStorableMessage,
  textTooLong,
  textTooLongMessage,
} from './shared-answer-messages.js';
import { recipientAnswerFormats, recipientAnswerMessages } from './answer-messages.js';
import { complaintAnswerFormats, complaintAnswerMessages } from './complaint-messages.js';
import { RECIPIENT_COMMENT_MAX } from '../recipients/recipient-texts.js';
import { COMPLAINT_MESSAGES, COMPLAINT_TEXT_MAX } from '../feedback/complaint-texts.js';
import { COMPLAINT_REOPEN_DAYS } from '../rules/complaint-rules.js';

export interface KnownAnswer {
  message: Message;
  values?: MessageValues;
}

const fixed = new Map<string, KnownAnswer>();
for (const messages of [recipientAnswerMessages, complaintAnswerMessages])
  for (const message of Object.values(messages))
    // The language call's confirmation is said in the language chosen, never in the one the page asked in.
    if (message !== recipientAnswerMessages.languageSaved) fixed.set(message.defaultMessage, { message });
for (const message of [sessionEndedMessage, textNotStorableMessage, languageRuleMessage])
  fixed.set(message.defaultMessage, { message });
for (const max of [RECIPIENT_COMMENT_MAX, COMPLAINT_TEXT_MAX])
  fixed.set(textTooLong(max), { message: textTooLongMessage, values: { max } });
fixed.set(COMPLAINT_MESSAGES.reopenWindowOver(COMPLAINT_REOPEN_DAYS), {
  message: complaintAnswerFormats.reopenWindowOver,
  values: { days: COMPLAINT_REOPEN_DAYS },
});

/** Answers that carry a value the caller chose: the pattern reads the value back out of the English. */
export const ANSWER_PATTERNS: {
  message: Message;
  pattern: RegExp;
  values: (match: RegExpExecArray) => MessageValues;
}[] = [
  {
    message: recipientAnswerFormats.waitBeforeRetry,
    pattern: /^Too many tries\. Please wait (\d+) seconds? and try again\.$/,
    values: (match) => ({ seconds: Number(match[1]) }),
  },
  {
    message: complaintAnswerFormats.fileNotInVersion,
    pattern: /^“(.+)” is not a file of this version\.$/s,
    values: (match) => ({ name: match[1] ?? '' }),
  },
];

/** The catalogue message an English answer says, with its values; undefined for any other text. */
export function messageOfEnglish(english: string): KnownAnswer | undefined {
  const known = fixed.get(english);
  if (known) return known;
  for (const { message, pattern, values } of ANSWER_PATTERNS) {
    const match = pattern.exec(english);
    if (match) return { message, values: values(match) };
  }
  return undefined;
}
