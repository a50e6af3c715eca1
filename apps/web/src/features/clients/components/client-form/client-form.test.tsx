import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API, CLIENT_MESSAGES, MESSAGES } from '@ops/contracts';
import type { CreateClientRequest } from '@ops/contracts';
import { ACME, clientAreaRoutes, clientFixture, expectErrorToast, query } from '@/test/client-fixtures';
import { signIn } from '@/test/fixtures';
import { mockServer } from '@/test/mock-server';
import type { MockReply, RecordedRequest } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';
import { choose, shownIn } from '@/test/select-helpers';

type Handler = MockReply | ((request: RecordedRequest) => MockReply);

function setup(routes: Record<string, Handler> = {}) {
  const created = clientFixture({ client_id: 9, client_name: 'Zenith Labs', client_code: 'ZEN' });
  const server = mockServer(
    clientAreaRoutes({
      [`POST ${API.requester.company}`]: {
        body: { success: true, message: CLIENT_MESSAGES.clientCreated, data: created },
      },
      [`GET ${API.requester.company}`]: {
        body: {
          success: true,
          sort_order: 'asc',
          data: [{ title: 'November 2026', month: '2026-11', info: [created] }],
        },
      },
      ...routes,
    }),
  );
  signIn();
  return { ...renderApp('/adduser'), server };
}

const label = (text: string) => screen.getByLabelText(text);

describe('client form', () => {
  it('shows the symbol and digits-only messages and sends nothing', async () => {
    const { user, server } = setup();
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
    expect(server.calls('POST', API.requester.company)).toHaveLength(0);
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
    let taken = true;
    const { user, server } = setup({
      [`GET ${API.requester.generateClientCode}`]: { body: { success: true, client_code: 'ZENL' } },
      [`GET ${API.requester.verifyClientCode}`]: (request) => ({
        body: {
          success: true,
          valid: !taken,
          message: taken
            ? CLIENT_MESSAGES.clientCodeTaken(query(request).get('cc') ?? '')
            : CLIENT_MESSAGES.clientCodeAvailable,
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Generate code' }));
    expect(screen.getByTestId('company_name-error')).toHaveTextContent(CLIENT_MESSAGES.companyNameRequired);
    expect(server.calls('GET', API.requester.generateClientCode)).toHaveLength(0);

    await user.type(label('Company name'), 'Zenith Labs');
    await user.click(screen.getByRole('button', { name: 'Generate code' }));
    await waitFor(() => expect(label('Client code')).toHaveValue('ZENL'));
    expect(query(server.calls('GET', API.requester.generateClientCode)[0]!).get('com')).toBe('Zenith Labs');

    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    await expectErrorToast(`Company Code ZENL is already in use. Please enter new company code`);

    taken = false;
    await user.clear(label('Client code'));
    await user.type(label('Client code'), 'zen2');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    await expectErrorToast('Company Code updated successfully!');
    expect(query(server.calls('GET', API.requester.verifyClientCode).at(-1)!).get('cc')).toBe('ZEN2');
  });

  it('refuses to verify a badly formed code', async () => {
    const { user, server } = setup();
    await user.type(await screen.findByLabelText('Client code'), 'A');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    expect(screen.getByTestId('client_code-error')).toHaveTextContent(CLIENT_MESSAGES.clientCodeFormat);
    expect(server.calls('GET', API.requester.verifyClientCode)).toHaveLength(0);
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
    await choose(user, label('Select company'), 'Acme Corp (ACME)');
    expect(label('Company name')).toHaveValue('Acme Corp');
    expect(label('Company name')).toHaveAttribute('readonly');
    expect(label('Client code')).toHaveValue('ACME');
    expect(label('Domains')).toHaveValue('acme.com, acme.co.uk');
    expect(screen.queryByRole('button', { name: 'Generate code' })).not.toBeInTheDocument();

    await user.click(label('New company'));
    expect(label('Company name')).toHaveValue('');
    expect(label('Client code')).toHaveValue('');
    expect(screen.queryByText('acme.co.uk')).not.toBeInTheDocument();
  });

  it('checks the e-mail domain, creates the client and lands on the list showing it', async () => {
    const { user, server, pathname } = setup();
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
    await user.click(label('I have read the note'));
    await user.click(label('I have read the instructions'));
    await user.click(screen.getByRole('button', { name: 'Create client' }));
    expect(await screen.findByTestId('user_data.user_email-error')).toHaveTextContent(
      CLIENT_MESSAGES.emailDomainNotAllowed('zenith.example'),
    );
    expect(server.calls('POST', API.requester.company)).toHaveLength(0);

    await user.clear(label('User e-mail'));
    await user.type(label('User e-mail'), 'Asha@Zenith.example');
    await user.click(screen.getByRole('button', { name: 'Create client' }));
    await waitFor(() => expect(pathname()).toBe('/requester'));
    const sent = server.calls('POST', API.requester.company)[0]?.body as CreateClientRequest;
    expect(sent).toMatchObject({
      client_id: null,
      company_name: 'Zenith Labs',
      client_code: 'ZEN',
      company_domain_list: ['zenith.example'],
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
  });

  it('shows the server message when the client is refused', async () => {
    const { user } = setup({
      [`POST ${API.requester.company}`]: {
        status: 400,
        body: { success: false, message: CLIENT_MESSAGES.clientCodeTaken('ACME') },
      },
    });
    await user.click(await screen.findByLabelText('Existing company'));
    await choose(user, label('Select company'), `${ACME.company_name} (ACME)`);
    await user.type(label('Entity name'), 'Acme UK');
    await choose(user, label('City'), 'Pune');
    await user.type(label('User name'), 'Ben');
    await user.type(label('User e-mail'), 'ben@acme.co.uk');
    await choose(user, label('User city'), 'Pune');
    await user.click(label('I have read the note'));
    await user.click(label('I have read the instructions'));
    await user.click(screen.getByRole('button', { name: 'Create client' }));
    await expectErrorToast(CLIENT_MESSAGES.clientCodeTaken('ACME'));
  });
});
