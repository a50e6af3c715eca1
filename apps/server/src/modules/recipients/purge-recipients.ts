import { lt } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { recipientCodes, recipientSessions } from '@/db/recipient-schema.js';

/** Drops recipient sessions past their end and codes past theirs (hourly upkeep). */
export async function purgeRecipientSecrets(db: Db, now: Date) {
  await db.delete(recipientSessions).where(lt(recipientSessions.expires_at, now));
  await db.delete(recipientCodes).where(lt(recipientCodes.expires_at, now));
}
