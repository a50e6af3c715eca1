import { z } from 'zod';
import { MESSAGES } from './messages.js';

/** Ids are PostgreSQL `serial`s: anything above this cannot exist. */
const MAX_ID = 2_147_483_647;
/**
 * The one id rule: a JSON number, or plain decimal digits in a path, query or form field. Spellings that
 * JavaScript's Number() also reads (`0x1`, `1e0`, `+1`, ` 1`) name no record.
 */
export const decimalIdSchema = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? (/^[0-9]{1,10}$/.test(value) ? Number(value) : NaN) : value),
    z.number({ error: message }).int(message).positive(message).max(MAX_ID, message),
  );
/** A record named in the path: anything else is not found. */
export const idParamsSchema = z.object({ id: decimalIdSchema(MESSAGES.notFound) });
