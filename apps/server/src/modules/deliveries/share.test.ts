import { API, CLIENT_MESSAGES, DELIVERY_MESSAGES, MESSAGES } from '@ops/contracts';
import { describe, expect, it } from 'vitest';
import { buildDelivery } from '@/test/delivery-factories.js';
import { useDeliveryWorld } from '@/test/deliver-kit.js';
import { buildSignedInUser } from '@/test/factories.js';
import { onClientDomain } from '@ops/contracts';

const ctx = useDeliveryWorld();

const check = (body: Record<string, unknown>, as = ctx.token) =>
  ctx.w.api.post(API.deliveries.shareEmail, body, as);

describe('POST share-email/', () => {
  it('answers success for addresses within the organisation (domain or client user)', async () => {
    const res = await check({
      client_code: ctx.w.client.code,
      emails: [`Team@${ctx.w.client.domain}`, ctx.w.client.userEmail],
      accept_warning: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      status: 'success',
      message: DELIVERY_MESSAGES.shareAllowed,
      emails: {
        within_org: [`team@${ctx.w.client.domain}`, ctx.w.client.userEmail],
        outside_org: [],
        invalid: [],
      },
      client: ctx.w.client.code,
    });
  });

  it('warns about outside addresses until the warning is accepted with the right password', async () => {
    const emails = [`a@${ctx.w.client.domain}`, 'b@outside.example'];
    const warning = (await check({ client_code: ctx.w.client.code, emails })).json();
    expect(warning).toMatchObject({
      status: 'warning',
      message: DELIVERY_MESSAGES.cannotShareOutside,
      emails: { within_org: [emails[0]], outside_org: [emails[1]] },
    });
    const wrong = await check({
      client_code: ctx.w.client.code,
      emails,
      accept_warning: true,
      password: 'Nope#123',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(MESSAGES.incorrectPassword);
    const ok = await check({
      client_code: ctx.w.client.code,
      emails,
      accept_warning: 'true',
      password: ctx.w.ops.password,
    });
    expect(ok.json()).toMatchObject({ success: true, status: 'success' });
  });

  it('fails with the invalid addresses listed; finds the client by delivery id; 404 for unknown clients', async () => {
    const failed = (
      await check({ client_code: ctx.w.client.code, emails: ['not-an-email', `x@${ctx.w.client.domain}`] })
    ).json();
    expect(failed).toMatchObject({
      success: false,
      status: 'failed',
      message: DELIVERY_MESSAGES.refreshAndRetry,
      emails: { invalid: ['not-an-email'] },
    });
    const { delivery } = await buildDelivery(ctx.t.app, {
      clientId: ctx.w.client.id,
      entityId: ctx.w.entity.id,
    });
    const byDelivery = (
      await check({ delivery_id: String(delivery.id), emails: [`y@${ctx.w.client.domain}`] })
    ).json();
    expect(byDelivery).toMatchObject({ status: 'success', client: ctx.w.client.code });
    const unknown = await check({ client_code: 'NOPE', emails: ['a@b.example'] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(CLIENT_MESSAGES.clientNotFound);
    const none = await check({ client_code: ctx.w.client.code, emails: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(DELIVERY_MESSAGES.noEmailsForSharing);
  });

  it('needs a session and a delivery role', async () => {
    expect((await check({ client_code: ctx.w.client.code, emails: ['a@b.example'] }, '')).statusCode).toBe(
      401,
    );
    const empty = await buildSignedInUser(ctx.t.app, { userType: 'EMPTY' });
    expect(
      (await check({ client_code: ctx.w.client.code, emails: ['a@b.example'] }, empty.token)).statusCode,
    ).toBe(403);
  });

  it('treats subdomains of a client domain as within, look-alikes as outside', () => {
    expect(onClientDomain('mail.acme.com', ['acme.com'])).toBe(true);
    expect(onClientDomain('notacme.com', ['acme.com'])).toBe(false);
    expect(onClientDomain('acme.com', ['@ACME.com'])).toBe(true);
  });
});

describe('GET suggestion/', () => {
  const suggest = (query: string) => ctx.w.api.get(`${API.deliveries.suggestion}?${query}`, ctx.token);

  it('suggests the client’s users by e-mail or name from two characters, at most 10', async () => {
    const name = ctx.w.client.userEmail.split('@')[0]!.slice(0, 4);
    const res = await suggest(`search=${name}&client_code=${ctx.w.client.code}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([{ email: ctx.w.client.userEmail, name: 'Meera Nair' }]);
    const byName = await suggest(`search=meera&entity_code=${ctx.w.entity.code}`);
    expect(byName.json().data.map((d: { email: string }) => d.email)).toEqual([ctx.w.client.userEmail]);
    expect((await suggest(`search=m&client_code=${ctx.w.client.code}`)).json().data).toEqual([]);
    expect((await suggest('search=meera&client_code=NOPE')).json().data).toEqual([]);
    expect((await ctx.w.api.get(`${API.deliveries.suggestion}?search=meera`)).statusCode).toBe(401);
  });
});
