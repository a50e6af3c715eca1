import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import PostalMime, { type Email } from 'postal-mime';
import { API, utcDay } from '@ops/contracts';
import { afterAll, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { loggerOptions } from '../plugins/logger-options.js';
import { apiClient } from '../test/api-client.js';
import { buildTestApp, type TestApp } from '../test/build-app.js';
import { buildClient } from '../test/client-factories.js';
import { buildDelivery } from '../test/delivery-factories.js';
import { buildSignedInUser, signIn } from '../test/factories.js';
import { resetTokenOf } from '../test/outbox.js';
import { capturingSmtpServer } from '../test/smtp-server.js';
import { openTestDatabase } from '../test/test-database.js';
import { findSecrets, pgDump, rowsAsText, searchFiles, type HandedOut } from './secret-search.js';

/**
 * Issue 20's acceptance for secrets at rest (decision 0018): a whole journey hands out every kind of secret
 * the console has, then a full dump of the database, every file of the data folder and the server's log
 * are searched for each of them. Mail leaves through a loopback SMTP server: an outbox folder would be a mail transport in
 * the data folder, and the mails it holds are meant to be read.
 */
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ops-secrets-'));
const received: Buffer[] = [];
const smtp = capturingSmtpServer(received);
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
let t: TestApp | undefined;
let database: Database | undefined;

afterAll(async () => {
  await t?.app.close().catch(() => undefined);
  await database?.close().catch(() => undefined);
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await rm(dataDir, { recursive: true, force: true });
});

const PASSWORD = 'Journey#Pass123';
const SECOND_PASSWORD = 'Journey#Pass456';

// Some forty calls, two sign-ins with Argon2id and a search of every file: slow on a busy machine.
it(
  'no secret handed out during a whole journey can be read in a database dump, the data folder or the log',
  { timeout: 120_000 },
  async () => {
    // On PGlite the database lives in the data folder, so its files on disk are searched with the rest.
    database = await openTestDatabase({ dataDir: path.join(dataDir, 'pglite') });
    const port = (smtp.server.address() as AddressInfo).port;
    // The server's log, as it would be written, at the level that logs every request.
    const log: string[] = [];
    t = await buildTestApp({
      dataDir,
      database,
      env: { SMTP_URL: `smtp://127.0.0.1:${port}` },
      logger: { ...loggerOptions('info'), stream: { write: (line: string) => void log.push(line) } },
    });
    const app = t.app;
    const api = apiClient(app);
    const handedOut: HandedOut[] = [];
    const keep = (what: string, value: string | undefined) => {
      expect(value, what).toBeTruthy();
      handedOut.push({ what, value: value! });
      return value!;
    };
    /** The mails the SMTP server received so far, parsed, once every mail waiting is sent. */
    const mails = async (): Promise<Email[]> => {
      await app.services.auth.drain();
      await app.services.mail.flush();
      return Promise.all(received.map((m) => PostalMime.parse(m)));
    };
    const lastMail = async (to: string, subject: RegExp) => {
      const mail = (await mails())
        .filter((m) => m.to?.[0]?.address === to && subject.test(m.subject ?? ''))
        .at(-1);
      expect(mail, `a mail to ${to} matching ${subject}`).toBeDefined();
      return mail!;
    };

    // An operations admin signs in.
    const admin = await buildSignedInUser(app, { userType: 'OA', firstName: 'Ada' });
    keep('admin session', admin.token);

    // Invites a colleague, who sets a password through the mailed link and signs in.
    const invitee = 'ivy.invited@console.test';
    const invited = await api.post(
      API.staff.users,
      { email: invitee, first_name: 'Ivy', last_name: 'Invited', user_type: 'OU' },
      admin.token,
    );
    expect(invited.statusCode, invited.body).toBe(200);
    const invitation = keep('invitation link', resetTokenOf((await lastMail(invitee, /invited/)).text));
    const accepted = await api.post(API.auth.changePasswordWithLink, { password: PASSWORD, q: invitation });
    expect(accepted.statusCode, accepted.body).toBe(200);
    keep('invitee session', await signIn(app, invitee, PASSWORD));

    // Forgets it, and resets it through a reset link.
    expect((await api.post(API.auth.forgetPassword, { email: invitee })).statusCode).toBe(200);
    const reset = keep('reset link', resetTokenOf((await lastMail(invitee, /Reset your password/)).text));
    const changed = await api.post(API.auth.changePasswordWithLink, { password: SECOND_PASSWORD, q: reset });
    expect(changed.statusCode, changed.body).toBe(200);
    const ops = keep('session after the reset', await signIn(app, invitee, SECOND_PASSWORD));

    // Shares a delivery with a client's reader, who opens the personal link with the mailed code.
    const { client, entity, payload } = await buildClient(api, admin.token);
    const { delivery } = await buildDelivery(app, {
      clientId: client.client_id,
      entityId: entity.id,
      formats: ['pdf'],
    });
    const reader = `reader@${payload.company_domain_list[0]}`;
    const shared = await api.post(
      API.assignments.shareFile,
      { delivery_id: delivery.id, emails: [reader] },
      ops,
    );
    expect(shared.statusCode, shared.body).toBe(200);
    const shareMail = await lastMail(reader, /shared with you/);
    const link = keep('personal link', /\/shared#t=([\w-]+)/.exec(shareMail.text ?? '')?.[1]);
    expect((await api.post(API.recipients.requestCode, { token: link })).statusCode).toBe(200);
    const code = keep(
      'one-time code',
      /Your code is (\d{6})/.exec((await lastMail(reader, /Your code/)).text ?? '')?.[1],
    );
    const verified = await api.post(API.recipients.verify, { token: link, code });
    expect(verified.statusCode, verified.body).toBe(200);
    const recipient = keep('recipient session', verified.json().token);

    // The reader downloads: a short-lived streaming link.
    const detail = (await api.get(API.recipients.delivery(delivery.id), recipient)).json().data;
    const file = detail.versions[0].files[0];
    const readerLink = await api.post(
      API.recipients.download,
      { delivery_id: delivery.id, version: 1, file_id: file.id, format: 'pdf' },
      recipient,
    );
    expect(readerLink.statusCode, readerLink.body).toBe(200);
    const readerStream: string = readerLink.json().download_url;
    keep("reader's streaming link", readerStream.split('/').at(-1));
    expect((await app.inject({ method: 'GET', url: readerStream })).statusCode).toBe(200);

    // Staff ask the reader for files (decision 0039): the request's link, its mailed code, the contact's session.
    const asked = await api.post(
      API.fileRequests.list,
      {
        client_id: client.client_id,
        email: reader,
        title: 'Scans',
        due_date: utcDay(t.clock.now()),
        extensions: ['pdf'],
        max_size_mb: 1,
      },
      ops,
    );
    expect(asked.statusCode, asked.body).toBe(200);
    const requestLink = keep('file request link', /\/request#t=([\w-]+)/.exec(asked.json().link)?.[1]);
    expect((await lastMail(reader, /Files requested/)).text).toContain(requestLink);
    expect((await api.post(API.requestLinks.requestCode, { token: requestLink })).statusCode).toBe(200);
    const requestCode = keep(
      'file request code',
      /Your code is (\d{6})/.exec((await lastMail(reader, /send your files/)).text ?? '')?.[1],
    );
    const contact = await api.post(API.requestLinks.verify, { token: requestLink, code: requestCode });
    expect(contact.statusCode, contact.body).toBe(200);
    keep('file request session', contact.json().token);

    // Staff download through a download grant, redeemed for a streaming link.
    const staffDetail = (await api.get(API.assignments.byId(delivery.id), ops)).json().last_assignment;
    const grantLink: string = staffDetail.target_versions[0].files[0].links.pdf;
    keep('download grant', /\/download\/([^/]+)\//.exec(grantLink)?.[1]);
    const redeemed = await api.get(grantLink, ops);
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    keep("staff's streaming link", String(redeemed.json().download_url).split('/').at(-1));

    // A new secure key, shown once and mailed to the reader.
    const secure = await api.post(API.assignments.secureKey, { delivery_id: delivery.id, resend: true }, ops);
    expect(secure.statusCode, secure.body).toBe(200);
    const secureKey = keep('secure key', secure.json().secure_key);
    expect((await lastMail(reader, /secure key/i)).text).toContain(secureKey);

    // An integration key for the workflow tool.
    const made = await api.post(API.deliveries.integrationKeys, { name: 'Workflow tool' }, admin.token);
    expect(made.statusCode, made.body).toBe(200);
    keep('integration key', made.json().key);

    // The colleague sets up an authenticator app, then signs in with it and with a recovery code.
    const begin = await api.post(API.mfa.totp, undefined, ops);
    expect(begin.statusCode, begin.body).toBe(200);
    const totpSecret = keep('TOTP secret', begin.json().secret);
    keep('otpauth address', begin.json().otpauth_url);
    const totp = new TOTP({ secret: Secret.fromBase32(totpSecret), digits: 6, period: 30 });
    const totpCode = () => totp.generate({ timestamp: t!.clock.now().getTime() });
    const confirmed = await api.post(API.mfa.totpConfirm, { code: keep('TOTP code', totpCode()) }, ops);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const recoveryCodes: string[] = confirmed.json().recovery_codes;
    expect(recoveryCodes.length).toBeGreaterThan(0);
    recoveryCodes.forEach((code, n) => {
      keep(`recovery code ${n + 1}`, code);
      if (code.includes('-')) keep(`recovery code ${n + 1} without its dash`, code.replace(/-/g, ''));
    });
    const secondStep = async (codeNow: () => string) => {
      t!.clock.advance(30_000); // a code is taken once per time step
      const code = codeNow();
      const step = await api.post(API.auth.login, { username: invitee, password: SECOND_PASSWORD });
      expect(step.json().mfa_required, step.body).toBe(true);
      const mfaToken = keep('second-step token', step.json().mfa_token);
      const signedIn = await api.post(API.auth.loginMfa, { mfa_token: mfaToken, code });
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      keep('session after the second factor', signedIn.json().token.access_token);
    };
    await secondStep(() => keep('TOTP code at sign-in', totpCode()));
    await secondStep(() => recoveryCodes[0]!);

    // Every mail went out through the SMTP server, none into the data folder.
    expect((await mails()).length).toBeGreaterThanOrEqual(5);
    expect(existsSync(path.join(dataDir, 'outbox'))).toBe(false);

    // Searched: a full dump (pg_dump on PostgreSQL; every row of every table on PGlite), then, with the
    // database closed (so everything it holds is on disk), every file of the data folder.
    const url = process.env.TEST_DATABASE_URL;
    const dump = url ? await pgDump(url) : await rowsAsText(database);
    const hits = findSecrets(dump, url ? 'pg_dump' : 'rows of every table', handedOut);
    expect(log.join('')).toContain('/api-ops/misc/v1/download/');
    hits.push(...findSecrets(Buffer.from(log.join('')), 'server log', handedOut));
    await app.close();
    await database.close();
    t = undefined;
    database = undefined;
    hits.push(...(await searchFiles(dataDir, handedOut)));

    // The search sees what is stored: the invitee's address, no secret, is found in both places.
    const address = [{ what: 'invitee address', value: invitee }];
    expect(findSecrets(dump, 'dump', address)).not.toEqual([]);
    if (!url) expect(await searchFiles(dataDir, address)).not.toEqual([]);

    expect(hits.map((h) => `${h.what} (${h.encoding}) in ${h.where}: …${h.around}…`)).toEqual([]);
  },
);
