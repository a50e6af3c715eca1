import { expect, test } from '@playwright/test';
import { ACCOUNTS, PASSWORD } from '../support/env';
import { signIn, signOut } from '../support/helpers';

test('signs in without "Stay logged in": a reload keeps the session, a new tab does not', async ({
  page,
  context,
}) => {
  await signIn(page, ACCOUNTS.ops.email, PASSWORD);
  await expect(page).toHaveURL(/\/deliver(\/\d+)?$/);
  await expect(page.getByText('Successfully Logged in!')).toBeVisible();
  await expect(page.getByTestId('greeting')).toHaveText('Hi, Olivia');

  await page.reload();
  await expect(page).toHaveURL(/\/deliver(\/\d+)?$/);
  await expect(page.getByTestId('greeting')).toHaveText('Hi, Olivia');

  const tab = await context.newPage();
  await tab.goto('/deliver');
  await expect(tab).toHaveURL(/\/$/);
  await expect(tab.getByRole('button', { name: 'Login' })).toBeVisible();
});

test('with "Stay logged in" a new tab and the login page go straight to the console', async ({
  page,
  context,
}) => {
  await signIn(page, ACCOUNTS.stay.email, PASSWORD, { stay: true });
  await expect(page).toHaveURL(/\/deliver(\/\d+)?$/);

  const tab = await context.newPage();
  await tab.goto('/');
  await expect(tab).toHaveURL(/\/deliver(\/\d+)?$/);
  await expect(tab.getByTestId('greeting')).toHaveText('Hi, Stella');
  await tab.reload();
  await expect(tab.getByTestId('greeting')).toHaveText('Hi, Stella');
});

test('a protected page opened while signed out goes to login, which then returns to it', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, ACCOUNTS.redirect.email, PASSWORD);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByLabel('First name')).toHaveValue('Rhea');
});

test('requester accounts land on /requester', async ({ page }) => {
  await signIn(page, ACCOUNTS.sales.email, PASSWORD);
  await expect(page).toHaveURL(/\/requester$/);
});

test('the login page opens without an API call: single sign-on’s status comes with the page', async ({
  page,
}) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api-ops/')) calls.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(calls).toEqual([]);
});

test.describe('the login form in the page the server sends (decision 0034)', () => {
  test.describe('before any script has run', () => {
    test.use({ javaScriptEnabled: false });

    test('shows the form with read-only fields and a disabled Login button', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Operations Login' })).toBeVisible();
      await expect(page.getByLabel('Work e-mail')).not.toBeEditable();
      await expect(page.getByLabel('Password', { exact: true })).not.toBeEditable();
      await expect(page.getByRole('button', { name: 'Login' })).toBeDisabled();
    });
  });

  test('the app takes it over in place: nothing moves, and it signs in', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByLabel('Work e-mail')).toBeEditable();
    await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
    const shifted = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) total += (entry as unknown as { value: number }).value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 300);
        }),
    );
    expect(shifted).toBe(0);
    await signIn(page, ACCOUNTS.ops.email, PASSWORD);
    await expect(page).toHaveURL(/\/deliver(\/\d+)?$/);
  });
});

test('shows the login messages: invalid e-mail, empty password, incorrect password', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Work e-mail').fill('not-an-email');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByTestId('username-error')).toHaveText('Invalid Email!');

  await page.getByLabel('Work e-mail').fill(ACCOUNTS.ops.email);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByTestId('password-error')).toHaveText('Empty password!');

  await page.getByLabel('Password', { exact: true }).fill('Wrong#Password1');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByTestId('password-error')).toHaveText('Incorrect Password');
  await expect(page).toHaveURL(/\/$/);
});

test('logout ends the session on the server and in the browser', async ({ page }) => {
  await signIn(page, ACCOUNTS.ops.email, PASSWORD);
  await expect(page).toHaveURL(/\/deliver(\/\d+)?$/);
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(token).toBeTruthy();
  expect(token).not.toContain('.'); // stored encrypted, never as the raw token

  await signOut(page);
  // Asked again while the signed-out page may still be loading its own document.
  await expect
    .poll(() => page.evaluate(() => [sessionStorage.length, localStorage.length]).catch(() => null))
    .toEqual([0, 0]);
  await page.goto('/deliver');
  await expect(page).toHaveURL(/\/$/);
});

test('the account menu closes on a click outside it', async ({ page }) => {
  await signIn(page, ACCOUNTS.ops.email, PASSWORD);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Account' })).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(page.getByRole('menu')).toHaveCount(0);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test('greets an account without a first name as User', async ({ page }) => {
  await signIn(page, ACCOUNTS.noname.email, PASSWORD);
  await expect(page.getByTestId('greeting')).toHaveText('Hi, User');
});
