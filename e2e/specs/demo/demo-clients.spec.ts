import { expect, test, type Page } from '@playwright/test';
import { choose, clientCard, detailValue, pdfFile, pickerField } from '../../support/helpers';
import { reloadDemo, watchNetwork } from './demo-network';

// The client administration of spec part 3 in the demo build: every look-up and write is answered by Mock
// Service Worker from the session's sample state, with no server running.
const PASSWORD = 'Demo@2026';
const CLIENT = {
  name: 'Zenith Labs',
  domain: 'zenithlabs.example.com',
  entity: 'Zenith Labs India',
  userName: 'Asha Rao',
  userEmail: 'asha.rao@zenithlabs.example.com',
};
const BILLING = 'Zenith Labs GmbH';

async function signInAsSales(page: Page) {
  await page.goto('./');
  await page.getByLabel('Work e-mail').fill('sl.demo@example.com');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/#\/requester$/);
  await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible();
}

/** The client form of /adduser with its look-ups: generated code, country and city, a dial code. */
async function createClient(page: Page) {
  await page.getByRole('link', { name: 'Add client' }).click();
  await expect(page).toHaveURL(/#\/adduser$/);
  await expect(pickerField(page, 'Country')).toContainText('India');
  await expect(page.getByTestId('entity_data.entity_country-info')).toHaveText('Currency INR · Tax GST');

  await page.getByLabel('Company name').fill(CLIENT.name);
  await page.getByRole('button', { name: 'Generate code' }).click();
  await expect(page.getByLabel('Client code')).toHaveValue('ZLEN');
  await page.getByRole('button', { name: 'Verify code' }).click();
  await expect(page.getByText('Company Code updated successfully!')).toBeVisible();
  await page.getByLabel('Domains').fill(CLIENT.domain);
  await page.getByLabel('Domains').press('Enter');
  await expect(page.getByRole('button', { name: `Remove ${CLIENT.domain}` })).toBeVisible();

  await page.getByLabel('Entity name').fill(CLIENT.entity);
  await page.getByLabel('Zip code').fill('411001');
  await page.getByLabel('Address line 1').fill('12 MG Road, Floor 3');
  await expect(async () => {
    await choose(page, 'City', 'Pune');
    await expect(pickerField(page, 'City')).toContainText('Pune', { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await page.getByLabel('Copy address to user').check();
  await expect(pickerField(page, 'User city')).toContainText('Pune');

  await page.getByLabel('User name').fill(CLIENT.userName);
  await page.getByLabel('User e-mail').fill(CLIENT.userEmail);
  await page.getByRole('button', { name: 'Add phone number' }).click();
  await page.getByLabel('Phone 1 country code').click();
  await page.keyboard.type('United Arab Emirates');
  await page.keyboard.press('Enter');
  await page.getByLabel('Phone 1 number').fill('501234567');
  await page.getByLabel('Industry').selectOption('Information Technology');
  await page.getByLabel('I have read the note').check();
  await page.getByLabel('I have read the instructions').check();
  await page.getByRole('button', { name: 'Create client' }).click();

  await expect(page).toHaveURL(/#\/requester$/);
  await expect(page.getByText('Client created successfully!')).toBeVisible();
  const card = clientCard(page, CLIENT.name);
  await expect(card).toContainText('ZLEN');
  await expect(card.getByRole('listitem')).toHaveText([CLIENT.domain]);
  await expect(card).toContainText('1 entity · 1 user');
}

/** A second billing entity: an MSLA contract uploaded and previewed, its currency, taxes and price terms. */
async function addBillingEntity(page: Page) {
  await page.getByRole('tab', { name: 'Form' }).click();
  await expect(page.getByRole('heading', { name: 'New entity' })).toBeVisible();
  await page.getByLabel('Entity name').fill(BILLING);
  await page.getByLabel('Zip code').fill('10117');
  await page.getByLabel('Address line 1').fill('Friedrichstrasse 68');
  await choose(page, 'Country', 'Germany');
  await choose(page, 'City', 'Berlin');
  await page.getByLabel('Contract type').selectOption('MSLA');
  await expect(page.getByLabel('MSLA entity')).toBeChecked();
  await page
    .getByLabel('Upload contract')
    .setInputFiles({ name: 'zenith-msla.pdf', mimeType: 'application/pdf', buffer: pdfFile() });
  await expect(page.getByTestId('contract-filename')).toHaveText('zenith-msla.pdf');
  await page.getByLabel('Contract valid from').fill('2026-01-01');
  await page.getByLabel('Contract valid until').fill('2027-12-31');
  await page.getByLabel('Currency').selectOption('EUR');
  await page.getByRole('button', { name: 'Add tax' }).click();
  await page.getByLabel('Tax 1 type').selectOption('VAT');
  await page.getByLabel('Tax 1 percentage').fill('19');

  await page.getByRole('button', { name: 'Add service' }).click();
  const line = page.getByRole('group', { name: 'Service line 1' });
  await choose(line, 'Service', 'Presentation Design');
  await choose(line, 'Sub-service', 'Basic Design');
  await expect(line.getByTestId('services.0.list_price')).toHaveText('16.56 EUR / Pages');
  await line.getByLabel('Discount (%)').fill('10');
  await expect(line.getByTestId('services.0.final_sell_price')).toHaveText('13.41 EUR');
  await page.getByRole('button', { name: 'Save entity' }).click();

  await expect(page.getByText('Entity saved successfully!')).toBeVisible();
  await expect(page.getByTestId('entity-card')).toHaveCount(2);
  const card = page.getByRole('article', { name: BILLING });
  await expect(card).toContainText('Berlin, Germany');
  await expect(card).toContainText('MSLA');
  await expect(card).toContainText('1 service');

  // Saved, the contract opens from the file kept in the browser.
  await card.getByRole('button', { name: 'Details' }).click();
  await expect(detailValue(card, 'Taxes')).toHaveText('VAT 19%');
  await expect(card.getByRole('row', { name: /Basic Design/ })).toContainText('13.41');
  await card.getByRole('button', { name: 'Preview contract' }).click();
  const preview = page.getByRole('dialog', { name: 'Contract preview' });
  await expect(preview).toContainText('zenith-msla.pdf');
  await expect(preview.locator('iframe[title="Contract preview"]')).toHaveAttribute('src', /^blob:/);
  await preview.getByRole('button', { name: 'Close preview' }).click();

  // Another currency prices the terms again.
  await card.getByLabel('Change currency').selectOption('AED');
  await card.getByRole('button', { name: 'Update currency' }).click();
  await expect(page.getByText('Currency updated successfully!')).toBeVisible();
  await expect(card.getByRole('row', { name: /Basic Design/ })).toContainText('66.11');
}

async function addInvoice(page: Page) {
  await page.getByRole('tab', { name: 'Invoices', exact: true }).click();
  await expect(page.getByText('No invoices yet. Add one with the Form tab.')).toBeVisible();
  await page.getByRole('tab', { name: 'Form' }).click();
  await page.getByLabel('Invoice valid from').fill('2026-12-01');
  await page.getByLabel('Invoice valid until').fill('2027-11-30');
  await expect(page.getByLabel('Default entity').locator('option:checked')).toHaveText(
    new RegExp(`^${CLIENT.entity} \\(`),
  );
  await page.getByLabel('Offer', { exact: true }).check();
  await page.getByRole('button', { name: 'Add service' }).click();
  const line = page.getByRole('group', { name: 'Service line 1' });
  await choose(line, 'Service', 'Presentation Design');
  await choose(line, 'Sub-service', 'Basic Design');
  await expect(line.getByLabel('MSLA price')).toHaveText('15.00 USD');
  await line.getByLabel('Invoice price').fill('12');
  await expect(line.getByLabel('Cumulative discount (against MSLA)')).toHaveText('20.00%');
  await page.getByLabel('Invoice codes').fill('INV-ZLEN-01');
  await page.getByLabel('Invoice codes').press('Enter');
  await page.getByRole('button', { name: 'Save invoice' }).click();

  await expect(page.getByText('Invoice saved successfully!')).toBeVisible();
  const card = page.getByRole('article', { name: new RegExp(`^Invoice \\d+ · ${CLIENT.entity}$`) });
  await expect(card).toContainText('Valid 2026-12-01 to 2027-11-30');
  await expect(card).toContainText('INV-ZLEN-01');
}

async function addUser(page: Page) {
  await page.getByRole('tab', { name: 'Users', exact: true }).click();
  const first = page.getByRole('article', { name: CLIENT.userName, exact: true });
  await first.getByRole('button', { name: 'Details' }).click();
  await expect(detailValue(first, 'Phone numbers')).toHaveText('+971 501234567');
  await expect(detailValue(first, 'Location')).toHaveText('Pune, India');

  await page.getByRole('tab', { name: 'Form' }).click();
  await expect(page.getByText(`E-mail domains of this client: ${CLIENT.domain}`)).toBeVisible();
  await page.getByLabel('User name').fill('Ravi Kumar');
  await page.getByLabel('User e-mail').fill(`ravi.kumar@${CLIENT.domain}`);
  await choose(page, 'Country', 'United Arab Emirates');
  await choose(page, 'City', 'Dubai');
  await page.getByLabel('Job function').selectOption('Procurement');
  await page.getByLabel('Default entity').selectOption({ label: `${BILLING} (ZLEN-E02)` });
  await page.getByRole('button', { name: 'Save user' }).click();

  await expect(page.getByText('User saved successfully!')).toBeVisible();
  await expect(page.getByTestId('user-card')).toHaveCount(2);
  const card = page.getByRole('article', { name: 'Ravi Kumar', exact: true });
  await card.getByRole('button', { name: 'Details' }).click();
  await expect(detailValue(card, 'Location')).toHaveText('Dubai, United Arab Emirates');
  await expect(detailValue(card, 'Default entity')).toHaveText(BILLING);
}

test('creates a client and adds its entity, invoice and user, with no server; a reload starts fresh', async ({
  page,
  context,
  baseURL,
}) => {
  // One long journey through four forms: more than the default 30 s on a busy machine.
  test.setTimeout(150_000);
  const network = watchNetwork(context, page, new URL(baseURL!).origin);
  await signInAsSales(page);
  // The sample clients of a language-services provider.
  await expect(clientCard(page, 'Acme Corporation')).toContainText('2 entities · 2 users');
  await expect(clientCard(page, 'Globex Industries')).toBeVisible();

  await createClient(page);
  await clientCard(page, CLIENT.name).getByRole('link', { name: 'Manage' }).click();
  await expect(page).toHaveURL(/#\/adduser\?client=\d+&tab=entities$/);
  await expect(pickerField(page, 'Client')).toContainText(`${CLIENT.name} (ZLEN)`);
  await expect(page.getByRole('article', { name: CLIENT.entity })).toContainText('Pune, India');

  await addBillingEntity(page);
  await addInvoice(page);
  await addUser(page);

  await page.getByRole('link', { name: 'All clients' }).click();
  await expect(clientCard(page, CLIENT.name)).toContainText('2 entities · 2 users');

  // The sample state is the page's: a reload brings the samples back without the session's client.
  await reloadDemo(page, clientCard(page, 'Acme Corporation'));
  await expect(clientCard(page, CLIENT.name)).toHaveCount(0);

  network.assertNoServerCalls();
});
