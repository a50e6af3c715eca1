import { expect, test, type Locator, type Page } from '@playwright/test';
import { watchNetwork } from './demo-network';

// The demo build (decision 0017) with no server: New Delivery with a chunked upload whose progress advances,
// a failed file redone (the demo's rule: a name containing "fail" fails at its first part until Redo), and
// Update Delivery adding a version. Mock Service Worker answers every call from the session's sample state.
const PASSWORD = 'Demo@2026';
const MiB = 1024 * 1024;

interface DemoFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

const file = (name: string, size: number): DemoFile => ({
  name,
  mimeType: 'application/octet-stream',
  buffer: Buffer.alloc(size, name.length),
});

async function signIn(page: Page) {
  await page.goto('./');
  await page.getByLabel('Work e-mail').fill('ou.demo@example.com');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/#\/deliver(\/\d+)?$/);
}

const wizard = (page: Page) => ({
  create: page.getByRole('region', { name: 'Create Delivery' }),
  details: page.getByRole('region', { name: 'Enter Batch Details' }),
  confirm: page.getByRole('region', { name: 'Confirm Delivery' }),
  group: (n: number) => page.getByRole('article', { name: `Group ${n}`, exact: true }),
});

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Assignments list' });

const fileStatus = (scope: Locator, name: string, state: string) =>
  scope.getByRole('img', { name: `${name}: ${state}`, exact: true });

const deliverButton = (page: Page) =>
  wizard(page).confirm.getByRole('button', {
    name: /^(Uploading\.\.\.|Failed to upload!|Deliver|Fetching\.+|Fetched!!|Failed to upload !)$/,
  });

