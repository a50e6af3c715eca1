import { describe, expect, it } from 'vitest';
import { API } from '@ops/contracts';
import type { FileDetails } from '@ops/contracts';
import { demoCaller as demo } from '../test-kit/demo-call';

// As the server's erasure test: once a delivery's files are erased, its download links answer 410 with what
// HISTORY says, before the archive rule.
describe('demo downloads of removed files', () => {
  it('answers 410 with the notice once the files are erased', async () => {
    const call = demo();
    const { data } = (await call(API.assignments.list, { as: 'OA' })).body as {
      data: { months: { info: { id: number }[] }[] };
    };
    const id = data.months[0]!.info[0]!.id;
    const before = (await call(API.assignments.byId(id), { as: 'OA' })).body.last_assignment as FileDetails;
    const file = before.target_versions[0]!.files[0]!;
    const link = Object.entries(file.links).find(([key]) => !key.startsWith('external'))![1] as string;
    expect((await call(link, { as: 'OA' })).status).toBe(200);
    await call(API.retention.eraseFiles(id), { method: 'POST', as: 'OA' });
    const after = (await call(API.assignments.byId(id), { as: 'OA' })).body.last_assignment as FileDetails;
    const notice = after.files_removed;
    expect(await call(link, { as: 'OA' })).toEqual({
      status: 410,
      body: { success: false, message: notice },
    });
    const zip = await call(before.target_versions[0]!.zip_link!.link, { as: 'OA' });
    expect(zip).toEqual({ status: 410, body: { success: false, message: notice } });
  });
});
