import { http } from 'msw';
import {
  API,
  MESSAGES,
  RECYCLE_BIN_DAYS,
  RETENTION_ADMIN_ROLES,
  RETENTION_MESSAGES,
  filesRemovedNotice,
  idParamsSchema,
  recipientErasurePreviewResponseSchema,
  recipientErasureRequestSchema,
  recipientErasureResponseSchema,
  recycleBinResponseSchema,
  retentionClientsResponseSchema,
  retentionMessageResponseSchema,
  retentionPeriodRequestSchema,
  retentionPeriodResponseSchema,
} from '@ops/contracts';
import type { RecipientErasureCounts, RecycleBinEntry } from '@ops/contracts';
import type { DemoState } from '../data/demo-state';
import { failure, forRoles, readBody, reply } from './respond';
import type { CallInfo } from './respond';

const DAY = 86_400_000;
const DEFAULT_DAYS = 365;

/**
 * Retention and erasure (decision 0023) over the session's sample state, as on the server: OA only; periods
 * per client, erasing a delivery's files into the recycle bin, restore and delete for good, and a
 * recipient's erasure over the sample shares and access logs.
 */
export function retentionHandlers(state: DemoState) {
  const periods = new Map<number, number | null>();
  const bin: RecycleBinEntry[] = [];
  const oaOnly = (resolve: (call: CallInfo) => Response | Promise<Response>) =>
    forRoles(RETENTION_ADMIN_ROLES, resolve);
  const idOf = (call: CallInfo) => {
    const parsed = idParamsSchema.safeParse(call.params);
    return parsed.success ? parsed.data.id : null;
  };
  const presentClient = (c: DemoState['clients'][number]) => {
    const days = periods.get(c.client_id) ?? null;
    return {
      id: c.client_id,
      client_name: c.client_name,
      client_code: c.client_code,
      retention_days: days,
      effective_days: days ?? DEFAULT_DAYS,
    };
  };
  const message = (text: string) => reply(retentionMessageResponseSchema, { success: true, message: text });

  /** What a recipient's erasure touches in the sample shares and access logs. */
  const countsFor = (email: string): RecipientErasureCounts => {
    let shares = 0;
    let requests = 0;
    let accessLogs = 0;
    for (const log of state.sharedLogs.values()) {
      shares += log.shared.filter((r) => r.shared_to_user_email.toLowerCase() === email).length;
      requests += log.requests.filter(
        (r) => r.shared_to_user_email.toLowerCase() === email || r.shared_by.toLowerCase() === email,
      ).length;
    }
    for (const entries of state.accessLogs.values())
      accessLogs += entries.filter(
        (e) =>
          e.access_log_string.toLowerCase().includes(email) ||
          e.tooltip.shared_users.some((u) => u.toLowerCase() === email),
      ).length;
    return { shares, requests, access_logs: accessLogs, comments: 0, ratings: 0, sessions: 0, codes: 0 };
  };

  return [
    http.get(
      API.retention.clients,
      oaOnly(() =>
        reply(retentionClientsResponseSchema, {
          success: true,
          message: '',
          default_days: DEFAULT_DAYS,
          data: [...state.clients]
            .sort((a, b) => a.client_name.localeCompare(b.client_name))
            .map(presentClient),
        }),
      ),
    ),

    http.put(
      API.retention.clientById(':id'),
      oaOnly(async (call) => {
        const id = idOf(call);
        const client = state.clients.find((c) => c.client_id === id);
        if (!client) return failure(404, id === null ? MESSAGES.notFound : RETENTION_MESSAGES.clientNotFound);
        const body = await readBody(call.request, retentionPeriodRequestSchema);
        periods.set(client.client_id, body.retention_days);
        return reply(retentionPeriodResponseSchema, {
          success: true,
          message: RETENTION_MESSAGES.periodSaved,
          data: presentClient(client),
        });
      }),
    ),

    http.get(
      API.retention.recycleBin,
      oaOnly(() => reply(recycleBinResponseSchema, { success: true, message: '', data: bin })),
    ),

    ...(['restore', 'purge'] as const).map((action) =>
      http.post(
        API.retention[action](':id'),
        oaOnly((call) => {
          const id = idOf(call);
          const at = bin.findIndex((e) => e.delivery_id === id);
          if (at < 0) return failure(404, RETENTION_MESSAGES.notInBin);
          bin.splice(at, 1);
          if (action === 'purge') return message(RETENTION_MESSAGES.purged);
          const delivery = state.deliveries.find((d) => d.id === id);
          if (delivery) delivery.files_removed = null;
          return message(RETENTION_MESSAGES.restored);
        }),
      ),
    ),

    http.post(
      API.retention.eraseFiles(':id'),
      oaOnly((call) => {
        const delivery = state.deliveries.find((d) => d.id === idOf(call));
        if (!delivery) return failure(404, RETENTION_MESSAGES.deliveryNotFound);
        if (delivery.files_removed) return failure(409, RETENTION_MESSAGES.alreadyRemoved);
        const now = new Date();
        delivery.files_removed = filesRemovedNotice(now, 'erasure');
        const files = [...delivery.source_files, ...delivery.target_versions.flatMap((v) => v.files)];
        bin.push({
          delivery_id: delivery.id,
          batch_id: delivery.batch_id,
          client_code: delivery.client_code,
          reason: 'erasure',
          removed_at: now.toISOString(),
          purge_after: new Date(now.getTime() + RECYCLE_BIN_DAYS * DAY).toISOString(),
          file_count: files.length,
          total_size: 0,
        });
        return message(RETENTION_MESSAGES.erased);
      }),
    ),

    http.post(
      API.retention.recipientErasurePreview,
      oaOnly(async ({ request }) => {
        const body = await readBody(request, recipientErasureRequestSchema);
        return reply(recipientErasurePreviewResponseSchema, {
          success: true,
          message: '',
          data: countsFor(body.email),
        });
      }),
    ),

    http.post(
      API.retention.recipientErasure,
      oaOnly(async ({ request }) => {
        const body = await readBody(request, recipientErasureRequestSchema);
        const { email } = body;
        const counts = countsFor(email);
        if (Object.values(counts).every((n) => n === 0))
          return failure(404, RETENTION_MESSAGES.nothingToErase);
        const pseudonym = `erased-${Math.random().toString(16).slice(2, 14).padEnd(12, '0')}@erased.invalid`;
        for (const [id, log] of state.sharedLogs) {
          state.sharedLogs.set(id, {
            shared: log.shared.filter((r) => r.shared_to_user_email.toLowerCase() !== email),
            requests: log.requests.filter(
              (r) => r.shared_to_user_email.toLowerCase() !== email && r.shared_by.toLowerCase() !== email,
            ),
          });
        }
        for (const entries of state.accessLogs.values()) {
          for (const entry of entries) {
            entry.tooltip.shared_users = entry.tooltip.shared_users.map((u) =>
              u.toLowerCase() === email ? pseudonym : u,
            );
            entry.access_log_string = entry.access_log_string.replace(
              new RegExp(email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'),
              pseudonym,
            );
          }
        }
        return reply(recipientErasureResponseSchema, {
          success: true,
          message: RETENTION_MESSAGES.recipientErased,
          pseudonym,
          data: counts,
        });
      }),
    ),
  ];
}
