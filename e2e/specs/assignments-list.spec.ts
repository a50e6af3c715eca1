import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiGet, signInToAssignments } from '../support/helpers';

interface ListItem {
  id: number;
  requester_name: string;
}
interface ListAnswer {
  data: { months: { title: string; month: string; info: ListItem[] }[]; archive_count: number };
}

const LIST = '/api-ops/ops/v2/all-assignments/';
const ARCHIVE_LIST = '/api-ops/archive/v1/all-assignments/';

const liveSidebar = (page: Page) => page.getByRole('complementary', { name: 'Assignments list' });
const monthHeaders = (sidebar: Locator) => sidebar.getByTestId('month-header');
const cardById = (sidebar: Locator, id: number) =>
  sidebar.locator(`[data-testid="assignment-card"][data-id="${id}"]`);
const headerName = (month: { title: string; info: unknown[] }) => `${month.title} (${month.info.length})`;

/**
 * Collapses every month of a sidebar (the list is virtual: only the rows on screen exist, so a month is
 * collapsed at a time until none is left open) and answers the month headers' names in order.
 */
async function collapseAllMonths(sidebar: Locator): Promise<string[]> {
  const open = sidebar.locator('[data-testid="month-header"][aria-expanded="true"]');
  for (let guard = 0; guard < 30 && (await open.count()) > 0; guard++) {
    const month = await open.first().getAttribute('data-month');
    const header = sidebar.locator(`[data-testid="month-header"][data-month="${month}"]`);
    await header.click();
    await expect(header).toHaveAttribute('aria-expanded', 'false');
  }
  await expect(open).toHaveCount(0);
  return monthHeaders(sidebar).evaluateAll((buttons) =>
    buttons.map((b) => b.getAttribute('aria-label') ?? ''),
  );
}

test('browses the months of recent deliveries: collapse, sort and search', async ({ page }) => {
  const auth = await signInToAssignments(page);
  const sidebar = liveSidebar(page);
  await expect(sidebar.getByRole('heading', { name: 'Assignments', level: 1 })).toBeVisible();

  const recent = (await apiGet<ListAnswer>(page, auth, `${LIST}?sort=ascending`)).data.months;
  expect(recent.length).toBeGreaterThan(0);
  const first = recent[0]!;
  const last = recent.at(-1)!;

  // Oldest first by default; on a desktop the first delivery opens.
  await expect(monthHeaders(sidebar).first()).toHaveAccessibleName(headerName(first));
  await expect(monthHeaders(sidebar).first()).toHaveAttribute('aria-expanded', 'true');
  await expect(monthHeaders(sidebar).first()).toHaveAccessibleName(/^[A-Z][a-z]+ \d{4} \(\d+\)$/);
  await expect(page).toHaveURL(new RegExp(`/deliver/${first.info[0]!.id}$`));
  await expect(cardById(sidebar, first.info[0]!.id)).toBeVisible();
  await expect(cardById(sidebar, first.info[0]!.id)).toHaveAttribute('aria-current', 'page');

  // Collapsing the month hides its cards and brings the next month up; expanding shows them again.
  const firstHeader = sidebar.getByRole('button', { name: headerName(first), exact: true });
  await firstHeader.click();
  await expect(firstHeader).toHaveAttribute('aria-expanded', 'false');
  await expect(cardById(sidebar, first.info[0]!.id)).toHaveCount(0);
  if (recent.length > 1) {
    await expect(monthHeaders(sidebar).nth(1)).toHaveAccessibleName(headerName(recent[1]!));
    await expect(monthHeaders(sidebar).nth(1)).toBeVisible();
  }
  await firstHeader.click();
  await expect(firstHeader).toHaveAttribute('aria-expanded', 'true');
  await expect(cardById(sidebar, first.info[0]!.id)).toBeVisible();

  // The sort toggle puts the newest month and delivery first, and back.
  await sidebar.getByRole('button', { name: 'Sort ascending' }).click();
  await expect(sidebar.getByRole('button', { name: 'Sort descending' })).toBeVisible();
  await expect(monthHeaders(sidebar).first()).toHaveAccessibleName(headerName(last));
  await expect(sidebar.getByTestId('assignment-card').first()).toHaveAttribute(
    'data-id',
    String(last.info.at(-1)!.id),
  );
  await sidebar.getByRole('button', { name: 'Sort descending' }).click();
  await expect(sidebar.getByRole('button', { name: 'Sort ascending' })).toBeVisible();
  await expect(monthHeaders(sidebar).first()).toHaveAccessibleName(headerName(first));
  await expect(sidebar.getByTestId('assignment-card').first()).toHaveAttribute(
    'data-id',
    String(first.info[0]!.id),
  );

  // Search by a requester's name seen on a card, in other letter cases: only their deliveries remain.
  const requester = (await sidebar.getByTestId('card-requester').first().getAttribute('title'))!;
  const other = recent
    .flatMap((m) => m.info)
    .find((item) => !item.requester_name.toLowerCase().includes(requester.toLowerCase()))!;
  const search = sidebar.getByLabel('Search assignments');
  await search.fill(requester.toUpperCase().slice(0, 3) + requester.toLowerCase().slice(3));
  await expect(
    sidebar.locator(`[data-testid="card-requester"]:not([title="${requester}"])`),
    `every card is ${requester}'s`,
  ).toHaveCount(0);
  await expect(sidebar.getByTestId('card-requester').first()).toHaveAttribute('title', requester);
  await expect(cardById(sidebar, other.id)).toHaveCount(0);

  // A symbol is refused under the box and keeps the last results.
  await search.fill(`${requester}<`);
  await expect(sidebar.getByTestId('search-error')).toHaveText('Symbols are not allowed.');
  await expect(search).toHaveAttribute('aria-invalid', 'true');
  await expect(sidebar.getByTestId('card-requester').first()).toHaveAttribute('title', requester);

  // Clearing the box brings the recent months back.
  await search.fill('');
  await expect(sidebar.getByTestId('search-error')).toHaveCount(0);
  await expect(monthHeaders(sidebar).first()).toHaveAccessibleName(headerName(first));
  await expect(sidebar.getByTestId('assignment-card').first()).toHaveAttribute(
    'data-id',
    String(first.info[0]!.id),
  );
});

