import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { onePagePdf } from '@ops/contracts';
import PostalMime from 'postal-mime';
import { ACCOUNTS, OUTBOX_DIR, PASSWORD } from './env';

export async function signIn(page: Page, email: string, password: string, options: { stay?: boolean } = {}) {
  await page.goto('/');
  await page.getByLabel('Work e-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (options.stay) await page.getByLabel('Stay logged in').check();
  await page.getByRole('button', { name: 'Login' }).click();
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** The newest reset link mailed to `email`, as a path on the app, read from the outbox's .eml files. */
export async function latestResetLink(email: string): Promise<string> {
  await expect
    .poll(() => mailsTo(email).then((m) => m.length), { message: `a mail to ${email} in ${OUTBOX_DIR}` })
    .toBeGreaterThan(0);
  const mails = await mailsTo(email);
  const match = /https?:\/\/[^/\s]+(\/oppsforgotpassword\/token\?q=[\w%-]+)/.exec(mails.at(-1)?.text ?? '');
  if (!match) throw new Error('no reset link in the mail');
  return match[1]!;
}

/** The newest mail to `email` whose subject matches, once it is in the outbox. */
export async function latestMail(email: string, subject: RegExp) {
  const matching = async () => (await mailsTo(email)).filter((m) => subject.test(m.subject ?? ''));
  await expect
    .poll(() => matching().then((m) => m.length), {
      message: `a mail "${subject}" to ${email} in ${OUTBOX_DIR}`,
    })
    .toBeGreaterThan(0);
  return (await matching()).at(-1)!;
}

async function mailsTo(email: string) {
  let names: string[];
  try {
    names = readdirSync(OUTBOX_DIR)
      .filter((n) => n.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  const mails = await Promise.all(names.map((n) => PostalMime.parse(readFileSync(path.join(OUTBOX_DIR, n)))));
  return mails.filter((m) => m.to?.some((t) => t.address === email));
}

/** A 16x16 red PNG for the profile image. */
export const PNG_IMAGE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR4nGO4Y6NBEmIY1TCqYfhqAADTxkAQc4IxEwAAAABJRU5ErkJggg==',
  'base64',
);

/* ---------- Client administration ---------- */

/** Six random characters (lower-case letters and digits), to keep names, codes and domains unique per test. */
export const uniqueSuffix = () => Math.random().toString(36).slice(2, 8).padEnd(6, '0');

interface ClientData {
  name: string;
  code: string;
  domain: string;
  entity: string;
  userName: string;
  userEmail: string;
}

/** A client no other test uses: its code is 2 to 10 capital letters or digits, its user's e-mail on its domain. */
export function newClientData(label: string): ClientData {
  const suffix = uniqueSuffix();
  const domain = `${label.toLowerCase().replace(/[^a-z0-9]+/g, '')}-${suffix}.com`;
  return {
    name: `${label} ${suffix}`,
    code: `E${suffix.toUpperCase()}`,
    domain,
    entity: `${label} Entity ${suffix}`,
    userName: `Asha ${suffix}`,
    userEmail: `asha.${suffix}@${domain}`,
  };
}

/** Signs in the client administrator (an SL account) and waits for the client list it lands on. */
export async function signInToClients(page: Page) {
  await signIn(page, ACCOUNTS.clientAdmin.email, PASSWORD);
  await expect(page).toHaveURL(/\/requester$/);
  await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible();
}

/** A searchable (react-select) picker: types `text` into it and clicks the option named `option`. */
export async function choose(scope: Page | Locator, label: string, text: string, option = text) {
  await scope.getByLabel(label, { exact: true }).fill(text);
  const page = 'page' in scope ? scope.page() : scope;
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * What a picker shows as chosen: the value react-select draws beside its input. Not the whole field: its
 * live region also names the option last focused, so a choice that did not take would still read as made.
 */
export const pickerField = (scope: Page | Locator, label: string) =>
  scope
    .locator('.field')
    .filter({ has: scope.getByLabel(label, { exact: true }) })
    .locator('[class*="__single-value"]');

/** Creates `client` (company, first entity in Pune, India, first user) with the /adduser form; ends on /requester. */
export async function createClient(page: Page, client: ClientData) {
  await page.goto('/adduser');
  await page.getByLabel('Company name').fill(client.name);
  await page.getByLabel('Client code').fill(client.code);
  await page.getByLabel('Domains').fill(client.domain);
  await page.getByLabel('Domains').press('Enter');
  await page.getByLabel('Entity name').fill(client.entity);
  // The city list loads for the country; a choice made while it still loads can be dropped, so check it held.
  await expect(async () => {
    await choose(page, 'City', 'Pune');
    await expect(pickerField(page, 'City')).toContainText('Pune', { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await page.getByLabel('Copy address to user').check();
  await page.getByLabel('User name').fill(client.userName);
  await page.getByLabel('User e-mail').fill(client.userEmail);
  await page.getByLabel('I have read the note').check();
  await page.getByLabel('I have read the instructions').check();
  await page.getByRole('button', { name: 'Create client' }).click();
  await expect(page).toHaveURL(/\/requester$/);
  await expect(clientCard(page, client.name)).toBeVisible();
}

/** A client's card on /requester. */
export const clientCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

/** From /requester, opens the client's area on one of its tabs, with the List view showing. */
export async function manageClient(page: Page, client: ClientData, tab: 'Entities' | 'Invoices' | 'Users') {
  await clientCard(page, client.name).getByRole('link', { name: 'Manage' }).click();
  await expect(page).toHaveURL(/\/adduser\?client=\d+&tab=entities$/);
  if (tab !== 'Entities') await page.getByRole('tab', { name: tab, exact: true }).click();
  await expect(page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(pickerField(page, 'Client')).toContainText(`${client.name} (${client.code})`);
  await expect(page.getByRole('tab', { name: 'List' })).toHaveAttribute('aria-selected', 'true');
}

/** A one-page PDF, small enough for a contract upload. */
export const pdfFile = (text = 'Master services agreement') =>
  Buffer.from(onePagePdf([text], { width: 400, height: 240, fontSize: 18 }), 'latin1');

/** The value shown beside `label` in an expanded card's details. */
export const detailValue = (card: Locator, label: string) =>
  card
    .locator('.detail-list__item')
    .filter({
      has: card
        .page()
        .getByRole('term')
        .filter({ hasText: new RegExp(`^${label}$`) }),
    })
    .getByRole('definition');

/* ---------- Assignments ---------- */

/** Signs in an operations account on the console and answers the bearer token its API calls carry. */
export async function signInToAssignments(page: Page, email: string = ACCOUNTS.operator.email) {
  const authorised = page.waitForRequest((r) => r.url().includes('/api-ops/') && !!r.headers().authorization);
  await signIn(page, email, PASSWORD);
  const authorization = (await authorised).headers().authorization!;
  await expect(page).toHaveURL(/\/deliver(\/\d+)?$/);
  return authorization;
}

/** A GET on the API as the signed-in user (`authorization` from `signInToAssignments`); its JSON answer. */
export async function apiGet<T>(page: Page, authorization: string, path: string): Promise<T> {
  const response = await page.request.get(path, { headers: { authorization } });
  expect(response.ok(), `GET ${path}`).toBe(true);
  return (await response.json()) as T;
}
