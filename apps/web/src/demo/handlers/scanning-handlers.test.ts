import { describe, expect, it } from 'vitest';
import { API, type QuarantinedFile } from '@ops/contracts';
import { accountByEmail, demoEmail } from '../data/accounts';
import { demo } from '../test-kit/delivery-calls';
import { renameProfile } from '../test-kit/demo-call';

describe('the demo quarantine', () => {
  it('names the uploader as their profile says today, as the server joins its users', async () => {
    const { call } = demo();
    const ou = accountByEmail(demoEmail('OU'))!;
    await renameProfile(call, 'OU', 'Oskar', 'Renamed');
    const list = (await call(API.scanning.quarantine, { as: 'OA' })).body.data as QuarantinedFile[];
    expect(list[0]!.uploaded_by).toEqual({ id: ou.id, name: 'Oskar Renamed', email: ou.email });
    expect((await call(API.scanning.quarantine, { as: 'OU' })).status).toBe(403);
  });
});
