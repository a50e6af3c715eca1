import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { reloadDemo, watchNetwork } from './demo-network';

// The demo build (decision 0017) with no server: the first sign-in's forced password change, the profile, and
// a delivery's downloads, sync, sharing and access log export, all answered in the browser.
const PASSWORD = 'Demo@2026';
const NEW_PASSWORD = 'Chosen#Pass2026';
const FIRST_SIGN_IN = 'new.demo@example.com';
const OUTSIDE = 'partner@elsewhere.example.org';
/** A 16 x 16 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR4nGO4Y6NBEmIY1TCqYfhqAADTxkAQc4IxEwAAAABJRU5ErkJggg==',
  'base64',
);

const tab = (page: Page, name: string) =>
  page.getByRole('tablist', { name: 'Assignment sections' }).getByRole('tab', { name, exact: true });
const accountMenu = (page: Page) => page.getByRole('button', { name: /account menu/i });

test('first sign-in changes its password, edits the profile, then downloads, syncs, shares, revokes and exports, with no server', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const network = watchNetwork(context, page, new URL(baseURL!).origin);

  // The account on its temporary password sees only the forced change, which then lands on the deliveries.
  await page.goto('./');
  await expect(page.getByRole('complementary', { name: 'Demo accounts' })).toContainText(FIRST_SIGN_IN);
  await page.getByLabel('Work e-mail').fill(FIRST_SIGN_IN);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  const modal = page.getByRole('dialog', { name: 'Update Your Password' });
  await expect(modal).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Assignments list' })).toHaveCount(0);
  const choose = async (password: string) => {
    await modal.getByLabel('New password').fill(password);
    await modal.getByLabel('Confirm password').fill(password);
    await modal.getByRole('button', { name: 'Change Password' }).click();
  };
  await choose(PASSWORD);
  await expect(modal.getByText("New password can't be same as old password.")).toBeVisible();
  await choose(NEW_PASSWORD);
  await expect(modal).toHaveCount(0);
  await expect(page).toHaveURL(/\/ops-demo\/#\/deliver(\/\d+)?$/);
  await expect(page.getByRole('complementary', { name: 'Assignments list' })).toBeVisible();
  await expect(accountMenu(page)).toContainText('Nina');

  // The profile: a new first name and an image, shown by the account menu.
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Account' }).click();
  await expect(page).toHaveURL(/#\/profile$/);
  await expect(page.getByLabel('E-mail')).toHaveValue(FIRST_SIGN_IN);
  await page.getByLabel('First name').fill('Nadia');
  await page
    .getByLabel('Profile image')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();
  await expect(accountMenu(page)).toContainText('Nadia');
  const avatar = accountMenu(page).getByAltText('Profile image');
  await expect(avatar).toHaveAttribute('src', /^\/media\/profile-images\/.+\.png$/);
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(16);

  // A delivery: one file's download, saved under the file's name.
  await page.getByRole('button', { name: 'Cancel' }).click();
  const card = page
    .getByRole('complementary', { name: 'Assignments list' })
    .getByTestId('assignment-card')
    .first();
  const id = await card.getAttribute('data-id');
  await card.click();
  await expect(page).toHaveURL(new RegExp(`#/deliver/${id}$`));
  const batch = (await page.getByTestId('delivery-id').textContent())!.trim();
  const button = page
    .getByRole('region', { name: 'Version 1', exact: true })
    .getByRole('button', { name: /^Download .+ as \w+$/ })
    .first();
  const [, fileName, format] = /^Download (.+) as (\w+)$/.exec((await button.getAttribute('aria-label'))!)!;
  const expected = `${fileName!.replace(/\.[^.]+$/, '')}.${format}`;
  const download = page.waitForEvent('download');
  await button.click();
  expect((await download).suggestedFilename()).toBe(expected);
  expect(readFileSync((await (await download).path())!, 'utf8')).toContain(expected);

  // Sync with the tracking sheet.
  await page.getByRole('button', { name: 'Sync with spreadsheet' }).click();
  await expect(page.getByText('Delivery synced with the tracking sheet.')).toBeVisible();

  // Share outside the client's organisation: the warning takes the password just chosen.
  await tab(page, 'Share Assignments from here').click();
  const users = page.getByRole('region', { name: 'Users' });
  await users.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share Assignment' });
  const emailField = dialog.getByLabel('Email Address');
  await emailField.fill(OUTSIDE);
  await emailField.press('Enter');
  await dialog.getByRole('button', { name: 'Share', exact: true }).click();
  const warning = page.getByRole('dialog', { name: 'Share warning' });
  await expect(warning.getByRole('list', { name: 'Outside organisation' })).toContainText(OUTSIDE);
  await warning.getByLabel('Password').fill(NEW_PASSWORD);
  await warning.getByRole('button', { name: 'Accept and share' }).click();
  const row = users.getByTestId('shared-user-row').filter({ hasText: OUTSIDE });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell').nth(1)).toHaveText('Nadia Newhire');
  const logs = page.getByRole('region', { name: 'Access Logs' });
  await expect(
    logs
      .getByTestId('access-log-row')
      .filter({ hasText: `Nadia Newhire shared the delivery with ${OUTSIDE}` }),
  ).toBeVisible();

  // Revoke it.
  await users.getByRole('button', { name: `Revoke ${OUTSIDE}` }).click();
  await page.getByRole('dialog', { name: 'Revoke access' }).getByRole('button', { name: 'Revoke' }).click();
  await expect(row).toHaveCount(0);
  await expect(
    logs.getByTestId('access-log-row').filter({ hasText: `Nadia Newhire revoked ${OUTSIDE}'s access` }),
  ).toBeVisible();

  // The access log as CSV, with the session's entries.
  const csv = page.waitForEvent('download');
  await logs.getByRole('button', { name: 'Export CSV' }).click();
  expect((await csv).suggestedFilename()).toBe(`access-log-${batch}.csv`);
  const text = readFileSync((await (await csv).path())!, 'utf8');
  expect(text).toMatch(/^Date,Type,Log,Platform,IP,Location,Files,Shared users\n/);
  expect(text).toContain(`Nadia Newhire downloaded ${expected}`);
  expect(text).toContain(`Nadia Newhire revoked ${OUTSIDE}'s access`);

  // A reload starts the sample data fresh; the session stays.
  await reloadDemo(page, accountMenu(page));
  await expect(accountMenu(page)).toContainText('Nina');
  await tab(page, 'Share Assignments from here').click();
  await expect(users.getByTestId('shared-user-row').first()).toBeVisible();
  await expect(users.getByTestId('shared-user-row').filter({ hasText: OUTSIDE })).toHaveCount(0);

  network.assertNoServerCalls();
});
