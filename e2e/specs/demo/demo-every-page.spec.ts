import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { watchNetwork } from './demo-network';

// A sweep of the demo build (decision 0017): each user type signs in and opens every page its navigation
// reaches, and each page must settle with sample data: no error toast, no error or not-found state, the
// spec's notice, and every call answered in the browser.
const PASSWORD = 'Demo@2026';
const NOTICE = 'Turn off dev environment to fetch real data.';
const RECIPIENT = 'kavya.iyer@acme.example.com';
// Each tab and a row of sample data it must show.
const DETAIL_TABS = {
  DELIVERY: 'file-row',
  HISTORY: 'version-card',
  DETAILS: 'batch-service',
  'Share Assignments from here': 'access-log-row',
};
const CLIENT_TABS = { Client: null, Entities: 'entity-card', Invoices: 'invoice-card', Users: 'user-card' };
// The texts pages show while they load ('Fetching...', 'Loading Comments...', 'Loading your profile…').
const LOADING = /^(Fetching|Loading)[\w ]*(\.{1,3}|…)$/;
// The app's error toasts are orange (shared/toasts/app-toaster.tsx); react-hot-toast marks no type.
const ERROR_TOAST_BACKGROUND = 'rgb(255, 237, 213)';

interface Account {
  type: 'OA' | 'OU' | 'TL' | 'SL' | 'CR' | 'EMPTY';
  deliver?: boolean;
  intake?: boolean;
  clients?: boolean;
  staff?: boolean;
  /** Opens every sample delivery of both lists, not only the first. */
  everyDelivery?: boolean;
}

interface Toast {
  text: string;
  error: boolean;
  at: string;
}

/** Every toast as it appears (they leave after a few seconds), with the address it appeared on. */
async function watchToasts(page: Page) {
  const toasts: Toast[] = [];
  await page.exposeBinding('__sweepToast', ({ page: source }, text: string, error: boolean) => {
    toasts.push({ text, error, at: source.url() });
  });
  await page.addInitScript((errorBackground) => {
    const seen = new WeakMap<Element, string>();
    const report = (window as unknown as { __sweepToast: (text: string, error: boolean) => void })
      .__sweepToast;
    new MutationObserver(() => {
      for (const message of Array.from(document.querySelectorAll('[data-rht-toaster] [role="status"]'))) {
        const text = message.textContent ?? '';
        if (seen.get(message) === text) continue;
        seen.set(message, text);
        const bar = message.parentElement;
        void report(text, !!bar && getComputedStyle(bar).backgroundColor === errorBackground);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, ERROR_TOAST_BACKGROUND);
  return toasts;
}

async function startSweep(page: Page, context: BrowserContext, baseURL: string | undefined) {
  const network = watchNetwork(context, page, new URL(baseURL!).origin);
  const toasts = await watchToasts(page);
  let reported = 0;

  /** The page has settled (its landmark, no spinner or loading text) and shows no problem. */
  const check = async (what: string, landmark: Locator, signedIn = true) => {
    await expect(landmark, `${what}: its landmark`).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('.spinner').filter({ visible: true }), `${what}: spinner`).toHaveCount(0, {
      timeout: 20_000,
    });
    await expect(page.getByText(LOADING).filter({ visible: true }), `${what}: loading`).toHaveCount(0);
    // Each error toast is reported once, by the check of the page it appeared on.
    const fresh = toasts.slice(reported);
    reported = toasts.length;
    expect
      .soft(
        fresh.filter((t) => t.error),
        `${what}: error toasts`,
      )
      .toEqual([]);
    await expect
      .soft(page.getByTestId(/^status-(error|not-found)$/), `${what}: went-wrong or not-found state`)
      .toHaveCount(0);
    await expect
      .soft(page.getByRole('alert').filter({ visible: true }), `${what}: page error`)
      .toHaveCount(0);
    if (signedIn) await expect.soft(page.getByText(NOTICE), `${what}: the demo notice`).toBeVisible();
  };

  /** An error toast the sweep caused on purpose: proves the watch tells error toasts apart. */
  const expectErrorToast = async (text: string) => {
    await expect
      .poll(() => toasts.slice(reported).find((t) => t.text === text))
      .toMatchObject({ error: true });
    reported = toasts.length;
  };

  return { page, network, toasts, check, expectErrorToast };
}

type Sweep = Awaited<ReturnType<typeof startSweep>>;

const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1, exact: true });
const mainLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });
const sideLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Assignments navigation' }).getByRole('link', { name, exact: true });