/** New Delivery from the list's Add New, step 1 with one workspace assignment, step 2's files of group 1. */
async function newDelivery(page: Page, assignment: string, files: { input: DemoFile[]; output: DemoFile[] }) {
  await sidebar(page).getByRole('link', { name: 'Add New' }).click();
  await expect(page).toHaveURL(/#\/addnew$/);
  await expect(page.getByRole('heading', { name: 'New Delivery', level: 1 })).toBeVisible();
  const { create, details, group } = wizard(page);
  await create.getByLabel('Workspace Assignment ID(s)', { exact: true }).fill(assignment.split(' ')[0]!);
  await page.getByRole('option', { name: assignment, exact: true }).click();
  await create.getByRole('button', { name: 'Next' }).click();
  await expect(details).toBeVisible();
  await group(1).getByLabel('Input', { exact: true }).setInputFiles(files.input);
  await group(1).getByLabel('Output', { exact: true }).setInputFiles(files.output);
  await details.getByRole('button', { name: 'Next' }).click();
  await expect(wizard(page).confirm).toBeVisible();
}

/** Waits for every upload, clicks Deliver and answers what the deliver call answered. */
async function deliver(page: Page, flow: 'new' | 'update' = 'new') {
  const button = deliverButton(page);
  await expect(button).toHaveText('Deliver', { timeout: 30_000 });
  const answer = page.waitForResponse((r) =>
    r.url().includes(flow === 'new' ? '/upload-new-delivery/' : '/update-delivery/'),
  );
  await button.click();
  const response = await answer;
  expect(response.status()).toBe(200);
  await expect(button).toHaveText('Fetched!!');
  return (await response.json()) as { id: number; batch_id: string; version: number };
}

/** After Deliver the app opens the new delivery, its card ringed in the list, and says so (as the server build). */
async function openDelivered(page: Page, delivered: { id: number; batch_id: string }) {
  await expect(page).toHaveURL(new RegExp(`#/deliver/${delivered.id}$`));
  await expect(page.getByText(`Delivered ${delivered.batch_id}`)).toBeVisible();
  const card = sidebar(page).locator('[data-fresh="true"]').getByTestId('assignment-card');
  await expect(card).toHaveAttribute('data-id', String(delivered.id));
  await expect(page.getByTestId('delivery-id')).toHaveText(delivered.batch_id);
}

test('New Delivery uploads a file in parts with advancing progress; the delivery lists and opens', async ({
  page,
  context,
  baseURL,
}) => {
  const network = watchNetwork(context, page, new URL(baseURL!).origin);
  await signIn(page);
  const report = file('annual-report.pdf', 8 * MiB + 123);
  await newDelivery(page, 'WS-61001 - Kavya Iyer (ACME)', {
    input: [file('brief.docx', 40 * 1024)],
    output: [report],
  });

  // The demo's parts take time in proportion to their size: the file's progress is seen between 0 and 100.
  const { confirm } = wizard(page);
  const bar = confirm.getByRole('progressbar', { name: new RegExp(`^${report.name}: Uploading`) });
  const seen = new Set<number>();
  await expect
    .poll(
      async () => {
        const value = await bar.getAttribute('aria-valuenow', { timeout: 100 }).catch(() => null);
        if (value !== null) seen.add(Number(value));
        return [...seen].some((v) => v > 0 && v < 100);
      },
      { intervals: [50], timeout: 20_000 },
    )
    .toBe(true);
  await expect(fileStatus(confirm, report.name, 'Uploaded')).toBeVisible({ timeout: 20_000 });

  const delivered = await deliver(page);
  expect(delivered.version).toBe(1);
  await openDelivered(page, delivered);
  const version = page.getByRole('region', { name: 'Version 1', exact: true });
  await expect(version.getByTestId('file-row')).toHaveCount(1);
  await expect(version.getByTestId('file-row')).toContainText(report.name);
  network.assertNoServerCalls();
});

test('a file that fails is redone from the progress list and delivered', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const network = watchNetwork(context, page, new URL(baseURL!).origin);
  await signIn(page);
  const steady = file('steady.pdf', 200 * 1024);
  const failing = file('will-fail.pdf', 1.5 * MiB);
  await newDelivery(page, 'WS-62001 - Jonas Weber (GLOBEX)', {
    input: [file('notes.docx', 30 * 1024)],
    output: [steady, failing],
  });

  const { confirm } = wizard(page);
  await expect(fileStatus(confirm, steady.name, 'Uploaded')).toBeVisible({ timeout: 20_000 });
  // Its first part is refused at every attempt (the engine waits about 9 seconds between them in all).
  await expect(fileStatus(confirm, failing.name, 'Failed')).toBeVisible({ timeout: 30_000 });
  await expect(deliverButton(page)).toHaveText('Failed to upload!');
  await expect(deliverButton(page)).toBeDisabled();

  await confirm.getByRole('button', { name: `Redo ${failing.name}`, exact: true }).click();
  await expect(fileStatus(confirm, failing.name, 'Uploaded')).toBeVisible({ timeout: 20_000 });
  const delivered = await deliver(page);
  await openDelivered(page, delivered);
  const rows = page.getByRole('region', { name: 'Version 1', exact: true }).getByTestId('file-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: failing.name })).toHaveCount(1);
  network.assertNoServerCalls();
});

test('Update Delivery adds a version to a delivery', async ({ page, context, baseURL }) => {
  const network = watchNetwork(context, page, new URL(baseURL!).origin);
  await signIn(page);
  const card = sidebar(page).getByTestId('assignment-card').first();
  const id = await card.getAttribute('data-id');
  await card.click();
  await expect(page).toHaveURL(new RegExp(`#/deliver/${id}$`));
  const batch = (await page.getByTestId('delivery-id').textContent())!;
  await page.getByRole('tab', { name: 'HISTORY', exact: true }).click();
  const versions = await page.getByTestId('version-card').count();

  await page.getByTestId('detail-top-bar').getByRole('link', { name: 'Update Delivery' }).click();
  await expect(page).toHaveURL(new RegExp(`#/update-delivery/${id}$`));
  await expect(page.getByRole('heading', { name: 'Update Delivery', level: 1 })).toBeVisible();
  const { create, details, group } = wizard(page);
  await expect(create.getByLabel('Batch ID')).toHaveValue(batch);
  await create.getByRole('button', { name: 'Next' }).click();
  await expect(details).toBeVisible();
  const final = file('final-version.pdf', 300 * 1024);
  await group(1).getByLabel('Output', { exact: true }).setInputFiles([final]);
  await details.getByRole('button', { name: 'Next' }).click();

  const updated = await deliver(page, 'update');
  expect(updated).toMatchObject({ id: Number(id), version: versions + 1 });
  await expect(page).toHaveURL(new RegExp(`#/deliver/${id}$`));
  const latest = page.getByRole('region', { name: `Version ${versions + 1}`, exact: true });
  await expect(latest.getByTestId('file-row')).toContainText(final.name);
  await page.getByRole('tab', { name: 'HISTORY', exact: true }).click();
  await expect(page.getByTestId('version-card')).toHaveCount(versions + 1);
  network.assertNoServerCalls();
});
