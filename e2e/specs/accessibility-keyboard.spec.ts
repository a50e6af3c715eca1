import { expect, test, type Locator, type Page } from '@playwright/test';
import { ACCOUNTS, PASSWORD } from '../support/env';
import { signIn, signInToAssignments, uniqueSuffix } from '../support/helpers';

const isFocusedIn = (scope: Locator) =>
  scope.evaluate((el) => el.contains(document.activeElement) && document.activeElement !== el);
const tab = (page: Page, name: string) =>
  page.getByRole('tablist', { name: 'Assignment sections' }).getByRole('tab', { name, exact: true });

/** Presses Tab (or Shift+Tab) `times` times and checks the focus stays inside `dialog` after each. */
async function expectTrapped(page: Page, dialog: Locator, key: 'Tab' | 'Shift+Tab', times: number) {
  for (let i = 0; i < times; i += 1) {
    await page.keyboard.press(key);
    expect(await isFocusedIn(dialog), `focus inside the dialog after ${key} ${i + 1}`).toBe(true);
  }
}

test('the skip link is the first Tab stop of a signed-in page and takes the focus to the main content', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.ops.email, PASSWORD);
  await expect(page).toHaveURL(/\/deliver(\/\d+)?$/);
  for (const path of ['/profile', '/import-assignments']) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    // The next stop is inside the page, past the navigation.
    await page.keyboard.press('Tab');
    expect(await isFocusedIn(page.getByRole('main'))).toBe(true);
  }
});

test('the hidden skip links leave no trace on the page until focused', async ({ page }) => {
  await signInToAssignments(page, ACCOUNTS.ops.email);
  await expect(tab(page, 'DELIVERY')).toBeVisible();
  for (const name of ['Skip to main content', 'Skip to delivery detail']) {
    const skip = page.getByRole('link', { name });
    // Clipped to nothing, shadow included (a link moved up only left its shadow showing at the top left).
    const painted = await skip.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return { width: box.width, height: box.height, clip: getComputedStyle(el).clipPath };
    });
    expect(painted.width * painted.height, name).toBeLessThanOrEqual(1);
    expect(painted.clip, name).toBe('inset(50%)');
    await skip.focus();
    await expect(skip).toBeInViewport({ ratio: 1 });
    expect((await skip.boundingBox())!.width).toBeGreaterThan(100);
  }
});

test('the second skip link reaches the delivery detail in a few Tab presses; opening a card lands on it', async ({
  page,
}) => {
  await signInToAssignments(page, ACCOUNTS.ops.email);
  await page.reload();
  const heading = page.getByRole('heading', { level: 2, name: /^Delivery / });
  await expect(tab(page, 'DELIVERY')).toBeVisible();
  await expect(heading).not.toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to delivery detail' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(heading).toBeFocused();
  let presses = 0;
  while (presses < 20 && !(await tab(page, 'DELIVERY').evaluate((el) => el === document.activeElement))) {
    await page.keyboard.press('Tab');
    presses += 1;
  }
  await expect(tab(page, 'DELIVERY')).toBeFocused();
  // Source files, copy, Update Delivery: 4 presses today, where the main content's skip link needed ~60.
  expect(presses).toBeLessThanOrEqual(5);

  // A card opened by click, then one opened with Enter: the focus lands on the detail's heading each time.
  const cards = page.getByTestId('assignment-card');
  for (const [index, how] of [
    [1, 'click'],
    [2, 'Enter'],
  ] as const) {
    const card = cards.nth(index);
    const id = await card.getAttribute('data-id');
    if (how === 'click') await card.click();
    else {
      await card.focus();
      await page.keyboard.press('Enter');
    }
    await expect(page).toHaveURL(new RegExp(`/deliver/${id}$`));
    await expect(page.getByRole('article', { name: /^Delivery / })).toBeVisible();
    await expect(heading).toBeFocused();
    const batchId = await page.getByTestId('delivery-id').innerText();
    await expect(heading).toHaveText(`Delivery ${batchId}`);
    await page.keyboard.press('Tab');
    expect(await isFocusedIn(page.getByRole('article', { name: /^Delivery / }))).toBe(true);
  }
});

