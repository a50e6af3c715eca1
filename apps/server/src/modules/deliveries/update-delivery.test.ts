import { eq } from 'drizzle-orm';
import { API, DELIVERY_MESSAGES, type DeliverGroupInput } from '@ops/contracts';
import { describe, expect, it } from 'vitest';
import { deliveries, deliveryGroups } from '@/db/delivery-schema.js';
import { buildDelivery } from '@/test/delivery-factories.js';
import { deliverForm, deliveryOutbox, useDeliveryWorld, uploadGroupFiles } from '@/test/deliver-kit.js';
import { download } from '@/test/download.js';
import { buildWorkspaceAssignment } from '@/test/workspace-factories.js';

const ctx = useDeliveryWorld();

const HOUR = 3_600_000;
const committed = () => new Date(ctx.t.clock.now().getTime() + 48 * HOUR).toISOString();
const update = (ref: string, groups: DeliverGroupInput[]) =>
  ctx.w.api.post(API.deliveries.updateDelivery, deliverForm(ref, groups, 'update'), ctx.token);

/** A delivery made through the new flow, with one group of one assignment. */
async function newDelivery() {
  const a = await buildWorkspaceAssignment(ctx.t.app, {
    clientId: ctx.w.client.id,
    entityId: ctx.w.entity.id,
    requester: 'Ines Duarte',
    requesterEmail: `ines@${ctx.w.client.domain}`,
  });
  const batch = `UP-${a.id}`;
  await uploadGroupFiles(ctx.t, ctx.userId, batch, { source: ['brief.docx'], target: ['v1.pdf'] });
  const res = await ctx.w.api.post(
    API.deliveries.uploadNewDelivery,
    deliverForm(
      batch,
      [
        {
          assignment_ids: [a.id],
          source_files: ['brief.docx'],
          target_files: ['v1.pdf'],
          external_link: 'https://files.example.com/a',
        },
      ],
      'new',
    ),
    ctx.token,
  );
  expect(res.statusCode).toBe(200);
  return { id: res.json().id as number, batch, assignment: a };
}

/** An undelivered assignment of the same requester, and its group-2 files uploaded for the update. */
async function addedGroup(ref: string, source: string, target: string) {
  const extra = await buildWorkspaceAssignment(ctx.t.app, {
    clientId: ctx.w.client.id,
    entityId: ctx.w.entity.id,
    requester: 'Ines Duarte',
  });
  await uploadGroupFiles(ctx.t, ctx.userId, ref, {
    source: [source],
    target: [target],
    group: 2,
    flow: 'update',
  });
  return extra;
}

