import { expect, test } from '@playwright/test';
import { ACCOUNTS, PASSWORD } from '../support/env';
import {
  choose,
  clientCard,
  createClient,
  newClientData,
  pickerField,
  signIn,
  signInToClients,
} from '../support/helpers';

/** The month heading a client added now is listed under (the server groups by the UTC month). */
const thisMonth = () =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date());

test('creates a client with its entity and user from /adduser and lands on /requester', async ({ page }) => {
  const client = newClientData('Zenith Labs');
  await signIn(page, ACCOUNTS.clientAdmin.email, PASSWORD);
  await expect(page).toHaveURL(/\/requester$/);
  await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Add client' }).click();

  await expect(page).toHaveURL(/\/adduser$/);
  await expect(page.getByRole('tab', { name: 'Client', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('radio', { name: 'New company' })).toBeChecked();
  // A new form starts in India.
  await expect(pickerField(page, 'Country')).toContainText('India');
  await expect(page.getByTestId('entity_data.entity_country-info')).toHaveText('Currency INR · Tax GST');

  await page.getByLabel('Company name').fill(client.name);
  await page.getByRole('button', { name: 'Generate code' }).click();
  await expect(page.getByLabel('Client code')).toHaveValue(/^[A-Z0-9]{2,10}$/);
  const code = await page.getByLabel('Client code').inputValue();
  await page.getByRole('button', { name: 'Verify code' }).click();
  await expect(page.getByText('Company Code updated successfully!')).toBeVisible();

  await page.getByLabel('Domains').fill(client.domain);
  await page.getByLabel('Domains').press('Enter');
  await expect(page.getByRole('button', { name: `Remove ${client.domain}` })).toBeVisible();
  await expect(page.getByLabel('Domains')).toHaveValue('');

  await page.getByLabel('Entity name').fill(client.entity);
  await page.getByLabel('Zip code').fill('411001');
  await page.getByLabel('Address line 1').fill('12 MG Road, Floor 3');
  await choose(page, 'City', 'Pune');
  await expect(pickerField(page, 'City')).toContainText('Pune');

  // While 'Copy address to user' is on, the user's country and city follow the entity's.
  await page.getByLabel('Copy address to user').check();
  await expect(pickerField(page, 'User country')).toContainText('India');
  await expect(pickerField(page, 'User city')).toContainText('Pune');
  await expect(page.getByLabel('User city', { exact: true })).toBeDisabled();

  await page.getByLabel('User name').fill(client.userName);
  await page.getByLabel('User e-mail').fill(client.userEmail);
  await page.getByRole('button', { name: 'Add phone number' }).click();
  await page.getByLabel('Phone 1 number').fill('9876543210');
  await page.getByLabel('Designation').fill('Head of Marketing');
  await page.getByLabel('Industry').selectOption('Information Technology');
  await page.getByLabel('Category').selectOption('Enterprise');
  await page.getByLabel('Job function').selectOption('Marketing');

  // The confirmations are required.
  await page.getByRole('button', { name: 'Create client' }).click();
  await expect(page.getByTestId('note_understood-error')).toHaveText(
    'Please confirm that you have read the note.',
  );
  await expect(page.getByTestId('instruction_understood-error')).toHaveText(
    'Please confirm that you have read the instructions.',
  );
  await page.getByLabel('I have read the note').check();
  await page.getByLabel('I have read the instructions').check();
  await page.getByRole('button', { name: 'Create client' }).click();

  await expect(page).toHaveURL(/\/requester$/);
  await expect(page.getByText('Client created successfully!')).toBeVisible();
  const card = clientCard(page, client.name);
  await expect(card).toBeVisible();
  await expect(card).toContainText(code);
  await expect(card.getByText('New', { exact: true })).toBeVisible();
  await expect(card.getByRole('listitem')).toHaveText([client.domain]);
  await expect(card).toContainText('1 entity · 1 user');
  const month = page.locator('section.month-group').filter({ has: card });
  await expect(month.getByRole('heading', { level: 2 })).toContainText(thisMonth());
});

test('finds a client by its code, edits its name and domains in the dialog, and sees the list change', async ({
  page,
}) => {
  const client = newClientData('Harbor Foods');
  await signInToClients(page);
  await createClient(page, client);

  await page.getByLabel('Search clients').fill(client.code);
  await expect(page.getByRole('status').filter({ hasText: 'client matches' })).toHaveText(
    `1 client matches "${client.code}"`,
  );
  await expect(page.getByTestId('client-card')).toHaveCount(1);
  await expect(clientCard(page, client.name)).toBeVisible();

  await clientCard(page, client.name).getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${client.name}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Client code')).toHaveValue(client.code);
  await expect(dialog.getByLabel('Client code')).not.toBeEditable();
  await expect(dialog.getByLabel('Company name')).toHaveValue(client.name);

  // Cancel keeps everything as it was.
  await dialog.getByLabel('Company name').fill('Not saved');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(clientCard(page, client.name)).toBeVisible();

  const renamed = `${client.name} Group`;
  const extraDomain = `group-${client.domain}`;
  await clientCard(page, client.name).getByRole('button', { name: 'Edit' }).click();
  await expect(dialog.getByLabel('Company name')).toHaveValue(client.name);
  await dialog.getByLabel('Company name').fill(renamed);
  await dialog.getByLabel('Domains').fill(extraDomain);
  await dialog.getByLabel('Domains').press('Enter');
  await dialog.getByRole('button', { name: 'Save client' }).click();
  await expect(page.getByText('Client updated successfully!')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByLabel('Search clients').fill(extraDomain);
  const card = clientCard(page, renamed);
  await expect(card).toBeVisible();
  await expect(card.getByRole('listitem')).toHaveText([client.domain, extraDomain]);
  await expect(page.getByTestId('client-card')).toHaveCount(1);
});

test('shows the symbol and digits-only messages and creates the client only once they are fixed', async ({
  page,
}) => {
  const client = newClientData('Symbol Check');
  await signInToClients(page);
  await page.goto('/adduser');

  await page.getByLabel('Company name').fill('Zenith; <Labs>');
  await page.getByLabel('Client code').fill(client.code);
  await page.getByLabel('Domains').fill(client.domain);
  await page.getByLabel('Domains').press('Enter');
  await page.getByLabel('Entity name').fill('Zenith | India');
  await page.getByLabel('Address line 1').fill('12 MG Road, Floor 3');
  await choose(page, 'City', 'Pune');
  await page.getByLabel('Copy address to user').check();
  await page.getByLabel('User name').fill(client.userName);
  await page.getByLabel('User e-mail').fill(client.userEmail);
  await page.getByRole('button', { name: 'Add phone number' }).click();
  await page.getByLabel('Phone 1 number').fill('98ab-76');
  await page.getByLabel('I have read the note').check();
  await page.getByLabel('I have read the instructions').check();
  await page.getByRole('button', { name: 'Create client' }).click();

  await expect(page.getByTestId('company_name-error')).toHaveText('Symbols are not allowed.');
  await expect(page.getByTestId('entity_data.entity_name-error')).toHaveText('Symbols are not allowed.');
  await expect(page.getByTestId('user_data.user_phone_no.0.number-error')).toHaveText(
    'Text and symbols not allowed',
  );
  // Commas are fine in an address.
  await expect(page.getByTestId('entity_data.address_1-error')).toHaveCount(0);
  await expect(page).toHaveURL(/\/adduser$/);

  // Corrected, the messages go and the client is created.
  await page.getByLabel('Company name').fill(client.name);
  await page.getByLabel('Entity name').fill(client.entity);
  await page.getByLabel('Phone 1 number').fill('9876543210');
  await page.getByRole('button', { name: 'Create client' }).click();
  await expect(page).toHaveURL(/\/requester$/);
  await expect(clientCard(page, client.name)).toBeVisible();

  // The search box and the edit dialog refuse the same symbols.
  await page.getByLabel('Search clients').fill('zen<');
  await expect(page.getByTestId('q-error')).toHaveText('Symbols are not allowed.');
  await page.getByLabel('Search clients').fill('');
  await clientCard(page, client.name).getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${client.name}` });
  await dialog.getByLabel('Company name').fill('Zenith = Labs');
  await dialog.getByRole('button', { name: 'Save client' }).click();
  await expect(dialog.getByTestId('company_name-error')).toHaveText('Symbols are not allowed.');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(clientCard(page, client.name)).toBeVisible();
});

test('a user without a client role cannot reach the client area', async ({ page }) => {
  await signIn(page, ACCOUNTS.operator.email, PASSWORD);
  await expect(page).toHaveURL(/\/deliver(\/\d+)?$/);
  // The top bar's links (the side rail has its own Assignments button).
  const mainNav = page.getByRole('navigation', { name: 'Main' });
  await expect(mainNav.getByRole('link', { name: 'Assignments' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Clients' })).toHaveCount(0);

  for (const path of ['/requester', '/adduser']) {
    await page.goto(path);
    await expect(page.getByTestId('no-client-access')).toBeVisible();
    await expect(page.getByTestId('no-client-access')).toContainText(
      "You don't have access to client administration.",
    );
    await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Create client' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Clients' })).toHaveCount(0);
  }
  await page.getByRole('link', { name: 'Go to Assignments' }).click();
  await expect(page).toHaveURL(/\/deliver(\/\d+)?$/);
});
