import { eq } from 'drizzle-orm';
import { API } from '@ops/contracts';
import { describe, expect, it } from 'vitest';
import { fileUploads } from '@/db/delivery-schema.js';
import { fileRequestCodes, fileRequestSessions, fileRequests } from '@/db/file-request-schema.js';
import { useDeliveryWorld } from '@/test/deliver-kit.js';
import { buildFileRequestSession, contactSteps, dueIn } from '@/test/file-request-kit.js';
import { purgeFileRequestSecrets, removeUnsentRequestUploads } from './index.js';

const HOUR = 3_600_000;
const ctx = useDeliveryWorld();

describe('the hourly purge of file requests’ sessions and codes (decision 0039)', () => {
  it('drops sessions past their end and codes used or past theirs; live ones stay', async () => {
    const { db, clock } = ctx.t.app.services;
    const now = clock.now();
    const { requestId } = await buildFileRequestSession(ctx.t.app, { clientId: ctx.w.client.id });
    const sessionsOf = () =>
      db.select().from(fileRequestSessions).where(eq(fileRequestSessions.file_request_id, requestId));
    await db.insert(fileRequestSessions).values({
      token_hash: `ended-${requestId}`,
      file_request_id: requestId,
      email: 'contact@example.com',
      expires_at: new Date(now.getTime() - 1000),
    });
    const code = (name: string, minutes: number, used: boolean) => ({
      file_request_id: requestId,
      code_hash: name,
      expires_at: new Date(now.getTime() + minutes * 60_000),
      used_at: used ? now : null,
    });
    await db
      .insert(fileRequestCodes)
      .values([code('live', 10, false), code('used', 10, true), code('expired', -1, false)]);
    expect(await sessionsOf()).toHaveLength(2);

    await purgeFileRequestSecrets(db, clock.now());

    const left = await sessionsOf();
    expect(left.map((s) => s.token_hash)).not.toContain(`ended-${requestId}`);
    expect(left).toHaveLength(1);
    const codes = await db
      .select()
      .from(fileRequestCodes)
      .where(eq(fileRequestCodes.file_request_id, requestId));
    expect(codes.map((c) => c.code_hash)).toEqual(['live']);
  });
});

describe('completed uploads never sent, once their request stopped being open', () => {
  async function requestWithUploads(names: string[]) {
    const { app } = ctx.t;
    const email = `contact-${names[0]}@${ctx.w.client.domain}`;
    const { requestId, session } = await buildFileRequestSession(app, { clientId: ctx.w.client.id, email });
    const steps = contactSteps(ctx.w.api, ctx.t);
    const ids: string[] = [];
    for (const name of names) {
      const sent = await steps.upload(requestId, session, name, Buffer.from(`%PDF-1.4 ${name}`));
      expect(sent.completed?.statusCode, sent.completed?.body).toBe(200);
      ids.push(sent.uploadId);
    }
    return { requestId, session, ids };
  }
  const state = async (id: string) => {
    const { db, storage } = ctx.t.app.services;
    const [row] = await db.select().from(fileUploads).where(eq(fileUploads.id, id));
    return { status: row!.status, bytes: await storage.exists(row!.storage_key) };
  };

  it('go with their bytes a day after the request closed; sent files and open requests’ stay', async () => {
    const { db, storage } = ctx.t.app.services;
    const { clock } = ctx.t;
    const closed = await requestWithUploads(['sent.pdf', 'unsent.pdf']);
    const submitted = await ctx.w.api.post(
      API.requestLinks.submit(closed.requestId),
      { upload_ids: [closed.ids[0]] },
      closed.session,
    );
    expect(submitted.statusCode, submitted.body).toBe(200);
    const open = await requestWithUploads(['open.pdf']);
    await db
      .update(fileRequests)
      .set({ closed_at: clock.now() })
      .where(eq(fileRequests.id, closed.requestId));

    clock.advance(23 * HOUR);
    expect(await removeUnsentRequestUploads(db, storage, clock.now())).toBe(0);
    expect(await state(closed.ids[1]!)).toEqual({ status: 'completed', bytes: true });

    clock.advance(2 * HOUR);
    expect(await removeUnsentRequestUploads(db, storage, clock.now())).toBe(1);
    expect(await state(closed.ids[1]!)).toEqual({ status: 'aborted', bytes: false });
    expect(await state(closed.ids[0]!)).toEqual({ status: 'delivered', bytes: true });
    expect(await state(open.ids[0]!)).toEqual({ status: 'completed', bytes: true });
    // Done once: the next hour finds nothing.
    expect(await removeUnsentRequestUploads(db, storage, clock.now())).toBe(0);
  });

  it('go a day after the due day ended (UTC), not before', async () => {
    const { app } = ctx.t;
    const { db, storage, clock } = app.services;
    const ended = await requestWithUploads(['ended.pdf']);
    const endedToday = await requestWithUploads(['today.pdf']);
    // Due two days ago: its last day ended yesterday at midnight, a day has passed. Due yesterday: not yet.
    await db
      .update(fileRequests)
      .set({ due_date: dueIn(app, -2) })
      .where(eq(fileRequests.id, ended.requestId));
    await db
      .update(fileRequests)
      .set({ due_date: dueIn(app, -1) })
      .where(eq(fileRequests.id, endedToday.requestId));

    expect(await removeUnsentRequestUploads(db, storage, clock.now())).toBe(1);
    expect(await state(ended.ids[0]!)).toEqual({ status: 'aborted', bytes: false });
    expect(await state(endedToday.ids[0]!)).toEqual({ status: 'completed', bytes: true });
  });
});
