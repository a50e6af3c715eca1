import { describe, expect, it } from 'vitest';
import { API, MESSAGES } from '@ops/contracts';
import { accountByEmail } from '../data/accounts';
import { demo } from '../test-kit/delivery-calls';

// As the server's text guard (the contracts' unstorableTextRefusal, before any schema): a body or a query
// holding text no column can store is refused with its own message, whatever the schema would say.
describe("the demo's unstorable text", () => {
  it('refuses a lone surrogate in a body and a NUL in a query, before the schemas read them', async () => {
    const { state, call } = demo();
    const before = state.clients.length;
    // JSON.stringify writes the lone half as an escape, which the handler's parse turns back into it.
    const body = JSON.stringify({ company_name: 'Acme \ud800', client_code: 'ACX' });
    const created = await call(API.requester.company, {
      method: 'POST',
      as: 'OA',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(created).toMatchObject({ status: 400, body: { message: MESSAGES.unstorableText } });
    expect(state.clients).toHaveLength(before);
    const searched = await call(`${API.requester.search}?q=a%00b&sort=asc`, { as: 'OA' });
    expect(searched).toMatchObject({ status: 400, body: { message: MESSAGES.unstorableText } });
  });

  it('refuses a body nested past any request’s depth as too large', async () => {
    const { call } = demo();
    let deep: unknown = 'x';
    for (let i = 0; i < 40; i++) deep = { a: deep };
    const answer = await call(API.assignments.postComment, { method: 'POST', as: 'OU', json: deep });
    expect(answer).toMatchObject({ status: 400, body: { message: MESSAGES.requestTooLarge } });
  });

  it('refuses it in a multipart form’s fields and in a path, once the caller is known, as the server', async () => {
    const { call } = demo();
    const ou = accountByEmail('ou.demo@example.com')!;
    const form = new FormData();
    form.append('first_name', 'Om\u0000id');
    form.append('last_name', 'Operations');
    const saved = await call(API.ops.profileById(ou.id), { method: 'PUT', as: 'OU', body: form });
    expect(saved).toMatchObject({ status: 400, body: { message: MESSAGES.unstorableText } });
    const profile = await call(API.ops.profile, { as: 'OU' });
    expect(profile.body.data.first_name).not.toContain('\u0000');

    const path = API.ops.profileById('1%00');
    expect(await call(path, { method: 'PUT', as: 'OU', body: form })).toMatchObject({
      status: 400,
      body: { message: MESSAGES.unstorableText },
    });
    expect((await call(path, { method: 'PUT', body: form })).status).toBe(401);
  });
});
