import { describe, expect, it } from 'vitest';
import { API, MESSAGES } from '@ops/contracts';
import type { RetentionClient } from '@ops/contracts';
import { RECIPIENT_ERASURE_CASES, RETENTION_PERIOD_CASES } from '@ops/contracts/rule-cases';
import { demoEmail } from '../data/accounts';
import { DEMO_RECIPIENT } from '../data/recipients';
import { DEMO_NOW } from '../test-kit/demo-call';
import { demo } from '../test-kit/delivery-calls';

// The contracts' retention cases through the demo's retention handlers.
describe('retention periods and a recipient’s erasure in the demo', () => {
  it.each(RETENTION_PERIOD_CASES)('$name', async ({ retention_days, effective }) => {
    const { call } = demo();
    const listed = await call(API.retention.clients, { as: 'OA' });
    const { id } = (listed.body.data as RetentionClient[])[0]!;
    const saved = await call(API.retention.clientById(id), {
      method: 'PUT',
      as: 'OA',
      json: { retention_days },
    });
    const expected = effective === 'default' ? listed.body.default_days : effective;
    expect(saved.body.data).toMatchObject({ retention_days, effective_days: expected });
  });

  it.each(RECIPIENT_ERASURE_CASES)('$name', async ({ address, expected }) => {
    const { call } = demo();
    const email = address === 'staff' ? demoEmail('OU') : 'nobody@erasure-case.example';
    const res = await call(API.retention.recipientErasure, { method: 'POST', as: 'OA', json: { email } });
    expect({ status: res.status, message: res.body.message }).toEqual(expected);
  });

  it('counts no log line that names only a longer address', async () => {
    const { state, call } = demo();
    const shared = [...state.sharedLogs.values()][0]!.shared[0]!.shared_to_user_email;
    const tail = { email: shared.slice(1) };
    const preview = await call(API.retention.recipientErasurePreview, {
      method: 'POST',
      as: 'OA',
      json: tail,
    });
    expect(preview.body.data).toMatchObject({ shares: 0, access_logs: 0 });
  });

  it('erases a rating’s words, keeps its stars, and counts both as the server does', async () => {
    const { state, call } = demo();
    const { linkToken: token, code, email } = DEMO_RECIPIENT;
    const session = (await call(API.recipients.verify, { method: 'POST', json: { token, code } })).body;
    const rating = { delivery_id: session.delivery_id, version: 1, rating: 4, comment: 'Lovely work' };
    await call(API.recipients.feedback, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.token}` },
      json: rating,
    });
    const asked = { method: 'POST', as: 'OA' as const, json: { email } };
    const preview = await call(API.retention.recipientErasurePreview, asked);
    expect(preview.body.data).toMatchObject({ comments: 1, ratings: 1 });
    const erased = await call(API.retention.recipientErasure, asked);
    const comment = state.comments.get(session.delivery_id)!.at(-1)!;
    expect(comment).toMatchObject({ user: erased.body.pseudonym, message: { comments: '' } });
    expect(comment.message.chat).toBe('Rated version 1 4 of 5 stars.');
    const kept = [...state.recipientRatings].filter(([key]) => key.startsWith(`${erased.body.pseudonym}:`));
    expect(kept.map(([, value]) => value)).toEqual([
      { rating: 4, comment: '', saved_at: new Date(DEMO_NOW) },
    ]);
  });

  it('answers an id that is no number as not found, as the server does', async () => {
    const { call } = demo();
    const restore = await call(API.retention.restore('abc'), { method: 'POST', as: 'OA' });
    expect(restore.body).toEqual({ success: false, message: MESSAGES.notFound });
  });
});
