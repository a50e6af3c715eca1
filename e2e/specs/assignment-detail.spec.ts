import path from 'node:path';
import { expect, test, type Download, type Page } from '@playwright/test';
import { apiGet, signInToAssignments, uniqueSuffix } from '../support/helpers';

interface DeliveredFile {
  name: string;
  links: Record<string, string>;
}
interface Details {
  id: number;
  batch_id: string;
  entity_code: string;
  client_charge_code: string | null;
  requester_name: string;
  source_files: DeliveredFile[];
  target_versions: { version: number; files: DeliveredFile[] }[];
  assignments: string[];
  services: { service: string }[];
}
interface ListAnswer {
  data: { months: { info: { id: number; file_names: string[] }[] }[] };
}
interface SharingAnswer {
  shared_log: unknown[];
  data: unknown[];
}

const LIST = '/api-ops/ops/v2/all-assignments/';
const detailsOf = async (page: Page, auth: string, id: number) =>
  (await apiGet<{ last_assignment: Details }>(page, auth, `${LIST}${id}/`)).last_assignment;

/** A file's download formats, as its buttons offer them. */
const formatsOf = (file: DeliveredFile) =>
  Object.entries(file.links)
    .filter(([key, link]) => !['external_link', 'external_text'].includes(key) && link.trim() !== '')
    .map(([format]) => format);
const newest = (details: Details) => [...details.target_versions].sort((a, b) => b.version - a.version)[0]!;
const dash = (value: string | null) => value?.trim() || '-';

const sidebarOf = (page: Page) => page.getByRole('complementary', { name: 'Assignments list' });
const tab = (page: Page, name: string) =>
  page.getByRole('tablist', { name: 'Assignment sections' }).getByRole('tab', { name, exact: true });
const SHARE_TAB = 'Share Assignments from here';

