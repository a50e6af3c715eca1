import { describe, expect, it } from 'vitest';
import { API, WEBHOOK_EVENTS, type AuditEvent } from '@ops/contracts';
import { DEMO_PASSWORD, accountByEmail, demoEmail } from '../data/accounts';
import { DEMO_RECIPIENT } from '../data/recipients';
import { requestColleague } from '../data/share-records';
import { demo } from '../test-kit/delivery-calls';
import { renameProfile } from '../test-kit/demo-call';

// As the server's writers: each change an admin makes is on the trail, newest first, with the caller, the
// target, the client and the details the server keeps; names are read as they are today.
describe('the demo audit trail records the session’s changes', () => {
  const oa = accountByEmail(demoEmail('OA'))!;
  const trail = async (call: ReturnType<typeof demo>['call']) =>
    (await call(`${API.audit.events}?page_size=100`, { as: 'OA' })).body.data as AuditEvent[];

  it('retention, erasures, share policies and staff changes, by the admin who made them', async () => {
    const { call, state } = demo();
    const client = state.clients[0]!;
    const delivery = state.deliveries.find((d) => d.client_code === client.client_code)!;
    const json = (body: unknown, method = 'PUT') => ({ method, as: 'OA' as const, json: body });
    await call(API.retention.clientById(client.client_id), json({ retention_days: 90 }));
    const policy = { default_days: 7, max_days: 30, outside_allowed: false };
    await call(API.sharePolicy.byClient(client.client_id), json(policy));
    const invited = await call(
      API.staff.users,
      json({ email: 'ana@example.com', first_name: 'Ana', user_type: 'OU' }, 'POST'),
    );
    const memberId = invited.body.data.id as number;
    await call(API.staff.userById(memberId), json({ user_type: 'TL' }, 'PATCH'));
    await call(API.staff.deactivate(memberId), { method: 'POST', as: 'OA' });
    await call(API.retention.eraseFiles(delivery.id), { method: 'POST', as: 'OA' });
    await call(API.retention.purge(delivery.id), { method: 'POST', as: 'OA' });
    const erased = await call(API.retention.recipientErasure, json({ email: DEMO_RECIPIENT.email }, 'POST'));
    expect(erased.status).toBe(200);

    const recorded = (await trail(call)).slice(0, 8);
    expect(recorded.map((e) => [e.action, e.target_type, e.client_name])).toEqual([
      ['erasure.recipient', 'recipient', null],
      ['retention.files_purged', 'delivery', client.client_name],
      ['erasure.delivery_files', 'delivery', client.client_name],
      ['staff.deactivated', 'user', null],
      ['staff.type_changed', 'user', null],
      ['staff.invited', 'user', null],
      ['client.updated', 'client', client.client_name],
      ['retention.changed', 'client', client.client_name],
    ]);
    expect(recorded.every((e) => e.actor_id === oa.id && e.actor_email === oa.email)).toBe(true);
    expect(recorded[0]!.target_id).toBe(erased.body.pseudonym);
    expect(recorded[0]!.details).toEqual(erased.body.data);
    expect(recorded[1]!.details).toEqual({ batch_id: delivery.batch_id, reason: 'erasure' });
    expect(recorded[4]!.details).toEqual({ from: 'OU', to: 'TL' });
    expect(recorded[5]!.details).toEqual({ user_type: 'OU' });
    expect(recorded[6]!.details).toEqual({ share_policy: policy });
    expect(recorded[7]!.details).toEqual({ from: null, to: 90, default_days: 365 });
    const filtered = await call(`${API.audit.events}?action=retention.changed`, { as: 'OA' });
    expect((filtered.body.data as AuditEvent[])[0]!.id).toBe(recorded[7]!.id);
  });

  it('names an actor as their profile says today, in the list and in the filters', async () => {
    const { call } = demo();
    await call(API.retention.clientById(1), { method: 'PUT', as: 'OA', json: { retention_days: 30 } });
    await renameProfile(call, 'OA', 'Odette', 'Renamed');
    const own = (await trail(call)).filter((e) => e.actor_id === oa.id);
    expect(own.length).toBeGreaterThan(1);
    expect(own.every((e) => e.actor_name === 'Odette Renamed')).toBe(true);
    const filters = await call(API.audit.filters, { as: 'OA' });
    const actor = (filters.body.actors as { id: number; name: string }[]).find((a) => a.id === oa.id);
    expect(actor?.name).toBe('Odette Renamed');
  });

  it('sign-ins, refused ones with the server’s reason and the account only when the address is one', async () => {
    const { call } = demo();
    const login = (username: string, password: string) =>
      call(API.auth.login, { method: 'POST', json: { username, password } });
    expect((await login('someone@nowhere.example', DEMO_PASSWORD)).status).toBe(401);
    expect((await login(oa.email, 'Wrong#Pass2026')).status).toBe(401);
    expect((await login(oa.email, DEMO_PASSWORD)).status).toBe(200);
    const recorded = (await trail(call)).slice(0, 3);
    expect(recorded.map((e) => [e.action, e.actor_id, e.actor_email, e.details])).toEqual([
      ['auth.login.succeeded', oa.id, oa.email, {}],
      ['auth.login.failed', oa.id, oa.email, { reason: 'incorrect password' }],
      ['auth.login.failed', null, '', { reason: 'unknown address' }],
    ]);
    expect(recorded.every((e) => e.target_type === '' && e.target_id === '' && e.ip !== '')).toBe(true);
  });

  it('a client’s change and a client user’s edit, the person named by id only', async () => {
    const { call, state } = demo();
    const client = state.clients[0]!;
    const change = { method: 'PATCH', as: 'SL' as const, json: { company_name: 'Renamed Co' } };
    expect((await call(API.requester.companyById(client.client_id), change)).status).toBe(200);
    const user = state.clientArea.users.find((u) => u.client_id === client.client_id)!;
    const { username, email, country, city } = user;
    const json = { client_id: client.client_id, username, email, country, city };
    expect((await call(API.requester.userById(user.id), { method: 'PUT', as: 'SL', json })).status).toBe(200);
    const recorded = (await trail(call)).slice(0, 2);
    expect(recorded.map((e) => [e.action, e.target_type, e.target_id, e.client_name, e.details])).toEqual([
      ['client_user.updated', 'client_user', String(user.id), 'Renamed Co', {}],
      ['client.updated', 'client', String(client.client_id), 'Renamed Co', { fields: ['company_name'] }],
    ]);
    expect(recorded.every((e) => e.actor_email === demoEmail('SL'))).toBe(true);
  });

  it('integration keys and webhooks, a key’s revocation once', async () => {
    const { call } = demo();
    const as = 'OA' as const;
    const key = await call(API.deliveries.integrationKeys, { method: 'POST', as, json: { name: 'CI' } });
    const keyId = key.body.data.id as number;
    for (let i = 0; i < 2; i++)
      await call(API.deliveries.integrationKeyById(keyId), { method: 'DELETE', as });
    const url = 'https://hooks.example.com/ops';
    const hook = await call(API.webhooks.list, {
      method: 'POST',
      as,
      json: { url, events: [WEBHOOK_EVENTS[0]] },
    });
    const hookId = hook.body.id as number;
    await call(API.webhooks.byId(hookId), { method: 'PATCH', as, json: { active: false } });
    await call(API.webhooks.byId(hookId), { method: 'DELETE', as });
    const recorded = (await trail(call)).slice(0, 5);
    expect(recorded.map((e) => [e.action, e.target_id, e.details])).toEqual([
      ['webhook.deleted', String(hookId), { url }],
      ['webhook.updated', String(hookId), { url, events: [WEBHOOK_EVENTS[0]], active: false }],
      ['webhook.created', String(hookId), { url, events: [WEBHOOK_EVENTS[0]] }],
      ['integration_key.revoked', String(keyId), {}],
      ['integration_key.created', String(keyId), { name: 'CI', prefix: key.body.data.prefix }],
    ]);
  });

  it('shares by id, a request they answer, and a revocation, never the recipient’s address', async () => {
    const { call, state } = demo();
    const delivery = state.deliveries[0]!;
    const client = state.clients.find((c) => c.client_code === delivery.client_code)!;
    const colleague = `new.colleague@${client.client_domain_list[0]}`;
    requestColleague(state, delivery.id, DEMO_RECIPIENT.email, colleague);
    const json = { delivery_id: String(delivery.id), emails: [colleague] };
    expect((await call(API.assignments.shareFile, { method: 'POST', as: 'OA', json })).status).toBe(200);
    const revoke = { delivery_id: String(delivery.id), email: colleague };
    expect((await call(API.assignments.revokeShare, { method: 'POST', as: 'OA', json: revoke })).status).toBe(
      200,
    );
    const [revoked, answered, created] = await trail(call);
    const details = { delivery_id: delivery.id };
    expect(created).toMatchObject({
      action: 'share.created',
      target_type: 'share',
      client_id: client.client_id,
    });
    expect(created!.details).toEqual({ ...details, outside_organisation: false });
    expect(answered).toMatchObject({ action: 'access_request.answered', target_type: 'share_request' });
    expect(answered!.details).toEqual({
      ...details,
      answer: 'accepted',
      share_id: Number(created!.target_id),
    });
    expect(revoked).toMatchObject({ action: 'share.revoked', target_id: created!.target_id, details });
    expect(JSON.stringify([revoked, answered, created])).not.toContain(colleague);
  });
});
