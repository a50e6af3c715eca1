import { expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { apiGet, latestMail } from './helpers';

const LIST = '/api-ops/ops/v2/all-assignments/';
/** The demo data's Northwind Legal: addresses on this domain are inside the client. */
export const NWL_DOMAIN = 'northwind-legal.com';

export interface DeliveredFile {
  name: string;
  links: Record<string, string>;
}
export interface DemoDelivery {
  id: number;
  batch_id: string;
  client_code: string;
  target_versions: { version: number; files: DeliveredFile[] }[];
}

/** One of the delivery detail's tabs. */
export const detailTab = (page: Page, name: string) =>
  page.getByRole('tablist', { name: 'Assignment sections' }).getByRole('tab', { name, exact: true });

/**
 * A live Northwind Legal delivery of the demo data whose newest version has a file `usable` accepts, with
 * that version and file; not the one `except` names.
 */
export async function nwlDelivery(
  page: Page,
  auth: string,
  usable: (file: DeliveredFile) => boolean = () => true,
  except?: number,
) {
  const list = await apiGet<{ data: { months: { info: { id: number }[] }[] } }>(
    page,
    auth,
    `${LIST}?sort=descending`,
  );
  for (const item of list.data.months.flatMap((m) => m.info).slice(0, 40)) {
    if (item.id === except) continue;
    const details = (await apiGet<{ last_assignment: DemoDelivery }>(page, auth, `${LIST}${item.id}/`))
      .last_assignment;
    const newest = [...details.target_versions].sort((a, b) => b.version - a.version)[0];
    const file = newest?.files.find(usable);
    if (details.client_code === 'NWL' && newest && file) return { details, version: newest.version, file };
  }
  throw new Error('no live Northwind Legal delivery with such a file in the demo data');
}

/** Staff share the delivery open on the page with one address inside the client, from its SHARING tab. */
export async function shareFromDetail(page: Page, email: string) {
  await detailTab(page, 'Share Assignments from here').click();
  const users = page.getByRole('region', { name: 'Users' });
  await users.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share Assignment' });
  const emailField = dialog.getByRole('combobox').or(dialog.getByLabel('Email Address')).first();
  await emailField.fill(email);
  await emailField.press('Enter');
  await dialog.getByRole('button', { name: 'Share', exact: true }).click();
  const row = users.getByTestId('shared-user-row').filter({ hasText: email });
  await expect(row).toBeVisible();
  return { users, row };
}

/** The recipient opens the mailed personal link in a browser of their own and enters the mailed code. */
export async function openPortalAs(browser: Browser, email: string, options: BrowserContextOptions = {}) {
  const invitation = await latestMail(email, /shared with you/);
  const link = /https?:\/\/[^/\s]+(\/shared#t=[\w-]+)/.exec(invitation.text ?? '')![1]!;
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await page.goto(link);
  await page.getByRole('button', { name: 'E-mail me a code' }).click();
  const code = /Your code is (\d{6})/.exec((await latestMail(email, /Your code/)).text ?? '')![1]!;
  await page.getByLabel('Code from the e-mail').fill(code);
  await page.getByRole('button', { name: 'Open', exact: true }).click();
  return { context, page };
}
