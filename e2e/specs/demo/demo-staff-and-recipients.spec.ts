import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { reloadDemo, watchNetwork } from './demo-network';

// The demo build (decision 0017) with no server: an admin's staff page, and the recipients' portal opened
// through the sample recipient's personal link with the code the demo shows in place of the e-mail.
const PASSWORD = 'Demo@2026';
const RECIPIENT = 'kavya.iyer@acme.example.com';

async function signInAsAdmin(page: Page) {
  await page.goto('./');
  await page.getByLabel('Work e-mail').fill('oa.demo@example.com');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/#\/deliver(\/\d+)?$/);
}

const staffRow = (page: Page, email: string) =>
  page.locator(`[data-testid="staff-row"][data-email="${email}"]`);

test('an admin invites, retypes and deactivates staff in the demo; a reload starts fresh', async ({
  page,
  context,
  baseURL,
}) => {
  const network = watchNetwork(context, page, new URL(baseURL!).origin);
  await signInAsAdmin(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Staff' }).click();
  await expect(page).toHaveURL(/#\/staff$/);
  await expect(staffRow(page, 'priya.invited@example.com')).toContainText('Invitation pending');

  const email = 'ines.newcomer@example.com';
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('First name').fill('Ines');
  await page.getByLabel('Last name').fill('Newcomer');
  await page.getByLabel('Account type', { exact: true }).selectOption('OU');
  await page.getByRole('button', { name: 'Send invitation', exact: true }).click();
  await expect(
    page.getByText(`Invitation sent. ${email} will receive a link to choose a password.`),
  ).toBeVisible();
  await expect(staffRow(page, email)).toContainText('Invitation pending');

  const lead = staffRow(page, 'tl.demo@example.com');
  await lead.getByLabel('Account type of Tara Lead').selectOption('SL');
  await expect(page.getByText('Account type changed.')).toBeVisible();
  await lead.getByRole('button', { name: 'Deactivate Tara Lead' }).click();
  await page
    .getByRole('dialog', { name: 'Deactivate Tara Lead?' })
    .getByRole('button', { name: 'Deactivate' })
    .click();
  await expect(page.getByText('Account deactivated. Its sessions have ended.')).toBeVisible();
  await expect(lead).toContainText('Deactivated');

  await reloadDemo(page, staffRow(page, 'priya.invited@example.com'));
  await expect(staffRow(page, email)).toHaveCount(0);
  await expect(lead).toContainText('Active');
  network.assertNoServerCalls();
});

test('a recipient opens the personal link with the shown code, downloads, rates and asks for a colleague', async ({
  page,
  context,
  baseURL,
}) => {
  const network = watchNetwork(context, page, new URL(baseURL!).origin);
  await page.goto('./');
  await page
    .getByRole('complementary', { name: 'Demo accounts' })
    .getByRole('link', { name: `open ${RECIPIENT}’s link` })
    .click();
  await expect(page).toHaveURL(/#\/shared$/);
  const hint = page.getByRole('complementary', { name: 'Demo recipient' });
  const code = (await hint.locator('code').nth(1).textContent())!;
  await page.getByRole('button', { name: 'E-mail me a code' }).click();
  await expect(page.getByText('We have e-mailed you a code. It is valid for 10 minutes.')).toBeVisible();
  await page.getByLabel('Code from the e-mail').fill('000000');
  await page.getByRole('button', { name: 'Open', exact: true }).click();
  await expect(page.getByText('That code is not right or has expired.', { exact: false })).toBeVisible();
  await page.getByLabel('Code from the e-mail').fill(code);
  await page.getByRole('button', { name: 'Open', exact: true }).click();

  const version = page.getByRole('region', { name: /^Version \d/ }).first();
  await expect(version).toBeVisible();
  // The portal's pages fetch data too, so they carry the spec's notice.
  await expect(page.getByText('Turn off dev environment to fetch real data.')).toBeVisible();
  const downloaded = page.waitForEvent('download');
  await version
    .getByRole('button', { name: /^Download .+ as \w+ / })
    .first()
    .click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toMatch(/\.\w+$/);
  expect(readFileSync((await download.path())!, 'utf8')).toContain(download.suggestedFilename());

  const feedback = page.getByRole('form', { name: /^Feedback on version \d+$/ }).first();
  await feedback.getByRole('radio', { name: '4 stars' }).check({ force: true });
  await feedback.getByLabel('Comment (optional)').fill('Clear and on time.');
  await feedback.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByText('Thank you for your feedback.').first()).toBeVisible();

  const access = page.getByRole('form', { name: 'Request access for a colleague' });
  await access.getByLabel('Colleague’s e-mail').fill('colleague@acme.example.com');
  await access.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText(/Your request has been sent/)).toBeVisible();
  await expect(page.getByText('colleague@acme.example.com')).toBeVisible();
  network.assertNoServerCalls();
});
