// Delivering a version, for npm run bench:sweep: a new version of existing live deliveries (part 2's Update
// Delivery call). Each deliver call claims uploaded files, so the files are prepared first, through the API as
// the browser sends them (update-get-url, one small part PUT, multipart-complete, outside the timing), and
// then only the deliver calls are timed, each once, by `connections` clients in parallel.
// What a run adds to the database: one version (one small target file) on each of the 220 deliveries used,
// as staff delivering a revision would (each is among the newest, and its date becomes now);
// the requester's notification mail is sent by the server's mail worker into the .eml outbox (no SMTP_URL in
// the bench), and the mail and the file's bytes stay in the bench server's temporary data directory. Nothing else changes, so every later run works the same way.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { API, deliverInputToFields } from '@ops/contracts';
import { percentile } from './bench-kit.mjs';
import { cpuOfCommand, sampleUsage } from './process-usage.mjs';

const FILE_BYTES = 4096;
const HOUR = 3_600_000;

/**
 * `count` of the newest deliveries (drawn from the newest 4 × count), each with one of its assignments: a
 * revision of a recent delivery, which moves its date to now, so the months other calls read stay as they are.
 */
async function recentDeliveries(databaseUrl, count) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query(
    `select d.id, (select min(assignment_id) from delivery_assignments a where a.delivery_id = d.id) as assignment
       from (select id from deliveries where files_removed_at is null
              order by actual_delivery desc limit $1) d
      order by random() limit $2`,
    [4 * count, count],
  );
  await client.end();
  return rows.filter((r) => r.assignment);
}

/** One completed upload of a small target file for the delivery's update flow (get-url, PUT, complete). */
async function uploadTarget(base, headers, deliveryId, fileName) {
  const post = async (path, payload) => {
    const answer = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    const body = await answer.json();
    if (!body.success) throw new Error(`${path}: ${answer.status} ${body.message}`);
    return body;
  };
  const { upload_id, urls } = await post(API.deliveries.updateGetUrl, {
    delivery_id: String(deliveryId),
    group: 'G_1',
    file_type: 'target_files',
    file_name: fileName,
    file_size: FILE_BYTES,
    chunk_size: 5,
  });
  const put = await fetch(`${base}${urls[0]}`, { method: 'PUT', body: randomBytes(FILE_BYTES) });
  if (put.status !== 200) throw new Error(`part PUT: ${put.status} ${await put.text()}`);
  const parts = [{ PartNumber: 1, ETag: put.headers.get('etag') }];
  await post(API.deliveries.multipartComplete, { upload_id, file_name: fileName, parts });
}

/** The Update Delivery form of version 2 (the uploaded target file in the delivery's own group). */
function updateForm(delivery, fileName) {
  const form = new FormData();
  const fields = deliverInputToFields(
    {
      delivery_id: String(delivery.id),
      current_delivery_time: new Date().toISOString(),
      share_emails: [],
      groups: [
        {
          assignment_ids: [delivery.assignment],
          source_files: [],
          target_files: [fileName],
          committed_delivery: new Date(Date.now() + 48 * HOUR).toISOString(),
          delivery_notes: 'Revised after review.',
        },
      ],
    },
    'update',
  );
  for (const [name, value] of fields) form.append(name, value);
  return form;
}

/**
 * Prepares `warm + count` deliveries' uploads, delivers the first `warm` untimed, then times `count` deliver
 * calls at `connections` in parallel. Answers p50, p95, calls per second, answers other than 200, the CPU
 * milliseconds per timed call of the server (`serverPid`, its background work, the mails, included), of the
 * PostgreSQL processes on this machine and of this bench client, and the share of the cores busy meanwhile:
 * on a machine with few cores the three share them, and a call waits while the others run.
 */
export async function measureDeliver(base, databaseUrl, headers, { count, warm, connections, serverPid }) {
  const run = randomBytes(3).toString('hex');
  const targets = await recentDeliveries(databaseUrl, warm + count);
  const fileName = (delivery) => `Sweep ${run} ${delivery.id} v2.pdf`;
  let next = 0;
  const parallel = (list, work) =>
    Promise.all(
      Array.from({ length: connections }, async () => {
        while (next < list.length) await work(list[next++]);
      }),
    );
  await parallel(targets, (d) => uploadTarget(base, headers, d.id, fileName(d)));
  next = 0;
  const latencies = [];
  let errors = 0;
  const deliver = async (delivery, timed) => {
    const started = performance.now();
    const answer = await fetch(`${base}${API.deliveries.updateDelivery}`, {
      method: 'POST',
      headers,
      body: updateForm(delivery, fileName(delivery)),
    });
    const body = await answer.text();
    if (!timed) return;
    latencies.push(performance.now() - started);
    if (answer.status !== 200) {
      errors += 1;
      if (errors === 1) console.error(`deliver ${delivery.id}: ${answer.status} ${body}`);
    }
  };
  await parallel(targets.slice(0, warm), (d) => deliver(d, false));
  const measured = targets.slice(warm);
  next = 0;
  const usage = sampleUsage(serverPid);
  const postgres = cpuOfCommand('postgres');
  const clientBefore = process.cpuUsage();
  const started = performance.now();
  await parallel(measured, (d) => deliver(d, true));
  const seconds = (performance.now() - started) / 1000;
  const client = process.cpuUsage(clientBefore);
  const postgresSeconds = postgres.since();
  const { cpuSeconds, machineBusy } = usage.stop();
  const perCall = (cpu) => (cpu * 1000) / latencies.length;
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    rps: latencies.length / seconds,
    count: latencies.length,
    errors,
    cpuMsPerCall: perCall(cpuSeconds),
    postgresCpuMsPerCall: perCall(postgresSeconds),
    clientCpuMsPerCall: perCall((client.user + client.system) / 1e6),
    machineBusy,
  };
}
