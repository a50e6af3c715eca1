import type { DeliverGroupInput } from '../deliveries/deliver.js';
import { DELIVERY_MESSAGES } from '../deliveries/delivery-texts.js';
import type { FilesRemovedReason } from '../retention/retention.js';

/**
 * The world of the plan's cases: a delivery made with group 1 of `a` and `c` and group 2 of `b`, and `d`, an
 * undelivered assignment of the same requester.
 */
export interface DeliverPlanWorld {
  a: string;
  b: string;
  c: string;
  d: string;
}

/** The groups the case world's delivery is made with, each bringing a source and a target file. */
export const planWorldGroups = (w: DeliverPlanWorld): DeliverGroupInput[] => [
  { assignment_ids: [w.a, w.c], source_files: ['one.docx'], target_files: ['one.pdf'] },
  { assignment_ids: [w.b], source_files: ['two.docx'], target_files: ['two.pdf'] },
];

const target = (ids: string[], committed: string, source_files: string[] = []): DeliverGroupInput => ({
  assignment_ids: ids,
  source_files,
  target_files: ['next.pdf'],
  committed_delivery: committed,
});

/**
 * The groups of an update-delivery/ call against the world's delivery (rules/deliver-plan.ts). The rule's
 * own test runs every case; the server's route and the demo's handler run them too, where an accepted call
 * goes on to the uploads' check and is refused its first file (nothing was uploaded for the update).
 */
export const DELIVER_PLAN_CASES: readonly {
  name: string;
  groups: (w: DeliverPlanWorld, committed: string) => DeliverGroupInput[];
  outcome: { refusal: string } | { gids: number[]; firstFile: string };
}[] = [
  {
    name: 'a group continuing an existing one and a group of a new assignment are accepted',
    groups: (w, at) => [target([w.c, w.a], at), target([w.d], at, ['new.docx'])],
    outcome: { gids: [1, 3], firstFile: 'next.pdf' },
  },
  {
    name: 'an existing group may take a new assignment, and the others may be left out',
    groups: (w, at) => [target([w.b, w.d], at)],
    outcome: { gids: [2], firstFile: 'next.pdf' },
  },
  {
    name: 'a group spanning two existing groups is refused',
    groups: (w, at) => [target([w.a, w.b], at)],
    outcome: { refusal: DELIVERY_MESSAGES.groupMismatch(1) },
  },
  {
    name: 'two groups continuing one existing group are refused',
    groups: (w, at) => [target([w.a], at), target([w.c], at)],
    outcome: { refusal: DELIVERY_MESSAGES.groupMismatch(2) },
  },
  {
    name: 'the groups are matched before they are checked',
    groups: (w, at) => [target([w.b], at), target([w.a, w.b], at)],
    outcome: { refusal: DELIVERY_MESSAGES.groupMismatch(2) },
  },
];

/**
 * update-delivery/ of the world's delivery once its files were removed, with the first plan case's groups: a
 * new version could never be downloaded (nor removed again), so it is refused 410 with what HISTORY says
 * (filesRemovedNotice of the removal's time and reason), before the groups are planned.
 */
export const FILES_REMOVED_CASES: readonly { name: string; reason: FilesRemovedReason; at: string }[] = [
  { name: 'files removed under the retention policy', reason: 'retention', at: '2026-10-01T09:00:00.000Z' },
  { name: 'files erased on request', reason: 'erasure', at: '2026-10-02T09:00:00.000Z' },
];
