import {
  DEFAULT_COMMITTED_WINDOW_DAYS,
  DELIVERY_MESSAGES,
  attachmentRefusal,
  batchIdSchema,
  deliverAnswer,
  deliverGroupRefusal,
  deliverUploadRefs,
  latestCommitted,
  planDeliverGroups,
  wantedFiles,
  newSecureKey,
} from '@ops/contracts';
import type { DeliverGroupChecks, DeliverInput, Profile } from '@ops/contracts';
import {
  batchInUse,
  checkAssignments,
  readGroups,
  requireDelivery,
  selectAssignments,
} from './delivery-creation';
import { refuse, ruleAnswer } from './refusal';
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

/** Share addresses of a deliver call: outside the organisation they need the caller's password. */
function shareList(state: DemoState, account: Profile, clientCode: string, input: DeliverInput) {
  if (!input.share_emails.length) return { within_org: [], outside_org: [] };
  const client = state.clients.find((c) => c.client_code === clientCode);
  const { within_org, outside_org, invalid } = classifyShareEmails(state, client, input.share_emails);
  if (invalid.length) refuse(400, DELIVERY_MESSAGES.refreshAndRetry);
  if (outside_org.length)
    checkPassword(state, account, input.password ?? refuse(400, DELIVERY_MESSAGES.outsideNeedsPassword));
  return { within_org, outside_org };
}

/** The uploads the groups name, taken from the caller's completed ones; e-mail attachments within the limit. */
function claimFiles(state: DemoState, account: Profile, refs: UploadRef[], groups: PlannedGroup[]) {
  const claim = claimUploads(state.creation, account.id, refs, wantedFiles(groups));
  const tooLarge = attachmentRefusal(groups, claim.claimed);
  if (tooLarge) refuse(400, tooLarge);
  return claim;
}

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
  const now = state.clock();
  const { groups, newIds: ids } = ruleAnswer(planDeliverGroups(input, []));
  checkDeliverGroups(input, { flow: 'new', isNewGroup: () => true, now: new Date(now) });
  // As on the server, a batch that exists answers before the assignments' own message.
  if (batchInUse(state.deliveries, batchId)) refuse(400, DELIVERY_MESSAGES.batchExists(batchId));
  const selection = selectAssignments(state.creation, ids);
  const shares = shareList(state, account, selection.clientCode, input);
  const claim = claimFiles(state, account, [...deliverUploadRefs({ batchId }), ...extraRefs], groups);
  claim.markDelivered();
  const delivery = writeNewDelivery(state, {
    account,
    batchId,
    selection,
    groups,
    committed: latestCommitted(input)?.toISOString() ?? null,
    shares,
    now,
  });
  return deliverAnswer('new', {
    id: delivery.id,
    batchId,
    version: delivery.current_version,
    secureKey: newSecureKey(),
  });
}

/** update-delivery/: the next version of a delivery; groups match its existing ones or are new. */
export function deliverUpdate(
  state: DemoState,
  account: Profile,
  input: DeliverInput,
  extraRefs: UploadRef[] = [],
) {
  const delivery = requireDelivery(state.deliveries, input.delivery_id);
  // A new version of a delivery whose files were removed could never be downloaded (nor removed again).
  if (delivery.files_removed) refuse(410, delivery.files_removed);
  const existing = readGroups(state.creation, delivery);
  const { groups, newIds } = ruleAnswer(planDeliverGroups(input, existing));
  const now = state.clock();
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
  checkAssignments(state.creation, newIds, {
    ownDeliveryId: delivery.id,
    requesterName: delivery.requester_name,
    clientCode: delivery.client_code,
  });
  const shares = shareList(state, account, delivery.client_code, input);
  const claim = claimFiles(
    state,
    account,
    [...deliverUploadRefs({ deliveryId: delivery.id, batchId: delivery.batch_id }), ...extraRefs],
    groups,
  );
  claim.markDelivered();
  writeNewVersion(state, {
    account,
    delivery,
    groups,
    newIds,
    committed: latestCommitted(input)?.toISOString() ?? null,
    shares,
    now,
  });
  return deliverAnswer('update', {
    id: delivery.id,
    batchId: delivery.batch_id,
    version: delivery.current_version,
    secureKey: newSecureKey(),
  });
}
