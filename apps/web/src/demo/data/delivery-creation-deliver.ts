import {
  DEFAULT_COMMITTED_WINDOW_DAYS,
  DELIVERY_MESSAGES,
  EMAIL_ATTACHMENT_LIMIT,
  batchIdSchema,
  deliverGroupRefusal,
  latestCommitted,
} from '@ops/contracts';
import type {
  DeliverGroup,
  DeliverGroupChecks,
  DeliverInput,
  DeliverResponse,
  FileDetails,
  Profile,
  WantedFile,
} from '@ops/contracts';
import type { DemoGroup } from './delivery-creation';
import {
  batchInUse,
  checkAssignments,
  readGroups,
  requireDelivery,
  selectAssignments,
} from './delivery-creation';
import { refuse } from './refusal';
import { checkPassword, classifyShareEmails } from './delivery-creation-share';
import { writeNewDelivery, writeNewVersion } from './delivery-creation-writer';
import type { PlannedGroup } from './delivery-creation-writer';
import type { DemoState } from './demo-state';
import { claimUploads } from './upload-store';
import type { UploadFlow } from './upload-record';

type UploadRef = { flow: UploadFlow; ref: string };

/** The contracts' group checks of a deliver call (rules/deliver-rules.ts), refused with 400 as the server does. */
function checkDeliverGroups(input: DeliverInput, checks: Omit<DeliverGroupChecks, 'windowDays'>) {
  const refusal = deliverGroupRefusal(input, { ...checks, windowDays: DEFAULT_COMMITTED_WINDOW_DAYS });
  if (refusal) refuse(400, refusal);
}

/** The latest committed delivery of the groups that bring target files, as the detail shows it. */
const committedOf = (input: DeliverInput) => latestCommitted(input)?.toISOString() ?? null;

/** Share addresses of a deliver call: outside the organisation they need the caller's password. */
function shareList(state: DemoState, account: Profile, clientCode: string, input: DeliverInput) {
  if (!input.share_emails.length) return [];
  const client = state.clients.find((c) => c.client_code === clientCode);
  const found = classifyShareEmails(state, client, input.share_emails);
  if (found.invalid.length) refuse(400, DELIVERY_MESSAGES.refreshAndRetry);
  if (found.outside_org.length)
    checkPassword(state, account, input.password ?? refuse(400, DELIVERY_MESSAGES.outsideNeedsPassword));
  return [...found.within_org, ...found.outside_org];
}

/** The uploads the groups name, taken from the caller's completed ones; e-mail attachments within the limit. */
function claimFiles(state: DemoState, account: Profile, refs: UploadRef[], groups: PlannedGroup[]) {
  const wanted: WantedFile[] = groups.flatMap((g) => [
    ...g.input.source_files.map((name) => ({ group: g.n, fileType: 'source_files' as const, name })),
    ...g.input.target_files.map((name) => ({ group: g.n, fileType: 'target_files' as const, name })),
  ]);
  const claim = claimUploads(state.creation, account.id, refs, wanted);
  for (const g of groups.filter((g) => g.input.email_attachment)) {
    const size = claim.claimed
      .filter((f) => f.group === g.n && f.fileType === 'target_files')
      .reduce((sum, f) => sum + f.size, 0);
    if (size > EMAIL_ATTACHMENT_LIMIT) refuse(400, DELIVERY_MESSAGES.attachmentTooLarge(g.n));
  }
  return claim;
}

const randomKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(24)), (b) => b.toString(16).padStart(2, '0')).join('');

const answer = (flow: 'new' | 'update', delivery: FileDetails): DeliverResponse => ({
  success: true,
  message:
    flow === 'new'
      ? DELIVERY_MESSAGES.delivered
      : DELIVERY_MESSAGES.versionDelivered(delivery.current_version),
  id: delivery.id,
  batch_id: delivery.batch_id,
  version: delivery.current_version,
  secure_key: randomKey(),
});

