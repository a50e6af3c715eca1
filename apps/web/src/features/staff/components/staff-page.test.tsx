import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API, STAFF_MESSAGES, type StaffMember } from '@ops/contracts';
import { profileReply, signIn } from '@/test/fixtures';
import { mockServer, type RecordedRequest } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';

const member = (overrides: Partial<StaffMember>): StaffMember => ({
  id: 20,
  email: 'omar@example.com',
  first_name: 'Omar',
  last_name: 'Ops',
  user_type: 'OU',
  status: 'active',
  last_login_at: '2026-11-20T09:30:00.000Z',
  created_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

function setup(userType = 'OA') {
  let members = [
    member({ id: 7, email: 'dana@example.com', first_name: 'Dana', last_name: 'Reyes', user_type: 'OA' }),
    member({}),
    member({
      id: 21,
      email: 'ivy@example.com',
      first_name: 'Ivy',
      last_name: '',
      status: 'invited',
      last_login_at: null,
    }),
  ];
  const answer = (message: string, m: StaffMember) => ({ body: { success: true, message, data: m } });
  const server = mockServer({
    [`GET ${API.ops.profile}`]: profileReply({ user_type: userType as 'OA' }),
    [`GET ${API.staff.users}`]: () => ({ body: { success: true, data: members } }),
    [`POST ${API.staff.users}`]: (request: RecordedRequest) => {
      const body = request.body as { email: string };
      if (body.email === 'dana@example.com') {
        return { status: 409, body: { success: false, message: STAFF_MESSAGES.exists } };
      }
      const added = member({ id: 30, ...(request.body as object), status: 'invited', last_login_at: null });
      members = [...members, added];
      return answer(STAFF_MESSAGES.invited, added);
    },
    [`POST ${API.staff.deactivate(20)}`]: () => {
      members = members.map((m) => (m.id === 20 ? { ...m, status: 'deactivated' as const } : m));
      return answer(STAFF_MESSAGES.deactivated, members[1]!);
    },
    [`PATCH ${API.staff.userById(20)}`]: (request: RecordedRequest) => {
      members = members.map((m) => (m.id === 20 ? { ...m, ...(request.body as object) } : m));
      return answer(STAFF_MESSAGES.typeChanged, members[1]!);
    },
  });
  signIn();
  return { ...renderApp('/staff'), server };
}

const rowOf = async (email: string) =>
  (await screen.findAllByTestId('staff-row')).find((r) => r.dataset.email === email)!;

describe('Staff page', () => {
  it('lists the accounts; the admin’s own row offers no changes', async () => {
    setup();
    const own = await rowOf('dana@example.com');
    expect(within(own).getByText('(you)')).toBeInTheDocument();
    expect(within(own).getByRole('combobox')).toBeDisabled();
    expect(within(own).queryByRole('button')).not.toBeInTheDocument();
    const invited = await rowOf('ivy@example.com');
    expect(within(invited).getByText('Invitation pending')).toBeInTheDocument();
    expect(within(invited).getByText('Never')).toBeInTheDocument();
    expect(within(invited).getByRole('button', { name: 'Resend invitation to Ivy' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Staff' })).toHaveAttribute('href', '/staff');
  });

  it('checks the invitation form before calling, then invites and lists the new account', async () => {
    const { user, server } = setup();
    await user.click(await screen.findByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invalid Email')).toBeInTheDocument();
    expect(screen.getByText(STAFF_MESSAGES.firstNameRequired)).toBeInTheDocument();
    expect(screen.getByText(STAFF_MESSAGES.chooseType)).toBeInTheDocument();
    expect(server.calls('POST', API.staff.users)).toHaveLength(0);

    await user.type(screen.getByLabelText('E-mail'), 'New.Hire@Example.com');
    await user.type(screen.getByLabelText('First name'), 'Nia');
    await user.selectOptions(screen.getByLabelText('Account type'), 'SL');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(
      await screen.findByText(/Invitation sent\. new\.hire@example\.com will receive a link/),
    ).toBeInTheDocument();
    expect(server.calls('POST', API.staff.users)[0]!.body).toEqual({
      email: 'new.hire@example.com',
      first_name: 'Nia',
      last_name: '',
      user_type: 'SL',
    });
    expect(await rowOf('new.hire@example.com')).toBeDefined();
    expect(screen.getByLabelText('E-mail')).toHaveValue('');
  });

  it('shows an address that has an account under the field', async () => {
    const { user } = setup();
    await user.type(await screen.findByLabelText('E-mail'), 'dana@example.com');
    await user.type(screen.getByLabelText('First name'), 'Dana');
    await user.selectOptions(screen.getByLabelText('Account type'), 'OU');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(STAFF_MESSAGES.exists)).toBeInTheDocument();
  });

  it('changes an account type and deactivates after confirmation', async () => {
    const { user, server } = setup();
    const row = await rowOf('omar@example.com');
    await user.selectOptions(within(row).getByLabelText('Account type of Omar Ops'), 'TL');
    expect(await screen.findByText(STAFF_MESSAGES.typeChanged)).toBeInTheDocument();
    expect(server.calls('PATCH', API.staff.userById(20))[0]!.body).toEqual({ user_type: 'TL' });

    await user.click(within(row).getByRole('button', { name: 'Deactivate Omar Ops' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Omar Ops?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.calls('POST', API.staff.deactivate(20))).toHaveLength(0);

    await user.click(within(row).getByRole('button', { name: 'Deactivate Omar Ops' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText(STAFF_MESSAGES.deactivated)).toBeInTheDocument();
    await waitFor(() => expect(within(row).getByText('Deactivated')).toBeInTheDocument());
    expect(within(row).getByRole('button', { name: 'Reactivate Omar Ops' })).toBeInTheDocument();
  });

  it('tells other account types the page is not theirs, without calling the staff API', async () => {
    const { server } = setup('OU');
    expect(await screen.findByTestId('no-staff-access')).toHaveTextContent('managed by operations admins');
    expect(server.calls('GET', API.staff.users)).toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'Staff' })).not.toBeInTheDocument();
  });
});
