import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API, STAFF_MESSAGES, type UserType } from '@ops/contracts';
import { calls, demoProfile, demoState, signInAs } from '@/test/demo-server';
import { renderApp } from '@/test/render-app';

/**
 * The demo's staff: its six accounts (active; the admin is Olivia Admin, oa.demo@example.com), Priya
 * Natarajan's open invitation and Lukas Brandt's deactivated account.
 */
const INVITED = 'priya.invited@example.com';

function setup(userType: UserType = 'OA') {
  signInAs(userType);
  return renderApp('/staff');
}

const rowOf = async (email: string) =>
  (await screen.findAllByTestId('staff-row')).find((r) => r.dataset.email === email)!;

const staffMember = (email: string) => demoState().staff.find((m) => m.email === email);

describe('Staff page', () => {
  it('lists the accounts; the admin’s own row offers no changes', async () => {
    setup();
    const own = await rowOf(demoProfile('OA').email);
    expect(within(own).getByText('(you)')).toBeInTheDocument();
    expect(within(own).getByRole('combobox')).toBeDisabled();
    expect(within(own).queryByRole('button')).not.toBeInTheDocument();
    const invited = await rowOf(INVITED);
    expect(within(invited).getByText('Invitation pending')).toBeInTheDocument();
    expect(within(invited).getByText('Never')).toBeInTheDocument();
    expect(
      within(invited).getByRole('button', { name: 'Resend invitation to Priya Natarajan' }),
    ).toBeInTheDocument();
    expect(screen.getAllByTestId('staff-row')).toHaveLength(demoState().staff.length);
    expect(screen.getByRole('link', { name: 'Staff' })).toHaveAttribute('href', '/staff');
  });

  it('writes the last sign-in as the rest of the console writes dates', async () => {
    // 17:58 on 26 November in the viewer's own time zone, as the page shows it.
    staffMember('lukas.former@example.com')!.last_login_at = new Date(2026, 10, 26, 17, 58).toISOString();
    setup();
    const row = await rowOf('lukas.former@example.com');
    expect(within(row).getByText('26 Nov 2026, 17:58')).toBeInTheDocument();
  });

  it('checks the invitation form before calling, then invites and lists the new account', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invalid Email')).toBeInTheDocument();
    expect(screen.getByText(STAFF_MESSAGES.firstNameRequired)).toBeInTheDocument();
    expect(screen.getByText(STAFF_MESSAGES.chooseType)).toBeInTheDocument();
    expect(calls('POST', API.staff.users)).toHaveLength(0);

    await user.type(screen.getByLabelText('E-mail'), 'New.Hire@Example.com');
    await user.type(screen.getByLabelText('First name'), 'Nia');
    await user.selectOptions(screen.getByLabelText('Account type'), 'SL');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(
      await screen.findByText(/Invitation sent\. new\.hire@example\.com will receive a link/),
    ).toBeInTheDocument();
    expect(calls('POST', API.staff.users)[0]!.body).toEqual({
      email: 'new.hire@example.com',
      first_name: 'Nia',
      last_name: '',
      user_type: 'SL',
    });
    expect(staffMember('new.hire@example.com')).toMatchObject({ user_type: 'SL', status: 'invited' });
    expect(await rowOf('new.hire@example.com')).toBeDefined();
    expect(screen.getByLabelText('E-mail')).toHaveValue('');
  });

  it('shows an address that has an account under the field', async () => {
    const { user } = setup();
    await user.type(await screen.findByLabelText('E-mail'), demoProfile('OU').email);
    await user.type(screen.getByLabelText('First name'), 'Omar');
    await user.selectOptions(screen.getByLabelText('Account type'), 'OU');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(STAFF_MESSAGES.exists)).toBeInTheDocument();
  });

  it('changes an account type and deactivates after confirmation', async () => {
    const omar = demoProfile('OU');
    const { user } = setup();
    const row = await rowOf(omar.email);
    await user.selectOptions(within(row).getByLabelText('Account type of Omar Ops'), 'TL');
    expect(await screen.findByText(STAFF_MESSAGES.typeChanged)).toBeInTheDocument();
    expect(calls('PATCH', API.staff.userById(omar.id))[0]!.body).toEqual({ user_type: 'TL' });
    expect(staffMember(omar.email)?.user_type).toBe('TL');

    await user.click(within(row).getByRole('button', { name: 'Deactivate Omar Ops' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Omar Ops?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls('POST', API.staff.deactivate(omar.id))).toHaveLength(0);

    await user.click(within(row).getByRole('button', { name: 'Deactivate Omar Ops' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText(STAFF_MESSAGES.deactivated)).toBeInTheDocument();
    await waitFor(() => expect(within(row).getByText('Deactivated')).toBeInTheDocument());
    expect(within(row).getByRole('button', { name: 'Reactivate Omar Ops' })).toBeInTheDocument();
    expect(staffMember(omar.email)?.status).toBe('deactivated');
  });

  it('tells other account types the page is not theirs, without calling the staff API', async () => {
    setup('OU');
    expect(await screen.findByTestId('no-staff-access')).toHaveTextContent('managed by operations admins');
    expect(calls('GET', API.staff.users)).toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'Staff' })).not.toBeInTheDocument();
  });
});
