import { z } from 'zod';
import { textNotStorableMessage } from '../i18n/shared-answer-messages.js';
import { MESSAGES } from './messages.js';

/** Part 1 section 5 and part 3 section 5: characters text inputs must not contain. */
export const DISALLOWED_SYMBOLS = [
  '`',
  '~',
  '*',
  ';',
  '"',
  '<',
  '>',
  '|',
  ',',
  '+',
  '=',
  '/',
  '?',
  '\\',
  '(',
  ')',
  '{',
  '}',
  '[',
  ']',
];
const symbolPattern = new RegExp(`[${DISALLOWED_SYMBOLS.map((c) => `\\${c}`).join('')}]`);
const textareaSymbolPattern = new RegExp(
  `[${DISALLOWED_SYMBOLS.filter((c) => c !== ',')
    .map((c) => `\\${c}`)
    .join('')}]`,
);

export const hasDisallowedSymbols = (value: string) => symbolPattern.test(value);
export const hasDisallowedTextareaSymbols = (value: string) => textareaSymbolPattern.test(value);

/** Control and format characters (such as right-to-left overrides) that would disguise text. */
const INVISIBLE_CONTROLS = /[\p{Cc}\p{Cf}]/u;

/**
 * Text no field can hold: NUL (PostgreSQL refuses it in text) and UTF-16 halves without their pair (they
 * cannot be written as UTF-8). The one rule every request's text is checked against on the way in.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
export const hasUnstorableText = (value: string) => value.includes('\0') || LONE_SURROGATE.test(value);

/**
 * Larger or deeper request values than this are refused whole: nothing the API takes comes close, and code
 * that walks a value recursively would overflow the stack on them.
 */
const MAX_NODES = 200_000;
const MAX_DEPTH = 32;

/**
 * The refusal of a request value (JSON, form fields, query, path) holding text no column can store, keys
 * included, or null: checked by the server before validation and by the demo the same way. Walked with a
 * stack, not recursion, so deep nesting cannot overflow it; bytes are not text.
 */
export function unstorableTextRefusal(value: unknown): string | null {
  const stack: [unknown, number][] = [[value, 0]];
  for (let seen = 0; stack.length > 0; seen++) {
    if (seen > MAX_NODES) return MESSAGES.requestTooLarge;
    const [item, depth] = stack.pop()!;
    if (typeof item === 'string') {
      if (hasUnstorableText(item)) return MESSAGES.unstorableText;
    } else if (item !== null && typeof item === 'object' && !ArrayBuffer.isView(item)) {
      if (depth >= MAX_DEPTH) return MESSAGES.requestTooLarge;
      if (Array.isArray(item)) for (const element of item) stack.push([element, depth + 1]);
      else
        for (const [key, element] of Object.entries(item)) stack.push([key, depth + 1], [element, depth + 1]);
    }
  }
  return null;
}

/** Control characters free text has no use for (line breaks and tabs stay). */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * Free text (a comment, a note, a title) the database can store (the one rule) without control characters
 * but line breaks and tabs: trimmed, at most `max` long (else `tooLong`). `typeError`, when given, is the
 * answer to a value that is not text.
 */
export const storableText = (max: number, tooLong: string, typeError?: string) =>
  z
    .string(typeError === undefined ? undefined : { error: typeError })
    .trim()
    .max(max, tooLong)
    .refine((v) => !hasUnstorableText(v) && !CONTROL_CHARACTERS.test(v), {
      message: textNotStorableMessage.defaultMessage,
    });

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (value: string) => EMAIL_PATTERN.test(value);

export const PASSWORD_DISALLOWED = ['"', ',', '/', '~', '`', '<', '>', ';', '|', "'"];
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export function passwordProblem(value: string): string | null {
  if (PASSWORD_DISALLOWED.some((c) => value.includes(c))) return MESSAGES.passwordSymbols;
  const strong =
    value.length >= PASSWORD_MIN_LENGTH &&
    value.length <= PASSWORD_MAX_LENGTH &&
    /[A-Z]/.test(value) &&
    /[a-z]/.test(value) &&
    /[0-9]/.test(value) &&
    /[^A-Za-z0-9\s]/.test(value);
  return strong ? null : MESSAGES.passwordRule;
}

/** A new password that must follow the password rule; `emptyMessage` is the screen's own empty text. */
export const newPasswordSchema = (emptyMessage: string = MESSAGES.emptyPassword) =>
  z
    .string({ error: emptyMessage })
    .min(1, emptyMessage)
    .superRefine((value, ctx) => {
      const problem = passwordProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

/** Free text of a single-line input: trimmed, symbol-checked, bounded. */
export const plainTextSchema = (max = 100) =>
  z
    .string()
    .trim()
    .max(max, MESSAGES.tooLong)
    .refine((v) => !hasDisallowedSymbols(v) && !INVISIBLE_CONTROLS.test(v), MESSAGES.symbolsNotAllowed);

export const digitsOnlySchema = (max = 15) =>
  z
    .string()
    .trim()
    .max(max, MESSAGES.tooLong)
    .refine((v) => /^\d*$/.test(v), MESSAGES.textAndSymbolsNotAllowed);

/** Search boxes reject symbols too. */
export const searchTermSchema = plainTextSchema(100);
