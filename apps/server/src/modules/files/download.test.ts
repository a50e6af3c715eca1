import { writeFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, isNotNull } from 'drizzle-orm';
import { API, MESSAGES } from '@ops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryFiles } from '@/db/delivery-schema.js';
import { apiClient, type ApiClient } from '@/test/api-client.js';
import { buildTestApp, type TestApp } from '@/test/build-app.js';
import { buildClient } from '@/test/client-factories.js';
import { buildDelivery } from '@/test/delivery-factories.js';
import { buildSignedInUser } from '@/test/factories.js';
import { writeMmdb } from '@/test/mmdb-writer.js';

const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const PIXEL_PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130 Mobile Safari/537.36';

let t: TestApp;
let api: ApiClient;
let token: string;
let owner: { clientId: number; entityId: number };
let geoDir: string;
beforeAll(async () => {
  geoDir = await mkdtemp(path.join(os.tmpdir(), 'ops-geoip-'));
  const geoFile = path.join(geoDir, 'city.mmdb');
  await writeFile(
    geoFile,
    writeMmdb({
      '198.51.100.20': { city: { names: { en: 'Pune' } }, country: { names: { en: 'India' } } },
    }),
  );
  t = await buildTestApp({ env: { GEOIP_DATABASE: geoFile } });
  api = apiClient(t.app);
  token = (await buildSignedInUser(t.app, { userType: 'OA', firstName: 'Ravi' })).token;
  const { client, entity } = await buildClient(api, token);
  owner = { clientId: client.client_id, entityId: entity.id };
});
afterAll(async () => {
  await t.close();
  await rm(geoDir, { recursive: true, force: true });
});

// The clock moves on after each view, so the download that follows is the newest log entry.
const detailOf = async (id: number) => {
  const detail = (await api.get(API.assignments.byId(id), token)).json().last_assignment;
  t.clock.advance(1000);
  return detail;
};
const latestLog = async (id: number) => (await api.get(API.assignments.accessLog(id), token)).json().data[0];

