import { z } from 'zod';
import { isKnownDialCode } from '../rules/dial-codes.js';
import { MESSAGES } from '../rules/messages.js';
import { digitsOnlySchema } from '../rules/text-rules.js';

/**
 * A client's phone number. In a module of its own: the dial codes (libphonenumber's metadata) then load only
 * with the forms and calls that hold phone numbers, not with every page that uses a client field (issue 23).
 */
export const phoneSchema = z.object({
  ext: z.string().trim().refine(isKnownDialCode, MESSAGES.selectFromList),
  number: digitsOnlySchema(15).refine((v) => v.length >= 4, MESSAGES.textAndSymbolsNotAllowed),
});
