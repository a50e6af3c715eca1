import { expect, test } from '@playwright/test';
import {
  MiB,
  PART_URLS,
  chooseFiles,
  createStep,
  deliver,
  deliverButton,
  expectDownloadMatches,
  fileFolder,
  fileStatus,
  setUpAssignments,
  watchUploads,
  wizard,
} from '../support/delivery-helpers';

const folder = fileFolder();
test.afterAll(() => folder.cleanup());

/** The engine's waits between attempts of a part (PART_RETRY_DELAYS_MS): 0, 1, 3 and 5 seconds. */
const RETRIES = 4;

test('a part that fails once is sent again; the file ends uploaded and is delivered whole', async ({
  page,
}) => {
  const { assignments } = await setUpAssignments(page, 1);
  const notes = folder.make('notes', 'docx', 40 * 1024);
  const manual = folder.make('manual', 'pdf', 12 * MiB + 333); // parts 1 (10 MiB) and 2
  const uploads = await watchUploads(page);
  let aborted = 0;
  await page.route(PART_URLS, async (route) => {
    const part = uploads.fileOf(route.request());
    if (part?.file === manual.name && part.part === 2 && aborted === 0) {
      aborted++;
      await route.abort('failed');
      return;
    }
    await route.continue();
  });

  await page.goto('/addnew');
  await createStep(page, assignments);
  const { details, confirm, group } = wizard(page);
  await chooseFiles(group(1), { input: [notes], output: [manual] });
  await details.getByRole('button', { name: 'Next' }).click();

  await expect(fileStatus(confirm, manual, 'Uploaded')).toBeVisible({ timeout: 30_000 });
  expect(aborted).toBe(1);
  expect(uploads.sent(manual.name, 1)).toBe(1);
  expect(uploads.sent(manual.name, 2)).toBe(2);
  const delivered = await deliver(page);

  await page.goto(`/deliver/${delivered.id}`);
  await expectDownloadMatches(page, 1, manual);
});

test('a file whose parts keep failing shows failed; Redo finishes it once the network is back', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { assignments } = await setUpAssignments(page, 1);
  const notes = folder.make('brief', 'docx', 40 * 1024);
  const steady = folder.make('steady', 'pdf', 200 * 1024);
  const flaky = folder.make('flaky', 'xlsx', 300 * 1024 + 5);
  const uploads = await watchUploads(page);
  let broken = true;
  await page.route(PART_URLS, async (route) => {
    if (broken && uploads.fileOf(route.request())?.file === flaky.name) await route.abort('failed');
    else await route.continue();
  });

  await page.goto('/addnew');
  await createStep(page, assignments);
  const { details, confirm, group } = wizard(page);
  await chooseFiles(group(1), { input: [notes], output: [steady, flaky] });
  await details.getByRole('button', { name: 'Next' }).click();

  await expect(fileStatus(confirm, steady, 'Uploaded')).toBeVisible({ timeout: 30_000 });
  // Every attempt of its part fails: the first and one after each wait, about 9 seconds in all.
  await expect(fileStatus(confirm, flaky, 'Failed')).toBeVisible({ timeout: 30_000 });
  await expect(deliverButton(page)).toHaveText('Failed to upload!');
  await expect(deliverButton(page)).toBeDisabled();
  expect(uploads.sent(flaky.name, 1)).toBe(1 + RETRIES);

  broken = false;
  await confirm.getByRole('button', { name: `Redo ${flaky.name}`, exact: true }).click();
  await expect(fileStatus(confirm, flaky, 'Uploaded')).toBeVisible({ timeout: 20_000 });
  expect(uploads.sent(flaky.name, 1)).toBe(2 + RETRIES);
  const delivered = await deliver(page);

  await page.goto(`/deliver/${delivered.id}`);
  await expectDownloadMatches(page, 1, flaky);
  await expectDownloadMatches(page, 1, steady);
});
