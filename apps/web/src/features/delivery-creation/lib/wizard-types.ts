import type { BatchAssignment, GroupData } from '@ops/contracts';

export type Flow = 'new' | 'update';
export type Step = 'create' | 'add' | 'upload';
export type ExternalMode = 'link' | 'text';

/** The batch details both flows answer, in one shape for the steps. */
export interface Batch {
  requesterName: string;
  clientCode: string;
  chargeCode: string;
  entityCode: string;
  /** What the upload and deliver calls carry: the batch id (new) or the delivery's id (update). */
  deliveryId: string;
  batchId: string;
  external: boolean;
  /** The server's preset Link/Text choice; empty when each group chooses. */
  externalType: '' | 'external_link' | 'external_text';
  assignments: BatchAssignment[];
  /** Update flow: the dates (yyyy-mm-dd) the committed delivery may take, from the server. */
  committedWindow: { min: string; max: string };
}

/** One card of the Add step. File objects stay in component state: they are not serialisable. */
export interface GroupForm {
  key: string;
  /** Update flow: the group's delivered assignments, fixed in it. */
  defaultIds: string[];
  /** Every assignment of the group, the fixed ones first. */
  ids: string[];
  notes: string;
  interim: boolean;
  sourceFiles: File[];
  targetFiles: File[];
  /** An invalid pick cleared the field (section 5: 'were removed' messages). */
  sourceRemoved: boolean;
  targetRemoved: boolean;
  externalMode: ExternalMode;
  externalLink: string;
  externalText: string;
  emailAttachment: boolean;
  /** Update flow: local date (yyyy-mm-dd) and time (hh:mm). */
  committedDate: string;
  committedTime: string;
  previous?: GroupData;
}
