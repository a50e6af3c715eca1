import { expect, test } from '@playwright/test';
import {
  MiB,
  chooseFiles,
  createStep,
  deliver,
  deliveryDetails,
  expectDownloadMatches,
  fileFolder,
  fileStatus,
  setUpAssignments,
  watchUploads,
  wizard,
} from '../support/delivery-helpers';

const folder = fileFolder();
test.afterAll(() => folder.cleanup());

test('delivers two groups of source and target files; the delivered bytes are the uploaded ones', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { auth, assignments } = await setUpAssignments(page, 2);
  const [first, second] = assignments as [(typeof assignments)[0], (typeof assignments)[0]];
  const brief = folder.make('brief', 'docx', 300 * 1024);
  const report = folder.make('report', 'pdf', 23 * MiB + 12_345); // three 10 MiB parts
  const summary = folder.make('summary', 'docx', 64 * 1024 + 7);
  const source = folder.make('source', 'pdf', 150 * 1024);
  const slides = folder.make('slides', 'pptx', 3 * MiB + 1);
  const uploads = await watchUploads(page);

  await page.goto('/addnew');
  await expect(page.getByRole('heading', { name: 'New Delivery', level: 1 })).toBeVisible();
  await createStep(page, [first, second]);

  // One group of both; taking the second out of it makes group 2.
  const { details, confirm, group } = wizard(page);
  await expect(group(1)).toContainText(first.id);
  await expect(group(1)).toContainText(second.id);
  await group(1)
    .getByRole('button', { name: `Remove ${second.id}` })
    .click();
  await expect(group(2)).toContainText(second.id);
  await expect(group(1)).not.toContainText(second.id);

  await chooseFiles(group(1), { input: [brief], output: [report, summary] });
  await chooseFiles(group(2), { input: [source], output: [slides] });
  await group(1).getByLabel('Delivery Notes').fill('Group one, final.');
  await details.getByRole('button', { name: 'Next' }).click();

  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('list', { name: 'Delivery Notes' })).toContainText(
    `@${brief.name} Group one, final.`,
  );
  for (const file of [brief, report, summary, source, slides])
    await expect(fileStatus(confirm, file, 'Uploaded')).toBeVisible({ timeout: 60_000 });
  expect(uploads.partsSent(report.name)).toEqual([1, 2, 3]);
  const delivered = await deliver(page);

  // Back on /deliver, which opens the new delivery (not the first card), highlights its card and says so.
  await expect(page).toHaveURL(new RegExp(`/deliver/${delivered.id}$`));
  await expect(page.getByText(`Delivered ${delivered.batch_id}`)).toBeVisible();
  const fresh = page.locator('[data-fresh="true"]').getByTestId('assignment-card');
  await expect(fresh).toHaveAttribute('data-id', String(delivered.id));
  await expect(fresh).toBeInViewport();
  await expect(fresh.getByTestId('card-requester')).toHaveText(first.requester);
  // The card names the work by its assignments' names (decision 0033).
  await expect(fresh.getByTestId('card-assignment-name')).toContainText(`${first.name}, ${second.name}`);
  await expect(page.getByTestId('detail-top-bar').getByTestId('delivery-id')).toHaveText(delivered.batch_id);

  const details1 = await deliveryDetails(page, auth, delivered.id);
  expect(details1.source_files.map((f) => f.name).sort()).toEqual([brief.name, source.name].sort());
  expect(details1.target_versions.map((v) => v.version)).toEqual([1]);
  expect(details1.target_versions[0]!.files.map((f) => f.name).sort()).toEqual(
    [report.name, summary.name, slides.name].sort(),
  );

  const version = page.getByRole('region', { name: 'Version 1', exact: true });
  await expect(version.getByTestId('file-row')).toHaveCount(3);
  await expectDownloadMatches(page, 1, report);
  await expectDownloadMatches(page, 1, slides);
});
