import { describe, expect, it } from 'vitest';
import { API, NOTIFICATION_TEXTS } from '@ops/contracts';
import { demoCaller as demo } from '../test-kit/demo-call';

// As the server, which keeps a daily summary's hour and zone per user.
describe('the demo notification settings', () => {
  it('keeps each account’s daily summary to itself', async () => {
    const call = demo();
    const json = { digest_hour: 8, time_zone: 'Europe/Berlin' };
    const body = JSON.stringify(json);
    const saved = await call(API.notifications.digest, { method: 'PUT', as: 'OA', body });
    expect(saved.body).toMatchObject({ message: NOTIFICATION_TEXTS.digestSaved, data: json });
    expect((await call(API.notifications.digest, { as: 'OA' })).body.data).toEqual(json);
    expect((await call(API.notifications.digest, { as: 'OU' })).body.data).toEqual({
      digest_hour: null,
      time_zone: 'UTC',
    });
  });
});
