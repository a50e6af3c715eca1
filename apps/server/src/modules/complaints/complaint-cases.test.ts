import { eq } from 'drizzle-orm';
import { API } from '@ops/contracts';
import { COMPLAINT_CASES } from '@ops/contracts/rule-cases';
import { beforeAll, describe, expect, it } from 'vitest';
import { complaints } from '@/db/recipient-schema.js';
import { useRecipientWorld } from '@/test/recipient-kit.js';

// The contracts' cases of what a complaint may do next, through the recipients' and the staff's routes.
const { ctx, world, api, signInRecipient } = useRecipientWorld();
const sessions = { author: '', colleague: '' };

beforeAll(async () => {
  sessions.author = (await signInRecipient(world.deliveryA, `author@${ctx.w.client.domain}`)).session;
  sessions.colleague = (await signInRecipient(world.deliveryA, `colleague@${ctx.w.client.domain}`)).session;
});

describe('a complaint’s next step, at the routes', () => {
  it.each(COMPLAINT_CASES)('$name', async ({ given, resolvedMsAgo, call, status, refusal, after }) => {
    const raised = await api().post(
      API.recipients.complaints,
      { delivery_id: world.deliveryA, version: 1, category: 'accuracy', text: 'A case.' },
      sessions.author,
    );
    const id = raised.json().data.id as number;
    const now = ctx.t.clock.now().getTime();
    await ctx.t.app.services.db
      .update(complaints)
      .set({ status: given, resolved_at: resolvedMsAgo === undefined ? null : new Date(now - resolvedMsAgo) })
      .where(eq(complaints.id, id));

    const res =
      call === 'answer'
        ? await api().post(API.assignments.answerComplaint(id), { answer: 'An answer.' }, ctx.token)
        : call === 'resolve'
          ? await api().post(API.assignments.resolveComplaint(id), { resolution: 'Done.' }, ctx.token)
          : await api().post(
              API.recipients.reopenComplaint(id),
              { text: '' },
              call === 'reopen' ? sessions.author : sessions.colleague,
            );
    expect(res.statusCode, res.body).toBe(status);
    if (refusal !== null) expect(res.json().message).toBe(refusal);
    const [row] = await ctx.t.app.services.db.select().from(complaints).where(eq(complaints.id, id));
    expect(row!.status).toBe(after);
  });
});
