import { expect, test } from '@playwright/test';
import {
  choose,
  createClient,
  detailValue,
  manageClient,
  newClientData,
  pickerField,
  signInToClients,
} from '../support/helpers';

test('adds a client user and edits it, and the list shows the change', async ({ page }) => {
  const client = newClientData('Nimbus Retail');
  const name = `Ravi ${client.code}`;
  const email = `ravi.${client.code.toLowerCase()}@${client.domain}`;
  await signInToClients(page);
  await createClient(page, client);
  await manageClient(page, client, 'Users');
  await expect(page.getByTestId('user-card')).toHaveCount(1);
  await expect(page.getByRole('article', { name: client.userName })).toContainText(client.userEmail);

  await page.getByRole('tab', { name: 'Form' }).click();
  await expect(page.getByRole('heading', { name: 'New user' })).toBeVisible();
  await expect(page.getByText(`E-mail domains of this client: ${client.domain}`)).toBeVisible();
  await page.getByLabel('User name').fill(name);
  await page.getByLabel('User e-mail').fill(`ravi@not-${client.domain}`);
  await page.getByRole('button', { name: 'Add phone number' }).click();
  await page.getByLabel('Phone 1 number').fill('98765o1234');
  await expect(pickerField(page, 'Country')).toContainText('India');
  await choose(page, 'City', 'Mumbai');
  await page.getByLabel('Designation').fill('Procurement Lead');
  await page.getByLabel('Category').selectOption('Start up');
  await page.getByLabel('Industry').selectOption('Retail and E-commerce');
  await page.getByLabel('Job function').selectOption('Procurement');
  await page.getByLabel('Default entity').selectOption({ index: 1 });
  await expect(page.getByLabel('Default entity').locator('option:checked')).toHaveText(
    new RegExp(`^${client.entity} \\(`),
  );

  await page.getByRole('button', { name: 'Save user' }).click();
  await expect(page.getByTestId('phone_number_list.0.number-error')).toHaveText(
    'Text and symbols not allowed',
  );
  await page.getByLabel('Phone 1 number').fill('9876501234');
  await page.getByRole('button', { name: 'Save user' }).click();
  await expect(page.getByTestId('phone_number_list.0.number-error')).toHaveCount(0);
  await expect(page.getByTestId('email-error')).toHaveText(
    `The e-mail must use one of the client's domains: ${client.domain}.`,
  );
  await page.getByLabel('User e-mail').fill(email);
  await page.getByRole('button', { name: 'Save user' }).click();

  await expect(page.getByText('User saved successfully!')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'List' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('user-card')).toHaveCount(2);
  let card = page.getByRole('article', { name, exact: true });
  await expect(card).toContainText(email);
  await expect(card).toContainText('Start up');
  await card.getByRole('button', { name: 'Details' }).click();
  await expect(detailValue(card, 'Phone numbers')).toHaveText('+91 9876501234');
  await expect(detailValue(card, 'Location')).toHaveText('Mumbai, India');
  await expect(detailValue(card, 'Designation')).toHaveText('Procurement Lead');
  await expect(detailValue(card, 'Job function')).toHaveText('Procurement');
  await expect(detailValue(card, 'Default entity')).toHaveText(client.entity);

  // Edit: the form opens filled in; another country clears the city.
  await card.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: `Edit ${name}` })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Form' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('User name')).toHaveValue(name);
  await expect(page.getByLabel('User e-mail')).toHaveValue(email);
  await expect(page.getByLabel('Phone 1 number')).toHaveValue('9876501234');
  await expect(pickerField(page, 'City')).toContainText('Mumbai');

  const renamed = `${name} Kumar`;
  await page.getByLabel('User name').fill(renamed);
  await page.getByLabel('Designation').fill('Head of Procurement');
  await page.getByLabel('Job function').selectOption('Operations');
  await choose(page, 'Country', 'United Arab Emirates');
  // Another country clears the city: no value shows until one is chosen.
  await expect(pickerField(page, 'City')).toHaveCount(0);
  await choose(page, 'City', 'Dubai');
  await page.getByRole('button', { name: 'Save user' }).click();

  // The first save's toast may still be showing: the newest one is the edit's.
  await expect(page.getByText('User saved successfully!').last()).toBeVisible();
  await expect(page.getByRole('tab', { name: 'List' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('user-card')).toHaveCount(2);
  await expect(page.getByRole('article', { name, exact: true })).toHaveCount(0);

  // The change is stored: it is still there after a reload.
  await page.reload();
  card = page.getByRole('article', { name: renamed, exact: true });
  await expect(card).toContainText(email);
  await expect(card).toContainText('Operations');
  await card.getByRole('button', { name: 'Details' }).click();
  await expect(detailValue(card, 'Designation')).toHaveText('Head of Procurement');
  await expect(detailValue(card, 'Location')).toHaveText('Dubai, United Arab Emirates');
  await expect(page.getByRole('article', { name: client.userName, exact: true })).toBeVisible();
});
