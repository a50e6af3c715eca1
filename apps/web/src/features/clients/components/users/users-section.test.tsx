import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API, CLIENT_MESSAGES, MESSAGES } from '@ops/contracts';
import type { ClientUserRequest } from '@ops/contracts';
import { calls, demoState, signInAs } from '@/test/demo-server';
import { renderApp } from '@/test/render-app';
import { choose } from '@/test/select-helpers';

// Globex Industries (client 2) has two e-mail domains, one entity (Globex GmbH, id 3) and two users, Jonas
// Weber (id 3) first.
function setup() {
  signInAs('OA');
  return renderApp('/adduser?tab=users&client=2');
}

describe('client users', () => {
  it('adds a user: digits-only phone, e-mail in the client domains, then back to the list', async () => {
    const { user } = setup();
    await screen.findByRole('article', { name: 'Jonas Weber' });
    await user.click(screen.getByRole('tab', { name: 'Form' }));
    expect(
      screen.getByText('E-mail domains of this client: globex.example.com, globex-group.example.com'),
    ).toBeInTheDocument();
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
      CLIENT_MESSAGES.emailDomainNotAllowed('globex.example.com, globex-group.example.com'),
    );
    expect(calls('POST', API.requester.user)).toHaveLength(0);

    await user.clear(screen.getByLabelText('User e-mail'));
    await user.type(screen.getByLabelText('User e-mail'), 'ben@globex-group.example.com');
    await user.selectOptions(screen.getByLabelText('Job function'), 'Sales');
    await user.selectOptions(screen.getByLabelText('Default entity'), '3');
    await user.click(screen.getByRole('button', { name: 'Save user' }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'List' })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(calls('POST', API.requester.user)[0]?.body as ClientUserRequest).toMatchObject({
      client_id: 2,
      username: 'Ben Cole',
      email: 'ben@globex-group.example.com',
      phone_number_list: [{ ext: '+91', number: '7700900123' }],
      country: 'India',
      city: 'Pune',
      job_function: 'Sales',
      industry: null,
      default_entity: 3,
    });
    expect(await screen.findByText(CLIENT_MESSAGES.userSaved)).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Ben Cole' })).toBeInTheDocument();
  });

  it('edits a user from its card', async () => {
    const { user } = setup();
    const card = await screen.findByRole('article', { name: 'Jonas Weber' });
    await user.click(within(card).getByRole('button', { name: 'Details' }));
    expect(within(card).getByText('Berlin, Germany')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    expect(await screen.findByLabelText('User name')).toHaveValue('Jonas Weber');
    expect(screen.getByLabelText('Category')).toHaveValue('Enterprise');
    expect(screen.getByLabelText('Phone 1 number')).toHaveValue('3012345678');
    expect(screen.getByLabelText('Phone 1 country code').closest('.phone-list__row')).toHaveTextContent(
      '+49',
    );
    await waitFor(() => expect(screen.getByLabelText('Default entity')).toHaveValue('3'));
    await user.clear(screen.getByLabelText('Designation'));
    await user.type(screen.getByLabelText('Designation'), 'Buyer');
    await user.click(screen.getByRole('button', { name: 'Save user' }));
    await waitFor(() => expect(calls('PUT', API.requester.userById(3))).toHaveLength(1));
    expect(calls('PUT', API.requester.userById(3))[0]?.body).toMatchObject({
      designation: 'Buyer',
      category: 'Enterprise',
      phone_number_list: [{ ext: '+49', number: '3012345678' }],
    });
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'List' })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(demoState().clientArea.users.find((u) => u.id === 3)?.designation).toBe('Buyer');
  });
});