test('See more shows every live month, See less the recent ones; See Archived keeps the search', async ({
  page,
}) => {
  const auth = await signInToAssignments(page);
  const sidebar = liveSidebar(page);
  const recent = (await apiGet<ListAnswer>(page, auth, `${LIST}?sort=ascending`)).data.months;
  await expect(monthHeaders(sidebar).first()).toHaveAccessibleName(headerName(recent[0]!));

  // See more: older live months join the recent ones (oldest first, so an older month now leads).
  await sidebar.getByRole('button', { name: 'See more' }).click();
  await expect(sidebar.getByRole('button', { name: 'See less' })).toBeVisible();
  await expect(monthHeaders(sidebar).first()).not.toHaveAccessibleName(headerName(recent[0]!));
  const all = await collapseAllMonths(sidebar);
  expect(all.length).toBeGreaterThan(recent.length);
  // The recent months keep their place at the end; a partly recent month now counts all its deliveries.
  const monthOf = (name: string) => name.replace(/ \(\d+\)$/, '');
  expect(all.slice(-recent.length).map(monthOf)).toEqual(recent.map((m) => m.title));

  // See less: back to the recent months.
  await sidebar.getByRole('button', { name: 'See less' }).click();
  await expect(sidebar.getByRole('button', { name: 'See more' })).toBeVisible();
  await expect(monthHeaders(sidebar)).toHaveCount(recent.length);
  await expect(monthHeaders(sidebar).first()).toHaveAccessibleName(headerName(recent[0]!));

  // See Archived (count) follows the search, and the archive opens with it.
  const requester = recent[0]!.info[0]!.requester_name;
  const term = requester.split(' ')[0]!.toLowerCase();
  const archived = (
    await apiGet<ListAnswer>(page, auth, `${LIST}?sort=ascending&search=${encodeURIComponent(term)}`)
  ).data.archive_count;
  expect(archived).toBeGreaterThan(0);
  await sidebar.getByLabel('Search assignments').fill(term);
  const seeArchived = sidebar.getByRole('link', { name: /^See Archived \(\d+\)$/ });
  await expect(seeArchived).toHaveAttribute('href', `/ops-archive?search=${term}`);
  await expect(seeArchived).toHaveText(`See Archived (${archived})`);

  const archiveCall = page.waitForRequest((r) => r.url().includes(ARCHIVE_LIST));
  await seeArchived.click();
  expect(new URL((await archiveCall).url()).searchParams.get('search')).toBe(term);
  await expect(page).toHaveURL(new RegExp(`/ops-archive(/\\d+)?\\?search=${term}$`));
  const archive = page.getByRole('complementary', { name: 'Archive list' });
  await expect(archive.getByRole('heading', { name: 'Archive', level: 1 })).toBeVisible();
  await expect(archive.getByLabel('Search assignments')).toHaveValue(term);
  await expect(archive.getByTestId('card-requester').first()).toHaveAttribute('title', requester);
  await expect(archive.locator(`[data-testid="card-requester"]:not([title="${requester}"])`)).toHaveCount(0);
  // Its months hold as many deliveries as the link said.
  const archiveMonths = await collapseAllMonths(archive);
  const total = archiveMonths.reduce((sum, name) => sum + Number(/\((\d+)\)$/.exec(name)![1]), 0);
  expect(total).toBe(archived);
});
