import { COMMENT_MESSAGES, SYNC_MESSAGES } from '../assignments/comment.js';
import { LOG_MESSAGES } from '../assignments/logs.js';
import { CLIENT_MESSAGES } from './client-messages.js';
import { MESSAGES } from './messages.js';

const FIXED_TEXTS = new Set<string>();
for (const text of [
  ...Object.values(MESSAGES),
  ...Object.values(CLIENT_MESSAGES),
  ...Object.values(COMMENT_MESSAGES),
  ...Object.values(LOG_MESSAGES),
  ...Object.values(SYNC_MESSAGES),
]) {
  if (typeof text === 'string') FIXED_TEXTS.add(text);
}

/** Whether a text is one written for people (rather than a library's default wording). */
export const isUserFacingMessage = (text: string) => FIXED_TEXTS.has(text);
