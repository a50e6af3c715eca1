import type { Db } from '@/db/client.js';
import type { clients, entities } from '@/db/client-schema.js';
import { workspaceAssignments } from '@/db/delivery-schema.js';

type Owner = { client: typeof clients.$inferSelect; entity: typeof entities.$inferSelect };
type Work = { service: string; sub: string; unit: string; files: string[] };

/** A requester's address on the client's first domain: 'Kavya Iyer' at acme.com is kavya.iyer@acme.com. */
export const demoRequesterEmail = (name: string, domains: string[]) =>
  `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@${domains[0] ?? 'example.com'}`;

const COUNT = 12;
const PER_CLIENT = 4;

/**
 * Undelivered workspace assignments, so a fresh demo can create deliveries at once: twelve, four per client,
 * three of each client's from one requester, and the first client's first two sharing the batch
 * DEMO-BATCH-1.
 */
export async function seedDemoWorkspace(
  db: Db,
  owners: Owner[],
  requesters: string[],
  work: Work[],
  now: Date,
) {
  const firstEntity = new Map<number, Owner>();
  for (const owner of owners) if (!firstEntity.has(owner.client.id)) firstEntity.set(owner.client.id, owner);
  const byClient = [...firstEntity.values()];
  if (byClient.length === 0) return;
  const rows = Array.from({ length: COUNT }, (_, n) => {
    const c = Math.floor(n / PER_CLIENT);
    const i = n % PER_CLIENT;
    const { client, entity } = byClient[c % byClient.length]!;
    const job = work[n % work.length]!;
    const requester = requesters[(i < 3 ? c : c + PER_CLIENT) % requesters.length]!;
    return {
      id: `WS-${String(50_001 + n)}`,
      name: `${job.files[i % job.files.length]} ${now.getUTCFullYear()}`,
      client_id: client.id,
      entity_id: entity.id,
      requester_name: requester,
      requester_email: demoRequesterEmail(requester, client.client_domain_list),
      batch_id: n < 2 ? 'DEMO-BATCH-1' : null,
      services: [
        {
          service: job.service,
          sub_services: [
            {
              sub_service: job.sub,
              unit_type: job.unit,
              unit_count: job.unit === 'Words' ? 1200 + n * 300 : 4 + n,
            },
          ],
        },
      ],
      created_at: new Date(now.getTime() - (n + 1) * 3_600_000),
    };
  });
  await db.insert(workspaceAssignments).values(rows);
}
