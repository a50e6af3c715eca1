import { CLIENT_MESSAGES } from './client-messages.js';
import { MESSAGES } from './messages.js';

const FIXED_TEXTS = new Set<string>(
  [...Object.values(MESSAGES), ...Object.values(CLIENT_MESSAGES)].filter((m): m is string => typeof m === 'string'),
);

/** Whether a text is one written for people (rather than a library's default wording). */
export const isUserFacingMessage = (text: string) => FIXED_TEXTS.has(text);
