import { API, DELIVERY_MESSAGES, MESSAGES } from '@ops/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildDelivery } from '@/test/delivery-factories.js';
import { BODY_KINDS, describedBodies, postAs, useDeliveryWorld } from '@/test/deliver-kit.js';
import { buildSignedInUser } from '@/test/factories.js';

// The sharing calls' bodies are validated by their route schemas, whether they come as JSON or as an older
// client's urlencoded or multipart form; the answers are the contracts' messages either way.
const ctx = useDeliveryWorld();
let deliveryId: string;

beforeAll(async () => {
  const { delivery } = await buildDelivery(ctx.t.app, {
    clientId: ctx.w.client.id,
    entityId: ctx.w.entity.id,
  });
  deliveryId = String(delivery.id);
});

describe.each(BODY_KINDS)('sharing calls with a %s body', (kind) => {
  const post = (url: string, body: Record<string, string | string[]>, token = ctx.token) =>
    postAs(ctx.t, kind, url, token, body);

  it('shares with `emails` as a list (emails[] in a form) and refuses by the schema with its messages', async () => {
    const email = `${kind}@${ctx.w.client.domain}`;
    const ok = await post(API.assignments.shareFile, { delivery_id: deliveryId, emails: [email] });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'success', emails: { within_org: [email] } });

    const refusals: [Record<string, string | string[]>, string][] = [
      [{ delivery_id: deliveryId, emails: [] }, DELIVERY_MESSAGES.noEmailsForSharing],
      [
        { delivery_id: deliveryId, emails: Array.from({ length: 11 }, (_, i) => `p${i}@x.example`) },
        DELIVERY_MESSAGES.moreThanTen,
      ],
      [{ delivery_id: deliveryId, emails: [email], expires_at: 'soon' }, DELIVERY_MESSAGES.shareExpiryRule],
      [{ delivery_id: '', emails: [email] }, DELIVERY_MESSAGES.deliveryNotFound],
      // A value over a limit without a message of its own, and a library default: the one rule's texts.
      [{ delivery_id: deliveryId, emails: [email], client_code: 'C'.repeat(21) }, MESSAGES.tooLong],
      [{ delivery_id: deliveryId, emails: [email], accept_warning: 'maybe' }, MESSAGES.invalidRequest],
    ];
    for (const [body, message] of refusals) {
      const res = await post(API.assignments.shareFile, body);
      expect({ body, status: res.statusCode, answer: res.json() }).toEqual({
        body,
        status: 400,
        answer: { success: false, message },
      });
    }
  });

  it('rotates the secure key and refuses a bad revoke or key call with the contracts’ messages', async () => {
    const ok = await post(API.assignments.secureKey, { delivery_id: deliveryId, resend: 'false' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().secure_key).toMatch(/^[\w-]{8,}$/);

    const refusals: [string, Record<string, string>, string][] = [
      [
        API.assignments.revokeShare,
        { delivery_id: deliveryId, email: '' },
        DELIVERY_MESSAGES.noEmailToRevoke,
      ],
      [API.assignments.declineShareRequest, { delivery_id: deliveryId }, MESSAGES.invalidRequest],
      [API.assignments.secureKey, { delivery_id: 'D'.repeat(41) }, MESSAGES.tooLong],
      [API.assignments.secureKey, { delivery_id: deliveryId, resend: 'maybe' }, MESSAGES.invalidRequest],
    ];
    for (const [url, body, message] of refusals) {
      const res = await post(url, body);
      expect({ url, status: res.statusCode, message: res.json().message }).toEqual({
        url,
        status: 400,
        message,
      });
    }
  });

  it('answers a signed-out caller 401 and a reader 403 before it looks at a bad body', async () => {
    const bad = { delivery_id: '', emails: [] };
    const signedOut = await post(API.assignments.shareFile, bad, '');
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().message).toBe(MESSAGES.notAuthenticated);
    const reader = await buildSignedInUser(ctx.t.app, { userType: 'EMPTY' });
    const forbidden = await post(API.assignments.secureKey, { resend: 'maybe' }, reader.token);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe(MESSAGES.forbidden);
  });
});

it('describes each sharing call’s body in the API description, from the route schema', async () => {
  const { fields } = await describedBodies(ctx.t);
  expect(fields(API.assignments.shareFile)).toEqual(
    expect.arrayContaining(['delivery_id', 'emails', 'accept_warning', 'password', 'expires_at']),
  );
  expect(fields(API.assignments.revokeShare)).toEqual(['delivery_id', 'email']);
  expect(fields(API.assignments.declineShareRequest)).toEqual(['delivery_id', 'email']);
  expect(fields(API.assignments.secureKey)).toEqual(['delivery_id', 'resend']);
});