test('the detail tabs follow the tabs pattern: arrows, Home and End, one Tab stop', async ({ page }) => {
  await signInToAssignments(page, ACCOUNTS.ops.email);
  const share = tab(page, 'Share Assignments from here');
  await tab(page, 'HISTORY').click();
  await expect(tab(page, 'HISTORY')).toBeFocused();
  await page.keyboard.press('End');
  await expect(share).toBeFocused();
  await expect(share).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Share Assignments from here' })).toBeVisible();
  await page.keyboard.press('Home');
  await expect(tab(page, 'DELIVERY')).toBeFocused();
  await expect(tab(page, 'DELIVERY')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(share).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'DELIVERY')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'HISTORY')).toBeFocused();
  await expect(page.getByRole('tabpanel', { name: 'HISTORY' })).toBeVisible();
  // One Tab stop for the whole row: Tab leaves it.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).not.toBe('tab');
});

test('the account menu opens from the keyboard, moves with the arrows and closes back to its button', async ({
  page,
}) => {
  await signInToAssignments(page, ACCOUNTS.ops.email);
  const button = page.getByTestId('account-menu-button');
  const menu = page.getByRole('menu', { name: 'Account' });
  const item = (name: string) => menu.getByRole('menuitem', { name, exact: true });
  await button.focus();
  await page.keyboard.press('ArrowDown');
  // At desktop width the page links stay in the bar, so the menu starts at Account.
  await expect(item('Account')).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(item('Logout')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(item('Account')).toBeFocused();
  await page.keyboard.press('End');
  await expect(item('Logout')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(item('Account')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(button).toBeFocused();

  await page.keyboard.press('ArrowUp');
  await expect(item('Logout')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(menu).toHaveCount(0);
  await expect(button).not.toBeFocused();

  await button.focus();
  await page.keyboard.press('Enter');
  await expect(item('Account')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(menu).toHaveCount(0);
});

test('the account button is named by the greeting it shows', async ({ page }) => {
  await signIn(page, ACCOUNTS.ops.email, PASSWORD);
  const button = page.getByTestId('account-menu-button');
  const greeting = `Hi, ${ACCOUNTS.ops.firstName}`;
  await expect(page.getByTestId('greeting')).toHaveText(greeting);
  await expect(button).toHaveAccessibleName(new RegExp(`^${greeting}\\b`));
  await expect(button).toHaveAccessibleName(/Account menu/);
});

test('a dialog keeps the focus inside, closes on Escape and gives the focus back to what opened it', async ({
  page,
}) => {
  await signInToAssignments(page, ACCOUNTS.ops.email);
  const sources = page.getByTestId('source-files-button');
  await expect(sources).toBeVisible();

  // Opened from the keyboard: the focus moves in and cannot leave with Tab or Shift+Tab.
  await sources.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Source files' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  const stops = await dialog.evaluate(
    (el) => el.querySelectorAll('a[href], button:not([disabled]), input:not([disabled])').length,
  );
  await expectTrapped(page, dialog, 'Tab', stops + 2);
  await expectTrapped(page, dialog, 'Shift+Tab', stops + 2);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(sources).toBeFocused();

  // Closed by its button: the focus goes back as well.
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(sources).toBeFocused();
});

test('the share warning, shown in the share dialog’s place, traps the focus; Escape goes back step by step', async ({
  page,
}) => {
  await signInToAssignments(page, ACCOUNTS.ops.email);
  await expect(tab(page, 'DELIVERY')).toBeVisible();
  await tab(page, 'Share Assignments from here').click();
  const share = page
    .getByRole('region', { name: 'Users' })
    .getByRole('button', { name: 'Share', exact: true });
  await share.click();
  const dialog = page.getByRole('dialog', { name: 'Share Assignment' });
  const email = dialog.getByRole('combobox').or(dialog.getByLabel('Email Address')).first();
  await email.fill(`someone.${uniqueSuffix()}@elsewhere.example`);
  await email.press('Enter');
  await dialog.getByRole('button', { name: 'Share', exact: true }).click();
  const warning = page.getByRole('dialog', { name: 'Share warning' });
  await expect(warning.getByLabel('Password')).toBeVisible();
  await expectTrapped(page, warning, 'Tab', 6);
  await expectTrapped(page, warning, 'Shift+Tab', 6);

  // Escape leaves the warning for the share dialog (one dialog at a time), then the page, where the
  // focus is back on the button that opened the share dialog.
  await page.keyboard.press('Escape');
  await expect(warning).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await expect.poll(() => isFocusedIn(dialog)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(share).toBeFocused();
});

test('no page breaks the content security policy: zod validates without evaluating code', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  const violations = () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  await page.goto('/');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByTestId('username-error')).toBeVisible();
  expect(await violations()).toEqual([]);
  await signInToAssignments(page, ACCOUNTS.ops.email);
  await page.goto('/profile');
  await expect(page.getByLabel('First name')).toBeVisible();
  expect(await violations()).toEqual([]);
});