test('opens a delivery from its card and walks through every tab', async ({ page }) => {
  const auth = await signInToAssignments(page);
  const sidebar = sidebarOf(page);
  const card = sidebar.getByTestId('assignment-card').nth(1);
  const id = Number(await card.getAttribute('data-id'));
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/deliver/${id}$`));
  await expect(card).toHaveAttribute('aria-current', 'page');
  const details = await detailsOf(page, auth, id);

  // The top bar: ids, fields, the duration's colour, Update Delivery and the source files.
  const top = page.getByTestId('detail-top-bar');
  await expect(top.getByTestId('delivery-id')).toHaveText(details.batch_id);
  await expect(top.getByTestId('field-entity-code')).toHaveText(`Entity Code${dash(details.entity_code)}`);
  await expect(top.getByTestId('field-client-charge-code')).toHaveText(
    `Client Charge Code${dash(details.client_charge_code)}`,
  );
  await expect(top.getByTestId('field-requester-name')).toHaveText(`Requester Name${details.requester_name}`);
  await expect(top.getByTestId('field-delivered')).toContainText('Delivered');
  await expect(top.getByTestId('field-date-received')).toContainText('Date Received');
  await expect(top.getByTestId('field-committed-delivery')).toContainText('Committed Delivery');
  const duration = top.getByTestId('delivered-duration');
  const late = (await duration.textContent())!.startsWith('-');
  await expect(duration).toHaveClass(late ? /duration--late/ : /duration--on-time/);
  await expect(duration).not.toHaveClass(late ? /duration--on-time/ : /duration--late/);
  await expect(top.getByRole('link', { name: 'Update Delivery' })).toHaveAttribute(
    'href',
    `/update-delivery/${id}`,
  );

  await top.getByTestId('source-files-button').click();
  const sources = page.getByRole('dialog', { name: 'Source files' });
  await expect(sources.getByTestId('source-file-row')).toHaveCount(details.source_files.length);
  await expect(sources.getByTestId('source-file-row').first()).toContainText(details.source_files[0]!.name);
  await sources.getByRole('button', { name: 'Close' }).click();
  await expect(sources).toHaveCount(0);

  // DELIVERY: each version with its files, select-all, Download All (or why not), and the feedback.
  await expect(tab(page, 'DELIVERY')).toHaveAttribute('aria-selected', 'true');
  for (const version of details.target_versions) {
    const region = page.getByRole('region', { name: `Version ${version.version}`, exact: true });
    await expect(region.getByTestId('file-row')).toHaveCount(version.files.length);
    await expect(region.getByTestId('file-row').getByRole('checkbox')).toHaveCount(version.files.length);
    if (version.files.every((f) => formatsOf(f).length > 0))
      await expect(region.getByRole('button', { name: 'Download All' })).toBeVisible();
    else
      await expect(region.getByText("File unavailable, Please contact the provider's support")).toBeVisible();
  }
  const latest = page.getByRole('region', { name: `Version ${newest(details).version}`, exact: true });
  await latest.getByLabel('Select all files').check();
  for (const box of await latest.getByTestId('file-row').getByRole('checkbox').all())
    await expect(box).toBeChecked();
  await expect(page.getByTestId('comment-files')).toHaveText(
    `About: ${newest(details)
      .files.map((f) => `@${f.name}`)
      .join(' ')}`,
  );
  await latest.getByLabel('Select all files').uncheck();
  await expect(latest.getByTestId('file-row').getByRole('checkbox').first()).not.toBeChecked();
  await expect(page.getByTestId('comment-files')).toHaveCount(0);
  const feedback = page.getByRole('region', { name: 'Feedback' });
  await expect(feedback.getByTestId('comment').first()).toBeVisible();

  // HISTORY: a card per version and the input files; opening one card closes the other.
  await tab(page, 'HISTORY').click();
  await expect(tab(page, 'HISTORY')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('version-card')).toHaveCount(details.target_versions.length);
  const newestCard = page.getByRole('button', { name: `Version ${newest(details).version}`, exact: true });
  const inputCard = page.getByTestId('input-files-card').getByRole('button', { name: 'Input Files' });
  await expect(newestCard).toHaveAttribute('aria-expanded', 'true');
  await expect(inputCard).toHaveAttribute('aria-expanded', 'false');
  await inputCard.click();
  await expect(inputCard).toHaveAttribute('aria-expanded', 'true');
  await expect(newestCard).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByTestId('input-files-card').getByTestId('file-row').first()).toContainText(
    details.source_files[0]!.name,
  );
  await newestCard.click();
  await expect(newestCard).toHaveAttribute('aria-expanded', 'true');
  await expect(inputCard).toHaveAttribute('aria-expanded', 'false');

  // DETAILS: the batch, its assignments and services.
  await tab(page, 'DETAILS').click();
  await expect(page.getByRole('heading', { name: 'Batch Information' })).toBeVisible();
  await expect(page.getByTestId('batch-id')).toHaveText(details.batch_id);
  await expect(page.getByTestId('batch-id')).toHaveText(
    (await page.getByTestId('delivery-id').textContent())!,
  );
  await expect(page.getByRole('list', { name: 'Assignments' }).getByRole('listitem')).toHaveText(
    details.assignments,
  );
  await expect(page.getByTestId('batch-service')).toHaveCount(details.services.length);
  await expect(page.getByTestId('batch-service').first()).toContainText(details.services[0]!.service);

  // Sharing: the users it is shared with, and the access log, where our own visit shows.
  await tab(page, SHARE_TAB).click();
  await expect(tab(page, SHARE_TAB)).toHaveAttribute('aria-selected', 'true');
  const shared = await apiGet<SharingAnswer>(page, auth, `/api-ops/misc/v1/sharing-file/${id}/`);
  const sharedCount = shared.shared_log.length || shared.data.length;
  if (sharedCount > 0) {
    const users = page.getByRole('table', { name: 'Users' });
    await expect(users.getByRole('columnheader')).toHaveText([
      'User',
      'Shared By',
      'Times Accessed',
      'Last Downloaded Version',
      'Last Accessed on',
    ]);
    await expect(users.getByTestId('shared-user-row')).toHaveCount(sharedCount);
  } else {
    await expect(page.getByTestId('shared-users-state')).toHaveText('No logs found!');
  }

  const logs = page.getByRole('region', { name: 'Access Logs' });
  const rows = logs.getByTestId('access-log-row');
  await expect(rows.first()).toContainText('Otto opened the delivery');
  const count = await rows.count();
  await logs.getByRole('button', { name: 'Sort access logs: Newest first' }).click();
  await expect(logs.getByRole('button', { name: 'Sort access logs: Oldest first' })).toBeVisible();
  await expect(rows.first()).not.toContainText('opened the delivery');
  await expect(rows.last()).toContainText('Otto opened the delivery');
  await expect(rows).toHaveCount(count);
  await logs.getByLabel('Search access logs').fill('OPENED');
  await expect(rows.filter({ hasNotText: 'opened the delivery' })).toHaveCount(0);
  // Oldest first: other specs' staff may have opened this delivery before; our visit is the newest.
  await expect(rows.last()).toContainText('Otto opened the delivery');
  await logs.getByLabel('Search access logs').fill('opened<');
  await expect(logs.getByTestId('access-search-error')).toHaveText('Symbols are not allowed.');
});

test('copies the delivery id for a second, with the copy loader', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInToAssignments(page);
  await expect(page).toHaveURL(/\/deliver\/\d+$/);
  const batchId = page.getByTestId('delivery-id');
  await expect(batchId).toHaveText(/^\S+-\d+$/);
  const loader = page.getByText('Please stay on the page, so the new key can be copied in your clipboard.');

  const clickedAt = Date.now();
  await page.getByRole('button', { name: 'Copy delivery ID' }).click();
  await expect(page.getByRole('button', { name: 'Code Copied!' })).toBeVisible();
  await expect(loader).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy delivery ID' })).toBeVisible({ timeout: 3_000 });
  await expect(loader).toBeHidden();
  expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(950);
  await expect(page.getByRole('button', { name: 'Code Copied!' })).toHaveCount(0);

  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await batchId.textContent());
});

test('downloads one file, then all files 2 seconds apart, and the access log shows it', async ({ page }) => {
  const auth = await signInToAssignments(page);
  // A recent delivery whose newest version makes two or three downloads (files times formats).
  const items = (await apiGet<ListAnswer>(page, auth, `${LIST}?sort=descending`)).data.months
    .flatMap((m) => m.info)
    .filter((item) => item.file_names.length <= 2);
  let details: Details | undefined;
  for (const item of items.slice(0, 15)) {
    const candidate = await detailsOf(page, auth, item.id);
    const jobs = newest(candidate).files.reduce((sum, f) => sum + formatsOf(f).length, 0);
    if (jobs >= 2 && jobs <= 3) {
      details = candidate;
      break;
    }
  }
  expect(details, 'a delivery with two or three downloads').toBeDefined();
  const version = newest(details!);
  const jobs = version.files.flatMap((file) => formatsOf(file).map((format) => ({ file, format })));

  await page.goto(`/deliver/${details!.id}`);
  const region = page.getByRole('region', { name: `Version ${version.version}`, exact: true });
  const [{ file, format }] = jobs;
  const base = path.parse(file.name).name;

  // One format of one file.
  const single = page.waitForEvent('download');
  await region.getByRole('button', { name: `Download ${file.name} as ${format}`, exact: true }).click();
  expect((await single).suggestedFilename()).toBe(`${base}.${format}`);
  await expect(region.getByRole('button', { name: 'Download All' })).toBeEnabled();

  // Download All: every format of every file, one by one, two seconds apart. The spacing is read from the
  // link calls the page makes, not from the downloads, whose start also waits on a busy machine.
  const seen: { download: Download }[] = [];
  const asked: number[] = [];
  page.on('download', (download) => seen.push({ download }));
  page.on('request', (request) => {
    if (request.url().includes('/api-ops/misc/v1/download/')) asked.push(Date.now());
  });
  await region.getByRole('button', { name: 'Download All' }).click();
  await expect.poll(() => seen.length, { timeout: jobs.length * 2_500 + 5_000 }).toBe(jobs.length);
  expect(asked).toHaveLength(jobs.length);
  expect(asked[1]! - asked[0]!).toBeGreaterThanOrEqual(1_800);
  expect(seen.map((s) => s.download.suggestedFilename()).sort()).toEqual(
    jobs.map((j) => `${path.parse(j.file.name).name}.${j.format}`).sort(),
  );
  await expect(region.getByRole('button', { name: 'Download All' })).toBeEnabled();

  await tab(page, SHARE_TAB).click();
  const rows = page.getByRole('region', { name: 'Access Logs' }).getByTestId('access-log-row');
  await expect(rows.filter({ hasText: `Otto downloaded ${base}.${format}` }).first()).toBeVisible();
  await expect(rows.filter({ hasText: /Otto downloaded .+ \(Download All\)/ })).toHaveCount(jobs.length);
  await expect(rows.first()).toContainText('downloaded');
});

test('posts a comment about the checked file; an empty one is refused', async ({ page }) => {
  await signInToAssignments(page);
  await expect(page).toHaveURL(/\/deliver\/\d+$/);
  const feedback = page.getByRole('region', { name: 'Feedback' });
  const comments = feedback.getByTestId('comment');
  await expect(comments.first()).toBeVisible();
  const before = await comments.count();
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api-ops/misc/v1/comment/')) posts.push(r.url());
  });

  const firstFile = page.getByTestId('version-section').first().getByTestId('file-row').first();
  const fileName = (await firstFile.locator('label').textContent())!;
  await firstFile.getByRole('checkbox').check();
  await expect(page.getByTestId('comment-files')).toHaveText(`About: @${fileName}`);

  const text = `Checked the figures ${uniqueSuffix()}`;
  const box = feedback.getByLabel('Add a comment');
  await box.fill(`  ${text}  `);
  await feedback.getByRole('button', { name: 'Send' }).click();
  const posted = comments.filter({ hasText: text });
  await expect(posted).toHaveCount(1);
  await expect(posted).toHaveAttribute('data-type', 'send');
  await expect(posted).toContainText('Otto');
  await expect(posted).toContainText(`@${fileName}`);
  await expect(box).toHaveValue('');
  await expect(comments).toHaveCount(before + 1);
  expect(posts).toHaveLength(1);

  await box.fill('   ');
  await feedback.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Please add a comment.')).toBeVisible();
  await expect(comments).toHaveCount(before + 1);
  expect(posts).toHaveLength(1);
});

test('syncs the delivery with the spreadsheet', async ({ page }) => {
  await signInToAssignments(page);
  await expect(page).toHaveURL(/\/deliver\/\d+$/);
  const sync = page.getByRole('button', { name: 'Sync with spreadsheet' });
  await expect(sync).toBeEnabled();

  // Held until the running state has been seen, then let through to the real server.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api-ops/ops/v1/google-sync-delivery/', async (route) => {
    await held;
    await route.continue();
  });
  await sync.click();
  await expect(sync).toHaveAttribute('aria-busy', 'true');
  await expect(sync).toBeDisabled();
  await expect(page.getByText('Please wait while we sync data with a spreadsheet service.')).toBeVisible();

  const listReload = page.waitForRequest((r) => r.method() === 'GET' && r.url().includes(`${LIST}?`));
  release();
  await expect(page.getByText('Delivery synced with the tracking sheet.')).toBeVisible();
  await expect(sync).not.toHaveAttribute('aria-busy', 'true');
  await expect(sync).toBeEnabled();
  await expect(page.getByText('Please wait while we sync data with a spreadsheet service.')).toBeHidden();
  await listReload;
});
