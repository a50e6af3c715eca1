import { describe, expect, it } from 'vitest';
import { API, DELIVERY_MESSAGES, SHARE_POLICY_MESSAGES } from '@ops/contracts';
import { demo } from '../test-kit/delivery-calls';

// As the server's policy routes: the path's id, then the body, then the client; a delivery named by an id
// that no delivery has is the deliveries' own 'not found'.
describe('the demo share policies', () => {
  it('reads the body before looking for the client, as the server validates it first', async () => {
    const { call } = demo();
    const json = { default_days: 40, max_days: 30, outside_allowed: true };
    const answer = await call(API.sharePolicy.byClient(99_999), { method: 'PUT', as: 'OA', json });
    expect(answer).toMatchObject({ status: 400, body: { message: SHARE_POLICY_MESSAGES.defaultOverMax } });
    const valid = { default_days: 7, max_days: 30, outside_allowed: true };
    const unknown = await call(API.sharePolicy.byClient(99_999), { method: 'PUT', as: 'OA', json: valid });
    expect(unknown).toMatchObject({ status: 404, body: { message: SHARE_POLICY_MESSAGES.clientNotFound } });
  });

  it('answers a delivery no one has with the deliveries’ message', async () => {
    const { call } = demo();
    const answer = await call(API.sharePolicy.byDelivery(99_999), { as: 'OU' });
    expect(answer).toMatchObject({ status: 404, body: { message: DELIVERY_MESSAGES.deliveryNotFound } });
  });
});
