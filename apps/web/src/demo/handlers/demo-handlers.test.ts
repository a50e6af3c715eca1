import { describe, expect, it } from 'vitest';
import { API, LIST_WINDOW_DEFAULTS, USER_TYPES } from '@ops/contracts';
import type { AssignmentListResponse, Comment, UserType } from '@ops/contracts';
import { DEMO_PASSWORD, demoEmail, demoToken } from '../data/accounts';
import { createDemoState } from '../data/demo-state';
import { DEMO_NOW as NOW, demoCaller as demo } from '../test-kit/demo-call';

const DAY = 86_400_000;

const listOf = (body: Record<string, unknown>) => (body as AssignmentListResponse).data;
const cardIds = (body: Record<string, unknown>) =>
  listOf(body).months.flatMap((m) => m.info.map((c) => c.id));

describe('demo handlers', () => {
  it.each(USER_TYPES)('signs %s in with the shown password, and refuses a wrong one', async (type) => {
    const call = demo();
    const ok = await call(API.auth.login, {
      method: 'POST',
      body: JSON.stringify({ username: demoEmail(type).toUpperCase(), password: DEMO_PASSWORD }),
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ user_type: type, token: { access_token: demoToken(type) } });
    const wrong = await call(API.auth.login, {
      method: 'POST',
      body: JSON.stringify({ username: demoEmail(type), password: 'wrong' }),
    });
    expect(wrong).toEqual({ status: 401, body: { success: false, message: 'Incorrect Password' } });
  });

  it('answers 401 without a demo token, as the server does', async () => {
    expect((await demo()(API.ops.profile)).status).toBe(401);
    expect((await demo()(API.ops.profile, { as: 'OU' })).body).toMatchObject({ data: { user_type: 'OU' } });
  });

  it('lists the recent live days, each month alone, and the archive beyond ARCHIVE_AFTER_DAYS', async () => {
    const state = createDemoState(NOW);
    const call = demo(state);
    const recent = await call(`${API.assignments.list}?sort=descending`, { as: 'OU' });
    expect(listOf(recent.body).type_of_data).toBe('recent');
    const recentIds = state.deliveries
      .filter((d) => Date.parse(d.actual_delivery!) >= NOW - LIST_WINDOW_DEFAULTS.recentDays * DAY)
      .map((d) => d.id);
    expect(cardIds(recent.body).sort()).toEqual(recentIds.sort());

    const live = state.deliveries.filter(
      (d) => Date.parse(d.actual_delivery!) >= NOW - LIST_WINDOW_DEFAULTS.archiveAfterDays * DAY,
    );
    const months = [...new Set(live.map((d) => d.actual_delivery!.slice(0, 7)))];
    const perMonth = await Promise.all(
      months.map((month) => call(`${API.assignments.list}?month=${month}&sort=ascending`, { as: 'OU' })),
    );
    expect(perMonth.flatMap((answer) => cardIds(answer.body)).sort()).toEqual(live.map((d) => d.id).sort());
    // The demo's archive is far below the cap: exact, not '1,000+'.
    expect(listOf(recent.body)).toMatchObject({
      archive_count: state.deliveries.length - live.length,
      archive_count_capped: false,
    });

    const archive = await call(`${API.assignments.archiveList}?sort=ascending`, { as: 'OU' });
    expect(cardIds(archive.body).length).toBeGreaterThan(0);
    expect(cardIds(archive.body).some((id) => live.some((d) => d.id === id))).toBe(false);
    expect((await call(API.assignments.byId(cardIds(archive.body)[0]!), { as: 'OU' })).status).toBe(404);
  });

  it('searches file names in any letter case, and counts the archived matches', async () => {
    const call = demo();
    const found = await call(`${API.assignments.list}?search=BOARD%20deck&sort=ascending`, { as: 'OU' });
    const cards = listOf(found.body).months.flatMap((m) => m.info);
    expect(listOf(found.body).type_of_data).toBe('search');
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(card.file_names.join(' ')).toContain('Board Deck');
    const none = await call(`${API.assignments.list}?search=nothing-like-this&sort=ascending`, { as: 'OU' });
    expect(listOf(none.body).months).toEqual([]);
  });

  it('keeps a posted comment for the session only, and refuses it from a read-only account', async () => {
    const state = createDemoState(NOW);
    const call = demo(state);
    const id = state.deliveries[0]!.id;
    const post = (as: UserType) =>
      call(API.assignments.postComment, {
        method: 'POST',
        as,
        body: JSON.stringify({ delivery_id: id, message: '  Thanks!  ', filename: ['a.pdf'] }),
      });
    expect((await post('OU')).status).toBe(200);
    const comments = (await call(API.assignments.comments(id), { as: 'OU' })).body.data as Comment[];
    expect(comments.at(-1)).toMatchObject({ type: 'send', user: 'Omar Ops', message: { chat: 'Thanks!' } });
    expect((await post('EMPTY')).status).toBe(403);

    const fresh = (await demo()(API.assignments.comments(id), { as: 'OU' })).body.data as Comment[];
    expect(fresh).toHaveLength(comments.length - 1);
    expect(fresh.map((c) => c.type)).toEqual(['notification', 'receive', 'send', 'feedback', 'legacy-note']);
  });

  it('refuses an empty comment with the contract message', async () => {
    const state = createDemoState(NOW);
    const answer = await demo(state)(API.assignments.postComment, {
      method: 'POST',
      as: 'OU',
      body: JSON.stringify({ delivery_id: state.deliveries[0]!.id, message: '   ' }),
    });
    expect(answer).toEqual({ status: 400, body: { success: false, message: 'Please add a comment.' } });
  });
});