/** upload-new-delivery/: a new delivery of the groups, its files taken from the caller's uploads of the batch. */
export function deliverNew(
  state: DemoState,
  account: Profile,
  input: DeliverInput,
  extraRefs: UploadRef[] = [],
) {
  const parsedBatch = batchIdSchema.safeParse(input.delivery_id);
  if (!parsedBatch.success) refuse(400, DELIVERY_MESSAGES.batchIdRule);
  const batchId = parsedBatch.data!;
  const now = Date.now();
  checkDeliverGroups(input, { flow: 'new', isNewGroup: () => true, now: new Date(now) });
  const ids = input.groups.flatMap((g) => g.assignment_ids);
  // As on the server, a batch that exists answers before the assignments' own message.
  let selection: ReturnType<typeof selectAssignments> | undefined;
  let problem: unknown;
  try {
    selection = selectAssignments(state.creation, ids);
  } catch (error) {
    problem = error;
  }
  if (batchInUse(state.deliveries, batchId)) refuse(400, DELIVERY_MESSAGES.batchExists(batchId));
  if (!selection) throw problem;
  const shares = shareList(state, account, selection.clientCode, input);
  const groups = input.groups.map((g, i): PlannedGroup => ({
    n: i + 1,
    gid: i + 1,
    assignmentIds: g.assignment_ids,
    input: g,
  }));
  const claim = claimFiles(
    state,
    account,
    [{ flow: 'new', ref: batchId }, { flow: 'legacy', ref: batchId }, ...extraRefs],
    groups,
  );
  claim.markDelivered();
  const delivery = writeNewDelivery(state, {
    account,
    batchId,
    selection,
    groups,
    committed: committedOf(input),
    shares,
    now,
  });
  return answer('new', delivery);
}

/** update-delivery/: the next version of a delivery; groups match its existing ones or are new. */
export function deliverUpdate(
  state: DemoState,
  account: Profile,
  input: DeliverInput,
  extraRefs: UploadRef[] = [],
) {
  const delivery = requireDelivery(state.deliveries, input.delivery_id);
  const existing = readGroups(state.creation, delivery);
  const groupOf = new Map(existing.flatMap((g) => g.assignment_ids.map((id) => [id, g] as const)));
  let nextGid = Math.max(0, ...existing.map((g) => g.gid)) + 1;
  const taken = new Set<number>();
  const groups = input.groups.map((g: DeliverGroup, i): PlannedGroup => {
    const owners = new Set(g.assignment_ids.flatMap((id) => groupOf.get(id) ?? []));
    const [own] = owners as Set<DemoGroup>;
    if (owners.size > 1 || (own && taken.has(own.gid))) refuse(400, DELIVERY_MESSAGES.groupMismatch(i + 1));
    if (!own) return { n: i + 1, gid: nextGid++, assignmentIds: g.assignment_ids, input: g };
    taken.add(own.gid);
    const added = g.assignment_ids.filter((id) => !groupOf.has(id));
    return {
      n: i + 1,
      gid: own.gid,
      existing: own,
      assignmentIds: [...own.assignment_ids, ...added],
      input: g,
    };
  });
  const now = Date.now();
  checkDeliverGroups(input, {
    flow: 'update',
    isNewGroup: (i) => !groups[i]!.existing,
    now: new Date(now),
    keptCommitted: (i) => {
      const own = groups[i]!.existing;
      const kept = own ? (own.committed_delivery ?? delivery.committed_delivery) : null;
      return kept ? new Date(kept) : null;
    },
  });
  const newIds = input.groups.flatMap((g) => g.assignment_ids).filter((id) => !groupOf.has(id));
  checkAssignments(state.creation, newIds, {
    ownDeliveryId: delivery.id,
    requesterName: delivery.requester_name,
    clientCode: delivery.client_code,
  });
  const shares = shareList(state, account, delivery.client_code, input);
  const claim = claimFiles(
    state,
    account,
    [
      { flow: 'update', ref: String(delivery.id) },
      { flow: 'legacy', ref: String(delivery.id) },
      { flow: 'legacy', ref: delivery.batch_id },
      ...extraRefs,
    ],
    groups,
  );
  claim.markDelivered();
  writeNewVersion(state, {
    account,
    delivery,
    groups,
    newIds,
    committed: committedOf(input),
    shares,
    now,
  });
  return answer('update', delivery);
}
