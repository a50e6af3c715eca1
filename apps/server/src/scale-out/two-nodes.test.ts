import { createHash, randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { API, DELIVERY_MESSAGES, MESSAGES, RECIPIENT_MESSAGES } from '@ops/contracts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { JOBS } from '../jobs/job-queue.js';
import { deliverForm, deliveryWorld } from '../test/deliver-kit.js';
import { buildDelivery } from '../test/delivery-factories.js';
import { buildUser, signIn } from '../test/factories.js';
import { resetTokenOf } from '../test/outbox.js';
import { putPresignedPart } from '../test/s3-server.js';
import { buildWorkspaceAssignment } from '../test/workspace-factories.js';
import type { NodeClient } from './node-client.js';
import { useTwoNodes } from './two-node-cluster.js';

const databaseUrl = process.env.TEST_DATABASE_URL;
const MiB = 1024 * 1024;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const soon = { timeout: 15_000, interval: 200 };

// Skipped without TEST_DATABASE_URL: two processes cannot share the embedded PGlite database.
describe.skipIf(!databaseUrl)(
  'two server processes on one PostgreSQL (TEST_DATABASE_URL) and one bucket',
  () => {
    const nodes = useTwoNodes(databaseUrl ?? '', {
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '3',
      // Lists are cached in each process; a write through one must still show at once through the other.
      LIST_CACHE_SECONDS: '60',
    });
    let world: Awaited<ReturnType<typeof deliveryWorld>>;
    let token: string;
    /** The time (the database's) from which every scheduled job is due each minute. */
    let everyMinuteFrom: Date;
    const reminded = `reminded-${randomBytes(4).toString('hex')}`;

    beforeAll(async () => {
      world = await deliveryWorld(nodes.seed);
      token = world.ops.token;
      // The periodic work runs hourly and every 5 minutes: due every minute now, and the timekeepers' last
      // look moved back, so the next look (each node looks every 30 s, one of them gets to) makes a tick.
      const changed = await nodes.seed.database.executeSql(
        "update pgboss.schedule set cron = '* * * * *' returning now() as at",
      );
      await nodes.seed.database.executeSql("update pgboss.version set cron_on = now() - interval '1 minute'");
      everyMinuteFrom = (changed.rows[0] as { at: Date }).at;
      // A share ending within the day: the next upkeep mails its recipient a reminder.
      const { delivery } = await buildDelivery(nodes.seed.app, {
        clientId: world.client.id,
        entityId: world.entity.id,
      });
      const shared = await nodes.a.post(
        API.assignments.shareFile,
        {
          delivery_id: delivery.id,
          emails: [`${reminded}@${world.client.domain}`],
          expires_at: new Date(Date.now() + 2 * 3_600_000).toISOString(),
        },
        token,
      );
      expect(shared.statusCode).toBe(200);
    });

    it('a session made on one node is valid on the other; signing out on either ends it on both', async () => {
      const { a, b, seed } = nodes;
      const { user, password } = await buildUser(seed.app, { userType: 'OU' });
      const login = await a.post(API.auth.login, { username: user.email, password, stay_logged_in: false });
      expect(login.statusCode).toBe(200);
      const session = login.json().token.access_token as string;
      const profile = await b.get(API.ops.profile, session);
      expect(profile.statusCode).toBe(200);
      expect(profile.json().data.email).toBe(user.email);

      expect((await b.get(API.auth.logout, session)).statusCode).toBe(200);
      for (const node of [a, b]) {
        const ended = await node.get(API.ops.profile, session);
        expect(ended.statusCode).toBe(401);
        expect(ended.json().message).toBe(MESSAGES.notAuthenticated);
      }
    });

    /**
     * With S3 the part bytes go straight to the bucket, so what is split is every call of the upload: begun
     * on A (its part URLs carry the odd parts), resumed on B (its fresh URLs carry the even ones), completed
     * on B; the delivery is made on A and downloaded through both.
     */
    async function uploadAcross(first: NodeClient, second: NodeClient, batch: string, file: UploadFile) {
      const started = await first.post(
        API.deliveries.uploadGetUrl,
        {
          delivery_id: batch,
          group: 'G_1',
          file_type: file.type,
          file_name: file.name,
          file_size: file.bytes.length,
          chunk_size: 5,
        },
        token,
      );
      expect(started.statusCode).toBe(200);
      const { upload_id, urls, chunk_size } = started.json() as {
        upload_id: string;
        urls: string[];
        chunk_size: number;
      };
      const part = (n: number) => file.bytes.subarray((n - 1) * chunk_size, n * chunk_size);
      const numbers = urls.map((_, i) => i + 1);
      const etags = new Map<number, string>();
      for (const n of numbers.filter((n) => n % 2 === 1))
        etags.set(n, await putPresignedPart(urls[n - 1]!, part(n)));

      const resumed = await second.post(API.deliveries.uploadResume, { upload_id }, token);
      expect(resumed.json()).toMatchObject({ completed: false, file_name: file.name });
      const stored = resumed.json().parts as { PartNumber: number; ETag: string }[];
      expect(stored.map((p) => p.PartNumber)).toEqual([...etags.keys()]);
      expect(stored.map((p) => p.ETag)).toEqual([...etags.values()]);
      for (const n of numbers.filter((n) => n % 2 === 0))
        etags.set(n, await putPresignedPart(resumed.json().urls[n - 1], part(n)));

      const parts = numbers.map((n) => ({ PartNumber: n, ETag: etags.get(n)! }));
      const done = await second.post(
        API.deliveries.multipartComplete,
        { upload_id, file_name: file.name, parts },
        token,
      );
      expect(done.statusCode).toBe(200);
      expect(done.json().details).toEqual({ upload_id, file_name: file.name, file_size: file.bytes.length });
      return numbers.length;
    }

    /** Redeems a detail's link on `node` and fetches the bytes it answers (a presigned GET, or a node's zip). */
    async function fetchDownload(node: NodeClient, link: string, streamFrom: NodeClient) {
      const grant = await node.get(link, token);
      expect(grant.statusCode).toBe(200);
      const url = grant.json().download_url as string;
      if (!url.startsWith('/')) return Buffer.from(await (await fetch(url)).arrayBuffer());
      const streamed = await streamFrom.get(url);
      expect(streamed.statusCode).toBe(200);
      return streamed.rawPayload;
    }

    it('one file uploaded through both nodes is delivered and downloads byte for byte through either', async () => {
      const { a, b, seed } = nodes;
      const batch = `SCALE-${Date.now()}`;
      const target = { name: 'Deck.pdf', type: 'target_files', bytes: randomBytes(15 * MiB + 1234) } as const;
      const source = { name: 'Brief.docx', type: 'source_files', bytes: randomBytes(64 * 1024) } as const;
      expect(await uploadAcross(a, b, batch, target)).toBe(4);
      await uploadAcross(b, a, batch, source);

      // B's lists are cached (a version the database keeps); a delivery made through A shows there at once.
      const cards = async (node: NodeClient) =>
        ((await node.get(API.assignments.list, token)).json().data.months as { info: { id: number }[] }[])
          .flatMap((m) => m.info)
          .map((card) => card.id);
      const before = await cards(b);

      const assignment = await buildWorkspaceAssignment(seed.app, {
        clientId: world.client.id,
        entityId: world.entity.id,
      });
      const group = {
        assignment_ids: [assignment.id],
        source_files: [source.name],
        target_files: [target.name],
        delivery_notes: 'Across two nodes',
      };
      const delivered = await a.post(
        API.deliveries.uploadNewDelivery,
        deliverForm(batch, [group], 'new'),
        token,
      );
      expect(delivered.statusCode).toBe(200);
      expect(delivered.json()).toMatchObject({ message: DELIVERY_MESSAGES.delivered, batch_id: batch });
      const id = delivered.json().id as number;
      expect(before).not.toContain(id);
      expect(await cards(b)).toContain(id);

      const detail = (await b.get(API.assignments.byId(id), token)).json().last_assignment;
      const version = detail.target_versions[0];
      expect(sha256(await fetchDownload(a, version.files[0].links.pdf, a))).toBe(sha256(target.bytes));
      expect(sha256(await fetchDownload(b, detail.source_files[0].links.docx, b))).toBe(sha256(source.bytes));
      // The zip's streaming link, signed by B, is honoured by A: the nodes share the signing secret.
      const zip = await fetchDownload(b, version.zip_link.link, a);
      expect(zip.subarray(0, 2).toString()).toBe('PK');
      expect(zip.includes(Buffer.from(target.name))).toBe(true);
    });

    it('a share made on A and revoked on B ends the recipient’s access through A', async () => {
      const { a, b, seed, mail } = nodes;
      const { delivery } = await buildDelivery(seed.app, {
        clientId: world.client.id,
        entityId: world.entity.id,
      });
      const email = `buyer@${world.client.domain}`;
      expect(
        (await a.post(API.assignments.shareFile, { delivery_id: delivery.id, emails: [email] }, token))
          .statusCode,
      ).toBe(200);

      const mailed = async (subject: RegExp, pattern: RegExp) => {
        let found = '';
        await vi.waitFor(async () => {
          const match = pattern.exec((await mail.to(email, subject)).at(-1)?.text ?? '');
          expect(match).not.toBeNull();
          found = match![1]!;
        }, soon);
        return found;
      };
      const link = await mailed(/shared with you/, /\/shared#t=([\w-]+)/);
      expect((await b.post(API.recipients.requestCode, { token: link })).json()).toEqual({
        success: true,
        message: RECIPIENT_MESSAGES.codeSent,
      });
      const code = await mailed(/Your code/, /Your code is (\d{6})/);
      const verified = await a.post(API.recipients.verify, { token: link, code });
      expect(verified.statusCode).toBe(200);
      const session = verified.json().token as string;
      expect((await b.get(API.recipients.delivery(delivery.id), session)).statusCode).toBe(200);

      const revoked = await b.post(API.assignments.revokeShare, { delivery_id: delivery.id, email }, token);
      expect(revoked.json().message).toBe(DELIVERY_MESSAGES.shareRevoked);
      expect((await a.get(API.recipients.delivery(delivery.id), session)).statusCode).toBe(404);
      expect((await a.get(API.recipients.deliveries, session)).json().data).toEqual([]);
      const download = await a.post(
        API.recipients.download,
        { delivery_id: delivery.id, version: 1 },
        session,
      );
      expect(download.statusCode).toBe(404);
    });

    it('failed sign-ins through both nodes count together against the account', async () => {
      const { a, b, seed } = nodes;
      const { user, password } = await buildUser(seed.app, { userType: 'OU' });
      for (const node of [a, b, a]) {
        const wrong = await node.post(API.auth.login, { username: user.email, password: 'Wrong#Pass123' });
        expect(wrong.statusCode).toBe(401);
        expect(wrong.json().message).toBe(MESSAGES.incorrectPassword);
      }
      // The limit is 3 per account: the fourth try is refused on either node, the right password or not.
      for (const node of [b, a]) {
        const locked = await node.post(API.auth.login, { username: user.email, password });
        expect(locked.statusCode).toBe(429);
        expect(locked.json().message).toBe(MESSAGES.tooManyAttempts(15));
      }
    });

    it('a reset mail asked for on B arrives once; its link works on A and ends the sessions on both', async () => {
      const { a, b, seed, mail } = nodes;
      const { user, password } = await buildUser(seed.app, { userType: 'OU' });
      const old = await signIn(seed.app, user.email, password);
      const asked = await b.post(API.auth.forgetPassword, { email: user.email });
      expect(asked.json()).toEqual({ success: true, message: MESSAGES.resetLinkSent });

      const resets = () => mail.to(user.email, /^Reset your password$/);
      await vi.waitFor(async () => expect(await resets()).toHaveLength(1), soon);
      // Both nodes poll the queue every 0.5 s: a second taker would have sent it again by now.
      await sleep(3000);
      const mails = await resets();
      expect(mails).toHaveLength(1);

      const newPassword = 'Fresh#Pass4567';
      const changed = await a.post(API.auth.changePasswordWithLink, {
        q: resetTokenOf(mails[0]!.text),
        password: newPassword,
      });
      expect(changed.json()).toEqual({ success: true, message: MESSAGES.passwordUpdated });
      for (const node of [a, b]) expect((await node.get(API.ops.profile, old)).statusCode).toBe(401);
      const login = await b.post(API.auth.login, { username: user.email, password: newPassword });
      expect(login.statusCode).toBe(200);
    });

    it('each scheduled tick makes one job across both nodes, run once; the upkeep reminds a share’s recipient once', async () => {
      const { seed, mail } = nodes;
      const names = [JOBS.upkeep, JOBS.requeueMail];
      const jobs = async () =>
        (
          await seed.database.executeSql(
            `select name, state, retry_count, created_on from pgboss.job
            where name = any($1) and created_on >= $2 order by created_on`,
            [names, everyMinuteFrom],
          )
        ).rows as { name: string; state: string; retry_count: number; created_on: Date }[];
      // Each node's timekeeper looks every 30 s; the first look after the change makes the tick's jobs.
      await vi.waitFor(
        async () => {
          const rows = await jobs();
          for (const name of names) expect(rows.find((r) => r.name === name)?.state).toBe('completed');
        },
        { timeout: 45_000, interval: 500 },
      );
      // A second node making its own job for the tick would do so within seconds; the next tick is 30 s on.
      const firsts = await jobs();
      const latest = Math.max(...firsts.map((r) => r.created_on.getTime()));
      await sleep(Math.max(0, latest + 8_000 - Date.now()));
      const rows = await jobs();
      for (const name of names) {
        const first = rows.find((r) => r.name === name)!;
        const tick = rows.filter(
          (r) => r.name === name && r.created_on.getTime() - first.created_on.getTime() < 20_000,
        );
        expect(tick.map(({ state, retry_count }) => ({ state, retry_count }))).toEqual([
          { state: 'completed', retry_count: 0 },
        ]);
      }

      const reminders = () => mail.to(`${reminded}@${world.client.domain}`, /ends soon$/);
      // The mail goes out through the queue after the tick's upkeep (or the next tick's, had the first come
      // before the share was made).
      await vi.waitFor(async () => expect(await reminders()).toHaveLength(1), {
        timeout: 40_000,
        interval: 500,
      });
      await sleep(2000);
      expect(await reminders()).toHaveLength(1);
    }, 90_000);
  },
);

interface UploadFile {
  name: string;
  type: 'source_files' | 'target_files';
  bytes: Buffer;
}
