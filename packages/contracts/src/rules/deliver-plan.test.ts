import { describe, expect, it } from 'vitest';
import type { DeliverGroup, DeliverInput } from '../deliveries/deliver.js';
import { DELIVERY_MESSAGES } from '../deliveries/delivery-texts.js';
import { EMAIL_ATTACHMENT_LIMIT } from '../deliveries/file-rules.js';
import {
  attachmentRefusal,
  deliverAnswer,
  deliverLogEntry,
  deliverUploadRefs,
  groupCommitted,
  planDeliverGroups,
  unstoredGroup,
  versionCommitted,
  versionNotes,
  wantedFiles,
} from './deliver-plan.js';
import { DELIVER_PLAN_CASES, planWorldGroups } from './deliver-plan-cases.js';

const group = (ids: string[], overrides: Partial<DeliverGroup> = {}): DeliverGroup => ({
  assignment_ids: ids,
  source_files: [],
  target_files: ['final.pdf'],
  delivery_notes: '',
  interim: false,
  external_link: '',
  external_text: '',
  email_attachment: false,
  ...overrides,
});
const input = (...groups: DeliverGroup[]): DeliverInput =>
  ({ delivery_id: 'B-1', share_emails: [], groups }) as unknown as DeliverInput;
const existing = [
  { gid: 1, assignment_ids: ['A'] },
  { gid: 3, assignment_ids: ['B', 'C'] },
];

describe('the groups of a deliver call', () => {
  it('numbers a new delivery’s groups from 1, all of their assignments new', () => {
    const planned = planDeliverGroups(input(group(['A']), group(['B', 'C'])), []);
    expect(planned).toEqual({
      groups: [
        { n: 1, gid: 1, assignmentIds: ['A'], input: group(['A']) },
        { n: 2, gid: 2, assignmentIds: ['B', 'C'], input: group(['B', 'C']) },
      ],
      newIds: ['A', 'B', 'C'],
    });
  });

  it('continues an existing group with the assignments added, and gives a new one the next gid', () => {
    const planned = planDeliverGroups(input(group(['D']), group(['C', 'E'])), existing);
    if ('refusal' in planned) throw new Error(planned.refusal);
    expect(planned.groups.map((g) => [g.n, g.gid, g.assignmentIds, g.existing?.gid])).toEqual([
      [1, 4, ['D'], undefined],
      [2, 3, ['B', 'C', 'E'], 3],
    ]);
    expect(planned.newIds).toEqual(['D', 'E']);
  });

  it('refuses a group spanning two existing groups, or one taken by an earlier group', () => {
    expect(planDeliverGroups(input(group(['A', 'B'])), existing)).toEqual({
      refusal: DELIVERY_MESSAGES.groupMismatch(1),
    });
    expect(planDeliverGroups(input(group(['B']), group(['C'])), existing)).toEqual({
      refusal: DELIVERY_MESSAGES.groupMismatch(2),
    });
  });
});

