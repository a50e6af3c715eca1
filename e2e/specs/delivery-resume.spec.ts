import { expect, test, type Page } from '@playwright/test';
import {
  MiB,
  PART_URLS,
  PATHS,
  chooseFiles,
  createStep,
  deliver,
  deliveryDetails,
  expectDownloadMatches,
  fileFolder,
  setUpAssignments,
  watchUploads,
  wizard,
  type TestFile,
} from '../support/delivery-helpers';
import { uniqueSuffix } from '../support/helpers';

const folder = fileFolder();
test.afterAll(() => folder.cleanup());

interface ResumeRecord {
  name: string;
  parts: { PartNumber: number }[];
}
const storedParts = async (page: Page, file: TestFile) => {
  const records = await page.evaluate(
    () => JSON.parse(localStorage.getItem('upload_resume_records') ?? '[]') as ResumeRecord[],
  );
  return records.find((r) => r.name === file.name)?.parts.length ?? 0;
};

/**
 * Starts a delivery whose video (five parts) gets parts 1 and 2 stored while the later three hang, then
 * reloads the page (accepting the leave question) and goes through step 1 again with the same batch.
 */
async function reloadMidUpload(page: Page) {
  const { auth, assignments } = await setUpAssignments(page, 1);
  const batchId = `E2E-R-${uniqueSuffix()}`.toUpperCase();
  const source = folder.make('resume-source', 'docx', 40 * 1024);
  const cover = folder.make('resume-cover', 'pdf', 50 * 1024);
  const video = folder.make('resume-video', 'mp4', 42 * MiB + 77);
  const uploads = await watchUploads(page);

  let hold = true;
  const held: (() => void)[] = [];
  await page.route(PART_URLS, async (route) => {
    const part = uploads.fileOf(route.request());
    if (hold && part?.file === video.name && part.part > 2) {
      await new Promise<void>((resolve) => held.push(resolve));
      await route.abort('failed').catch(() => {});
      return;
    }
    await route.continue();
  });

  await page.goto('/addnew');
  await createStep(page, assignments, batchId);
  const steps = wizard(page);
  await chooseFiles(steps.group(1), { input: [source], output: [video] });
  await steps.details.getByRole('button', { name: 'Next' }).click();
  await expect(steps.confirm).toBeVisible();
  await expect.poll(() => storedParts(page, video), { timeout: 30_000 }).toBe(2);
  // The engine keeps up to six parts in flight, its slots opening one at a time: all three later parts
  // hang before the reload (on a busy machine the last can start well after the first).
  await expect.poll(() => held.length).toBe(3);

  // Leaving while files upload asks first (beforeunload); accepted, the page reloads.
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.accept();
    }),
  );
  await page.reload();
  expect(await asked).toBe('beforeunload');
  hold = false;
  held.forEach((release) => release());
  expect(uploads.partsSent(video.name)).toEqual([1, 2, 3, 4, 5]);

  await createStep(page, assignments, batchId);
  return { auth, uploads, source, cover, video, steps, batchId };
}

const videoCompleted = (page: Page, video: TestFile) =>
  page.waitForResponse(
    (r) => r.url().includes(PATHS.complete) && r.request().postDataJSON()?.file_name === video.name,
    { timeout: 60_000 },
  );

test('after a reload, choosing the same file again in the group resumes it: stored parts are not sent again', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { auth, uploads, source, video, steps, batchId } = await reloadMidUpload(page);
  await chooseFiles(steps.group(1), { input: [source], output: [video] });
  const completed = videoCompleted(page, video);
  await steps.details.getByRole('button', { name: 'Next' }).click();
  expect((await completed).status()).toBe(200);

  expect(uploads.sent(video.name, 1)).toBe(1);
  expect(uploads.sent(video.name, 2)).toBe(1);
  expect(uploads.partsSent(video.name)).toEqual([1, 2, 3, 4, 5]);
  const delivered = await deliver(page);
  expect(delivered.batch_id).toBe(batchId);
  const targets = (await deliveryDetails(page, auth, delivered.id)).target_versions[0]!.files;
  expect(targets.map((f) => f.name)).toEqual([video.name]);
  await page.goto(`/deliver/${delivered.id}`);
  await expectDownloadMatches(page, 1, video);
});

test('after a reload, the resume offer on the confirm step takes the same file again and resumes it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { auth, uploads, source, cover, video, steps, batchId } = await reloadMidUpload(page);
  await chooseFiles(steps.group(1), { input: [source], output: [cover] });
  await steps.details.getByRole('button', { name: 'Next' }).click();
  const offer = steps.confirm.getByRole('region', { name: 'Unfinished uploads' });
  await expect(offer).toContainText(
    '1 file was uploading when this page closed. Choose the same file again to resume.',
  );
  await expect(offer).toContainText(video.name);

  const completed = videoCompleted(page, video);
  await offer.getByLabel('Choose files').setInputFiles(video.path);
  await expect(offer).toHaveCount(0);
  expect((await completed).status()).toBe(200);
  expect(uploads.sent(video.name, 1)).toBe(1);
  expect(uploads.sent(video.name, 2)).toBe(1);
  expect(uploads.partsSent(video.name)).toEqual([1, 2, 3, 4, 5]);

  // The resumed file is part of what is delivered.
  const delivered = await deliver(page);
  expect(delivered.batch_id).toBe(batchId);
  const targets = (await deliveryDetails(page, auth, delivered.id)).target_versions[0]!.files;
  expect(targets.map((f) => f.name).sort()).toEqual([cover.name, video.name].sort());
});
