import type { NewBatchDetails, UpdateBatchDetails } from '@ops/contracts';
import { committedInputs, committedWindow } from './committed-time';
import type { Batch, ExternalMode, GroupForm } from './wizard-types';

export const toBatch = (d: NewBatchDetails | UpdateBatchDetails): Batch => ({
  requesterName: d.requester_name,
  clientCode: d.client_code,
  chargeCode: d.client_charge_code ?? '',
  entityCode: d.entity_code,
  deliveryId: d.delivery_id,
  batchId: d.batch_id,
  external: d.delivery_user_type === 'external',
  externalType: d.external_type,
  assignments: d.data,
  committedWindow:
    'committed_window' in d && d.committed_window
      ? { min: d.committed_window.from, max: d.committed_window.to }
      : committedWindow(new Date()),
});

let counter = 0;
const nextKey = () => `group-${++counter}`;

/** The Link/Text choice: the server's preset, else what the group last carried, else link. */
function externalModeOf(batch: Batch, previousText = ''): ExternalMode {
  if (batch.externalType) return batch.externalType === 'external_text' ? 'text' : 'link';
  return previousText ? 'text' : 'link';
}

/** A blank card for these assignments (a new group, or one split out of another). */
export function emptyGroup(
  batch: Batch,
  ids: string[],
  now = new Date(),
  defaultIds: string[] = [],
): GroupForm {
  return {
    key: nextKey(),
    defaultIds,
    ids,
    notes: '',
    interim: false,
    sourceFiles: [],
    targetFiles: [],
    sourceRemoved: false,
    targetRemoved: false,
    externalMode: externalModeOf(batch),
    externalLink: '',
    externalText: '',
    emailAttachment: false,
    ...committedInputs(now),
  };
}

/** The cards the batch details propose: one per default group; update groups prefilled from group_data. */
export function initialGroups(
  details: NewBatchDetails | UpdateBatchDetails,
  batch: Batch,
  now = new Date(),
): GroupForm[] {
  if (!('group_data' in details)) {
    return details.default_groups.filter((ids) => ids.length > 0).map((ids) => emptyGroup(batch, ids, now));
  }
  return details.default_groups
    .map((g) => {
      const ids = [...g.default_assignments, ...g.new_assignments];
      const group = emptyGroup(batch, ids, now, g.default_assignments);
      const previous = details.group_data.find((d) =>
        d.assignment_ids.some((id) => g.default_assignments.includes(id)),
      );
      if (!previous) return group;
      return {
        ...group,
        previous,
        notes: previous.delivery_notes,
        externalMode: externalModeOf(batch, previous.external_text),
        externalLink: previous.external_link,
        externalText: previous.external_text,
        emailAttachment: previous.email_attachment,
      };
    })
    .filter((g) => g.ids.length > 0);
}
