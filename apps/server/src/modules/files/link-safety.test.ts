import { API, MESSAGES } from '@ops/contracts';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { deliveryFiles, fileObjects } from '@/db/delivery-schema.js';
import { buildDelivery } from '@/test/delivery-factories.js';
import { useRecipientWorld } from '@/test/recipient-kit.js';

const { world, ctx, api, signInRecipient } = useRecipientWorld();
const get = (url: string) => ctx.t.app.inject({ method: 'GET', url });

describe('links handed out before a revoke (decision 0019)', () => {
  it("end with the share: the recipient's file and zip links answer 410 once staff revoke it", async () => {
    const email = `leaver@${ctx.w.client.domain}`;
    const { session } = await signInRecipient(world.deliveryA, email);
    const detail = (await api().get(API.recipients.delivery(world.deliveryA), session)).json().data;
    const file = detail.versions[0].files[0];
    const fileLink = (
      await api().post(
        API.recipients.download,
        { delivery_id: world.deliveryA, version: 1, file_id: file.id, format: 'pdf' },
        session,
      )
    ).json().download_url as string;
    const zipLink = (
      await api().post(API.recipients.download, { delivery_id: world.deliveryA, version: 1 }, session)
    ).json().download_url as string;
    expect((await get(fileLink)).statusCode).toBe(200);
    expect((await get(zipLink)).statusCode).toBe(200);

    const revoked = await api().post(
      API.assignments.revokeShare,
      { delivery_id: world.deliveryA, email },
      ctx.token,
    );
    expect(revoked.statusCode).toBe(200);

    for (const link of [fileLink, zipLink]) {
      const res = await get(link);
      expect([res.statusCode, res.json()]).toEqual([410, { success: false, message: MESSAGES.shareEnded }]);
    }
  });
});

describe('zip entry names', () => {
  it('gives a Windows reserved name stored before the rule an underscore in the zip', async () => {
    const { delivery } = await buildDelivery(ctx.t.app, {
      clientId: ctx.w.client.id,
      entityId: ctx.w.entity.id,
      fileName: 'CON.pptx',
      formats: ['pptx', 'pdf'],
    });
    const staffDetail = (await api().get(API.assignments.byId(delivery.id), ctx.token)).json()
      .last_assignment;
    const grant = await api().get(staffDetail.target_versions[0].zip_link.link, ctx.token);
    const zip = await get(grant.json().download_url);
    expect(zip.statusCode).toBe(200);
    expect(Object.keys(unzipSync(new Uint8Array(zip.rawPayload))).sort()).toEqual(['_CON.pdf', '_CON.pptx']);

    // A file erased after the link was issued: a clear 404 before the zip starts, never a hanging download.
    const [stored] = await ctx.t.app.services.db
      .select({ key: fileObjects.storage_key })
      .from(fileObjects)
      .innerJoin(deliveryFiles, eq(deliveryFiles.id, fileObjects.file_id))
      .where(eq(deliveryFiles.delivery_id, delivery.id));
    await ctx.t.app.services.storage.delete(stored!.key);
    const gone = await get(grant.json().download_url);
    expect([gone.statusCode, gone.json()]).toEqual([404, { success: false, message: MESSAGES.notFound }]);
  });
});
