import { expect, test } from '@playwright/test';
import { ACCOUNTS, PASSWORD } from '../support/env';
import { PNG_IMAGE, signIn } from '../support/helpers';

test('edits the profile with an image, and the top bar shows both', async ({ page }) => {
  await signIn(page, ACCOUNTS.profile.email, PASSWORD);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByLabel('E-mail')).toHaveValue(ACCOUNTS.profile.email);
  await expect(page.getByLabel('E-mail')).not.toBeEditable();

  await page.getByLabel('First name').fill('Priya<');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('first_name-error')).toHaveText('Symbols are not allowed.');

  await page.getByLabel('First name').fill('Priyanka');
  await page.getByLabel('Last name').fill('Menon');
  await page.getByLabel('Organisation').fill('Delivery Ops');
  await page.getByLabel('Phone number').fill('98765x');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('phone_number-error')).toHaveText('Text and symbols not allowed');
  await page.getByLabel('Phone number').fill('9876543210');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please select a value from the list!')).toBeVisible();

  await page.getByLabel('Phone country code').click();
  await page.keyboard.type('India');
  await page.keyboard.press('Enter');
  await page
    .getByLabel('Profile image')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_IMAGE });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);

  await page.reload();
  await expect(page.getByTestId('greeting')).toHaveText('Hi, Priyanka');
  await expect(page.getByLabel('Last name')).toHaveValue('Menon');
  await expect(page.getByLabel('Phone number')).toHaveValue('9876543210');
  const avatar = page.getByRole('button', { name: 'Account menu' }).getByAltText('Profile image');
  await expect(avatar).toHaveAttribute('src', /\/media\/profile-images\/.+\.png$/);
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(16);

  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/deliver(\/\d+)?$/);
});

test('any other path shows the not-found page, whose logo leads to the console', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText("This is not the link you're looking for")).toBeVisible();
  await signIn(page, ACCOUNTS.ops.email, PASSWORD);
  await expect(page).toHaveURL(/\/deliver(\/\d+)?$/);
  await page.goto('/still/not/here');
  await page.getByRole('link', { name: 'Go to Assignments' }).click();
  await expect(page).toHaveURL(/\/deliver(\/\d+)?$/);
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('login, the top bar and the profile fit the screen', async ({ page }) => {
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    await page.goto('/');
    expect(await fits()).toBe(true);
    await signIn(page, ACCOUNTS.phone.email, PASSWORD);
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    expect(await fits()).toBe(true);
    await page.getByRole('button', { name: 'Account menu' }).tap();
    await page.getByRole('menuitem', { name: 'Account' }).tap();
    await expect(page.getByLabel('First name')).toBeInViewport();
    expect(await fits()).toBe(true);
  });
});
