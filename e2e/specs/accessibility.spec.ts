import { expect, test, type Browser, type Page } from '@playwright/test';
import { DESKTOP, PHONE, expectAccessible } from '../support/axe';
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

// Every screen and state at desktop and phone width: no serious or critical WCAG 2.1 A/AA violation, and
// no violation at all of axe's best practices.

const LIST = '/api-ops/ops/v2/all-assignments/';
const SHARE_TAB = 'Share Assignments from here';
const HPG_DOMAIN = 'heliospharma.de';
// A state reached inside a page that was checked whole is checked where it changed.
const DIALOG = '[role="dialog"]';
const PANEL = '[role="tabpanel"]';
const MAIN = 'main';
const folder = fileFolder();
test.afterAll(() => folder.cleanup());

const tab = (page: Page, name: string) =>
  page.getByRole('tablist', { name: 'Assignment sections' }).getByRole('tab', { name, exact: true });

/** What shows once each detail tab has loaded. */
const TAB_CONTENT: [string, (page: Page) => ReturnType<Page['getByRole']>][] = [
  ['DELIVERY', (page) => page.getByTestId('file-row').first()],
  ['HISTORY', (page) => page.getByTestId('version-card').first()],
  ['DETAILS', (page) => page.getByRole('heading', { name: 'Batch Information' })],
  [
    SHARE_TAB,
    (page) => page.getByRole('region', { name: 'Access Logs' }).getByTestId('access-log-row').first(),
  ],
];

/** Follows a link of the main navigation (the top bar on a desktop, the bottom bar on a phone); Account is in the account menu. */
async function openFromTopBar(page: Page, name: 'Assignments' | 'Clients' | 'Account') {
  const inBar = page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name });
  if (name !== 'Account' && (await inBar.isVisible())) return inBar.click();
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name, exact: true }).click();
}

/** Follows a link of the assignments' side rail on a desktop; on a phone, of the bottom bar (behind More). */
async function openFromRail(page: Page, name: 'Archive' | 'Import Assignments') {
  const rail = page.getByRole('navigation', { name: 'Assignments navigation' }).getByRole('link', { name });
  if (await rail.isVisible()) return rail.click();
  const bar = page.getByRole('navigation', { name: 'Main', exact: true });
  const link = bar.getByRole('link', { name, exact: true });
  if (!(await link.isVisible())) await bar.getByRole('button', { name: 'More', exact: true }).click();
  await link.click();
}

/** Opens a delivery from the assignments page: the first one opens by itself on a desktop, not on a phone. */
async function openFirstDelivery(page: Page) {
  const top = page.getByTestId('detail-top-bar');
  const card = page.getByTestId('assignment-card').first();
  await expect(top.or(card).first()).toBeVisible();
  if (!(await top.isVisible())) await card.click();
  await expect(top).toBeVisible();
}

/** A live demo delivery of Helios Pharma (not the one the sharing journey picks), by the API. */
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

/** Opens a dialog by its button, checks it, and closes it with its Close button. */
async function auditDialog(page: Page, open: () => Promise<void>, name: string) {
  await open();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, `dialog ${name}`, DIALOG);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
}

/** A recipient's browser at the same width: the mailed link, the code, their delivery and their list. */
async function auditRecipient(browser: Browser, view: typeof DESKTOP | typeof PHONE, reader: string) {
  const link = /https?:\/\/[^/\s]+(\/shared#t=[\w-]+)/.exec(
    (await latestMail(reader, /shared with you/)).text ?? '',
  )![1]!;
  const context = await browser.newContext(view);
  const recipient = await context.newPage();
  await recipient.goto(link);
  await expect(recipient.getByRole('button', { name: 'E-mail me a code' })).toBeVisible();
  await expectAccessible(recipient, 'recipient link');
  await recipient.getByRole('button', { name: 'E-mail me a code' }).click();
  const code = /Your code is (\d{6})/.exec((await latestMail(reader, /Your code/)).text ?? '')![1]!;
  await recipient.getByRole('button', { name: 'Open', exact: true }).click();
  await expect(recipient.getByTestId('code-error')).toBeVisible();
  await expectAccessible(recipient, 'recipient code form with an error');
  await recipient.getByLabel('Code from the e-mail').fill(code);
  await recipient.getByRole('button', { name: 'Open', exact: true }).click();
  await expect(recipient.getByRole('region', { name: /^Version \d+/ }).first()).toBeVisible();
  await expectAccessible(recipient, 'recipient delivery');
  await recipient.getByRole('link', { name: /^Back to / }).click();
  await expect(recipient.getByRole('link', { name: /\S/ }).first()).toBeVisible();
  await expectAccessible(recipient, 'recipient deliveries');
  await context.close();
}

test('pages log no warning about their Permissions-Policy header (a feature Chromium does not know)', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/permissions.policy/i.test(message.text())) warnings.push(message.text());
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await signInToAssignments(page, ACCOUNTS.ops.email);
  await expect(page.getByTestId('assignment-card').first()).toBeVisible();
  expect(warnings).toEqual([]);
});

