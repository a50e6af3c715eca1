import { eq } from 'drizzle-orm';
import { API, RETENTION_MESSAGES } from '@ops/contracts';
import { describe, expect, it } from 'vitest';
import { deliveries, deliveryAssignments, workspaceAssignments } from '@/db/delivery-schema.js';
import { fileRequestCodes, fileRequestSessions, fileRequests } from '@/db/file-request-schema.js';
import { notifications } from '@/db/notification-schema.js';
import { buildDelivery } from '@/test/delivery-factories.js';
import { buildFileRequestSession, contactSteps } from '@/test/file-request-kit.js';
import { useRecipientWorld } from '@/test/recipient-kit.js';
import { buildWorkspaceAssignment } from '@/test/workspace-factories.js';

const { ctx, api } = useRecipientWorld();

/** A request to `email` whose contact has sent one file: the request, its link and the assignment made. */
async function requestWithOneFileSent(email: string, name: string) {
  const { requestId, link, session } = await buildFileRequestSession(ctx.t.app, {
    clientId: ctx.w.client.id,
    email,
  });
  const steps = contactSteps(api(), ctx.t);
  const sent = await steps.upload(requestId, session, name, Buffer.from(`%PDF-1.4 ${name}`));
  const submitted = await api().post(
    API.requestLinks.submit(requestId),
    { upload_ids: [sent.uploadId] },
    session,
  );
  expect(submitted.statusCode, submitted.body).toBe(200);
  return { requestId, link, session, assignmentId: submitted.json().data.assignment_id as string };
}

describe('erasing the address of a file request’s contact (issue 24, decision 0023)', () => {
  it('names a pseudonym on the request and its assignment, closes the request and ends its sessions and codes', async () => {
    const { app } = ctx.t;
    const email = `sender@${ctx.w.client.domain}`;
    const { requestId, link, session, assignmentId } = await requestWithOneFileSent(email, 'brief.pdf');
    // A code asked for and left unused.
    expect((await api().post(API.requestLinks.requestCode, { token: link })).statusCode).toBe(200);

    const preview = await api().post(API.retention.recipientErasurePreview, { email }, ctx.w.admin.token);
    expect(preview.json().data).toMatchObject({ file_requests: 1, sessions: 1, codes: 1 });

    const erased = await api().post(API.retention.recipientErasure, { email }, ctx.w.admin.token);
    expect(erased.json()).toMatchObject({ success: true, message: RETENTION_MESSAGES.recipientErased });
    const pseudonym = erased.json().pseudonym as string;

    const { db } = app.services;
    const [request] = await db.select().from(fileRequests).where(eq(fileRequests.id, requestId));
    expect(request).toMatchObject({ email: pseudonym });
    expect(request!.closed_at).not.toBeNull();
    const [assignment] = await db
      .select()
      .from(workspaceAssignments)
      .where(eq(workspaceAssignments.id, assignmentId));
    expect(assignment).toMatchObject({ requester_email: pseudonym, requester_name: pseudonym });
    expect(await db.select().from(fileRequestSessions)).toEqual([]);
    expect(await db.select().from(fileRequestCodes)).toEqual([]);
    // The contact's session ended; the staff still see the request and what it brought in, under the pseudonym.
    expect((await api().get(API.requestLinks.byId(requestId), session)).statusCode).toBe(401);
    const seen = (await api().get(API.fileRequests.byId(requestId), ctx.token)).json();
    expect(seen.data).toMatchObject({ email: pseudonym, status: 'closed' });
    expect(seen.data.files).toHaveLength(1);
    expect(JSON.stringify(seen)).not.toContain(email);
  });

  it('renames only what their requests brought in, the staff’s notifications and deliveries of it, and kills the link', async () => {
    const { app } = ctx.t;
    const { db } = app.services;
    const email = `contact@${ctx.w.client.domain}`;
    const { requestId, link, assignmentId: requested } = await requestWithOneFileSent(email, 'plan.pdf');
    // An import's assignment naming the same address as requester is the client's record: it stays.
    const imported = await buildWorkspaceAssignment(app, {
      clientId: ctx.w.client.id,
      entityId: ctx.w.entity.id,
      requester: email,
      requesterEmail: email,
    });
    // A delivery made from the request's assignment, and another one for the same requester.
    const fromRequest = await buildDelivery(app, {
      clientId: ctx.w.client.id,
      entityId: ctx.w.entity.id,
      requester: email,
    });
    await db
      .insert(deliveryAssignments)
      .values({ delivery_id: fromRequest.delivery.id, assignment_id: requested });
    const other = await buildDelivery(app, {
      clientId: ctx.w.client.id,
      entityId: ctx.w.entity.id,
      requester: email,
    });
    const [before] = await db.select().from(fileRequests).where(eq(fileRequests.id, requestId));
    // What the staff member who asked was told (whether or not their settings let the submit notify them).
    await db.insert(notifications).values({
      user_id: ctx.userId,
      kind: 'file_received',
      text: `${email.toUpperCase()} sent 1 file for “${before!.title}”.`,
      file_request_id: requestId,
      created_at: new Date(),
    });
    const noticed = await db.select().from(notifications).where(eq(notifications.file_request_id, requestId));

    const erased = await api().post(API.retention.recipientErasure, { email }, ctx.w.admin.token);
    expect(erased.statusCode, erased.body).toBe(200);
    const pseudonym = erased.json().pseudonym as string;

    const [after] = await db.select().from(fileRequests).where(eq(fileRequests.id, requestId));
    expect(after!.token_hash).not.toBe(before!.token_hash);
    // The old link opens nothing: not even the closed request's page.
    const asked = await api().post(API.requestLinks.requestCode, { token: link });
    expect(asked.statusCode).not.toBe(200);
    expect(asked.body).not.toContain(before!.title);

    const assignment = async (id: string) =>
      (await db.select().from(workspaceAssignments).where(eq(workspaceAssignments.id, id)))[0]!;
    expect(await assignment(requested)).toMatchObject({ requester_email: pseudonym });
    expect(await assignment(imported.id)).toMatchObject({ requester_email: email, requester_name: email });

    const delivery = async (id: number) =>
      (await db.select().from(deliveries).where(eq(deliveries.id, id)))[0]!;
    const renamed = await delivery(fromRequest.delivery.id);
    expect(renamed.requester_name).toBe(pseudonym);
    expect(renamed.search_text).not.toContain(email);
    expect(renamed.search_text).toContain(pseudonym);
    expect((await delivery(other.delivery.id)).requester_name).toBe(email);

    const texts = (
      await db.select().from(notifications).where(eq(notifications.file_request_id, requestId))
    ).map((n) => n.text);
    expect(texts).toHaveLength(noticed.length);
    expect(texts.join()).not.toContain(email);
    expect(texts.join()).toContain(pseudonym);
  });
});
