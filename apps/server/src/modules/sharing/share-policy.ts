import { eq, sql } from 'drizzle-orm';
import type { SharePolicy } from '@ops/contracts';
import type { Db } from '@/db/client.js';
import { preparedPerDatabase } from '@/db/prepared.js';
import { clients } from '@/db/client-schema.js';

const policyColumns = {
  default_days: clients.share_default_days,
  max_days: clients.share_max_days,
  outside_allowed: clients.share_outside_allowed,
};

/** Every share reads its client's policy. */
const policyOfClient = preparedPerDatabase((db) =>
  db
    .select(policyColumns)
    .from(clients)
    .where(eq(clients.id, sql.placeholder('id')))
    .prepare('share_policy_of_client'),
);

/** A client's share policy (decision 0038), or undefined for a client that does not exist. */
export async function sharePolicyOf(db: Db, clientId: number): Promise<SharePolicy | undefined> {
  const [row] = await policyOfClient(db).execute({ id: clientId });
  return row;
}

export async function saveSharePolicy(db: Db, clientId: number, policy: SharePolicy) {
  const [row] = await db
    .update(clients)
    .set({
      share_default_days: policy.default_days,
      share_max_days: policy.max_days,
      share_outside_allowed: policy.outside_allowed,
    })
    .where(eq(clients.id, clientId))
    .returning(policyColumns);
  return row;
}
