import { http } from 'msw';
import {
  API,
  DEFAULT_RETENTION_DAYS,
  RATED_SENTENCE_PATTERN,
  RECYCLE_BIN_DAYS,
  RETENTION_ADMIN_ROLES,
  RETENTION_MESSAGES,
  erasedPseudonym,
  filesRemovedNotice,
  purgeAfter,
  recipientAddressPattern,
  recipientErasurePreviewResponseSchema,
  recipientErasureRequestSchema,
  recipientErasureResponseSchema,
  recycleBinResponseSchema,
  retentionClientsResponseSchema,
  retentionMessageResponseSchema,
  retentionPeriodRequestSchema,
  retentionPeriodResponseSchema,
  retentionClient,
  nothingErasedRefusal,
  staffAddressRefusal,
  randomBytesOf,
} from '@ops/contracts';
import type { AccessLogEntry, RecipientErasureCounts, RecycleBinEntry, SharedLogEntry } from '@ops/contracts';
import { actorOf } from '../data/access-actors';
import { sessionAccountByEmail } from '../data/accounts';
import { aboutClient, aboutDelivery, recordAudit } from '../data/audit-events';
import type { DemoState } from '../data/demo-state';
import { fileRequestsOf } from '../data/file-requests';
import { throwRefusal } from '../data/refusal';
import { downloadFormatsOf } from '../data/sample-files';
import { demoNotifications } from './notification-handlers';
import { endRecipientSessions, openRecipientSessions } from './recipient-session';
import { failure, forRoles, pathId, readBody, reply } from './respond';

/**
 * Retention and erasure (decision 0023) over the session's sample state: OA only; periods per client,
 * erasing a delivery's files into the recycle bin, restore and delete for good, and a recipient's erasure
 * over the sample shares, access logs, comments and ratings.
 */
