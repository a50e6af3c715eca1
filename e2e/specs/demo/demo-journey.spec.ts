import { expect, test, type Page } from '@playwright/test';
import { reloadDemo, watchNetwork } from './demo-network';

// The demo build (decision 0017), served as static files from a sub-folder with no API server: Mock Service
// Worker answers every call in the browser from sample data.
const PASSWORD = 'Demo@2026';
const NOTICE = 'Turn off dev environment to fetch real data.';
const TYPES = [
  { type: 'OA', landing: '/deliver' },
  { type: 'OU', landing: '/deliver' },
  { type: 'TL', landing: '/deliver' },
  { type: 'EMPTY', landing: '/deliver' },
  { type: 'SL', landing: '/requester' },
  { type: 'CR', landing: '/requester' },
] as const;

const email = (type: string) => `${type.toLowerCase()}.demo@example.com`;
const tab = (page: Page, name: string) =>
  page.getByRole('tablist', { name: 'Assignment sections' }).getByRole('tab', { name, exact: true });

async function signIn(page: Page, type: string) {
  await page.goto('./');
  // The demo lists its accounts beside the login form.
  await expect(page.getByRole('complementary', { name: 'Demo accounts' })).toContainText(email(type));
  await page.getByLabel('Work e-mail').fill(email(type));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
}

test('signs in, browses, opens a delivery and each tab, and posts a comment, with no server', async ({
  page,
  context,
  baseURL,
}) => {
  const network = watchNetwork(context, page, new URL(baseURL!).origin);
  await signIn(page, 'OU');
  await expect(page).toHaveURL(/\/ops-demo\/#\/deliver(\/\d+)?$/);
  await expect(page.getByText(NOTICE)).toBeVisible();
  await expect(page.getByRole('button', { name: /account menu/i })).toContainText('Omar');

  // The month list, then a search that keeps only the matching cards.
  const sidebar = page.getByRole('complementary', { name: 'Assignments list' });
  await expect(sidebar.getByTestId('month-header').first()).toBeVisible();
  const cards = sidebar.getByTestId('assignment-card');
  await expect(cards.first()).toBeVisible();
  const all = await cards.count();
  await sidebar.getByLabel('Search assignments').fill('board deck');
  await expect(cards.first()).toContainText('Board Deck');
  await expect.poll(() => cards.count()).toBeLessThan(all);
  for (const card of await cards.all()) await expect(card).toContainText('Board Deck');
  await sidebar.getByLabel('Search assignments').fill('');
  await expect.poll(() => cards.count()).toBe(all);

  // A delivery and each of its tabs.
  const card = cards.nth(1);
  const id = await card.getAttribute('data-id');
  await card.click();
  await expect(page).toHaveURL(new RegExp(`#/deliver/${id}$`));
  await expect(page.getByTestId('delivery-id')).toHaveText(/^B-[A-Z]+-\d+$/);
  await expect(tab(page, 'DELIVERY')).toHaveAttribute('aria-selected', 'true');
  await expect(
    page.getByRole('region', { name: 'Version 1', exact: true }).getByTestId('file-row').first(),
  ).toBeVisible();
  await tab(page, 'HISTORY').click();
  await expect(page.getByTestId('version-card').first()).toBeVisible();
  await tab(page, 'DETAILS').click();
  await expect(page.getByRole('heading', { name: 'Batch Information' })).toBeVisible();
  await tab(page, 'Share Assignments from here').click();
  await expect(page.getByRole('table', { name: 'Users' }).getByRole('row')).not.toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Access log entries' }).getByRole('listitem')).toHaveCount(5);

  // A comment: posted, shown, and gone after a reload (the sample state starts fresh; the session stays).
  await tab(page, 'DELIVERY').click();
  const feedback = page.getByRole('region', { name: 'Feedback' });
  const comments = feedback.getByTestId('comment');
  await expect(comments).toHaveCount(5);
  await feedback.getByLabel('Add a comment').fill('Looks good from the demo.');
  await feedback.getByRole('button', { name: 'Send' }).click();
  const posted = comments.filter({ hasText: 'Looks good from the demo.' });
  await expect(posted).toHaveAttribute('data-type', 'send');
  await expect(posted).toContainText('Omar Ops');
  await expect(comments).toHaveCount(6);
  await reloadDemo(page, comments.first());
  await expect(comments).toHaveCount(5);
  await expect(page).toHaveURL(new RegExp(`#/deliver/${id}$`));

  // The archive with its own sample deliveries.
  await page.goto('./#/ops-archive');
  const archive = page.getByRole('complementary', { name: 'Archive list' });
  await expect(archive.getByTestId('assignment-card').first()).toBeVisible();

  network.assertNoServerCalls();
});

test('signs in as each user type and lands on its page, with no server', async ({
  page,
  context,
  baseURL,
}) => {
  const network = watchNetwork(context, page, new URL(baseURL!).origin);
  for (const { type, landing } of TYPES) {
    await signIn(page, type);
    await expect(page).toHaveURL(new RegExp(`#${landing}(/\\d+)?$`));
    if (landing === '/requester')
      await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible();
    else await expect(page.getByRole('complementary', { name: 'Assignments list' })).toBeVisible();
    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByLabel('Work e-mail')).toBeVisible();
  }
  network.assertNoServerCalls();
});

test('a wrong password is refused as the server would refuse it', async ({ page, context, baseURL }) => {
  const network = watchNetwork(context, page, new URL(baseURL!).origin);
  await page.goto('./');
  await page.getByLabel('Work e-mail').fill(email('OA'));
  await page.getByLabel('Password', { exact: true }).fill('not the password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Incorrect Password')).toBeVisible();
  expect(network.apiAnswered.some((url) => url.includes('/api-ops/auth/v1/login/'))).toBe(true);
});
