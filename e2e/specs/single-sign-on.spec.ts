import { expect, test, type Page } from '@playwright/test';
import { startSsoConsole } from '../support/sso-console';

// Single sign-on against a real OpenID Connect provider (oidc-provider on a loopback port) and a console
// process of its own configured with OIDC_* (decision 0021).
const STAFF = { email: 'sso.user@example.com', type: 'OA', firstName: 'Sol' };

let sso: Awaited<ReturnType<typeof startSsoConsole>>;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  sso = await startSsoConsole([STAFF]);
});
test.afterAll(async () => {
  await sso?.stop();
});

/** From the console's login page through the provider's sign-in page, as `login` (the e-mail it vouches for). */
async function signInAtProvider(page: Page, login: string) {
  await page.goto(`${sso.base}/`);
  await page.getByRole('button', { name: 'Sign in with Acme ID' }).click();
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

const loginCookie = async (page: Page) =>
  (await page.context().cookies(`${sso.base}${sso.callbackPath}`)).find((c) => c.name === 'ops_sso_login');

test('a staff member with a verified address at the provider lands signed in on the console', async ({
  page,
}) => {
  await signInAtProvider(page, STAFF.email);
  await expect(page).toHaveURL(/\/deliver(\/\d+)?$/);
  await expect(page.getByText('Successfully Logged in!')).toBeVisible();
  await expect(page.getByTestId('greeting')).toHaveText('Hi, Sol');
  // The hand-off code is gone from the address bar, and the session survives a reload as a plain login's does.
  expect(page.url()).not.toContain('code=');
  await page.reload();
  await expect(page.getByTestId('greeting')).toHaveText('Hi, Sol');
});

test('an address no account uses is refused, and the login page says why', async ({ page }) => {
  await signInAtProvider(page, 'stranger@example.com');
  await expect(page).toHaveURL(`${sso.base}/?sso_error=unknown_account`);
  await expect(page.getByTestId('sso-error')).toHaveText(
    'No console account uses the e-mail address of your sign-in. Ask an operations admin to invite you.',
  );
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});

test('a redirect back with a state other than the one this browser started is refused', async ({ page }) => {
  const held = sso.provider.holdNextRedirectBack();
  await signInAtProvider(page, STAFF.email);
  const forged = new URL(await held);
  forged.searchParams.set('state', 'a-state-this-browser-never-started');
  await page.goto(forged.href);
  await expect(page).toHaveURL(`${sso.base}/?sso_error=bad_state`);
  await expect(page.getByTestId('sso-error')).toContainText('could not be matched to the one started here');
  await expect(page.getByTestId('greeting')).toBeHidden();
});

test('a replayed code is refused: the provider code, even with the sign-in state, and the hand-off code', async ({
  page,
  context,
}) => {
  const held = sso.provider.holdNextRedirectBack();
  await signInAtProvider(page, STAFF.email);
  const url = await held;
  const state = await loginCookie(page);
  expect(state).toBeDefined();
  const handedOff = page.waitForResponse((r) => r.url().startsWith(`${sso.base}${sso.callbackPath}`));
  await page.goto(url);
  const handoff = (await (await handedOff).headerValue('location')) ?? '';
  expect(handoff).toMatch(/^\/sso\/complete#code=/);
  await expect(page.getByTestId('greeting')).toHaveText('Hi, Sol');

  // Someone with the address of the redirect back, and even the browser's sign-in cookie, gets nothing.
  const other = await context.newPage();
  await context.addCookies([state!]);
  await other.goto(url);
  await expect(other).toHaveURL(`${sso.base}/?sso_error=used_or_expired`);
  await expect(other.getByTestId('sso-error')).toHaveText(
    'This sign-in has already been used or has expired. Please sign in again.',
  );
  // Nor does the spent hand-off code open a session.
  await other.goto(`${sso.base}${handoff}`);
  await expect(other).toHaveURL(`${sso.base}/?sso_error=used_or_expired`);
  await expect(other.getByTestId('greeting')).toBeHidden();
});