describe('POST update-delivery/', () => {
  it('refuses a new version of a delivery whose files were removed, with what HISTORY says', async () => {
    const made = await newDelivery();
    const ref = String(made.id);
    await uploadGroupFiles(ctx.t, ctx.userId, ref, { target: ['v2.pdf'], flow: 'update' });
    const erased = await ctx.w.api.post(API.retention.eraseFiles(made.id), undefined, ctx.w.admin.token);
    expect(erased.statusCode).toBe(200);
    const res = await update(ref, [
      {
        assignment_ids: [made.assignment.id],
        source_files: [],
        target_files: ['v2.pdf'],
        committed_delivery: committed(),
      },
    ]);
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toMatch(/^Files erased on \d{4}-\d{2}-\d{2} on request$/);
    const detail = (await ctx.w.api.get(API.assignments.byId(made.id), ctx.token)).json().last_assignment;
    expect(detail.current_version).toBe(1);
  });

  it('adds version 2 with the committed time, the new targets and an added assignment group', async () => {
    const made = await newDelivery();
    const ref = String(made.id);
    const bytes = await uploadGroupFiles(ctx.t, ctx.userId, ref, { target: ['v2.pdf'], flow: 'update' });
    const extra = await addedGroup(ref, 'extra.docx', 'extra.pdf');
    const when = committed();
    const res = await update(ref, [
      {
        assignment_ids: [made.assignment.id],
        source_files: [],
        target_files: ['v2.pdf'],
        committed_delivery: when,
        delivery_notes: 'Second pass',
      },
      {
        assignment_ids: [extra.id],
        source_files: ['extra.docx'],
        target_files: ['extra.pdf'],
        committed_delivery: when,
      },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: DELIVERY_MESSAGES.versionDelivered(2),
      id: made.id,
      batch_id: made.batch,
      version: 2,
      secure_key: expect.any(String),
    });

    const detail = (await ctx.w.api.get(API.assignments.byId(made.id), ctx.token)).json().last_assignment;
    expect(detail.current_version).toBe(2);
    expect(detail.committed_delivery).toBe(when);
    const v2 = detail.target_versions[1];
    expect(v2).toMatchObject({ version: 2, committed_delivery: when });
    expect(v2.files.map((f: { name: string }) => f.name)).toEqual(['v2.pdf', 'extra.pdf']);
    expect(v2.delivery_notes).toEqual([
      { files: ['brief.docx'], notes: 'Second pass' },
      { files: ['extra.docx'], notes: '' },
    ]);
    expect(detail.assignments).toHaveLength(2);
    const file = await download(ctx.t.app, v2.files[0].links.pdf, ctx.token);
    expect(file.rawPayload.equals(bytes.get('v2.pdf')!)).toBe(true);

    const groups = await ctx.t.app.services.db
      .select()
      .from(deliveryGroups)
      .where(eq(deliveryGroups.delivery_id, made.id));
    expect(groups.map((g) => [g.gid, g.current_deliveries, g.assignment_ids])).toEqual([
      [1, 2, [made.assignment.id]],
      [2, 1, [extra.id]],
    ]);
    const types = (await ctx.w.api.get(API.assignments.accessLog(made.id), ctx.token))
      .json()
      .data.map((e: { type: string }) => e.type);
    expect(types).toEqual(expect.arrayContaining(['new_delivery', 'new_version']));
    const mails = (await deliveryOutbox(ctx.t)).filter(
      (m) => m.subject === `Batch ${made.batch}: version 2 delivered`,
    );
    expect(mails.map((m) => m.to?.[0]?.address)).toContain(`ines@${ctx.w.client.domain}`);

    const details = await ctx.w.api.post(
      API.deliveries.updateDetailAssignments,
      { delivery_id: ref, assignment_id: [] },
      ctx.token,
    );
    expect(details.json().group_data[0]).toMatchObject({
      gid: 1,
      current_deliveries: 2,
      committed_delivery: when,
      delivery_notes: 'Second pass',
      external_link: '',
    });
  });

  it("names a delivery by its id before another's batch id of the same digits", async () => {
    const made = await newDelivery();
    const other = await buildDelivery(ctx.t.app, { clientId: ctx.w.client.id, entityId: ctx.w.entity.id });
    await ctx.t.app.services.db
      .update(deliveries)
      .set({ batch_id: String(made.id) })
      .where(eq(deliveries.id, other.delivery.id));
    const details = await ctx.w.api.post(
      API.deliveries.updateDetailAssignments,
      { delivery_id: String(made.id), assignment_id: [] },
      ctx.token,
    );
    expect(details.statusCode).toBe(200);
    expect(details.json().group_data.map((g: { assignment_ids: string[] }) => g.assignment_ids)).toEqual([
      [made.assignment.id],
    ]);
  });

  // Both calls start together, but nothing makes them overlap: on a loaded machine the second may read the
  // delivery only after the first has written it, and then it rightly builds version 3 on version 2.
  it('two updates at the same moment: one makes version 2, the other is told to refresh or builds on it (never 500)', async () => {
    const made = await newDelivery();
    const ref = String(made.id);
    const extras = await Promise.all(
      [1, 2].map(() =>
        buildWorkspaceAssignment(ctx.t.app, {
          clientId: ctx.w.client.id,
          entityId: ctx.w.entity.id,
          requester: 'Ines Duarte',
        }),
      ),
    );
    for (const i of extras.keys()) {
      await uploadGroupFiles(ctx.t, ctx.userId, ref, {
        source: [`in-${i}.docx`],
        target: [`out-${i}.pdf`],
        group: 2,
        flow: 'update',
      });
    }
    const answers = await Promise.all(
      extras.map((extra, i) =>
        update(ref, [
          {
            assignment_ids: [extra.id],
            source_files: [`in-${i}.docx`],
            target_files: [`out-${i}.pdf`],
            committed_delivery: committed(),
          },
        ]),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    const groups = await ctx.t.app.services.db
      .select()
      .from(deliveryGroups)
      .where(eq(deliveryGroups.delivery_id, made.id));
    const [row] = await ctx.t.app.services.db
      .select({ version: deliveries.current_version })
      .from(deliveries)
      .where(eq(deliveries.id, made.id));
    if (statuses[1] === 409) {
      expect(statuses).toEqual([200, 409]);
      const refused = answers.find((a) => a.statusCode === 409)!;
      expect(refused.json()).toEqual({ success: false, message: DELIVERY_MESSAGES.deliveryChanged });
      expect(groups.map((g) => g.gid).sort()).toEqual([1, 2]);
      expect(row!.version).toBe(2);
    } else {
      // One after the other: nothing written over, each call's group kept in its own version.
      expect(statuses).toEqual([200, 200]);
      expect(groups.map((g) => g.gid).sort()).toEqual([1, 2, 3]);
      expect(row!.version).toBe(3);
    }
  });

  it('a group that gets no new targets keeps its committed delivery', async () => {
    const made = await newDelivery();
    const ref = String(made.id);
    const [before] = await ctx.t.app.services.db
      .select()
      .from(deliveryGroups)
      .where(eq(deliveryGroups.delivery_id, made.id));
    const extra = await addedGroup(ref, 'new-in.docx', 'new-out.pdf');
    const when = committed();
    const res = await update(ref, [
      {
        assignment_ids: [made.assignment.id],
        source_files: [],
        target_files: [],
        committed_delivery: committed(),
      },
      {
        assignment_ids: [extra.id],
        source_files: ['new-in.docx'],
        target_files: ['new-out.pdf'],
        committed_delivery: when,
      },
    ]);
    expect(res.statusCode).toBe(200);
    const after = await ctx.t.app.services.db
      .select()
      .from(deliveryGroups)
      .where(eq(deliveryGroups.delivery_id, made.id));
    expect(after.find((g) => g.gid === 1)!.committed_delivery).toEqual(before!.committed_delivery);
    expect(after.find((g) => g.gid === 2)!.committed_delivery).toEqual(new Date(when));
  });

  it('updates a delivery made before groups, by its batch id', async () => {
    const { delivery, assignmentId } = await buildDelivery(ctx.t.app, {
      clientId: ctx.w.client.id,
      entityId: ctx.w.entity.id,
    });
    await uploadGroupFiles(ctx.t, ctx.userId, String(delivery.id), { target: ['fix.pdf'], flow: 'update' });
    const at = committed();
    const res = await update(delivery.batch_id, [
      {
        assignment_ids: [assignmentId],
        source_files: [],
        target_files: ['fix.pdf'],
        committed_delivery: at,
        delivery_notes: 'Fixed the footer',
      },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().version).toBe(2);
    // Its one group is stored, with this call's values: the update did not miss the row stored before it.
    const groups = await ctx.t.app.services.db
      .select()
      .from(deliveryGroups)
      .where(eq(deliveryGroups.delivery_id, delivery.id));
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({
      gid: 1,
      current_deliveries: 2,
      delivery_notes: 'Fixed the footer',
      assignment_ids: [assignmentId],
    });
    expect(groups[0]!.committed_delivery?.toISOString()).toBe(at);
  });

  it('needs a committed delivery per group within the window, and an existing delivery', async () => {
    const made = await newDelivery();
    await uploadGroupFiles(ctx.t, ctx.userId, String(made.id), { target: ['v2.pdf'], flow: 'update' });
    const base = { assignment_ids: [made.assignment.id], source_files: [], target_files: ['v2.pdf'] };
    const missing = await update(String(made.id), [base]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(DELIVERY_MESSAGES.committedRequired(1));
    const stale = await update(String(made.id), [{ ...base, committed_delivery: '2022-03-01T10:00:00Z' }]);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toMatch(
      /^The committed delivery must be between \d{4}-\d\d-\d\d and \d{4}-\d\d-\d\d\.$/,
    );
    const newGroup = await update(String(made.id), [
      { ...base, committed_delivery: committed() },
      { assignment_ids: ['WA-none'], source_files: [], target_files: [], committed_delivery: committed() },
    ]);
    expect(newGroup.json().message).toBe(DELIVERY_MESSAGES.reenterSource(2));
    const unknown = await update('999999', [{ ...base, committed_delivery: committed() }]);
    expect(unknown.statusCode).toBe(404);
  });
});
