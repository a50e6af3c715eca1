import { expect, test } from '@playwright/test';
import {
  choose,
  createClient,
  detailValue,
  manageClient,
  newClientData,
  pdfFile,
  signInToClients,
} from '../support/helpers';

test('adds a second entity with a contract file and previews the contract before and after saving', async ({
  page,
}) => {
  const client = newClientData('Orbit Legal');
  const entity = `Orbit Legal GmbH ${client.code}`;
  await signInToClients(page);
  await createClient(page, client);
  await manageClient(page, client, 'Entities');
  await expect(page.getByTestId('entity-card')).toHaveCount(1);
  await expect(page.getByRole('article', { name: client.entity })).toContainText('Pune, India');

  await page.getByRole('tab', { name: 'Form' }).click();
  await expect(page.getByRole('heading', { name: 'New entity' })).toBeVisible();
  await page.getByLabel('Entity name').fill(entity);
  await page.getByLabel('Zip code').fill('10115');
  await page.getByLabel('Address line 1').fill('Invalidenstrasse 5, 2nd floor');
  await choose(page, 'Country', 'Germany');
  await choose(page, 'City', 'Berlin');
  await page.getByLabel('Company registration number').fill('HRB 12345');
  await page.getByLabel('Registration validity').fill('2028-12-31');

  await expect(page.getByLabel('Charge code', { exact: true })).toBeDisabled();
  await page.getByLabel('Uses charge code').check();
  await page.getByLabel('Charge code', { exact: true }).fill('CC-77');

  await expect(page.getByLabel('Contract type')).toHaveValue('NDA');
  await expect(page.getByLabel('MSLA entity')).not.toBeChecked();
  await page.getByLabel('Contract type').selectOption('MSLA');
  await expect(page.getByLabel('MSLA entity')).toBeChecked();
  await expect(page.getByLabel('MSLA entity')).toBeDisabled();

  await page
    .getByLabel('Upload contract')
    .setInputFiles({ name: 'msla-contract.pdf', mimeType: 'application/pdf', buffer: pdfFile() });
  await expect(page.getByTestId('contract-filename')).toHaveText('msla-contract.pdf');
  await expect(page.getByTestId('contract-error')).toHaveCount(0);

  // Before saving, the preview shows the chosen file itself.
  await page.getByRole('button', { name: 'Preview contract' }).click();
  let preview = page.getByRole('dialog', { name: 'Contract preview' });
  await expect(preview).toBeVisible();
  await expect(preview).toContainText('msla-contract.pdf');
  await expect(preview.locator('iframe[title="Contract preview"]')).toHaveAttribute('src', /^blob:/);
  await preview.getByRole('button', { name: 'Close preview' }).click();
  await expect(preview).toHaveCount(0);

  await page.getByLabel('Contract valid from').fill('2026-01-01');
  await page.getByLabel('Contract valid until').fill('2027-12-31');
  await page.getByLabel('Currency').selectOption('EUR');
  await page.getByLabel('Storage duration (days)').fill('30');
  await page.getByRole('button', { name: 'Add tax' }).click();
  await page.getByLabel('Tax 1 type').selectOption('VAT');
  await page.getByLabel('Tax 1 percentage').fill('19');

  // A service line: the list price in the entity's currency, less the discount, less the corporate 10%.
  await page.getByRole('button', { name: 'Add service' }).click();
  const line = page.getByRole('group', { name: 'Service line 1' });
  await choose(line, 'Service', 'Presentation Design');
  await choose(line, 'Sub-service', 'Basic Design');
  await expect(line.getByTestId('services.0.list_price')).toHaveText('16.56 EUR / Pages');
  await line.getByLabel('Discount (%)').fill('10');
  await expect(line.getByTestId('services.0.final_sell_price')).toHaveText('13.41 EUR');

  await page.getByRole('button', { name: 'Save entity' }).click();
  await expect(page.getByText('Entity saved successfully!')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'List' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('entity-card')).toHaveCount(2);
  const card = page.getByRole('article', { name: entity });
  await expect(card).toContainText('Berlin, Germany');
  await expect(card).toContainText('EUR');
  await expect(card).toContainText('MSLA');
  await expect(card).toContainText('1 service');

  await card.getByRole('button', { name: 'Details' }).click();
  await expect(detailValue(card, 'MSLA entity')).toHaveText('Yes');
  await expect(detailValue(card, 'Charge code')).toHaveText('CC-77');
  await expect(detailValue(card, 'Contract validity')).toHaveText('2026-01-01 to 2027-12-31');
  await expect(detailValue(card, 'Storage duration')).toHaveText('30 days');
  await expect(detailValue(card, 'Taxes')).toHaveText('VAT 19%');
  await expect(card.getByRole('row', { name: /Basic Design/ })).toContainText('13.41');
  await expect(card).toContainText('msla-contract.pdf');

  // Saved, the contract is served by the server behind a signed link.
  const served = page.waitForResponse((r) => /\/files\/[^/]+$/.test(new URL(r.url()).pathname));
  await card.getByRole('button', { name: 'Preview contract' }).click();
  preview = page.getByRole('dialog', { name: 'Contract preview' });
  await expect(preview).toBeVisible();
  const frame = preview.locator('iframe[title="Contract preview"]');
  await expect(frame).toHaveAttribute('src', /^\/files\/[^/]+$/);
  const response = await served;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  // The link serves exactly the uploaded file, and 'Download' offers the same one.
  const src = (await frame.getAttribute('src'))!;
  expect(Buffer.compare(await (await page.request.get(src)).body(), pdfFile())).toBe(0);
  await expect(preview.getByRole('link', { name: 'Download' })).toHaveAttribute('href', src);
  await preview.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(preview).toHaveCount(0);
});

