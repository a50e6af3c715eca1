import { expect, test } from '@playwright/test';
import {
  chooseFiles,
  createStep,
  deliver,
  detailTab,
  fileFolder,
  setUpAssignments,
  toast,
  wizard,
} from '../support/delivery-helpers';

const folder = fileFolder();
test.afterAll(() => folder.cleanup());

test('an OA sets a client’s retention period, erases a delivery’s files, sees it in HISTORY and restores them from the recycle bin', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { owner, assignments } = await setUpAssignments(page, 1);
  const input = folder.make('brief', 'docx', 20 * 1024);
  const output = folder.make('retained', 'pdf', 40 * 1024);
  await page.goto('/addnew');
  await createStep(page, assignments);
  const steps = wizard(page);
  await chooseFiles(steps.group(1), { input: [input], output: [output] });
  await steps.details.getByRole('button', { name: 'Next' }).click();
  const delivered = await deliver(page);
  // The wizard moves on to the live list (which opens a delivery) after a moment: wait for it before leaving.
  await expect(page).toHaveURL(/\/deliver\/\d+$/, { timeout: 15_000 });

  // The period: the client's row on the Retention page.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Retention' }).click();
  await expect(page).toHaveURL(/\/retention$/);
  const row = page.locator(`[data-testid="retention-row"][data-client="${owner.clientCode}"]`);
  await row.getByRole('textbox').fill('30');
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Retention period saved.')).toBeVisible();
  await expect(row.getByTestId('effective-days')).toHaveText('30 days');

  // Erased at once by the OA: HISTORY says so.
  await page.goto(`/deliver/${delivered.id}`);
  await detailTab(page, 'HISTORY').click();
  await page.getByRole('button', { name: 'Erase files' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('They move to the recycle bin');
  await dialog.getByRole('button', { name: 'Erase files' }).click();
  await expect(toast(page, /^Files erased\./)).toBeVisible();
  const today = new Date().toISOString().slice(0, 10);
  await expect(page.getByTestId('files-removed')).toHaveText(`Files erased on ${today} on request`);

  // The recycle bin lists it; Restore puts the files back.
  await page.goto('/retention');
  const binRow = page.locator(`[data-testid="bin-row"][data-batch="${delivered.batch_id}"]`);
  await expect(binRow).toContainText('Erased on request');
  await binRow.getByRole('button', { name: `Restore ${delivered.batch_id}` }).click();
  await expect(toast(page, /^Files restored\./)).toBeVisible();
  await expect(binRow).toHaveCount(0);

  await page.goto(`/deliver/${delivered.id}`);
  await detailTab(page, 'HISTORY').click();
  await expect(page.getByRole('button', { name: 'Erase files' })).toBeVisible();
  await expect(page.getByTestId('files-removed')).toHaveCount(0);
});