describe('GET a file link (download grant)', () => {
  it('logs the download with the browser platform, the device its User-Agent names and the GeoIP location, then streams', async () => {
    const { delivery } = await buildDelivery(t.app, { ...owner, fileName: 'Deck.pptx', formats: ['pdf'] });
    const link = (await detailOf(delivery.id)).target_versions[0].files[0].links.pdf;
    const grant = await t.app.inject({
      method: 'GET',
      url: `${link}?ip=10.0.0.1&address=Somewhere&platform=MacIntel&device=Desktop&all=false`,
      headers: { authorization: `Bearer ${token}`, 'user-agent': PIXEL_PHONE },
      remoteAddress: '198.51.100.20',
    });
    expect(grant.statusCode).toBe(200);
    expect(await latestLog(delivery.id)).toMatchObject({
      type: 'download',
      platform: 'MacIntel · Mobile',
      access_log_string: 'Ravi downloaded Deck.pdf',
      tooltip: { ip: '198.51.100.20', location: 'Pune, India', files: ['Deck.pdf'] },
    });
    const file = await t.app.inject({ method: 'GET', url: grant.json().download_url });
    expect(file.statusCode).toBe(200);
    expect(file.body).toMatch(/^pdf content of /);
  });

  it('falls back to the User-Agent, and to the given address when GeoIP cannot place the IP', async () => {
    const { delivery } = await buildDelivery(t.app, { ...owner, fileName: 'Deck.pptx', formats: ['pdf'] });
    const link = (await detailOf(delivery.id)).target_versions[0].files[0].links.pdf;
    await t.app.inject({
      method: 'GET',
      url: `${link}?address=Lisbon%2C%20Portugal`,
      headers: { authorization: `Bearer ${token}`, 'user-agent': PIXEL_PHONE },
      remoteAddress: '203.0.113.50',
    });
    expect(await latestLog(delivery.id)).toMatchObject({
      platform: 'Android · Mobile',
      tooltip: { ip: '203.0.113.50', location: 'Lisbon, Portugal' },
    });
  });

  it('reads every device with one parser: an iPad is a tablet whatever the browser says, no User-Agent keeps its word', async () => {
    const { delivery } = await buildDelivery(t.app, { ...owner, fileName: 'Deck.pptx', formats: ['pdf'] });
    const link = (await detailOf(delivery.id)).target_versions[0].files[0].links.pdf;
    const download = (userAgent: string | undefined) =>
      t.app.inject({
        method: 'GET',
        url: `${link}?platform=&device=Mobile`,
        headers: { authorization: `Bearer ${token}`, 'user-agent': userAgent ?? '' },
      });
    await download(IPAD);
    expect((await latestLog(delivery.id)).platform).toBe('iOS · Tablet');
    t.clock.advance(1000);
    await download(undefined);
    expect((await latestLog(delivery.id)).platform).toBe('Unknown · Mobile');
  });

  it('answers the input files as one zip', async () => {
    const { delivery } = await buildDelivery(t.app, { ...owner, sourceFormats: ['docx', 'pdf'] });
    const detail = await detailOf(delivery.id);
    expect(detail.source_files[0].links).toEqual({ docx: expect.any(String), pdf: expect.any(String) });
    expect(detail.input_zip_link.name).toBe(`${delivery.batch_id}-input.zip`);
    const grant = await api.get(`${detail.input_zip_link.link}?all=true`, token);
    const zip = await t.app.inject({ method: 'GET', url: grant.json().download_url });
    expect(zip.statusCode).toBe(200);
    expect(zip.rawPayload.includes(Buffer.from('brief.docx'))).toBe(true);
    expect(zip.rawPayload.includes(Buffer.from('brief.pdf'))).toBe(true);
    const without = await buildDelivery(t.app, owner);
    expect((await detailOf(without.delivery.id)).input_zip_link).toBeNull();
  });

  it('refuses tampered or expired grants, bad queries, missing files and anonymous callers', async () => {
    const { delivery } = await buildDelivery(t.app, { ...owner, formats: ['pdf'] });
    const link: string = (await detailOf(delivery.id)).target_versions[0].files[0].links.pdf;
    const tampered = link.replace(/\.([\w-]+)\/$/, (_m, mac: string) => `.${mac.slice(0, -2)}xx/`);
    expect((await api.get(tampered, token)).json()).toEqual({
      success: false,
      message: MESSAGES.linkExpired,
    });
    expect((await api.get(`${link}?all=maybe`, token)).statusCode).toBe(400);
    expect((await api.get(link)).statusCode).toBe(401);

    // Signed with the same secret but naming no stored file: the grant itself, a zip's streaming link.
    const zipGrant: string = (await detailOf(delivery.id)).target_versions[0].zip_link.link;
    const zipUrl: string = (await api.get(zipGrant, token)).json().download_url;
    for (const other of [link.split('/').at(-2), zipUrl.split('/').at(-1)])
      expect((await t.app.inject({ method: 'GET', url: `/files/${other}` })).json()).toEqual({
        success: false,
        message: MESSAGES.linkExpired,
      });

    const streamUrl = (await api.get(link, token)).json().download_url;
    t.clock.advance(6 * 60_000);
    expect((await t.app.inject({ method: 'GET', url: streamUrl })).statusCode).toBe(404);

    await t.app.services.storage.delete(
      `deliveries/${delivery.id}/${await firstTargetFileId(delivery.id)}.pdf`,
    );
    expect((await api.get(link, token)).statusCode).toBe(404);
    t.clock.advance(60 * 60_000);
    expect((await api.get(link, token)).statusCode).toBe(404);
  });
});

async function firstTargetFileId(deliveryId: number) {
  const [row] = await t.app.services.db
    .select({ id: deliveryFiles.id })
    .from(deliveryFiles)
    .where(and(eq(deliveryFiles.delivery_id, deliveryId), isNotNull(deliveryFiles.version_id)));
  return row!.id;
}