async function signIn(page: Page, type: Account['type']) {
  await page.goto('./');
  await page.getByLabel('Work e-mail').fill(`${type.toLowerCase()}.demo@example.com`);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/#\/(deliver|requester)/);
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByLabel('Work e-mail')).toBeVisible();
}

/** The open delivery of the live list or the archive, with each of its tabs. */
async function sweepDelivery({ page, check }: Sweep, label: string) {
  await check(`${label} delivery`, page.getByRole('article', { name: /^Delivery / }));
  const tabs = page.getByRole('tablist', { name: 'Assignment sections' });
  for (const [name, row] of Object.entries(DETAIL_TABS)) {
    await tabs.getByRole('tab', { name, exact: true }).click();
    await expect(tabs.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel', { name, exact: true });
    await check(`${label} delivery, tab ${name}`, panel);
    await expect
      .soft(panel.getByTestId(row).first(), `${label} delivery, tab ${name}: sample data`)
      .toBeVisible();
  }
}

/** Every sample delivery of a list opens (its first tab): sample data the detail cannot show fails here. */
async function openEachCard({ page, check }: Sweep, list: Locator, label: string) {
  const cards = list.getByTestId('assignment-card');
  const count = await cards.count();
  expect(count, `${label}: sample deliveries`).toBeGreaterThan(1);
  for (let index = 0; index < count; index++) {
    const id = await cards.nth(index).getAttribute('data-id');
    await cards.nth(index).click();
    await expect(page).toHaveURL(new RegExp(`/${id}$`));
    await check(`${label} delivery ${id}`, page.getByRole('article', { name: /^Delivery / }));
  }
}

async function sweepAssignments(sweep: Sweep, account: Account) {
  const { page, check } = sweep;
  await mainLink(page, 'Assignments').click();
  const live = page.getByRole('complementary', { name: 'Assignments list' });
  await check('Assignments', live);
  await expect(page).toHaveURL(/#\/deliver\/\d+$/);
  await sweepDelivery(sweep, 'live');

  if (account.deliver) {
    await page.getByRole('link', { name: 'Update Delivery' }).click();
    await expect(page).toHaveURL(/#\/update-delivery\/\d+$/);
    await check('Update Delivery', heading(page, 'Update Delivery'));
    await mainLink(page, 'Assignments').click();
    await page.getByRole('link', { name: 'Add New' }).click();
    await expect(page).toHaveURL(/#\/addnew$/);
    await check('New Delivery (Add New)', heading(page, 'New Delivery'));
    await page.getByRole('button', { name: 'Next' }).click();
    await sweep.expectErrorToast('Please provide either batch id or assignments!');
    await mainLink(page, 'Assignments').click();
    await check('Assignments', live);
  } else {
    await expect(page.getByRole('link', { name: 'Update Delivery' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Add New' })).toHaveCount(0);
  }
  if (account.everyDelivery) {
    await live.getByRole('button', { name: 'See more' }).click();
    // The older months join at the top (oldest first): the cards are read once they are all there.
    const seeLess = live.getByRole('button', { name: 'See less' });
    await expect(seeLess).toBeVisible();
    await expect(seeLess).not.toHaveAttribute('aria-busy', 'true');
    await openEachCard(sweep, live, 'live');
  }

  await sideLink(page, 'Archive').click();
  const archive = page.getByRole('complementary', { name: 'Archive list' });
  await check('Archive', archive);
  await expect(page).toHaveURL(/#\/ops-archive\/\d+$/);
  await sweepDelivery(sweep, 'archived');
  if (account.everyDelivery) await openEachCard(sweep, archive, 'archived');

  if (account.intake) {
    await sideLink(page, 'Import Assignments').click();
    await check('Import Assignments', heading(page, 'Import Assignments'));
  } else await expect(sideLink(page, 'Import Assignments')).toHaveCount(0);
}

async function sweepClients({ page, check }: Sweep) {
  await mainLink(page, 'Clients').click();
  await check('Clients', heading(page, 'Clients'));
  const card = page.getByTestId('client-card').first();
  await card.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: /^Edit / });
  await check('Clients, edit dialog', dialog);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await card.getByRole('link', { name: 'Manage' }).click();
  await expect(page).toHaveURL(/#\/adduser\?/);
  await check('Client administration', heading(page, 'Client administration'));
  const tabs = page.getByRole('tablist', { name: 'Client administration' });
  for (const [name, row] of Object.entries(CLIENT_TABS)) {
    await tabs.getByRole('tab', { name, exact: true }).click();
    const panel = page.getByRole('tabpanel', { name, exact: true });
    await check(`Client administration, tab ${name}`, panel);
    if (row) await expect.soft(panel.getByTestId(row).first(), `${name}: sample data`).toBeVisible();
  }
}

async function sweepAccount(sweep: Sweep, account: Account) {
  const { page, check } = sweep;
  await signIn(page, account.type);
  await check(`${account.type} landing page`, page.getByRole('heading', { level: 1 }).first());
  if (account.clients) await sweepClients(sweep);
  else await expect(mainLink(page, 'Clients')).toHaveCount(0);
  if (account.staff) {
    await mainLink(page, 'Staff').click();
    await check('Staff', heading(page, 'Staff'));
    await expect(page.getByTestId('staff-row').first()).toBeVisible();
  } else await expect(mainLink(page, 'Staff')).toHaveCount(0);
  // The audit trail goes with staff management: operations admins only (decision 0022).
  if (account.staff) {
    await mainLink(page, 'Audit trail').click();
    await check('Audit trail', heading(page, 'Audit trail'));
    await expect(page.getByTestId('audit-row').first()).toBeVisible();
  } else await expect(mainLink(page, 'Audit trail')).toHaveCount(0);
  await sweepAssignments(sweep, account);

  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Account' }).click();
  await check('Profile', heading(page, 'Profile Information'));
  await page.getByRole('tab', { name: 'Change Password' }).click();
  await check('Profile, password', heading(page, 'Change Password'));

  // The logo leads every type to New Delivery; one that may not deliver is told so there.
  await page.getByRole('link', { name: 'Ops Console home' }).click();
  await expect(page).toHaveURL(/#\/addnew$/);
  await check('New Delivery (logo)', heading(page, 'New Delivery'));
  if (!account.deliver) await expect(page.getByTestId('no-delivery-access')).toBeVisible();
}

const GROUPS: { name: string; accounts: Account[] }[] = [
  {
    name: 'operations (OA, OU, TL)',
    accounts: [
      { type: 'OA', deliver: true, intake: true, clients: true, staff: true, everyDelivery: true },
      { type: 'OU', deliver: true, intake: true },
      { type: 'TL', deliver: true, intake: true },
    ],
  },
  {
    name: 'sales and client relations (SL, CR)',
    accounts: [
      { type: 'SL', deliver: true, clients: true },
      { type: 'CR', deliver: true, clients: true },
    ],
  },
  { name: 'the account without a type (EMPTY)', accounts: [{ type: 'EMPTY' }] },
];

for (const group of GROUPS) {
  test(`every page of ${group.name} settles with sample data and no error`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const sweep = await startSweep(page, context, baseURL);
    for (const account of group.accounts) {
      await sweepAccount(sweep, account);
      await signOut(page);
    }
    // The toast watch saw the sign-ins' toasts (and told them from error ones).
    expect(sweep.toasts.filter((t) => t.text === 'Successfully Logged in!' && !t.error)).toHaveLength(
      group.accounts.length,
    );
    sweep.network.assertNoServerCalls();
  });
}

test('the public pages and the recipients’ portal settle with sample data and no error', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { network, check } = await startSweep(page, context, baseURL);
  await page.goto('./');
  await check('Login', page.getByRole('button', { name: 'Login' }), false);
  await page.getByRole('link', { name: 'Forgot Password' }).click();
  await check('Forgot password', page.getByRole('heading', { level: 1 }), false);

  await page.goto('./');
  await page
    .getByRole('complementary', { name: 'Demo accounts' })
    .getByRole('link', { name: `open ${RECIPIENT}’s link` })
    .click();
  await check('Recipient link', heading(page, 'Open your delivery'), false);
  const code = (await page
    .getByRole('complementary', { name: 'Demo recipient' })
    .locator('code')
    .nth(1)
    .textContent())!;
  await page.getByRole('button', { name: 'E-mail me a code' }).click();
  await page.getByLabel('Code from the e-mail').fill(code);
  await page.getByRole('button', { name: 'Open', exact: true }).click();
  await check('Recipient delivery', page.getByRole('region', { name: /^Version \d/ }).first());

  await page.getByRole('link', { name: 'Back to your deliveries' }).click();
  await check('Recipient deliveries', heading(page, 'Your deliveries'));
  const links = page.getByRole('listitem').getByRole('heading').getByRole('link');
  const count = await links.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index++) {
    await links.nth(index).click();
    await check(`Recipient delivery ${index + 1}`, page.getByRole('region', { name: /^Version \d/ }).first());
    await page.getByRole('link', { name: 'Back to your deliveries' }).click();
    await check('Recipient deliveries', heading(page, 'Your deliveries'));
  }
  network.assertNoServerCalls();
});
