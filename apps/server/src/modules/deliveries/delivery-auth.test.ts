import { API } from '@ops/contracts';
import { describe, expect, it } from 'vitest';
import { useDeliveryWorld } from '@/test/deliver-kit.js';
import { buildSignedInUser } from '@/test/factories.js';

const ctx = useDeliveryWorld();

/** Every delivery-creation call: none answers without a session, nor to a user type that may not deliver. */
const CALLS: ['GET' | 'POST', string][] = [
  ['GET', API.deliveries.assignmentOptions],
  ['GET', API.deliveries.updateAssignmentOptions(1)],
  ['POST', API.deliveries.detailAssignment],
  ['POST', API.deliveries.updateDetailAssignments],
  ['POST', API.deliveries.uploadGetUrl],
  ['POST', API.deliveries.updateGetUrl],
  ['POST', API.deliveries.multipartComplete],
  ['POST', API.deliveries.uploadResume],
  ['POST', API.deliveries.uploadNewDelivery],
  ['POST', API.deliveries.updateDelivery],
  ['POST', API.deliveries.legacyGetUrls],
  ['POST', API.deliveries.legacyComplete],
  ['POST', API.deliveries.legacyNewAssignment],
  ['POST', API.deliveries.legacyUpdateAssignment],
  ['POST', API.deliveries.shareEmail],
  ['GET', `${API.deliveries.suggestion}?search=ab`],
];

describe('delivery creation calls need a session of a delivering user type', () => {
  it.each(CALLS)('%s %s: 401 without a session, 403 for EMPTY', async (method, url) => {
    const empty = await buildSignedInUser(ctx.t.app, { userType: 'EMPTY' });
    const call = (token?: string) =>
      method === 'GET' ? ctx.w.api.get(url, token) : ctx.w.api.post(url, {}, token);
    const anonymous = await call();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false });
    const refused = await call(empty.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false });
  });
});