describe('what a deliver call writes', () => {
  it('wants each group’s sources and targets, and holds attachments to the limit', () => {
    const groups = [{ n: 1, input: group(['A'], { source_files: ['s.docx'], email_attachment: true }) }];
    expect(wantedFiles(groups)).toEqual([
      { group: 1, fileType: 'source_files', name: 's.docx' },
      { group: 1, fileType: 'target_files', name: 'final.pdf' },
    ]);
    const file = (fileType: 'source_files' | 'target_files', size: number) => ({
      group: 1,
      fileType,
      name: 'x',
      size,
    });
    expect(attachmentRefusal(groups, [file('target_files', EMAIL_ATTACHMENT_LIMIT)])).toBeNull();
    expect(attachmentRefusal(groups, [file('source_files', EMAIL_ATTACHMENT_LIMIT + 1)])).toBeNull();
    expect(attachmentRefusal(groups, [file('target_files', EMAIL_ATTACHMENT_LIMIT + 1)])).toBe(
      DELIVERY_MESSAGES.attachmentTooLarge(1),
    );
  });

  it('names the uploads of the new flow by batch, of the update flow by delivery', () => {
    expect(deliverUploadRefs({ batchId: 'B-1' })).toEqual([
      { flow: 'new', ref: 'B-1' },
      { flow: 'legacy', ref: 'B-1' },
    ]);
    expect(deliverUploadRefs({ deliveryId: 7, batchId: 'B-1' })).toEqual([
      { flow: 'update', ref: '7' },
      { flow: 'legacy', ref: '7' },
      { flow: 'legacy', ref: 'B-1' },
    ]);
  });

  it('notes the groups with targets, listing earlier sources when a group sends none', () => {
    const groups = [
      { input: group(['A'], { source_files: ['new.docx'], delivery_notes: 'one' }) },
      { input: group(['B'], { delivery_notes: 'two' }) },
      { input: group(['C'], { target_files: [] }) },
    ];
    expect(versionNotes(groups, () => ['old.docx'])).toEqual([
      { files: ['new.docx'], notes: 'one' },
      { files: ['old.docx'], notes: 'two' },
    ]);
  });

  it('keeps a committed delivery an existing group gets no targets for', () => {
    const at = '2026-11-30T10:00:00.000Z';
    const planned = (overrides: Partial<DeliverGroup>, own?: (typeof existing)[number]) => ({
      n: 1,
      gid: 1,
      existing: own,
      assignmentIds: ['A'],
      input: group(['A'], overrides),
    });
    expect(groupCommitted(planned({ committed_delivery: at }))).toBe(at);
    expect(groupCommitted(planned({ committed_delivery: at, target_files: [] }))).toBe(at);
    expect(groupCommitted(planned({}))).toBeNull();
    expect(groupCommitted(planned({ committed_delivery: at }, existing[0]))).toBe(at);
    expect(
      groupCommitted(planned({ committed_delivery: at, target_files: [] }, existing[0])),
    ).toBeUndefined();
    expect(versionCommitted(null, at)).toBe(at);
    expect(versionCommitted('2027-01-01T00:00:00.000Z', at)).toBe('2027-01-01T00:00:00.000Z');
    expect(versionCommitted(null, undefined)).toBeNull();
  });

  it('logs and answers the version made', () => {
    expect(deliverLogEntry('new', 'Ann Lee', 1)).toEqual({
      type: 'new_delivery',
      text: 'Ann Lee delivered version 1',
    });
    expect(deliverLogEntry('update', 'Ann Lee', 2).type).toBe('new_version');
    expect(deliverAnswer('update', { id: 7, batchId: 'B-1', version: 2, secureKey: 'k' })).toEqual({
      success: true,
      message: DELIVERY_MESSAGES.versionDelivered(2),
      id: 7,
      batch_id: 'B-1',
      version: 2,
      secure_key: 'k',
    });
    expect(deliverAnswer('new', { id: 7, batchId: 'B-1', version: 1, secureKey: 'k' }).message).toBe(
      DELIVERY_MESSAGES.delivered,
    );
  });
});

describe('the plan’s cases', () => {
  const w = { a: 'A', b: 'B', c: 'C', d: 'D' };
  const world = planWorldGroups(w).map((g, i) => ({ gid: i + 1, assignment_ids: g.assignment_ids }));
  it.each(DELIVER_PLAN_CASES)('$name', ({ groups, outcome }) => {
    const planned = planDeliverGroups(
      input(
        ...groups(w, '2026-11-30T10:00:00.000Z').map((g) =>
          group(g.assignment_ids, g as Partial<DeliverGroup>),
        ),
      ),
      world,
    );
    if ('refusal' in outcome) expect(planned).toEqual({ refusal: outcome.refusal });
    else if ('refusal' in planned) throw new Error(planned.refusal);
    else expect(planned.groups.map((g) => g.gid)).toEqual(outcome.gids);
  });
});

describe('the one group of a delivery made before groups', () => {
  it('holds all its assignments with the current version’s values', () => {
    const read = unstoredGroup({
      assignmentIds: ['WS-1', 'WS-2'],
      currentVersion: 3,
      committed: '2026-11-01T09:00:00.000Z',
      notes: [{ notes: 'First.' }, { notes: '' }, { notes: 'Second.' }],
      external: { link: 'https://files.example.com/x', text: null },
    });
    expect(read).toEqual({
      gid: 1,
      assignment_ids: ['WS-1', 'WS-2'],
      current_deliveries: 3,
      committed_delivery: '2026-11-01T09:00:00.000Z',
      delivery_notes: 'First.\n\nSecond.',
      interim: false,
      external_link: 'https://files.example.com/x',
      external_text: '',
      email_attachment: false,
    });
  });
});
