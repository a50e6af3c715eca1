import { API, utcDay } from '@ops/contracts';
import { fileRequests } from '../db/file-request-schema.js';
import { newSecretToken } from '../lib/secret-token.js';
import type { App } from '../app.js';
import { openRequestSession } from '../modules/file-requests/request-links.js';
import type { ApiClient } from './api-client.js';
import type { TestApp } from './build-app.js';
import { codeMailedTo } from './outbox.js';

/**
 * A file request of the client made straight in the database (open until the end of next year) and a
 * contact's session on it, for the tests that only need a caller of the contact's calls.
 */
export async function buildFileRequestSession(
  app: App,
  options: { clientId: number; email?: string; extensions?: string[]; maxSizeMb?: number },
) {
  const { db, clock } = app.services;
  const now = clock.now();
  const email = options.email ?? 'contact@example.com';
  const { token, hash } = newSecretToken();
  const [row] = await db
    .insert(fileRequests)
    .values({
      client_id: options.clientId,
      email,
      title: 'Source files',
      due_date: `${now.getUTCFullYear() + 1}-12-31`,
      extensions: options.extensions ?? ['pdf', 'docx'],
      max_size_mb: options.maxSizeMb ?? 10,
      token_hash: hash,
      created_at: now,
    })
    .returning({ id: fileRequests.id });
  const session = await openRequestSession(db, row!.id, email, now);
  return { requestId: row!.id, link: token, session: session.token };
}

/** Today plus `days` on the app's clock, as a due date. */
export const dueIn = (app: App, days: number) => utcDay(app.services.clock.now(), days);

/** The contact's steps through the API: a mailed code, the session, and a file sent through the chunked calls. */
export function contactSteps(api: ApiClient, t: TestApp) {
  const codeFor = (email: string) => codeMailedTo(t, email, /Your code to send your files/);
  /** Signs in with the link as mailed (the token is its fragment). */
  async function signIn(mailed: string, email: string) {
    const link = mailed.split('#t=').at(-1)!;
    const asked = await api.post(API.requestLinks.requestCode, { token: link });
    if (asked.statusCode !== 200) throw new Error(`code not sent: ${asked.body}`);
    const verified = await api.post(API.requestLinks.verify, { token: link, code: await codeFor(email) });
    if (verified.statusCode !== 200) throw new Error(`not verified: ${verified.body}`);
    return verified.json() as { token: string; request_id: number; email: string };
  }
  /** get-url, one PUT per part, complete: answers the complete call and the upload's id. */
  async function upload(requestId: number, session: string, name: string, bytes: Buffer) {
    const started = await api.post(
      API.requestLinks.getUrl(requestId),
      { file_name: name, file_size: bytes.length, chunk_size: 5 },
      session,
    );
    if (started.statusCode !== 200) return { started, uploadId: '' };
    const { upload_id, urls } = started.json() as { upload_id: string; urls: string[] };
    const put = await t.app.inject({
      method: 'PUT',
      url: urls[0]!,
      payload: bytes,
      headers: { 'content-type': 'application/octet-stream' },
    });
    const completed = await api.post(
      API.requestLinks.complete(requestId),
      { upload_id, file_name: name, parts: [{ PartNumber: 1, ETag: String(put.headers.etag) }] },
      session,
    );
    return { started, completed, uploadId: upload_id };
  }
  return { codeFor, signIn, upload };
}
