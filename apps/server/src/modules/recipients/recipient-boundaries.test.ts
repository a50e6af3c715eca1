import { API, DELIVERY_MESSAGES, RECIPIENT_MESSAGES } from '@ops/contracts';
import { describe, expect, it } from 'vitest';
import { useRecipientWorld } from '@/test/recipient-kit.js';

const { world, ctx, api, sharedLog, accessTypes, signInRecipient } = useRecipientWorld();

/** Every staff path of the contracts, ids filled in with a delivery the recipient can read. */
function staffPaths(id: number) {
  const paths: string[] = [];
  for (const [area, group] of Object.entries(API)) {
    if (area === 'recipients') continue;
    for (const value of Object.values(group as Record<string, unknown>)) {
      if (typeof value === 'string') paths.push(value);
      else if (typeof value === 'function') paths.push((value as (v: string) => string)(String(id)));
    }
  }
  return paths;
}

describe('recipient sessions and staff calls', () => {
  it('a recipient session opens no staff call: every staff path answers it as it answers no token', async () => {
    const { session } = await signInRecipient(world.deliveryA, `walker@${ctx.w.client.domain}`);
    const paths = staffPaths(world.deliveryA);
    expect(paths.length).toBeGreaterThan(50);
    let refused = 0;
    for (const path of paths) {
      for (const method of ['GET', 'POST', 'PUT', 'DELETE'] as const) {
        const call = (token?: string) =>
          method === 'GET'
            ? api().get(path, token)
            : method === 'DELETE'
              ? api().delete(path, token)
              : method === 'PUT'
                ? api().put(path, {}, token)
                : api().post(path, {}, token);
        const [asRecipient, anonymous] = [await call(session), await call()];
        expect(`${method} ${path} ${asRecipient.statusCode}`).toBe(
          `${method} ${path} ${anonymous.statusCode}`,
        );
        expect(asRecipient.statusCode, `${method} ${path}`).not.toBe(500);
        if (asRecipient.statusCode === 401) refused++;
      }
    }
    expect(refused).toBeGreaterThan(40);
    // The recipient's own calls still work with that session.
    expect((await api().get(API.recipients.delivery(world.deliveryA), session)).statusCode).toBe(200);
  });

  it('a file of another delivery is not downloadable through a shared one', async () => {
    const a = await signInRecipient(world.deliveryA, `holder@${ctx.w.client.domain}`);
    const b = await signInRecipient(world.deliveryB, `other@${world.clientBDomain}`);
    const fileOfB = (await api().get(API.recipients.delivery(world.deliveryB), b.session)).json().data
      .versions[0].files[0];
    const format = fileOfB.formats[0].format as string;
    const before = await accessTypes(world.deliveryA);
    const res = await api().post(
      API.recipients.download,
      { delivery_id: world.deliveryA, version: 1, file_id: fileOfB.id, format },
      a.session,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(RECIPIENT_MESSAGES.deliveryNotFound);
    expect(JSON.stringify(res.json())).not.toContain(fileOfB.name);
    expect(await accessTypes(world.deliveryA)).toEqual(before);
  });
});

describe('POST request-access/withdraw/', () => {
  it('takes back one’s own open request: gone for staff and for the recipient, logged as revoke', async () => {
    const email = `asks@${ctx.w.client.domain}`;
    const { session } = await signInRecipient(world.deliveryA, email);
    const colleague = `mate@${ctx.w.client.domain}`;
    await api().post(
      API.recipients.requestAccess,
      { delivery_id: world.deliveryA, email: colleague },
      session,
    );
    const detail = async () =>
      (await api().get(API.recipients.delivery(world.deliveryA), session)).json().data;
    expect((await detail()).requests).toEqual([{ email: colleague, requested_at: expect.any(String) }]);

    const withdrawn = await api().post(
      API.recipients.withdrawRequest,
      { delivery_id: world.deliveryA, email: colleague.toUpperCase() },
      session,
    );
    expect(withdrawn.json()).toEqual({ success: true, message: RECIPIENT_MESSAGES.requestWithdrawn });
    expect((await detail()).requests).toEqual([]);
    const pending = (await sharedLog(world.deliveryA)).request_shared_log.map(
      (r: { shared_to_user_email: string }) => r.shared_to_user_email,
    );
    expect(pending).not.toContain(colleague);
    expect((await accessTypes(world.deliveryA)).at(-1)).toBe('revoke');

    const again = await api().post(
      API.recipients.withdrawRequest,
      { delivery_id: world.deliveryA, email: colleague },
      session,
    );
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(RECIPIENT_MESSAGES.noOpenRequest);
    // Staff can no longer decline what was taken back.
    const decline = await api().post(
      API.assignments.declineShareRequest,
      { delivery_id: world.deliveryA, email: colleague },
      ctx.token,
    );
    expect(decline.json().message).toBe(DELIVERY_MESSAGES.noPendingRequest);
  });

  it('only the one who asked can withdraw; bad input, another delivery and no session are refused', async () => {
    const asker = await signInRecipient(world.deliveryA, `first@${ctx.w.client.domain}`);
    const other = await signInRecipient(world.deliveryA, `second@${ctx.w.client.domain}`);
    const outsider = await signInRecipient(world.deliveryB, `third@${world.clientBDomain}`);
    const colleague = `wanted@${ctx.w.client.domain}`;
    const body = { delivery_id: world.deliveryA, email: colleague };
    await api().post(API.recipients.requestAccess, body, asker.session);

    const notTheirs = await api().post(API.recipients.withdrawRequest, body, other.session);
    expect(notTheirs.statusCode).toBe(400);
    expect(notTheirs.json().message).toBe(RECIPIENT_MESSAGES.noOpenRequest);
    expect(
      (await api().get(API.recipients.delivery(world.deliveryA), other.session)).json().data.requests,
    ).toEqual([]);
    const foreign = await api().post(API.recipients.withdrawRequest, body, outsider.session);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(RECIPIENT_MESSAGES.deliveryNotFound);
    expect((await api().post(API.recipients.withdrawRequest, body)).statusCode).toBe(401);
    expect((await api().post(API.recipients.withdrawRequest, body, ctx.token)).statusCode).toBe(401);
    for (const bad of [
      {},
      { delivery_id: 'x', email: colleague },
      { delivery_id: world.deliveryA, email: 'no' },
    ]) {
      const res = await api().post(API.recipients.withdrawRequest, bad, asker.session);
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    }
    // The request is still open for staff.
    const pending = (await sharedLog(world.deliveryA)).request_shared_log.map(
      (r: { shared_to_user_email: string }) => r.shared_to_user_email,
    );
    expect(pending).toContain(colleague);
  });
});

describe('the portal’s bodies, checked by the route schemas', () => {
  it('tells a signed-out caller so before it looks at the body', async () => {
    for (const path of [
      API.recipients.download,
      API.recipients.feedback,
      API.recipients.requestAccess,
      API.recipients.withdrawRequest,
    ]) {
      const res = await api().post(path, { delivery_id: 'not a number', version: 'x'.repeat(300) });
      expect({ path, status: res.statusCode, message: res.json().message }).toEqual({
        path,
        status: 401,
        message: RECIPIENT_MESSAGES.sessionEnded,
      });
    }
  });
});
