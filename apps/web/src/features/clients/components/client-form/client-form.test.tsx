import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API, CLIENT_MESSAGES, MESSAGES } from '@ops/contracts';
import type { CreateClientRequest } from '@ops/contracts';
import { calls, demoState, signInAs } from '@/test/demo-server';
import { renderApp } from '@/test/render-app';
import { choose, shownIn } from '@/test/select-helpers';
import { expectErrorToast } from '@/features/clients/test-kit/error-toast';
import { FIELD_TEXTS } from '@/features/clients/lib/field-texts';

function setup() {
  signInAs('OA');
  return renderApp('/adduser');
}

const query = (url: string) => new URL(url).searchParams;

const label = (text: string) => screen.getByLabelText(text);

describe('client form', () => {
  it('shows the symbol and digits-only messages and sends nothing', async () => {
    const { user } = setup();
    await user.type(await screen.findByLabelText('Company name'), 'Zenith (Labs)');
    await user.type(label('Entity name'), 'Zenith; India');
    await user.click(screen.getByRole('button', { name: 'Add phone number' }));
    await user.type(label('Phone 1 number'), '98a-7');
    await user.click(screen.getByRole('button', { name: 'Create client' }));

    expect(await screen.findByTestId('company_name-error')).toHaveTextContent(MESSAGES.symbolsNotAllowed);
    expect(screen.getByTestId('entity_data.entity_name-error')).toHaveTextContent(MESSAGES.symbolsNotAllowed);
    expect(screen.getByTestId('user_data.user_phone_no.0.number-error')).toHaveTextContent(
      'Text and symbols not allowed',
    );
    expect(screen.getByTestId('company_domain_list-error')).toHaveTextContent(CLIENT_MESSAGES.domainRequired);
    expect(screen.getByTestId('note_understood-error')).toHaveTextContent(CLIENT_MESSAGES.confirmNote);
    expect(screen.getByTestId('instruction_understood-error')).toHaveTextContent(
      CLIENT_MESSAGES.confirmInstruction,
    );
    expect(screen.getByTestId('entity_data.entity_city-error')).toHaveTextContent(
      CLIENT_MESSAGES.cityRequired,
    );
    expect(calls('POST', API.requester.company)).toHaveLength(0);
  });

  it('allows commas in addresses but not other symbols', async () => {
    const { user } = setup();
    await user.type(await screen.findByLabelText('Address line 1'), '12 MG Road, Floor 3');
    await user.type(label('Address line 2'), 'Block | B');
    await user.click(screen.getByRole('button', { name: 'Create client' }));
    expect(await screen.findByTestId('entity_data.address_2-error')).toHaveTextContent(
      MESSAGES.symbolsNotAllowed,
    );
    expect(screen.queryByTestId('entity_data.address_1-error')).not.toBeInTheDocument();
  });

  it('generates a code from the company name and shows both verify toasts in the error style', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Generate code' }));
    expect(screen.getByTestId('company_name-error')).toHaveTextContent(CLIENT_MESSAGES.companyNameRequired);
    expect(calls('GET', API.requester.generateClientCode)).toHaveLength(0);

    // Two words: their initials and the first word's next letters.
    await user.type(label('Company name'), 'Zenith Labs');
    await user.click(screen.getByRole('button', { name: 'Generate code' }));
    await waitFor(() => expect(label('Client code')).toHaveValue('ZLEN'));
    expect(query(calls('GET', API.requester.generateClientCode)[0]!.url).get('com')).toBe('Zenith Labs');

    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    await expectErrorToast('Company Code updated successfully!');
    expect(query(calls('GET', API.requester.verifyClientCode)[0]!.url).get('cc')).toBe('ZLEN');

    // Acme Corporation has the code ACME; the code is sent in capitals.
    await user.clear(label('Client code'));
    await user.type(label('Client code'), 'acme');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    await expectErrorToast(`Company Code ACME is already in use. Please enter new company code`);
    expect(query(calls('GET', API.requester.verifyClientCode).at(-1)!.url).get('cc')).toBe('ACME');
  });

  it('refuses to verify a badly formed code', async () => {
    const { user } = setup();
    await user.type(await screen.findByLabelText('Client code'), 'A');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    expect(screen.getByTestId('client_code-error')).toHaveTextContent(CLIENT_MESSAGES.clientCodeFormat);
    expect(calls('GET', API.requester.verifyClientCode)).toHaveLength(0);
  });

  it('copies the entity country and city to the user, follows changes, and resets on untoggle', async () => {
    const { user } = setup();
    await choose(user, await screen.findByLabelText('City'), 'Pune');
    await user.click(label('Copy address to user'));
    expect(shownIn(label('User country'))).toContain('India');
    await waitFor(() => expect(shownIn(label('User city'))).toContain('Pune'));
    expect(label('User city')).toBeDisabled();

    await choose(user, label('Country'), 'Germany');
    expect(shownIn(label('City'))).not.toContain('Pune');
    await waitFor(() => expect(shownIn(label('User country'))).toContain('Germany'));
    await choose(user, label('City'), 'Berlin');
    await waitFor(() => expect(shownIn(label('User city'))).toContain('Berlin'));

    await user.click(label('Copy address to user'));
    expect(shownIn(label('User country'))).toContain('India');
    expect(shownIn(label('User city'))).not.toContain('Berlin');
    expect(label('User city')).toBeEnabled();
  });

  it('fills an existing company and clears it again for a new one', async () => {
    const { user } = setup();
    await user.click(await screen.findByLabelText('Existing company'));
    await choose(user, label('Select company'), 'Globex Industries (GLOBEX)');
    expect(label('Company name')).toHaveValue('Globex Industries');
    expect(label('Company name')).toHaveAttribute('readonly');
    expect(label('Client code')).toHaveValue('GLOBEX');
    expect(label('Domains')).toHaveValue('globex.example.com, globex-group.example.com');
    expect(screen.queryByRole('button', { name: 'Generate code' })).not.toBeInTheDocument();

    await user.click(label('New company'));
    expect(label('Company name')).toHaveValue('');
    expect(label('Client code')).toHaveValue('');
    expect(screen.queryByText('globex-group.example.com')).not.toBeInTheDocument();
  });

  it('offers the portal language after the domains for a new company only, English by default', async () => {
    const { user } = setup();
    const language = await screen.findByRole('combobox', { name: 'Portal language' });
    expect(language).toHaveValue('en');
    expect(language).toHaveDisplayValue('English');
    expect(language).toHaveAccessibleDescription(FIELD_TEXTS.portalHint);
    expect(
      within(language)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['English', 'Deutsch', 'Español', 'Français', '日本語']);
    // The field follows the domain list in the company section.
    const company = screen.getByRole('group', { name: 'Company' });
    const fields = within(company).getAllByLabelText(/Domains|Portal language/);
    expect(fields.map((f) => f.getAttribute('name'))).toEqual(['company_domain_list', 'portal_language']);

    // An existing company keeps its language: the field goes, and comes back in English for a new one.
    await user.selectOptions(language, 'Français');
    await user.click(label('Existing company'));
    expect(screen.queryByLabelText('Portal language')).not.toBeInTheDocument();
    await user.click(label('New company'));
    expect(label('Portal language')).toHaveValue('en');
  });

  it('checks the e-mail domain, creates the client and lands on the list showing it', async () => {
    const { user, pathname } = setup();
    await user.type(await screen.findByLabelText('Company name'), 'Zenith Labs');
    await user.type(label('Client code'), 'zen');
    await user.type(label('Domains'), 'zenith.example{Enter}');
    await user.type(label('Entity name'), 'Zenith India');
    await user.type(label('Address line 1'), '12 MG Road, Floor 3');
    await choose(user, label('City'), 'Mumbai');
    await user.click(label('Copy address to user'));
    await user.type(label('User name'), 'Asha Rao');
    await user.type(label('User e-mail'), 'asha@elsewhere.example');
    await user.click(screen.getByRole('button', { name: 'Add phone number' }));
    await user.type(label('Phone 1 number'), '9876543210');
    await user.selectOptions(label('Industry'), 'Information Technology');
    await user.selectOptions(label('Job function'), 'Operations');
    await user.selectOptions(label('Portal language'), 'Deutsch');
    await user.click(label('I have read the note'));
    await user.click(label('I have read the instructions'));
    await user.click(screen.getByRole('button', { name: 'Create client' }));
    expect(await screen.findByTestId('user_data.user_email-error')).toHaveTextContent(
      CLIENT_MESSAGES.emailDomainNotAllowed('zenith.example'),
    );
    expect(calls('POST', API.requester.company)).toHaveLength(0);

    await user.clear(label('User e-mail'));
    await user.type(label('User e-mail'), 'Asha@Zenith.example');
    await user.click(screen.getByRole('button', { name: 'Create client' }));
    await waitFor(() => expect(pathname()).toBe('/requester'));
    const sent = calls('POST', API.requester.company)[0]?.body as CreateClientRequest;
    expect(sent).toMatchObject({
      client_id: null,
      company_name: 'Zenith Labs',
      client_code: 'ZEN',
      company_domain_list: ['zenith.example'],
      portal_language: 'de',
      entity_data: {
        entity_name: 'Zenith India',
        address_1: '12 MG Road, Floor 3',
        entity_country: 'India',
        entity_city: 'Mumbai',
      },
      user_data: {
        user_name: 'Asha Rao',
        user_email: 'asha@zenith.example',
        user_phone_no: [{ ext: '+91', number: '9876543210' }],
        user_country: 'India',
        user_city: 'Mumbai',
        user_industry: 'Information Technology',
        user_job_function: 'Operations',
        user_category: null,
      },
      note_understood: true,
      instruction_understood: true,
      copy_address: true,
    });
    expect(await screen.findByText(CLIENT_MESSAGES.clientCreated)).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Zenith Labs' });
    expect(within(card).getByText('New')).toBeInTheDocument();
    expect(demoState().clients.find((c) => c.client_code === 'ZEN')?.portal_language).toBe('de');
  });

  it('shows the server message when the client is refused', async () => {
    // Kavya Iyer of Acme has this e-mail already: the server refuses the new user, and with it the entity.
    const { user } = setup();
    await user.click(await screen.findByLabelText('Existing company'));
    await choose(user, label('Select company'), 'Acme Corporation (ACME)');
    await user.type(label('Entity name'), 'Acme Pune');
    await choose(user, label('City'), 'Pune');
    await user.type(label('User name'), 'Kavya');
    await user.type(label('User e-mail'), 'kavya.iyer@acme.example.com');
    await choose(user, label('User city'), 'Pune');
    await user.click(label('I have read the note'));
    await user.click(label('I have read the instructions'));
    await user.click(screen.getByRole('button', { name: 'Create client' }));
    await expectErrorToast(CLIENT_MESSAGES.emailInUse);
    expect(calls('POST', API.requester.company)).toHaveLength(1);
    expect(calls('POST', API.requester.company)[0]?.body).not.toHaveProperty('portal_language');
    expect(demoState().clientArea.entities.filter((e) => e.client_id === 1)).toHaveLength(2);
  });
});
