import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API, MFA_MESSAGES, type StaffMember } from '@ops/contracts';
import { profileReply, signIn } from '@/test/fixtures';
import { mockServer } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';

const member = (overrides: Partial<StaffMember>): StaffMember => ({
  id: 20,
  email: 'omar@example.com',
  first_name: 'Omar',
  last_name: 'Ops',
  user_type: 'OU',
  status: 'active',
  last_login_at: null,
  created_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

describe('resetting a colleague’s second factor', () => {
  it('asks first, then resets and says the colleague was told', async () => {
    const server = mockServer({
      [`GET ${API.ops.profile}`]: profileReply({ user_type: 'OA' }),
      [`GET ${API.staff.users}`]: {
        body: {
          success: true,
          data: [
            member({
              id: 7,
              email: 'dana@example.com',
              first_name: 'Dana',
              last_name: 'Reyes',
              user_type: 'OA',
            }),
            member({}),
            member({ id: 21, email: 'ivy@example.com', first_name: 'Ivy', status: 'invited' }),
          ],
        },
      },
      [`POST ${API.mfa.resetStaff(20)}`]: { body: { success: true, message: MFA_MESSAGES.factorsReset } },
    });
    signIn();
    const { user } = renderApp('/staff');
    await user.click(await screen.findByRole('button', { name: 'Reset second factor of Omar Ops' }));
    // Not for oneself, nor for an invitation not yet taken.
    expect(screen.queryByRole('button', { name: 'Reset second factor of Dana Reyes' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Reset second factor of Ivy/ })).toBeNull();
    const dialog = await screen.findByTestId('reset-second-factor');
    expect(server.calls('POST', API.mfa.resetStaff(20))).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText(MFA_MESSAGES.factorsReset)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('reset-second-factor')).toBeNull());
    expect(server.calls('POST', API.mfa.resetStaff(20))).toHaveLength(1);
  });
});