export function retentionHandlers(state: DemoState) {
  const periods = new Map<number, number | null>();
  const bin: RecycleBinEntry[] = [];
  const presentClient = ({ client_id, client_name, client_code }: DemoState['clients'][number]) =>
    retentionClient(
      { id: client_id, client_name, client_code, retention_days: periods.get(client_id) ?? null },
      DEFAULT_RETENTION_DAYS,
    );
  const message = (text: string) => reply(retentionMessageResponseSchema, { success: true, message: text });

  /** The rows of the sample shares and access logs that name the address (lowercase, the contracts' rule). */
  const naming = (email: string) => {
    const is = (address: string) => address.toLowerCase() === email;
    const inLine = new RegExp(recipientAddressPattern(email), 'i');
    return {
      share: (r: SharedLogEntry) => is(r.shared_to_user_email),
      request: (r: SharedLogEntry) => is(r.shared_to_user_email) || is(r.shared_by),
      entry: (e: AccessLogEntry) => inLine.test(e.access_log_string) || e.tooltip.shared_users.some(is),
      // A rating is kept under `<address>:<delivery>:<version>` (data/recipients.ts).
      rating: (key: string) => is(key.slice(0, key.indexOf(':'))),
      is,
    };
  };

  /** What a recipient's erasure touches. */
  const countsFor = (email: string): RecipientErasureCounts => {
    const names = naming(email);
    const logs = [...state.sharedLogs.values()];
    return {
      shares: logs.flatMap((l) => l.shared).filter(names.share).length,
      requests: logs.flatMap((l) => l.requests).filter(names.request).length,
      access_logs: [...state.accessLogs.values()].flat().filter(names.entry).length,
      comments: [...state.comments.values()].flat().filter((c) => names.is(c.user)).length,
      ratings: [...state.recipientRatings.keys()].filter(names.rating).length,
      // The demo shows its one-time code instead of keeping it.
      sessions: openRecipientSessions(state, email),
      codes: 0,
      file_requests: fileRequestsOf(state).requests.filter((r) => names.is(r.email)).length,
      // Approvals are kept under `<address>:<delivery>:<version>`, as ratings are.
      complaints:
        state.complaints.rows.filter((c) => names.is(c.email)).length +
        [...state.complaints.approvals.keys()].filter(names.rating).length,
    };
  };

  return [
    http.get(
      API.retention.clients,
      forRoles(RETENTION_ADMIN_ROLES, () =>
        reply(retentionClientsResponseSchema, {
          success: true,
          message: '',
          default_days: DEFAULT_RETENTION_DAYS,
          data: [...state.clients]
            .sort((a, b) => a.client_name.localeCompare(b.client_name))
            .map(presentClient),
        }),
      ),
    ),

    http.put(
      API.retention.clientById(':id'),
      forRoles(RETENTION_ADMIN_ROLES, async (call, admin) => {
        const id = pathId(call);
        const { retention_days } = await readBody(call.request, retentionPeriodRequestSchema);
        const client = state.clients.find((c) => c.client_id === id);
        if (!client) return failure(404, RETENTION_MESSAGES.clientNotFound);
        const from = periods.get(id) ?? null;
        periods.set(client.client_id, retention_days);
        recordAudit(state, admin, {
          action: 'retention.changed',
          ...aboutClient(id),
          details: { from, to: retention_days, default_days: DEFAULT_RETENTION_DAYS },
        });
        return reply(retentionPeriodResponseSchema, {
          success: true,
          message: RETENTION_MESSAGES.periodSaved,
          data: presentClient(client),
        });
      }),
    ),

    http.get(
      API.retention.recycleBin,
      forRoles(RETENTION_ADMIN_ROLES, () =>
        reply(recycleBinResponseSchema, { success: true, message: '', data: bin }),
      ),
    ),

    ...(['restore', 'purge'] as const).map((action) =>
      http.post(
        API.retention[action](':id'),
        forRoles(RETENTION_ADMIN_ROLES, (call, admin) => {
          const id = pathId(call);
          const at = bin.findIndex((e) => e.delivery_id === id);
          if (at < 0) return failure(404, RETENTION_MESSAGES.notInBin);
          const [{ batch_id, reason }] = bin.splice(at, 1) as [RecycleBinEntry];
          const delivery = state.deliveries.find((d) => d.id === id);
          recordAudit(state, admin, {
            action: action === 'purge' ? 'retention.files_purged' : 'retention.files_restored',
            ...aboutDelivery(state, id),
            details: action === 'purge' ? { batch_id, reason } : { batch_id },
          });
          if (action === 'purge') return message(RETENTION_MESSAGES.purged);
          if (delivery) delivery.files_removed = null;
          return message(RETENTION_MESSAGES.restored);
        }),
      ),
    ),

    http.post(
      API.retention.eraseFiles(':id'),
      forRoles(RETENTION_ADMIN_ROLES, (call, admin) => {
        const delivery = state.deliveries.find((d) => d.id === pathId(call));
        if (!delivery) return failure(404, RETENTION_MESSAGES.deliveryNotFound);
        if (delivery.files_removed) return failure(409, RETENTION_MESSAGES.alreadyRemoved);
        const now = new Date(state.clock());
        delivery.files_removed = filesRemovedNotice(now, 'erasure');
        // The stored objects, as the server's bin counts them: one per format; an outside link stores none.
        const objects = [
          ...delivery.source_files,
          ...delivery.target_versions.flatMap((v) => v.files),
        ].flatMap(downloadFormatsOf);
        bin.push({
          delivery_id: delivery.id,
          batch_id: delivery.batch_id,
          client_code: delivery.client_code,
          reason: 'erasure',
          removed_at: now.toISOString(),
          purge_after: purgeAfter(now, RECYCLE_BIN_DAYS).toISOString(),
          file_count: objects.length,
          total_size: objects.reduce((sum, o) => sum + o.size, 0),
        });
        recordAudit(state, admin, {
          action: 'erasure.delivery_files',
          ...aboutDelivery(state, delivery.id),
          details: { batch_id: delivery.batch_id, files: objects.length },
        });
        return message(RETENTION_MESSAGES.erased);
      }),
    ),

    http.post(
      API.retention.recipientErasurePreview,
      forRoles(RETENTION_ADMIN_ROLES, async ({ request }) => {
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
      forRoles(RETENTION_ADMIN_ROLES, async ({ request }, admin) => {
        const { email } = await readBody(request, recipientErasureRequestSchema);
        const counts = countsFor(email);
        const staff =
          state.staff.some((m) => m.email === email) || !!sessionAccountByEmail(state.accounts, email);
        throwRefusal(staffAddressRefusal(staff) ?? nothingErasedRefusal(counts));
        const pseudonym = erasedPseudonym(randomBytesOf(6));
        endRecipientSessions(state, email);
        const names = naming(email);
        const everyMention = new RegExp(recipientAddressPattern(email), 'gi');
        // A revoked share leaves the demo's shared log, so their shares go with their requests.
        for (const [id, log] of state.sharedLogs)
          state.sharedLogs.set(id, {
            shared: log.shared.filter((r) => !names.share(r)),
            requests: log.requests.filter((r) => !names.request(r)),
          });
        for (const entry of [...state.accessLogs.values()].flat()) {
          entry.tooltip.shared_users = entry.tooltip.shared_users.map((u) => (names.is(u) ? pseudonym : u));
          entry.access_log_string = entry.access_log_string.replace(everyMention, pseudonym);
          // Where they were (address and place) is theirs too, on the lines they made.
          if (names.is(actorOf(entry) ?? '')) Object.assign(entry.tooltip, { ip: '', location: '' });
        }
        // File requests to them keep their files under the pseudonym; open ones close.
        for (const request of fileRequestsOf(state).requests.filter((r) => names.is(r.email)))
          Object.assign(request, {
            email: pseudonym,
            closed_at: request.closed_at ?? new Date(state.clock()).toISOString(),
          });
        // A rating's comment is the recipient's own words: it goes, the stars stay.
        for (const comment of [...state.comments.values()].flat().filter((c) => names.is(c.user))) {
          const chat = comment.message.chat.replace(new RegExp(RATED_SENTENCE_PATTERN, 's'), '$1');
          Object.assign(comment, { user: pseudonym, message: { ...comment.message, chat, comments: '' } });
        }
        // A complaint's words are theirs and go; its category, files, dates and the staff's replies stay.
        for (const complaint of state.complaints.rows.filter((c) => names.is(c.email)))
          Object.assign(complaint, { email: pseudonym, text: '', reopen_reason: null });
        for (const [key, at] of state.complaints.approvals) {
          if (!names.rating(key)) continue;
          state.complaints.approvals.delete(key);
          state.complaints.approvals.set(`${pseudonym}${key.slice(key.indexOf(':'))}`, at);
        }
        for (const note of demoNotifications(state)) note.text = note.text.replace(everyMention, pseudonym);
        for (const [key, rating] of state.recipientRatings) {
          if (!names.rating(key)) continue;
          state.recipientRatings.delete(key);
          state.recipientRatings.set(`${pseudonym}${key.slice(key.indexOf(':'))}`, {
            ...rating,
            comment: '',
          });
        }
        recordAudit(state, admin, {
          action: 'erasure.recipient',
          target: ['recipient', pseudonym],
          details: counts,
        });
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
