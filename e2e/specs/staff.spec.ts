import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, PASSWORD } from '../support/env';
import { latestMail, latestResetLink, signIn, uniqueSuffix } from '../support/helpers';

const staffRow = (page: Page, email: string) =>
  page.locator(`[data-testid="staff-row"][data-email="${email}"]`);

async function openStaffPage(page: Page) {
  await signIn(page, ACCOUNTS.ops.email, PASSWORD);
  await expect(page).toHaveURL(/\/deliver(\/\d+)?$/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Staff' }).click();
  await expect(page).toHaveURL(/\/staff$/);
  await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();
}

test('an admin invites a colleague, who sets a password from the mail and signs in; deactivation ends their session', async ({
  page,
  browser,
}) => {
  const email = `invitee-${uniqueSuffix()}@example.com`;
  await openStaffPage(page);

  // Checked in the browser first, then invited.
  await page.getByRole('button', { name: 'Send invitation', exact: true }).click();
  await expect(page.getByText('Please enter a first name.')).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('First name').fill('Ines');
  await page.getByLabel('Last name').fill('Newcomer');
  await page.getByLabel('Account type', { exact: true }).selectOption('OU');
  await page.getByRole('button', { name: 'Send invitation', exact: true }).click();
  await expect(
    page.getByText(`Invitation sent. ${email} will receive a link to choose a password.`),
  ).toBeVisible();
  await expect(staffRow(page, email)).toContainText('Invitation pending');
  await expect(staffRow(page, email)).toContainText('Never');

  // The invitee's own browser: the mail's link, a password, the first sign-in.
  const mail = await latestMail(email, /^You are invited to the operations console$/);
  expect(mail.text).toContain('Olivia has invited you to the operations console.');
  const invitee = await (await browser.newContext()).newPage();
  await invitee.goto(await latestResetLink(email));
  await invitee.getByLabel('Password', { exact: true }).fill('Invited#Pass2026');
  await invitee.getByLabel('Confirm password').fill('Invited#Pass2026');
  await invitee.getByRole('button', { name: 'Update Password' }).click();
  await expect(invitee).toHaveURL(/\/$/);
  await signIn(invitee, email, 'Invited#Pass2026');
  await expect(invitee).toHaveURL(/\/deliver(\/\d+)?$/);
  await expect(invitee.getByTestId('greeting')).toHaveText('Hi, Ines');
  // An operations user has no staff page.
  await expect(invitee.getByRole('link', { name: 'Staff' })).toHaveCount(0);

  await page.reload();
  const row = staffRow(page, email);
  await expect(row).toContainText('Active');
  await expect(row).not.toContainText('Never');

  // A new type applies to the open session: as an admin, the invitee now sees Staff.
  await row.getByLabel('Account type of Ines Newcomer').selectOption('OA');
  await expect(page.getByText('Account type changed.')).toBeVisible();
  await invitee.goto('/profile');
  await expect(
    invitee.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Staff' }),
  ).toBeVisible();

  // Deactivation, confirmed, ends the session at once and blocks signing in.
  await row.getByRole('button', { name: 'Deactivate Ines Newcomer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deactivate Ines Newcomer?' });
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('Account deactivated. Its sessions have ended.')).toBeVisible();
  await expect(row).toContainText('Deactivated');
  await expect(row.getByRole('button', { name: 'Reactivate Ines Newcomer' })).toBeVisible();

  await invitee.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Staff' }).click();
  await expect(invitee).toHaveURL(/\/$/);
  await signIn(invitee, email, 'Invited#Pass2026');
  await expect(
    invitee.getByText('This account has been deactivated. Please contact an operations admin.'),
  ).toBeVisible();
  await expect(invitee).toHaveURL(/\/$/);

  // Reactivated, the same password works again, back on the page where the session ended.
  await row.getByRole('button', { name: 'Reactivate Ines Newcomer' }).click();
  await expect(row).toContainText('Active');
  await signIn(invitee, email, 'Invited#Pass2026');
  await expect(invitee).toHaveURL(/\/staff$/);
  await invitee.context().close();
});

/** How far the page scrolls sideways: nothing when it fits its window. */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('at 1440 × 900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the accounts table fits: every column shows, each account type is written out whole', async ({
    page,
  }) => {
    await openStaffPage(page);
    const region = page.getByRole('region', { name: 'Staff accounts' });
    const own = staffRow(page, ACCOUNTS.ops.email);
    await expect(own).toBeVisible();
    expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    // The last sign-in, written as everywhere in the console, inside the table's visible box.
    const box = (await region.boundingBox())!;
    const when = (await own.getByRole('cell').nth(3).boundingBox())!;
    expect(when.x + when.width).toBeLessThanOrEqual(box.x + box.width);
    await expect(own.getByRole('cell').nth(3)).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/);
    // A select clips its text when narrower than its longest option ('Operations admin (O').
    for (const select of await region.getByRole('combobox').all()) {
      const clipped = await select.evaluate((el) => {
        const fit = el.getBoundingClientRect().width;
        el.style.width = 'max-content';
        const need = el.getBoundingClientRect().width;
        el.style.width = '';
        return need - fit;
      });
      expect(clipped).toBeLessThanOrEqual(0.5);
    }
  });
});

test.describe('at 390 × 844', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the accounts become cards within the screen: the page does not scroll sideways', async ({ page }) => {
    // The phone's navigation is not this test's subject: the page is opened by its address.
    await signIn(page, ACCOUNTS.ops.email, PASSWORD);
    await expect(page).toHaveURL(/\/deliver(\/\d+)?$/);
    await page.goto('/staff');
    await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();
    const rows = page.getByTestId('staff-row');
    await expect(rows.first()).toBeVisible();
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    for (const row of await rows.all()) {
      const box = (await row.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    // Every account's actions are within reach on the card.
    const deactivate = page.getByRole('button', { name: /^Deactivate / }).last();
    await deactivate.scrollIntoViewIfNeeded();
    await expect(deactivate).toBeInViewport({ ratio: 1 });
  });
});
