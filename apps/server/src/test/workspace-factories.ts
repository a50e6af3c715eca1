import { randomUUID } from 'node:crypto';
import type { App } from '../app.js';
import { workspaceAssignments } from '../db/delivery-schema.js';

/** An undelivered workspace assignment, as the intake would store it. */
export async function buildWorkspaceAssignment(
  app: App,
  options: {
    clientId: number;
    entityId: number | null;
    requester?: string;
    requesterEmail?: string | null;
    batchId?: string | null;
    name?: string;
    id?: string;
  },
) {
  const tag = randomUUID().slice(0, 8);
  const [row] = await app.services.db
    .insert(workspaceAssignments)
    .values({
      id: options.id ?? `WA-${tag}`,
      name: options.name ?? `Brochure ${tag}`,
      client_id: options.clientId,
      entity_id: options.entityId,
      requester_name: options.requester ?? 'Priya Raman',
      requester_email:
        options.requesterEmail === undefined ? `priya-${tag}@example.com` : options.requesterEmail,
      batch_id: options.batchId ?? null,
      services: [
        {
          service: 'Translation Services',
          sub_services: [{ sub_service: 'Proofreading', unit_type: 'Words', unit_count: 800 }],
        },
      ],
      created_at: app.services.clock.now(),
    })
    .returning();
  return row!;
}
