import { z } from 'zod';
import { QUARANTINE_SOURCES } from './scan-texts.js';

/** One quarantined upload as the operations admins' page lists it (never its bytes nor a link to them). */
export const quarantinedFileSchema = z.object({
  id: z.number().int(),
  file_name: z.string(),
  signature: z.string(),
  source: z.enum(QUARANTINE_SOURCES),
  /** The uploader's name and e-mail, or null when the account is gone. */
  uploaded_by: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  uploaded_at: z.string(),
  /** The delivery's batch id (or the delivery's id for an update); '' for other kinds. */
  delivery: z.string(),
  quarantined_at: z.string(),
  purge_after: z.string(),
});
export type QuarantinedFile = z.infer<typeof quarantinedFileSchema>;

/** GET /api-ops/ops/v1/quarantine/ (operations admins): newest first, at most the last 500. */
export const quarantineListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(quarantinedFileSchema),
});
export type QuarantineListResponse = z.infer<typeof quarantineListResponseSchema>;
