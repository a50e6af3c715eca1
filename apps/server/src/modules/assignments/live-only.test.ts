import { API, ASSIGNMENT_TEXTS, MESSAGES } from '@ops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from '@/test/api-client.js';
import { buildTestApp, type TestApp } from '@/test/build-app.js';
import { buildClient } from '@/test/client-factories.js';
import { buildDelivery } from '@/test/delivery-factories.js';
import { buildSignedInUser } from '@/test/factories.js';

const ARCHIVE_AFTER_DAYS = 90;

let t: TestApp;
let api: ApiClient;
let holder: string;
let colleague: string;
let owner: { clientId: number; entityId: number };
beforeAll(async () => {
  t = await buildTestApp({ env: { ARCHIVE_AFTER_DAYS: String(ARCHIVE_AFTER_DAYS) } });
  api = apiClient(t.app);
  holder = (await buildSignedInUser(t.app, { userType: 'OA' })).token;
  colleague = (await buildSignedInUser(t.app, { userType: 'TL' })).token;
  const { client, entity } = await buildClient(api, holder);
  owner = { clientId: client.client_id, entityId: entity.id };
});
afterAll(() => t.close());

const fileLink = (detail: { target_versions: { files: { links: Record<string, string> }[] }[] }) =>
  detail.target_versions[0]!.files[0]!.links.pdf!;

describe('download grants', () => {
  it('are redeemed only by the staff member they were issued to', async () => {
    const { delivery } = await buildDelivery(t.app, { ...owner, formats: ['pdf'] });
    const link = fileLink((await api.get(API.assignments.byId(delivery.id), holder)).json().last_assignment);

    const borrowed = await api.get(link, colleague);
    expect(borrowed.statusCode).toBe(403);
    expect(borrowed.json()).toEqual({ success: false, message: MESSAGES.forbidden });
    const own = await api.get(link, holder);
    expect(own.statusCode).toBe(200);
    expect(own.json().download_url).toBeTruthy();
  });
});

describe('an archived delivery is read-only through the API too', () => {
  it('refuses comments, sync and downloads, while a live one takes them', async () => {
    const refused = { success: false, message: ASSIGNMENT_TEXTS.archivedReadOnly };
    const { delivery: old } = await buildDelivery(t.app, {
      ...owner,
      formats: ['pdf'],
      daysAgo: ARCHIVE_AFTER_DAYS + 3,
    });
    const archived = (await api.get(API.assignments.archiveById(old.id), holder)).json().last_assignment;

    const download = await api.get(fileLink(archived), holder);
    expect(download.statusCode).toBe(409);
    expect(download.json()).toEqual(refused);
    const comment = await api.post(
      API.assignments.postComment,
      { delivery_id: old.id, message: 'hi' },
      holder,
    );
    expect(comment.statusCode).toBe(409);
    expect(comment.json()).toEqual(refused);
    const sync = await api.post(API.assignments.sync, { delivery_id: old.id }, holder);
    expect(sync.statusCode).toBe(409);
    expect(sync.json()).toEqual(refused);
    expect((await api.get(API.assignments.comments(old.id), holder)).json().data).toEqual([]);

    const { delivery: live } = await buildDelivery(t.app, { ...owner, daysAgo: ARCHIVE_AFTER_DAYS - 3 });
    const ok = await api.post(API.assignments.postComment, { delivery_id: live.id, message: 'hi' }, holder);
    expect(ok.statusCode).toBe(200);
  });
});
