import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API, CLIENT_MESSAGES, MESSAGES } from '@ops/contracts';
import type { ClientUserRequest } from '@ops/contracts';
import { clientAreaRoutes, clientUserFixture } from '@/test/client-fixtures';
import { signIn } from '@/test/fixtures';
import { mockServer } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';
import { choose } from '@/test/select-helpers';

const answer = (body: unknown, id = 22) => ({
  body: {
    success: true,
    message: CLIENT_MESSAGES.userSaved,
    data: clientUserFixture({ ...(body as object), id, phone_number_list: [] }),
  },
});

function setup() {
  const server = mockServer(
    clientAreaRoutes({
      [`POST ${API.requester.user}`]: (request) => answer(request.body),
      [`GET ${API.requester.userById(21)}`]: {
        body: {
          success: true,
          message: '',
          data: clientUserFixture({
            phone_number_list: [{ ext: '+44', number: '2079460000' }],
            category: 'Enterprise',
            default_entity: 11,
          }),
        },
      },
      [`PUT ${API.requester.userById(21)}`]: (request) => answer(request.body, 21),
    }),
  );
  signIn();
  return { ...renderApp('/adduser?tab=users&client=1'), server };
}

describe('client users', () => {
  it('adds a user: digits-only phone, e-mail in the client domains, then back to the list', async () => {
    const { user, server } = setup();
    await screen.findByRole('article', { name: 'Asha Rao' });
    await user.click(screen.getByRole('tab', { name: 'Form' }));
    expect(screen.getByText('E-mail domains of this client: acme.com, acme.co.uk')).toBeInTheDocument();
    await user.type(screen.getByLabelText('User name'), 'Ben Cole');
    await user.type(screen.getByLabelText('User e-mail'), 'ben@gmail.com');
    await user.click(screen.getByRole('button', { name: 'Add phone number' }));
    await user.type(screen.getByLabelText('Phone 1 number'), 'call me');
    await choose(user, screen.getByLabelText('City'), 'Pune');
    await user.click(screen.getByRole('button', { name: 'Save user' }));
    expect(await screen.findByTestId('phone_number_list.0.number-error')).toHaveTextContent(
      MESSAGES.textAndSymbolsNotAllowed,
    );
    await user.clear(screen.getByLabelText('Phone 1 number'));
    await user.type(screen.getByLabelText('Phone 1 number'), '7700900123');
    await user.click(screen.getByRole('button', { name: 'Save user' }));
    expect(await screen.findByTestId('email-error')).toHaveTextContent(
      CLIENT_MESSAGES.emailDomainNotAllowed('acme.com, acme.co.uk'),
    );
    expect(server.calls('POST', API.requester.user)).toHaveLength(0);

    await user.clear(screen.getByLabelText('User e-mail'));
    await user.type(screen.getByLabelText('User e-mail'), 'ben@acme.co.uk');
    await user.selectOptions(screen.getByLabelText('Job function'), 'Sales');
    await user.selectOptions(screen.getByLabelText('Default entity'), '11');
    await user.click(screen.getByRole('button', { name: 'Save user' }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'List' })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(server.calls('POST', API.requester.user)[0]?.body as ClientUserRequest).toMatchObject({
      client_id: 1,
      username: 'Ben Cole',
      email: 'ben@acme.co.uk',
      phone_number_list: [{ ext: '+91', number: '7700900123' }],
      country: 'India',
      city: 'Pune',
      job_function: 'Sales',
      industry: null,
      default_entity: 11,
    });
    expect(await screen.findByText(CLIENT_MESSAGES.userSaved)).toBeInTheDocument();
  });

  it('edits a user from its card', async () => {
    const { user, server } = setup();
    const card = await screen.findByRole('article', { name: 'Asha Rao' });
    await user.click(within(card).getByRole('button', { name: 'Details' }));
    expect(within(card).getByText('Mumbai, India')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    expect(await screen.findByLabelText('User name')).toHaveValue('Asha Rao');
    expect(screen.getByLabelText('Category')).toHaveValue('Enterprise');
    expect(screen.getByLabelText('Phone 1 number')).toHaveValue('2079460000');
    expect(screen.getByLabelText('Phone 1 country code').closest('.phone-list__row')).toHaveTextContent(
      '+44',
    );
    await waitFor(() => expect(screen.getByLabelText('Default entity')).toHaveValue('11'));
    await user.type(screen.getByLabelText('Designation'), 'Buyer');
    await user.click(screen.getByRole('button', { name: 'Save user' }));
    await waitFor(() => expect(server.calls('PUT', API.requester.userById(21))).toHaveLength(1));
    expect(server.calls('PUT', API.requester.userById(21))[0]?.body).toMatchObject({
      designation: 'Buyer',
      category: 'Enterprise',
      phone_number_list: [{ ext: '+44', number: '2079460000' }],
    });
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'List' })).toHaveAttribute('aria-selected', 'true'),
    );
  });
});
