import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Locator, type Page, type Request, type Route } from '@playwright/test';
import { ACCOUNTS } from './env';
import { apiGet, choose, signInToAssignments, uniqueSuffix } from './helpers';

/* ---------- Calls on the API as the signed-in user ---------- */

export const PATHS = {
  assignmentImport: '/api-ops/workspace/v1/assignment-import/',
  uploadGetUrl: '/api-ops/ops/v1/upload-get-url/',
  updateGetUrl: '/api-ops/ops/v1/update-get-url/',
  uploadResume: '/api-ops/ops/v1/upload-resume/',
  complete: '/api-ops/ops/v1/multipart-complete/',
  newDelivery: '/api-ops/ops/v1/upload-new-delivery/',
  updateDelivery: '/api-ops/ops/v1/update-delivery/',
  details: (id: number) => `/api-ops/ops/v2/all-assignments/${id}/`,
  defaultClients: '/api-req/requester/v1/default-clients',
  entity: '/api-req/requester/v1/entity/',
} as const;
/** Part PUTs to local disk: /api-ops/ops/v1/upload-part/{upload id}.{part}.{expiry}.{mac}/ */
export const PART_URLS = '**/api-ops/ops/v1/upload-part/**';

/** Signs in the operations administrator (OA) on the console; answers the bearer token its calls carry. */
export const signInOps = (page: Page) => signInToAssignments(page, ACCOUNTS.ops.email);

/** The double-submit pair every state-changing call needs: the csrftoken cookie echoed in a header. */
async function csrfHeaders(page: Page, authorization: string) {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'csrftoken');
  expect(cookie, 'the csrftoken cookie').toBeDefined();
  return { authorization, 'x-csrftoken': cookie!.value };
}

