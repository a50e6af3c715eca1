import { z } from 'zod';
import { CLIENT_MESSAGES } from '../rules/client-messages.js';
import { MESSAGES } from '../rules/messages.js';
import { decimalIdSchema } from '../rules/ids.js';
import { hasDisallowedTextareaSymbols, plainTextSchema } from '../rules/text-rules.js';

/** Field schemas shared by the client-area forms and calls. */

export const requiredText = (message: string, max = 120) =>
  plainTextSchema(max).refine((v) => v.length > 0, message);

export const textareaSchema = (max = 1000) =>
  z
    .string()
    .trim()
    .max(max, MESSAGES.tooLong)
    .refine((v) => !hasDisallowedTextareaSymbols(v), MESSAGES.symbolsNotAllowed);

export const moneySchema = z
  .string({ error: CLIENT_MESSAGES.priceInvalid })
  .trim()
  .regex(/^\d{1,9}(\.\d{1,2})?$/, CLIENT_MESSAGES.priceInvalid);

export const percentSchema = z
  .string({ error: CLIENT_MESSAGES.percentRange })
  .trim()
  .regex(/^\d{1,3}(\.\d{1,2})?$/, CLIENT_MESSAGES.percentRange)
  .refine((v) => Number(v) <= 100, CLIENT_MESSAGES.percentRange);

/** A calendar date, YYYY-MM-DD, stored as a UTC date. */
export const dateSchema = z
  .string({ error: CLIENT_MESSAGES.dateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, CLIENT_MESSAGES.dateInvalid)
  .refine(
    (v) =>
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    CLIENT_MESSAGES.dateInvalid,
  );

export const optionalDateSchema = dateSchema.nullable().default(null);

export const emailSchema = z
  .string({ error: MESSAGES.invalidEmail })
  .trim()
  .toLowerCase()
  .max(254, MESSAGES.invalidEmail)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, MESSAGES.invalidEmail);

export const domainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(
    /^(?=.{3,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
    CLIENT_MESSAGES.domainInvalid,
  );

export const domainListSchema = z
  .array(domainSchema, { error: CLIENT_MESSAGES.domainRequired })
  .min(1, CLIENT_MESSAGES.domainRequired)
  .max(20)
  .refine((list) => new Set(list).size === list.length, CLIENT_MESSAGES.domainDuplicate);

export const clientCodeSchema = z
  .string({ error: CLIENT_MESSAGES.clientCodeFormat })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{2,10}$/, CLIENT_MESSAGES.clientCodeFormat);

/** A record chosen from a list (client, entity, sub-service). */
export const idSchema = decimalIdSchema(MESSAGES.selectFromList);
export { idParamsSchema } from '../rules/ids.js';
export const clientIdQuerySchema = z.object({ cid: idSchema });

/** The emails' domain must be one of the client's domains. */
export const emailDomain = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();
