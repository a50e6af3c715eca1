import { eq } from 'drizzle-orm';
import { API, RETENTION_MESSAGES } from '@ops/contracts';
import { describe, expect, it } from 'vitest';
import { workspaceAssignments } from '@/db/delivery-schema.js';
import { fileRequestCodes, fileRequestSessions, fileRequests } from '@/db/file-request-schema.js';
import { buildFileRequestSession, contactSteps } from '@/test/file-request-kit.js';
import { useRecipientWorld } from '@/test/recipient-kit.js';

const { ctx, api } = useRecipientWorld();

describe('erasing the address of a file request’s contact (issue 24, decision 0023)', () => {
  it('names a pseudonym on the request and its assignment, closes the request and ends its sessions and codes', async () => {
    const { app } = ctx.t;
    const email = `sender@${ctx.w.client.domain}`;
    const { requestId, link, session } = await buildFileRequestSession(app, {
      clientId: ctx.w.client.id,
      email,
    });
    const steps = contactSteps(api(), ctx.t);
    const sent = await steps.upload(requestId, session, 'brief.pdf', Buffer.from('%PDF-1.4 brief'));
    const submitted = await api().post(
      API.requestLinks.submit(requestId),
      { upload_ids: [sent.uploadId] },
      session,
    );
    expect(submitted.statusCode).toBe(200);
    const assignmentId = submitted.json().data.assignment_id as string;
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
});
