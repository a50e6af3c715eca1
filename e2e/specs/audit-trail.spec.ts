import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { ACCOUNTS, PASSWORD } from '../support/env';
import { apiGet, signIn, signInToAssignments, uniqueSuffix } from '../support/helpers';

test('an admin invites a colleague, finds it on the audit trail with filters, and exports the CSV', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const authorization = await signInToAssignments(page, ACCOUNTS.ops.email);
  const main = page.getByRole('navigation', { name: 'Main' });

  // Something audited: an invitation from the staff page.
  const email = `audited-${uniqueSuffix()}@example.com`;
  await main.getByRole('link', { name: 'Staff' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('First name').fill('Aude');
  await page.getByLabel('Account type', { exact: true }).selectOption('TL');
  await page.getByRole('button', { name: 'Send invitation', exact: true }).click();
  await expect(
    page.getByText(`Invitation sent. ${email} will receive a link to choose a password.`),
  ).toBeVisible();
  const staff = await apiGet<{ data: { id: number; email: string }[] }>(
    page,
    authorization,
    '/api-ops/staff/v1/users/',
  );
  const invitee = staff.data.find((m) => m.email === email)!;

  // The trail, from the navigation (once the toasts that sit over it are gone), filtered with the
  // keyboard-usable pickers.
  await expect(page.getByRole('status')).toHaveCount(0, { timeout: 10_000 });
  await main.getByRole('link', { name: 'Audit trail' }).click();
  await expect(page).toHaveURL(/\/audit-trail$/);
  await expect(page.getByRole('heading', { name: 'Audit trail', level: 1 })).toBeVisible();
  await page.getByLabel('Action', { exact: true }).fill('Staff account inv');
  // Enter picks the focused option, once the typed words have narrowed the list to it.
  await expect(page.getByRole('option', { name: 'Staff account invited' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Any action')).toHaveCount(0);
  await page.getByLabel('Person', { exact: true }).fill(ACCOUNTS.ops.email);
  await page.getByRole('option', { name: new RegExp(ACCOUNTS.ops.email.replace(/[.]/g, '\\.')) }).click();
  const today = new Date();
  const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  await page.getByLabel('From').fill(day);
  await page.getByLabel('To').fill(day);

  const rows = page.getByTestId('audit-row');
  await expect(rows.first()).toContainText(`user #${invitee.id}`);
  await expect(rows.first()).toContainText('Staff account invited');
  await expect(rows.first()).toContainText('user type: TL');
  await expect(rows.first().getByRole('rowheader')).toContainText(ACCOUNTS.ops.email);
  // Every row is an invitation once the filters have all applied (the list may still hold the rows of
  // the filters before: the first row is the newest event either way).
  await expect(page.locator('[data-testid="audit-row"]:not([data-action="staff.invited"])')).toHaveCount(0);
  await expect(page.getByTestId('audit-count')).toContainText(/of \d+ events/);
  await expectAccessible(page, 'audit trail');

  // The export has the same filters, and the same row.
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toMatch(/^audit-trail-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8');
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\n');
  expect(lines[0]).toBe(
    'Time (UTC),Person,Person id,Action,Action code,Target type,Target id,Client,Client id,IP address,User agent,Details',
  );
  expect(lines.slice(1).every((line) => line.includes(',Staff account invited,staff.invited,user,'))).toBe(
    true,
  );
  expect(lines.some((line) => line.includes(`,staff.invited,user,${invitee.id},`))).toBe(true);
});

test('the audit trail is not offered to other account types', async ({ page }) => {
  await signIn(page, ACCOUNTS.sales.email, PASSWORD);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Clients' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Audit trail' })).toHaveCount(0);
  await page.goto('/audit-trail');
  await expect(page.getByTestId('no-audit-access')).toContainText('for operations admins');
});
