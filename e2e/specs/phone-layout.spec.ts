import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import {
  chooseFiles,
  createStep,
  demoOwner,
  fileFolder,
  importAssignments,
  newAssignments,
  wizard,
} from '../support/delivery-helpers';
import { ACCOUNTS, PASSWORD } from '../support/env';
import { apiGet, latestMail, signInToAssignments, uniqueSuffix } from '../support/helpers';

// Issue 23, phone: at 390 × 844 no page scrolls sideways, every detail tab is in view, the delivery's header
// card keeps its key facts behind a 'More details' disclosure, and the page links are a bottom bar.

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const WIDTH = PHONE.viewport.width;
const SHARE_TAB = 'Share Assignments from here';
const DETAIL_TABS = ['DELIVERY', 'HISTORY', 'DETAILS', SHARE_TAB];
const LIST = '/api-ops/ops/v2/all-assignments/';
const folder = fileFolder();

test.use(PHONE);
test.describe.configure({ timeout: 120_000 });
test.afterAll(() => folder.cleanup());

/** The page is no wider than the window; on failure, names the elements that reach past its right edge. */
async function expectNoSidewaysScroll(page: Page, screen: string) {
  const overflow = await page.evaluate(() => {
    const root = document.scrollingElement!;
    if (root.scrollWidth <= window.innerWidth + 1) return null;
    const wide = Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(0, 8)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`);
    return `${root.scrollWidth}px wide: ${wide.join(', ')}`;
  });
  expect(overflow, `${screen} scrolls sideways`).toBeNull();
}

/** The element lies inside the window's width. */
async function expectWithinWidth(locator: Locator) {
  const box = (await locator.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(-1);
  expect(box.x + box.width).toBeLessThanOrEqual(WIDTH + 1);
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main', exact: true });
const detailTab = (page: Page, name: string) =>
  page.getByRole('tablist', { name: 'Assignment sections' }).getByRole('tab', { name, exact: true });

/** Follows a bottom-bar link, from behind 'More' when it is not in the bar itself. */
async function goVia(page: Page, name: string) {
  const nav = mainNav(page);
  const link = nav.getByRole('link', { name, exact: true });
  if (!(await link.isVisible())) {
    const more = nav.getByRole('button', { name: 'More', exact: true });
    await more.click();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
  }
  await link.click();
}

/** A live demo delivery of Helios Pharma, by the API: its users may be shared with. */
async function heliosDelivery(page: Page, auth: string) {
  const list = await apiGet<{ data: { months: { info: { id: number; client_code: string }[] }[] } }>(
    page,
    auth,
    LIST,
  );
  const found = list.data.months.flatMap((m) => m.info).find((item) => item.client_code === 'HPG');
  expect(found, 'a live Helios Pharma delivery in the demo data').toBeDefined();
  return found!.id;
}

/** The recipients' portal at phone width: the personal link, the code form, a delivery and the list. */
async function visitPortal(browser: Browser, reader: string) {
  const link = /https?:\/\/[^/\s]+(\/shared#t=[\w-]+)/.exec(
    (await latestMail(reader, /shared with you/)).text ?? '',
  )![1]!;
  const context = await browser.newContext(PHONE);
  const recipient = await context.newPage();
  await recipient.goto(link);
  await expect(recipient.getByRole('button', { name: 'E-mail me a code' })).toBeVisible();
  await expectNoSidewaysScroll(recipient, 'recipient link');
  await recipient.getByRole('button', { name: 'E-mail me a code' }).click();
  const code = /Your code is (\d{6})/.exec((await latestMail(reader, /Your code/)).text ?? '')![1]!;
  await recipient.getByLabel('Code from the e-mail').fill(code);
  await recipient.getByRole('button', { name: 'Open', exact: true }).click();
  await expect(recipient.getByRole('region', { name: /^Version \d+/ }).first()).toBeVisible();
  await expectNoSidewaysScroll(recipient, 'recipient delivery');
  await recipient.getByRole('link', { name: /^Back to / }).click();
  await expect(recipient.getByRole('link', { name: /\S/ }).first()).toBeVisible();
  await expectNoSidewaysScroll(recipient, 'recipient deliveries');
  await context.close();
}

test('signed-out pages: login, forgot password, the portal and a file request without a link', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'login');
  await page.getByRole('link', { name: 'Forgot Password' }).click();
  await expect(page.getByRole('button', { name: 'Send Link' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'forgot password');
  await page.goto('/shared');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSidewaysScroll(page, 'recipients without a link');
  await page.goto('/request');
  await expect(page.getByRole('heading', { name: 'Send files', level: 1 })).toBeVisible();
  await expectNoSidewaysScroll(page, 'file request without a link');
});

test('the side rail gives way to a bottom bar of labelled links; More opens the rest', async ({ page }) => {
  await signInToAssignments(page, ACCOUNTS.ops.email);
  await expect(page.getByTestId('assignment-card').first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Assignments navigation' })).toBeHidden();
  const nav = mainNav(page);
  const box = (await nav.boundingBox())!;
  expect(box.y + box.height).toBeGreaterThanOrEqual(PHONE.viewport.height - 1);
  expect(box.width).toBeGreaterThanOrEqual(WIDTH - 1);
  for (const name of ['Assignments', 'Archive', 'Clients']) {
    const link = nav.getByRole('link', { name, exact: true });
    await expect(link).toBeVisible();
    await expect(link).toContainText(name);
    await expectWithinWidth(link);
  }
  await expect(nav.getByRole('link', { name: 'Assignments', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // The account menu holds the account only.
  await page.getByRole('button', { name: /Account menu/ }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Account', 'Logout']);
  await page.keyboard.press('Escape');

  const more = nav.getByRole('button', { name: 'More', exact: true });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.click();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  for (const name of [
    'Staff',
    'Quarantine',
    'Audit trail',
    'Retention',
    'Import Assignments',
    'File requests',
  ]) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    await expectWithinWidth(nav.getByRole('link', { name, exact: true }));
  }
  await page.keyboard.press('Escape');
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await expect(more).toBeFocused();
  await expect(nav.getByRole('link', { name: 'Staff', exact: true })).toBeHidden();

  await goVia(page, 'Archive');
  await expect(page).toHaveURL(/\/ops-archive$/);
  await expect(
    page.getByRole('complementary', { name: 'Archive list' }).getByTestId('assignment-card').first(),
  ).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Archive', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // The last card is not hidden under the bar: the list ends above it.
  const list = (await page.getByRole('complementary', { name: 'Archive list' }).boundingBox())!;
  expect(list.y + list.height).toBeLessThanOrEqual(box.y + 1);
  await goVia(page, 'Staff');
  await expect(page).toHaveURL(/\/staff$/);
  await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();
});

test('a delivery: the header keeps its key facts, More details opens the rest, every tab is in view', async ({
  page,
}) => {
  await signInToAssignments(page, ACCOUNTS.ops.email);
  const card = page.getByTestId('assignment-card').first();
  await expect(card).toBeVisible();
  await expectNoSidewaysScroll(page, 'assignments list');
  await card.click();
  const top = page.getByTestId('detail-top-bar');
  await expect(top).toBeVisible();
  await expect(top.getByTestId('delivery-id')).toBeVisible();
  await expect(top.getByTestId('field-committed-delivery')).toBeVisible();
  await expect(top.getByTestId('field-requester-name')).toBeVisible();
  await expect(top.getByTestId('field-entity-code')).toHaveCount(0);
  await expect(top.getByTestId('field-date-received')).toHaveCount(0);
  // The collapsed card leaves most of the first screen to the delivery itself.
  const collapsed = (await top.boundingBox())!;
  expect(collapsed.height).toBeLessThan(PHONE.viewport.height / 3);
  const more = top.getByRole('button', { name: 'More details' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.click();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  await expect(top.getByTestId('field-entity-code')).toBeVisible();
  await expect(top.getByTestId('field-client-charge-code')).toBeVisible();
  await expect(top.getByTestId('field-date-received')).toBeVisible();
  await expectNoSidewaysScroll(page, 'delivery header with every detail');
  await more.click();
  await expect(top.getByTestId('field-entity-code')).toHaveCount(0);

  for (const name of DETAIL_TABS) {
    await expect(detailTab(page, name)).toBeVisible();
    await expectWithinWidth(detailTab(page, name));
  }
  for (const name of DETAIL_TABS) {
    await detailTab(page, name).click();
    await expect(detailTab(page, name)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await expectNoSidewaysScroll(page, `detail tab ${name}`);
  }
  await expect(
    page.getByRole('region', { name: 'Access Logs' }).getByTestId('access-log-row').first(),
  ).toBeVisible();
  await expectNoSidewaysScroll(page, 'sharing tab with its logs');

  await top.getByRole('button', { name: 'Back' }).click();
  await goVia(page, 'Archive');
  await page.getByTestId('assignment-card').first().click();
  await expect(top).toBeVisible();
  for (const name of DETAIL_TABS) {
    await detailTab(page, name).click();
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await expectNoSidewaysScroll(page, `archive tab ${name}`);
  }
});

test('sharing: the users table is cards with Revoke beside each address; the recipients’ portal fits', async ({
  page,
  browser,
}) => {
  const auth = await signInToAssignments(page, ACCOUNTS.ops.email);
  const reader = `phone.reader.${uniqueSuffix()}@heliospharma.de`;
  await page.goto(`/deliver/${await heliosDelivery(page, auth)}`);
  await detailTab(page, SHARE_TAB).click();
  const users = page.getByRole('region', { name: 'Users' });
  await users.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share Assignment' });
  await expect(dialog).toBeVisible();
  await expectNoSidewaysScroll(page, 'share dialog');
  const email = dialog.getByRole('combobox').or(dialog.getByLabel('Email Address')).first();
  await email.fill(reader);
  await email.press('Enter');
  await dialog.getByRole('button', { name: 'Share', exact: true }).click();
  // An address of another domain than the client's asks for the password first.
  const warning = page.getByRole('dialog', { name: 'Share warning' });
  const row = users.getByTestId('shared-user-row').filter({ hasText: reader });
  await expect(row.or(warning)).toBeVisible();
  if (await warning.isVisible()) {
    await expectNoSidewaysScroll(page, 'share warning');
    await warning.getByLabel('Password').fill(PASSWORD);
    await warning.getByRole('button', { name: 'Accept and share' }).click();
  }
  await expect(row).toBeVisible();
  await expectNoSidewaysScroll(page, 'sharing tab with shares');
  await expectWithinWidth(row);
  // Revoke stays on the address's line, at its right.
  const address = (await row.getByText(reader).boundingBox())!;
  const revoke = (await row.getByRole('button', { name: `Revoke ${reader}` }).boundingBox())!;
  expect(revoke.x).toBeGreaterThanOrEqual(address.x + address.width - 1);
  expect(revoke.y).toBeLessThan(address.y + address.height);
  expect(revoke.y + revoke.height).toBeGreaterThan(address.y);
  expect(revoke.x + revoke.width).toBeLessThanOrEqual(WIDTH + 1);

  await visitPortal(browser, reader);
});

test('administration pages: staff, quarantine, audit trail, retention, clients and a client, profile', async ({
  page,
}) => {
  await signInToAssignments(page, ACCOUNTS.ops.email);
  await goVia(page, 'Staff');
  const staffRow = page.getByTestId('staff-row').first();
  await expect(staffRow).toBeVisible();
  await expectNoSidewaysScroll(page, 'staff');
  await expectWithinWidth(staffRow);

  await goVia(page, 'Quarantine');
  await expect(page.getByRole('heading', { name: 'Quarantined Files', level: 1 })).toBeVisible();
  await expectNoSidewaysScroll(page, 'quarantine');

  await goVia(page, 'Audit trail');
  await expect(page.getByTestId('audit-row').first()).toBeVisible();
  await expectNoSidewaysScroll(page, 'audit trail');
  await expectWithinWidth(page.getByTestId('audit-row').first());

  await goVia(page, 'Retention');
  await expect(page.getByTestId('retention-row').first()).toBeVisible();
  await expectNoSidewaysScroll(page, 'retention');
  await expectWithinWidth(page.getByTestId('retention-row').first());

  await goVia(page, 'Import Assignments');
  await expect(page.getByRole('heading', { name: 'Import Assignments', level: 1 })).toBeVisible();
  await expectNoSidewaysScroll(page, 'import assignments');

  await goVia(page, 'File requests');
  await expect(page.getByRole('heading', { name: 'File requests', level: 1 })).toBeVisible();
  await expectNoSidewaysScroll(page, 'file requests');
  await page.getByRole('button', { name: 'New file request' }).click();
  await expect(page.getByRole('dialog', { name: 'New file request' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'new file request');
  await page.keyboard.press('Escape');

  await goVia(page, 'Clients');
  await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible();
  const client = page.getByRole('article', { name: /^Northwind Legal/ });
  await expect(client).toBeVisible();
  await expectNoSidewaysScroll(page, 'client list');
  await client.getByRole('link', { name: 'Manage' }).click();
  await expect(page).toHaveURL(/\/adduser\?client=\d+&tab=entities$/);
  for (const name of ['Entities', 'Invoices', 'Users']) {
    await page.getByRole('tab', { name, exact: true }).click();
    await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
    for (const view of ['List', 'Form']) {
      const viewTab = page.getByRole('tab', { name: view, exact: true });
      if (!(await viewTab.isVisible())) continue;
      await viewTab.click();
      await expect(viewTab).toHaveAttribute('aria-selected', 'true');
      await expectNoSidewaysScroll(page, `client ${name} ${view}`);
    }
  }
  await page.goto('/adduser');
  await expect(page.getByLabel('Company name')).toBeVisible();
  await expectNoSidewaysScroll(page, 'new client form');

  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Account', exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
  const tabs = page.getByRole('navigation', { name: 'Account settings' }).getByRole('tab');
  await expect(tabs.first()).toBeVisible();
  for (let i = 0; i < (await tabs.count()); i += 1) {
    await tabs.nth(i).click();
    await expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true');
    await expectNoSidewaysScroll(page, `profile tab ${(await tabs.nth(i).textContent()) ?? i}`);
  }
});

test('the new-delivery wizard: each of its three steps fits', async ({ page }) => {
  const auth = await signInToAssignments(page, ACCOUNTS.ops.email);
  const owner = await demoOwner(page, auth);
  const assignments = newAssignments(owner, 1);
  await importAssignments(page, auth, owner, assignments);
  await page.getByRole('link', { name: 'Ops Console home' }).click();
  const steps = wizard(page);
  await expect(steps.create).toBeVisible();
  await expectNoSidewaysScroll(page, 'wizard: create');
  await createStep(page, assignments);
  await expectNoSidewaysScroll(page, 'wizard: batch details');
  await chooseFiles(steps.group(1), {
    input: [folder.make('phone-brief', 'docx', 2048)],
    output: [folder.make('phone-report-with-a-rather-long-file-name', 'pdf', 4096)],
  });
  await expectNoSidewaysScroll(page, 'wizard: batch details with files');
  await steps.details.getByRole('button', { name: 'Next' }).click();
  await expect(steps.confirm).toBeVisible();
  await expectNoSidewaysScroll(page, 'wizard: confirm');
});

test.describe('between a phone and a desktop', () => {
  test.use({ viewport: { width: 700, height: 900 }, isMobile: true, hasTouch: true });

  test('the top bar keeps its links and the side rail; the page does not scroll sideways', async ({
    page,
  }) => {
    await signInToAssignments(page, ACCOUNTS.ops.email);
    await expect(page.getByTestId('assignment-card').first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Assignments navigation' })).toBeVisible();
    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: 'Staff', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Archive', exact: true })).toBeHidden();
    await expect(nav.getByRole('button', { name: 'More', exact: true })).toBeHidden();
    expect((await nav.boundingBox())!.y).toBeLessThan(64);
    await expectNoSidewaysScroll(page, 'assignments at 700 px');
    await nav.getByRole('link', { name: 'Retention', exact: true }).click();
    await expect(page.getByTestId('retention-row').first()).toBeVisible();
    await expectNoSidewaysScroll(page, 'retention at 700 px');
  });
});