/** A POST of JSON (or a multipart form) as the signed-in user; its JSON answer, which must be a 200. */
async function apiPost<T>(
  page: Page,
  authorization: string,
  url: string,
  body: { data?: unknown; multipart?: Record<string, { name: string; mimeType: string; buffer: Buffer }> },
): Promise<T> {
  const response = await page.request.post(url, {
    headers: await csrfHeaders(page, authorization),
    ...(body.multipart ? { multipart: body.multipart } : { data: body.data }),
  });
  expect(response.status(), `POST ${url}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

/* ---------- Clients and assignments ---------- */

interface Owner {
  clientId: number;
  clientCode: string;
  entityCode: string;
}

interface EntityAnswer {
  data: { id: number; entity_code: string; is_external: boolean };
}

/** A demo client (seeded by global-setup) and its first billing entity, read through the API. */
export async function demoOwner(page: Page, authorization: string, clientCode = 'NWL'): Promise<Owner> {
  const clients = await apiGet<{ data: { id: number; client_code: string }[] }>(
    page,
    authorization,
    PATHS.defaultClients,
  );
  const client = clients.data.find((c) => c.client_code === clientCode);
  expect(client, `demo client ${clientCode}`).toBeDefined();
  const entities = await apiGet<{ data: EntityAnswer['data'][] }>(
    page,
    authorization,
    `${PATHS.entity}?cid=${client!.id}`,
  );
  const entity = entities.data.find((e) => !e.is_external) ?? entities.data[0];
  expect(entity, `an entity of ${clientCode}`).toBeDefined();
  return { clientId: client!.id, clientCode, entityCode: entity!.entity_code };
}

/**
 * A new billing entity of the demo client whose deliveries are external (is_external), with no preset
 * external type, so the wizard offers the Link/Text switch. Made by the OA account through the client API.
 */
async function externalOwner(page: Page, authorization: string): Promise<Owner> {
  const base = await demoOwner(page, authorization);
  const created = await apiPost<EntityAnswer>(page, authorization, PATHS.entity, {
    data: {
      client_id: base.clientId,
      entity_name: `External Desk ${uniqueSuffix()}`,
      country: 'India',
      city: 'Mumbai',
      is_external: true,
      file_sharing_platform: 'Box',
      file_shared_type: null,
    },
  });
  expect(created.data.is_external).toBe(true);
  return { ...base, entityCode: created.data.entity_code };
}

interface TestAssignment {
  id: string;
  name: string;
  requester: string;
  clientCode: string;
  /** As step 1's options show it: '{assignment_id} - {requester_name} ({client_code})'. */
  label: string;
}

/** Assignments no other test uses: ids, names and one requester unique to the caller. */
export function newAssignments(owner: Owner, count: number, label = 'Report'): TestAssignment[] {
  const suffix = uniqueSuffix();
  const requester = `Rae ${suffix}`;
  return Array.from({ length: count }, (_, i) => {
    const id = `E2E-${suffix}-${i + 1}`.toUpperCase();
    return {
      id,
      name: `${label} ${suffix} ${i + 1}`,
      requester,
      clientCode: owner.clientCode,
      label: `${id} - ${requester} (${owner.clientCode})`,
    };
  });
}

export const IMPORT_HEADER =
  'assignment_id,name,requester_name,requester_email,client_code,entity_code,service,sub_service,unit_type,unit_count,batch_id';

/** One CSV row (one service line) of the assignments import. */
export const importRow = (a: TestAssignment, owner: Owner, over: Partial<Record<string, string>> = {}) => {
  const row = {
    assignment_id: a.id,
    name: a.name,
    requester_name: a.requester,
    requester_email: `rae.${a.id.toLowerCase()}@example.com`,
    client_code: owner.clientCode,
    entity_code: owner.entityCode,
    service: 'Translation Services',
    sub_service: 'Proofreading',
    unit_type: 'Words',
    unit_count: '1200',
    batch_id: '',
    ...over,
  };
  return IMPORT_HEADER.split(',')
    .map((c) => row[c as keyof typeof row] ?? '')
    .join(',');
};

interface ImportReport {
  created: number;
  updated: number;
  unchanged: number;
  refused: { row: number; assignment_id: string; reasons: string[] }[];
}

/** Imports the assignments through the import endpoint (the file the /import-assignments page sends). */
export async function importAssignments(
  page: Page,
  authorization: string,
  owner: Owner,
  assignments: TestAssignment[],
) {
  const csv = [IMPORT_HEADER, ...assignments.map((a) => importRow(a, owner))].join('\n');
  const report = await apiPost<ImportReport>(page, authorization, PATHS.assignmentImport, {
    multipart: { file: { name: 'assignments.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) } },
  });
  expect(report.refused, 'no refused rows').toEqual([]);
  expect(report.created).toBe(assignments.length);
}

/** Signs in as OA, makes `count` undelivered assignments of the demo client (or an external entity). */
export async function setUpAssignments(page: Page, count: number, options: { external?: boolean } = {}) {
  const auth = await signInOps(page);
  const owner = options.external ? await externalOwner(page, auth) : await demoOwner(page, auth);
  const assignments = newAssignments(owner, count);
  await importAssignments(page, auth, owner, assignments);
  return { auth, owner, assignments };
}

/* ---------- Files ---------- */

export interface TestFile {
  path: string;
  name: string;
  size: number;
  sha256: string;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
export const MiB = 1024 * 1024;

/** A temporary folder of random files; `cleanup` removes it. */
export function fileFolder() {
  const dir = mkdtempSync(path.join(tmpdir(), 'e2e-delivery-'));
  const suffix = uniqueSuffix();
  return {
    dir,
    /** A file of `size` random bytes named `{stem}-{suffix}.{ext}`. */
    make(stem: string, ext: string, size: number): TestFile {
      const name = `${stem}-${suffix}.${ext}`;
      const filePath = path.join(dir, name);
      const bytes = randomBytes(size);
      writeFileSync(filePath, bytes);
      return { path: filePath, name, size, sha256: sha256(bytes) };
    },
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/* ---------- The wizard ---------- */

export const wizard = (page: Page) => ({
  create: page.getByRole('region', { name: 'Create Delivery' }),
  details: page.getByRole('region', { name: 'Enter Batch Details' }),
  confirm: page.getByRole('region', { name: 'Confirm Delivery' }),
  group: (n: number) => page.getByRole('article', { name: `Group ${n}`, exact: true }),
});

/** Toasts (react-hot-toast draws them as status messages). */
export const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('status').filter({ hasText: text });

/** Step 1 of /addnew: picks the assignments by their option labels, optionally names the batch, Next. */
export async function createStep(page: Page, assignments: TestAssignment[], batchId = '') {
  const { create, details } = wizard(page);
  await expect(create).toBeVisible();
  for (const a of assignments) await choose(create, 'Workspace Assignment ID(s)', a.id, a.label);
  if (batchId) await create.getByLabel('Batch ID').fill(batchId);
  await create.getByRole('button', { name: 'Next' }).click();
  await expect(details).toBeVisible();
}

/** Step 2: the group's Input and Output files. */
export async function chooseFiles(group: Locator, files: { input?: TestFile[]; output?: TestFile[] }) {
  if (files.input)
    await group.getByLabel('Input', { exact: true }).setInputFiles(files.input.map((f) => f.path));
  if (files.output)
    await group.getByLabel('Output', { exact: true }).setInputFiles(files.output.map((f) => f.path));
}

/** A file's status icon on the confirm step ('{name}: Uploaded', 'In queue', 'Failed', 'Uploading n%'). */
export const fileStatus = (scope: Page | Locator, file: TestFile, state: string) =>
  scope.getByRole('img', { name: `${file.name}: ${state}`, exact: true });

/** The confirm step's right-hand button: 'Uploading...', 'Failed to upload!', 'Deliver', 'Fetching.', ... */
export const deliverButton = (page: Page) =>
  wizard(page).confirm.getByRole('button', {
    name: /^(Uploading\.\.\.|Failed to upload!|Deliver|Fetching\.+|Fetched!!|Failed to upload !)$/,
  });

interface Delivered {
  id: number;
  batch_id: string;
  version: number;
}

/** Waits for every upload, clicks Deliver and answers what the deliver call answered. */
export async function deliver(page: Page, flow: 'new' | 'update' = 'new', timeout = 60_000) {
  const button = deliverButton(page);
  await expect(button).toHaveText('Deliver', { timeout });
  await expect(button).toBeEnabled();
  const answer = page.waitForResponse(
    (r) =>
      r.url().includes(flow === 'new' ? PATHS.newDelivery : PATHS.updateDelivery) &&
      r.request().method() === 'POST',
  );
  await button.click();
  const response = await answer;
  expect(response.status(), await response.text()).toBe(200);
  await expect(button).toHaveText('Fetched!!');
  return (await response.json()) as Delivered;
}

/* ---------- What was delivered ---------- */

interface DeliveredFile {
  name: string;
  links: Record<string, string>;
}
interface DeliveryDetails {
  id: number;
  batch_id: string;
  requester_name: string;
  assignments: string[];
  source_files: DeliveredFile[];
  target_versions: { version: number; files: DeliveredFile[] }[];
}

export const deliveryDetails = async (page: Page, auth: string, id: number) =>
  (await apiGet<{ last_assignment: DeliveryDetails }>(page, auth, PATHS.details(id))).last_assignment;

export const detailTab = (page: Page, name: string) =>
  page.getByRole('tablist', { name: 'Assignment sections' }).getByRole('tab', { name, exact: true });

/**
 * Downloads a delivered file with its button on the DELIVERY tab (`/deliver/{id}` open) and checks the
 * bytes are those uploaded.
 */
export async function expectDownloadMatches(page: Page, version: number, file: TestFile) {
  const region = page.getByRole('region', { name: `Version ${version}`, exact: true });
  const ext = path.extname(file.name).slice(1);
  const button = region.getByRole('button', { name: `Download ${file.name} as ${ext}`, exact: true });
  // Chromium now and then cancels a download started outside the click's activation window; one more try.
  for (let attempt = 1; ; attempt++) {
    await expect(button).toBeEnabled();
    const started = page.waitForEvent('download', { timeout: 30_000 });
    await button.click();
    const download = await started;
    expect(download.suggestedFilename()).toBe(file.name);
    const failure = await download.failure();
    if (failure === 'canceled' && attempt < 2) continue;
    expect(failure, `download of ${file.name}`).toBeNull();
    const bytes = readFileSync(await download.path());
    expect(bytes.length, `size of ${file.name}`).toBe(file.size);
    expect(sha256(bytes), `sha256 of ${file.name}`).toBe(file.sha256);
    return;
  }
}

/* ---------- Watching part uploads ---------- */

/** The upload id and part number of a part PUT, read from its signed URL. */
function partOf(url: string): { uploadId: string; part: number } | null {
  const match = /\/upload-part\/([A-Za-z0-9_-]+)\.(\d+)\.\d+\.[A-Za-z0-9_-]+\/?/.exec(url);
  return match ? { uploadId: match[1]!, part: Number(match[2]) } : null;
}

/**
 * Remembers which file each upload id belongs to (from the upload-link calls, before the browser sees
 * their answer) and counts every part PUT per file and part number.
 */
export async function watchUploads(page: Page) {
  const files = new Map<string, string>();
  const puts = new Map<string, number>();
  const remember = async (route: Route) => {
    const response = await route.fetch();
    const json = (await response.json()) as { upload_id?: string; file_name?: string };
    const body = route.request().postDataJSON() as { file_name?: string } | null;
    const name = json.file_name ?? body?.file_name;
    if (json.upload_id && name) files.set(json.upload_id, name);
    await route.fulfill({ response, json });
  };
  await page.route(`**${PATHS.uploadGetUrl}`, remember);
  await page.route(`**${PATHS.updateGetUrl}`, remember);
  await page.route(`**${PATHS.uploadResume}`, remember);
  const fileOf = (request: Request) => {
    const part = partOf(request.url());
    return part ? { file: files.get(part.uploadId) ?? '?', ...part } : null;
  };
  page.on('request', (request) => {
    if (request.method() !== 'PUT') return;
    const part = fileOf(request);
    if (part) puts.set(`${part.file}#${part.part}`, (puts.get(`${part.file}#${part.part}`) ?? 0) + 1);
  });
  return {
    files,
    fileOf,
    /** How many PUTs of `name`'s part `n` the page sent. */
    sent: (name: string, n: number) => puts.get(`${name}#${n}`) ?? 0,
    /** Part numbers of `name` sent at least once. */
    partsSent: (name: string) =>
      [...puts.keys()]
        .filter((k) => k.startsWith(`${name}#`))
        .map((k) => Number(k.split('#')[1]))
        .sort((a, b) => a - b),
  };
}
