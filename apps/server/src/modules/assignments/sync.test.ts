import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { API, SYNC_MESSAGES } from '@ops/contracts';
import writeXlsxFile from 'write-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from '@/test/api-client.js';
import { buildTestApp } from '@/test/build-app.js';
import { buildClient } from '@/test/client-factories.js';
import { buildDelivery } from '@/test/delivery-factories.js';
import { buildSignedInUser } from '@/test/factories.js';

const HEADER =
  'batch_id,requester_name,invoice_code,requested_delivery,committed_delivery,actual_delivery,feedback';
let csv = HEADER;
let server: Server;
let url: string;

async function appWithTracker(source: string | ((dir: string) => string), env: Record<string, string> = {}) {
  const dataDir = path.join(
    process.env.TMPDIR ?? '/tmp',
    `ops-sync-${process.pid}-${Math.random().toString(36).slice(2)}`,
  );
  const t = await buildTestApp({
    dataDir,
    // The test's sheet server is on loopback: the setting for an internal sheet host allows it.
    env: {
      TRACKER_SHEET: typeof source === 'string' ? source : source(dataDir),
      TRACKER_SHEET_INTERNAL: 'true',
      ...env,
    },
  });
  const api = apiClient(t.app);
  const token = (await buildSignedInUser(t.app)).token;
  const { client, entity } = await buildClient(api, token);
  const { delivery } = await buildDelivery(t.app, { clientId: client.client_id, entityId: entity.id });
  // A data folder handed to buildTestApp is the caller's to remove.
  const close = async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  return { t: { ...t, close }, api, token, delivery };
}

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/broken') return void res.writeHead(500).end();
    // 2 MB of one endless-looking sheet, past a 1 MB limit.
    if (req.url === '/huge') return void res.end(`${HEADER}\n${'x,'.repeat(1024 * 1024)}`);
    res.writeHead(200, { 'content-type': 'text/csv' }).end(csv);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('POST /api-ops/ops/v1/google-sync-delivery/', () => {
  let ctx: Awaited<ReturnType<typeof appWithTracker>>;
  let api: ApiClient;
  beforeAll(async () => {
    ctx = await appWithTracker(`${url}/export?format=csv`);
    api = ctx.api;
  });
  afterAll(() => ctx.t.close());

  it('maps the row of a CSV served over HTTP onto the delivery', async () => {
    csv = `${HEADER}\nother,x,,,,,\n${ctx.delivery.batch_id},Renée Dubois,INV-77,,2026-11-20T10:00:00Z,2026-11-21T04:00:00Z,5\n`;
    const res = await api.post(API.assignments.sync, { delivery_id: ctx.delivery.id }, ctx.token);
    expect(res.json()).toEqual({ success: true, message: SYNC_MESSAGES.synced });
    const detail = (await api.get(API.assignments.byId(ctx.delivery.id), ctx.token)).json().last_assignment;
    expect(detail).toMatchObject({
      requester_name: 'Renée Dubois',
      invoice_code: 'INV-77',
      feedback: 5,
      duration: '-0 Day, 18 Hrs',
    });
    // The search finds it by its new requester, whatever the case (an accented capital included).
    const found = (await api.get(`${API.assignments.list}?search=REN%C3%89E%20dub`, ctx.token)).json();
    expect(found.data.months.flatMap((m: { info: { id: number }[] }) => m.info.map((i) => i.id))).toEqual([
      ctx.delivery.id,
    ]);
  });

  it('says so when the row is missing, a value is bad, or the sheet cannot be read', async () => {
    csv = `${HEADER}\nsomething-else,x,,,,,\n`;
    const missing = await api.post(API.assignments.sync, { delivery_id: ctx.delivery.id }, ctx.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(SYNC_MESSAGES.rowMissing);
    csv = `${HEADER}\n${ctx.delivery.batch_id},,,,not a date,,\n`;
    expect(
      (await api.post(API.assignments.sync, { delivery_id: ctx.delivery.id }, ctx.token)).json().message,
    ).toBe(SYNC_MESSAGES.badValue('committed_delivery', 2));
    csv = 'no,batch,column\n1,2,3\n';
    expect(
      (await api.post(API.assignments.sync, { delivery_id: ctx.delivery.id }, ctx.token)).json().message,
    ).toBe(SYNC_MESSAGES.unreadable);
    expect((await api.post(API.assignments.sync, { delivery_id: 999999 }, ctx.token)).statusCode).toBe(404);
    expect((await api.post(API.assignments.sync, {}, ctx.token)).statusCode).toBe(400);
  });
});

it('reads an XLSX tracker file', async () => {
  const ctx = await appWithTracker((dir) => path.join(dir, 'tracker.xlsx'));
  try {
    const file = path.join(ctx.t.dataDir, 'tracker.xlsx');
    const header = HEADER.split(',').map((value) => ({ value }));
    await writeXlsxFile([
      header,
      [{ value: ctx.delivery.batch_id }, { value: 'Kenji Sato' }, { value: 'INV-9' }],
    ]).toFile(file);
    const res = await ctx.api.post(API.assignments.sync, { delivery_id: ctx.delivery.id }, ctx.token);
    expect(res.json().message).toBe(SYNC_MESSAGES.synced);
    const detail = (await ctx.api.get(API.assignments.byId(ctx.delivery.id), ctx.token)).json()
      .last_assignment;
    expect(detail).toMatchObject({ requester_name: 'Kenji Sato', invoice_code: 'INV-9' });
  } finally {
    await ctx.t.close();
  }
});

it('answers 502 when the sheet cannot be reached', async () => {
  for (const source of [`${url}/broken`, 'http://127.0.0.1:9/tracker.csv']) {
    const ctx = await appWithTracker(source);
    try {
      const res = await ctx.api.post(API.assignments.sync, { delivery_id: ctx.delivery.id }, ctx.token);
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe(SYNC_MESSAGES.unreachable);
    } finally {
      await ctx.t.close();
    }
  }
});

it('keeps a tracker file that is not there from passing as synced', async () => {
  const ctx = await appWithTracker((dir) => path.join(dir, 'absent.csv'));
  try {
    await writeFile(path.join(ctx.t.dataDir, 'unrelated.txt'), 'x');
    expect(
      (await ctx.api.post(API.assignments.sync, { delivery_id: ctx.delivery.id }, ctx.token)).statusCode,
    ).toBe(502);
  } finally {
    await ctx.t.close();
  }
});

it('refuses an oversized sheet and, without the internal setting, a loopback sheet host (decision 0019)', async () => {
  const huge = await appWithTracker(`${url}/huge`, { TRACKER_MAX_MB: '1' });
  try {
    const res = await huge.api.post(API.assignments.sync, { delivery_id: huge.delivery.id }, huge.token);
    expect([res.statusCode, res.json().message]).toEqual([502, SYNC_MESSAGES.tooLarge]);
  } finally {
    await huge.t.close();
  }
  const loopback = await appWithTracker(`${url}/export?format=csv`, { TRACKER_SHEET_INTERNAL: 'false' });
  try {
    const res = await loopback.api.post(
      API.assignments.sync,
      { delivery_id: loopback.delivery.id },
      loopback.token,
    );
    expect([res.statusCode, res.json().message]).toEqual([502, SYNC_MESSAGES.notAllowed]);
  } finally {
    await loopback.t.close();
  }
});