for (const [name, view] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`at ${name} width`, () => {
    test.use(view);
    // Each test walks through several screens, with axe and the focus-ring check on every one.
    test.describe.configure({ timeout: 90_000 });

    // One signed-in staff page goes from screen to screen by the app's own links, as a user does.
    let staff: Page;
    let auth: string;
    test.beforeAll(async ({ browser }) => {
      staff = await (await browser.newContext(view)).newPage();
      auth = await signInToAssignments(staff, ACCOUNTS.ops.email);
    });
    test.afterAll(() => staff.context().close());

    test('signed-out pages: login, forgot password, reset link, not found, recipients without a link', async ({
      page,
    }) => {
      await page.goto('/');
      await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
      await expectAccessible(page, 'login');
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByTestId('username-error')).toBeVisible();
      await expectAccessible(page, 'login with errors', 'form');
      await page.getByRole('link', { name: 'Forgot Password' }).click();
      await expect(page.getByRole('button', { name: 'Send Link' })).toBeVisible();
      await expectAccessible(page, 'forgot password');
      await page.goto('/oppsforgotpassword/token?q=not-a-real-link');
      await expect(page.getByRole('button', { name: 'Update Password' })).toBeVisible();
      await page.getByRole('button', { name: 'Update Password' }).click();
      await expect(page.getByTestId('password-error')).toBeVisible();
      await expectAccessible(page, 'reset link');
      await page.goto('/no/such/page');
      await expect(page.getByText("This is not the link you're looking for")).toBeVisible();
      await expectAccessible(page, 'not found');
      await page.goto('/shared');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page, 'recipients without a link');
    });

    test('assignments: the list, each detail tab, the source files, the account menu, the archive', async () => {
      await openFromTopBar(staff, 'Assignments');
      const card = staff.getByTestId('assignment-card').nth(1);
      await expect(card).toBeVisible();
      await expectAccessible(staff, 'assignments list');
      await card.click();
      await expect(staff.getByTestId('detail-top-bar')).toBeVisible();
      for (const [name, content] of TAB_CONTENT) {
        await tab(staff, name).click();
        await expect(content(staff)).toBeVisible();
        await expectAccessible(staff, `detail tab ${name}`, PANEL);
      }
      await auditDialog(staff, () => staff.getByTestId('source-files-button').click(), 'Source files');
      await staff.getByRole('button', { name: /Account menu/ }).click();
      await expect(staff.getByRole('menu', { name: 'Account' })).toBeVisible();
      await expectAccessible(staff, 'account menu', '#account-menu');
      await staff.keyboard.press('Escape');

      await openFromRail(staff, 'Archive');
      await openFirstDelivery(staff);
      await expectAccessible(staff, 'archive');
      await tab(staff, SHARE_TAB).click();
      await expect(TAB_CONTENT[3]![1](staff)).toBeVisible();
      await expectAccessible(staff, 'archive sharing tab', PANEL);
    });

    test('sharing: the share, warning, secure key and revoke dialogs, then the recipients’ pages', async ({
      browser,
    }) => {
      const suffix = uniqueSuffix();
      const reader = `reader.${suffix}@${HPG_DOMAIN}`;
      const partner = `partner.${suffix}@elsewhere.example`;
      await staff.goto(`/deliver/${await heliosDelivery(staff, auth)}`);
      await tab(staff, SHARE_TAB).click();
      const users = staff.getByRole('region', { name: 'Users' });
      await auditDialog(
        staff,
        () => users.getByRole('button', { name: 'Secure key' }).click(),
        'Copy secure key',
      );

      await users.getByRole('button', { name: 'Share', exact: true }).click();
      const dialog = staff.getByRole('dialog', { name: 'Share Assignment' });
      await expect(dialog).toBeVisible();
      await expectAccessible(staff, 'share dialog', DIALOG);
      const email = dialog.getByRole('combobox').or(dialog.getByLabel('Email Address')).first();
      for (const address of [reader, partner]) {
        await email.fill(address);
        await email.press('Enter');
      }
      await dialog.getByRole('button', { name: 'Share', exact: true }).click();
      const warning = staff.getByRole('dialog', { name: 'Share warning' });
      await expect(warning.getByLabel('Password')).toBeVisible();
      await expectAccessible(staff, 'share warning', DIALOG);
      await warning.getByLabel('Password').fill(PASSWORD);
      await warning.getByRole('button', { name: 'Accept and share' }).click();
      const partnerRow = users.getByTestId('shared-user-row').filter({ hasText: partner });
      await expect(partnerRow).toBeVisible();
      await expect(users.getByTestId('shared-user-row').filter({ hasText: reader })).toBeVisible();
      await expectAccessible(staff, 'sharing tab with shares', PANEL);

      await users.getByRole('button', { name: `Revoke ${partner}` }).click();
      const revoke = staff.getByRole('dialog', { name: 'Revoke access' });
      await expect(revoke).toBeVisible();
      await expectAccessible(staff, 'revoke dialog', DIALOG);
      await revoke.getByRole('button', { name: 'Revoke' }).click();
      await expect(partnerRow).toHaveCount(0);

      await auditRecipient(browser, view, reader);
    });

    test('delivery creation: the wizard’s three steps and its progress dialog, Update Delivery, the import', async () => {
      const owner = await demoOwner(staff, auth);
      const assignments = newAssignments(owner, 1);
      await importAssignments(staff, auth, owner, assignments);
      const input = folder.make(`brief-${name}`, 'docx', 2048);
      const output = folder.make(`report-${name}`, 'pdf', 4096);
      await staff.getByRole('link', { name: 'Ops Console home' }).click();
      const steps = wizard(staff);
      await expect(steps.create).toBeVisible();
      await expectAccessible(staff, 'new delivery: create');
      await createStep(staff, assignments);
      await expectAccessible(staff, 'new delivery: batch details', MAIN);
      await chooseFiles(steps.group(1), { input: [input], output: [output] });
      await steps.details.getByRole('button', { name: 'Next' }).click();
      await expect(steps.confirm).toBeVisible();
      await expect(steps.confirm.getByRole('button', { name: 'Deliver' })).toBeEnabled({ timeout: 20_000 });
      await expectAccessible(staff, 'new delivery: confirm', MAIN);
      await steps.confirm.getByRole('button', { name: 'View progress' }).click();
      await expect(staff.getByRole('dialog', { name: 'Upload Files Progress' })).toBeVisible();
      await expectAccessible(staff, 'upload progress dialog', DIALOG);
      await staff.keyboard.press('Escape');

      await openFromTopBar(staff, 'Assignments');
      await openFirstDelivery(staff);
      await staff.getByTestId('detail-top-bar').getByRole('link', { name: 'Update Delivery' }).click();
      await expect(staff.getByRole('heading', { name: 'Update Delivery', level: 1 })).toBeVisible();
      await expect(steps.create.getByLabel('Batch ID')).not.toHaveValue('');
      await expectAccessible(staff, 'update delivery: create', MAIN);
      await steps.create.getByRole('button', { name: 'Next' }).click();
      await expect(steps.details).toBeVisible();
      await expectAccessible(staff, 'update delivery: batch details', MAIN);

      await openFromTopBar(staff, 'Assignments');
      await openFromRail(staff, 'Import Assignments');
      await expect(staff.getByRole('heading', { name: 'Import Assignments', level: 1 })).toBeVisible();
      await expectAccessible(staff, 'import assignments');
    });

    test('client administration: the list and its edit dialog, each tab with its list and form', async () => {
      await openFromTopBar(staff, 'Clients');
      await expect(staff.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible();
      const card = staff.getByRole('article', { name: /^Northwind Legal/ });
      await expect(card).toBeVisible();
      await expectAccessible(staff, 'client list');
      await card.getByRole('button', { name: 'Edit' }).click();
      const edit = staff.getByRole('dialog', { name: /^Edit / });
      await expect(edit.getByLabel('Company name')).toBeVisible();
      await expectAccessible(staff, 'edit client dialog', DIALOG);
      await edit.getByRole('button', { name: 'Close' }).click();

      await staff.getByRole('link', { name: 'Add client' }).click();
      await expect(staff.getByLabel('Company name')).toBeVisible();
      await expectAccessible(staff, 'new client form', MAIN);
      await staff.getByRole('button', { name: 'Create client' }).click();
      await expectAccessible(staff, 'new client form with errors', MAIN);

      // The demo client has entities and users (their cards open to every detail) and no invoice yet.
      await staff.getByRole('link', { name: 'All clients' }).click();
      await card.getByRole('link', { name: 'Manage' }).click();
      for (const area of ['Entities', 'Invoices', 'Users'] as const) {
        await staff
          .getByRole('tablist', { name: 'Client administration' })
          .getByRole('tab', { name: area })
          .click();
        if (area === 'Invoices') await expect(staff.getByText(/No invoices yet/)).toBeVisible();
        else {
          const details = staff.getByRole('article').first().getByRole('button', { name: 'Details' });
          await details.click();
          await expect(details).toHaveAttribute('aria-expanded', 'true');
        }
        await expectAccessible(staff, `${area} list`, MAIN);
        await staff.getByRole('tab', { name: 'Form' }).click();
        await expect(staff.getByRole('tab', { name: 'Form' })).toHaveAttribute('aria-selected', 'true');
        await expectAccessible(staff, `${area} form`, MAIN);
      }
    });

    test('profile, change password, staff and the signed-in not-found page', async () => {
      await openFromTopBar(staff, 'Account');
      await expect(staff.getByLabel('First name')).toBeVisible();
      await expectAccessible(staff, 'profile');
      await staff.getByRole('tab', { name: 'Change Password' }).click();
      await expect(staff.getByRole('tab', { name: 'Change Password' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expectAccessible(staff, 'change password', MAIN);
      await staff.goto('/staff');
      await expect(staff.getByTestId('staff-row').first()).toBeVisible();
      await expectAccessible(staff, 'staff');
      await staff.goto('/still/not/here');
      await expect(staff.getByRole('link', { name: 'Go to Assignments' })).toBeVisible();
      await expectAccessible(staff, 'not found, signed in');
    });
  });
}
