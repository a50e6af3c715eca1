import { eq } from 'drizzle-orm';
import { API } from '@ops/contracts';
import { describe, expect, it } from 'vitest';
import { deliveryVersions } from '@/db/delivery-schema.js';
import { buildDelivery } from '@/test/delivery-factories.js';
import { useRecipientWorld } from '@/test/recipient-kit.js';

const { ctx, api, signInRecipient } = useRecipientWorld();

describe('what a recipient recognises (decision 0033)', () => {
  it('answers the assignment name in the list and on the delivery, and notes without their @file mentions', async () => {
    const { delivery } = await buildDelivery(ctx.t.app, {
      clientId: ctx.w.client.id,
      entityId: ctx.w.entity.id,
      assignmentName: 'Investor Update 2026',
    });
    await ctx.t.app.services.db
      .update(deliveryVersions)
      .set({ delivery_notes: [{ files: ['brief.docx'], notes: '@brief.docx Final proofread copy.' }] })
      .where(eq(deliveryVersions.delivery_id, delivery.id));
    const { session } = await signInRecipient(delivery.id, `reader@${ctx.w.client.domain}`);

    const list = (await api().get(API.recipients.deliveries, session)).json();
    expect(list.data.find((d: { id: number }) => d.id === delivery.id)).toMatchObject({
      batch_id: delivery.batch_id,
      assignment_name: 'Investor Update 2026',
    });
    const detail = (await api().get(API.recipients.delivery(delivery.id), session)).json().data;
    expect(detail.assignment_name).toBe('Investor Update 2026');
    expect(detail.versions[0].notes).toEqual([{ files: ['brief.docx'], notes: 'Final proofread copy.' }]);

    // Staff keep the note as written.
    const staff = (await api().get(API.assignments.byId(delivery.id), ctx.token)).json().last_assignment;
    expect(staff.target_versions[0].delivery_notes[0].notes).toBe('@brief.docx Final proofread copy.');
  });
});
