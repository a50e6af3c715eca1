import { expect, test } from '@playwright/test';
import {
  IMPORT_HEADER,
  demoOwner,
  importRow,
  newAssignments,
  signInOps,
  wizard,
} from '../support/delivery-helpers';

test('imports assignments from a CSV, reports the refused rows, and offers the good ones in New Delivery', async ({
  page,
}) => {
  const auth = await signInOps(page);
  const owner = await demoOwner(page, auth);
  const [good, unknownClient, badEmail] = newAssignments(owner, 3) as [
    ReturnType<typeof newAssignments>[0],
    ReturnType<typeof newAssignments>[0],
    ReturnType<typeof newAssignments>[0],
  ];
  const csv = [
    IMPORT_HEADER,
    importRow(good, owner),
    importRow(good, owner, { sub_service: 'Localization', unit_count: '300' }),
    importRow(unknownClient, owner, { client_code: 'ZZNOPE9' }),
    importRow(badEmail, owner, { requester_email: 'not-an-email' }),
  ].join('\n');

  await page.goto('/import-assignments');
  await expect(page.getByRole('heading', { name: 'Import Assignments', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Import assignments' });
  await form.getByLabel('CSV or XLSX file').setInputFiles({
    name: 'assignments.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await form.getByRole('button', { name: 'Import' }).click();

  const report = page.getByRole('region', { name: 'Import report' });
  await expect(
    page.getByRole('status').filter({ hasText: '1 created, 0 updated, 2 refused.' }),
  ).toBeVisible();
  for (const [label, count] of [
    ['Created', '1'],
    ['Updated', '0'],
    ['Refused', '2'],
  ])
    await expect(report.getByRole('term').filter({ hasText: label }).locator('+ dd')).toHaveText(count);
  const refused = report.getByRole('table', { name: 'Refused rows' });
  const rows = refused.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0).getByRole('cell')).toHaveText([
    '4',
    unknownClient.id,
    'Client code ZZNOPE9 is not known.',
  ]);
  await expect(rows.nth(1).getByRole('cell')).toHaveText(['5', badEmail.id, 'Invalid Email']);

  // Step 1 of New Delivery offers the good assignment, and not the refused ones.
  await page.goto('/addnew');
  const { create } = wizard(page);
  const picker = create.getByLabel('Workspace Assignment ID(s)', { exact: true });
  await picker.fill(good.id);
  await expect(page.getByRole('option', { name: good.label, exact: true })).toBeVisible();
  await page.getByRole('option', { name: good.label, exact: true }).click();
  await expect(create).toContainText(good.label);
  await picker.fill(badEmail.id);
  await expect(page.getByText('No options found.')).toBeVisible();
});
