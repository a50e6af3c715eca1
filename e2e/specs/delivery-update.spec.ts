import { expect, test } from '@playwright/test';
import {
  chooseFiles,
  createStep,
  deliver,
  deliveryDetails,
  detailTab,
  expectDownloadMatches,
  fileFolder,
  setUpAssignments,
  wizard,
} from '../support/delivery-helpers';

const folder = fileFolder();
test.afterAll(() => folder.cleanup());

/** A date as the date input takes it, in the browser's (and this machine's) time zone. */
const localDate = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

test('Update Delivery with a committed time makes version 2 and lands on the delivery', async ({ page }) => {
  const { auth, assignments } = await setUpAssignments(page, 1);
  const source = folder.make('source', 'docx', 80 * 1024);
  const first = folder.make('draft', 'pdf', 120 * 1024);
  const second = folder.make('final', 'pdf', 150 * 1024 + 9);

  // Version 1 through the New Delivery flow.
  await page.goto('/addnew');
  await createStep(page, assignments);
  let steps = wizard(page);
  await chooseFiles(steps.group(1), { input: [source], output: [first] });
  await steps.details.getByRole('button', { name: 'Next' }).click();
  const v1 = await deliver(page);
  expect(v1.version).toBe(1);

  // Version 2 from the delivery's top bar.
  await page.goto(`/deliver/${v1.id}`);
  await page.getByTestId('detail-top-bar').getByRole('link', { name: 'Update Delivery' }).click();
  await expect(page).toHaveURL(new RegExp(`/update-delivery/${v1.id}$`));
  await expect(page.getByRole('heading', { name: 'Update Delivery', level: 1 })).toBeVisible();
  steps = wizard(page);
  await expect(steps.create).toContainText(assignments[0]!.label);
  await expect(steps.create.getByLabel('Batch ID')).toHaveValue(v1.batch_id);
  await steps.create.getByRole('button', { name: 'Next' }).click();

  const group = steps.group(1);
  await expect(group.getByText('Source File', { exact: true })).toBeVisible();
  const date = group.getByLabel('Committed Delivery date of group 1');
  const time = group.getByLabel('Committed Delivery time of group 1');
  await expect(date).toHaveValue(localDate(new Date()));
  // Cleared, the committed delivery is required.
  await chooseFiles(group, { output: [second] });
  await time.fill('');
  await steps.details.getByRole('button', { name: 'Next' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Please enter the committed delivery in group 1.' }),
  ).toBeVisible();
  const committed = new Date();
  committed.setHours(17, 45, 0, 0);
  await date.fill(localDate(committed));
  await time.fill('17:45');
  await steps.details.getByRole('button', { name: 'Next' }).click();

  const updated = page.waitForRequest((r) => r.url().includes('/update-delivery/') && r.method() === 'POST');
  const v2 = await deliver(page, 'update');
  const sent = (await updated).postData() ?? '';
  expect(sent).toContain(committed.toISOString());
  expect(v2).toMatchObject({ id: v1.id, version: 2 });
  await expect(page).toHaveURL(new RegExp(`/deliver/${v1.id}$`));
  await expect(detailTab(page, 'DELIVERY')).toHaveAttribute('aria-selected', 'true');

  await detailTab(page, 'HISTORY').click();
  await expect(page.getByRole('button', { name: 'Version 2', exact: true })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(page.getByRole('button', { name: 'Version 1', exact: true })).toBeVisible();
  const details = await deliveryDetails(page, auth, v1.id);
  expect(details.target_versions.map((v) => v.version).sort()).toEqual([1, 2]);
  expect(details.target_versions.find((v) => v.version === 2)!.files.map((f) => f.name)).toEqual([
    second.name,
  ]);

  await detailTab(page, 'DELIVERY').click();
  await expectDownloadMatches(page, 2, second);
});
