import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { recipientSessions } from '@/db/recipient-schema.js';
import { newLinkSession } from '@/lib/one-time-codes.js';
import { hashSecretToken } from '@/lib/secret-token.js';

export async function openRecipientSession(db: Db, email: string, now: Date) {
  const { token, hash, expires } = newLinkSession(now);
  await db
    .insert(recipientSessions)
    .values({ token_hash: hash, email, created_at: now, expires_at: expires });
  return { token, expires };
}

export async function findRecipientSession(db: Db, token: string, now: Date) {
  const [row] = await db
    .select()
    .from(recipientSessions)
    .where(
      and(eq(recipientSessions.token_hash, hashSecretToken(token)), gt(recipientSessions.expires_at, now)),
    );
  return row;
}

export async function endRecipientSession(db: Db, token: string) {
  await db.delete(recipientSessions).where(eq(recipientSessions.token_hash, hashSecretToken(token)));
}