test('an invoice shows its cumulative discount as the invoice price changes, with and without an MSLA price', async ({
  page,
}) => {
  const client = newClientData('Vertex Media');
  await signInToClients(page);
  await createClient(page, client);
  await manageClient(page, client, 'Invoices');
  await expect(page.getByText('No invoices yet. Add one with the Form tab.')).toBeVisible();

  await page.getByRole('tab', { name: 'Form' }).click();
  await expect(page.getByRole('heading', { name: 'New invoice' })).toBeVisible();
  await page.getByLabel('Invoice valid from').fill('2026-12-01');
  await page.getByLabel('Invoice valid until').fill('2027-11-30');
  // The client's first entity is billed unless another is chosen.
  await expect(page.getByLabel('Default entity').locator('option:checked')).toHaveText(
    new RegExp(`^${client.entity} \\(`),
  );
  await expect(page.getByLabel('Currency')).toHaveValue('USD');
  await page.getByLabel('Offer', { exact: true }).check();

  // With an MSLA price the discount is measured against it.
  await page.getByRole('button', { name: 'Add service' }).click();
  const msla = page.getByRole('group', { name: 'Service line 1' });
  await choose(msla, 'Service', 'Presentation Design');
  await choose(msla, 'Sub-service', 'Basic Design');
  await expect(msla.getByTestId('list_of_services.0.list_price')).toHaveText('18.00 USD / Pages');
  await expect(msla.getByLabel('MSLA price')).toHaveText('15.00 USD');
  await msla.getByLabel('Invoice price').fill('12');
  await expect(msla.getByLabel('Cumulative discount (against MSLA)')).toHaveText('20.00%');
  await expect(msla.getByTestId('list_of_services.0.cumulative_discount')).toHaveText('20.00%');
  await expect(msla.getByLabel('Discount off list')).toHaveText('33.33%');
  await expect(msla.getByLabel('Discount off MSLA')).toHaveText('20.00%');
  await msla.getByLabel('Invoice price').fill('13.5');
  await expect(msla.getByLabel('Cumulative discount')).toHaveText('10.00%');
  await expect(msla.getByLabel('Discount off list')).toHaveText('25.00%');

  // Without one it is measured against the list price.
  await page.getByRole('button', { name: 'Add service' }).click();
  const list = page.getByRole('group', { name: 'Service line 2' });
  await choose(list, 'Service', 'Graphic Design');
  await choose(list, 'Sub-service', 'Image Editing');
  await expect(list.getByTestId('list_of_services.1.list_price')).toHaveText('12.00 USD / Images');
  await expect(list.getByLabel('MSLA price')).toHaveText('No MSLA price');
  await list.getByLabel('Invoice price').fill('9');
  await expect(list.getByLabel('Cumulative discount (against list)')).toHaveText('25.00%');
  await expect(list.getByTestId('list_of_services.1.cumulative_discount')).toHaveText('25.00%');
  await expect(list.getByLabel('Discount off MSLA')).toHaveText('—');
  await list.getByLabel('Invoice price').fill('6');
  await expect(list.getByLabel('Cumulative discount')).toHaveText('50.00%');
  // The first line kept its own figure.
  await expect(msla.getByLabel('Cumulative discount')).toHaveText('10.00%');

  const code = `INV-${client.code}`;
  await page.getByLabel('Invoice codes').fill(code);
  await page.getByLabel('Invoice codes').press('Enter');
  await page.getByLabel('Comments').fill('Annual rates, billed monthly.');
  await page.getByRole('button', { name: 'Save invoice' }).click();

  await expect(page.getByText('Invoice saved successfully!')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'List' })).toHaveAttribute('aria-selected', 'true');
  const card = page.getByRole('article', { name: new RegExp(`^Invoice \\d+ · ${client.entity}$`) });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Valid 2026-12-01 to 2027-11-30');
  await expect(card).toContainText('2 services');
  await expect(card).toContainText(code);

  await card.getByRole('button', { name: 'Details' }).click();
  await expect(detailValue(card, 'Types of discounts')).toHaveText('Offer');
  await expect(detailValue(card, 'Comments')).toHaveText('Annual rates, billed monthly.');
  const rows = card.getByRole('row');
  await expect(rows.filter({ hasText: 'Basic Design' }).getByRole('cell')).toHaveText([
    'Presentation Design',
    'Basic Design',
    '18.00 / Pages',
    '15.00',
    '13.50',
    '25.00%',
    '10.00%',
  ]);
  await expect(rows.filter({ hasText: 'Image Editing' }).getByRole('cell')).toHaveText([
    'Graphic Design',
    'Image Editing',
    '12.00 / Images',
    '—',
    '6.00',
    '50.00%',
    '—',
  ]);
});
