import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API, MESSAGES, SECOND_FACTOR_SETUP_PATH } from '@ops/contracts';
import { profileReply, signIn } from '@/test/fixtures';
import { mockServer, stubLocation } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';
import { readSessionToken } from '@/shared/session/session-storage';
import { decryptToken } from '@/shared/session/token-crypto';

const STRONG = 'N3w#Password';

async function setup(path = '/deliver') {
  const location = stubLocation();
  let verified = false;
  const server = mockServer({
    [`GET ${API.ops.profile}`]: () => profileReply({ is_verified: verified }),
    [`POST ${API.ops.changePassword}`]: () => {
      verified = true;
      return {
        body: {
          success: true,
          message: 'Password updated successfully.',
          token: { access_token: 'fresh' },
          is_verified: true,
        },
      };
    },
    [`GET ${API.auth.logout}`]: { body: { success: true } },
  });
  signIn({ verified: false, persist: true });
  const app = renderApp(path);
  const dialog = () => screen.getByRole('dialog', { name: 'Update Your Password' });
  // The signed-in layout, and so the modal, loads lazily.
  await screen.findByRole('dialog', { name: 'Update Your Password' });
  return { ...app, location, server, dialog };
}

describe("forced 'Update Your Password' modal", () => {
  it('covers the page of an unverified user, who makes no other authenticated calls', async () => {
    const { dialog, server } = await setup();
    expect(dialog()).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Assignments' })).not.toBeInTheDocument();
    await screen.findByText('Hi, Dana');
    const paths = server.requests.map((r) => new URL(r.url, 'http://x').pathname);
    expect(paths.every((p) => p === API.ops.profile)).toBe(true);
  });

  it('does nothing when both fields are empty', async () => {
    const { dialog, user, server } = await setup();
    await user.click(within(dialog()).getByRole('button', { name: 'Change Password' }));
    expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument();
    expect(server.calls('POST', API.ops.changePassword)).toHaveLength(0);
  });

  it('says "Passwords don\'t match!" on a mismatch', async () => {
    const { dialog, user, server } = await setup();
    await user.type(within(dialog()).getByLabelText('New password'), STRONG);
    await user.type(within(dialog()).getByLabelText('Confirm password'), `${STRONG}x`);
    await user.click(within(dialog()).getByRole('button', { name: 'Change Password' }));
    expect(await within(dialog()).findByText(MESSAGES.passwordsDontMatch)).toBeInTheDocument();
    expect(server.calls('POST', API.ops.changePassword)).toHaveLength(0);
  });

  it('applies the password rule', async () => {
    const { dialog, user } = await setup();
    await user.type(within(dialog()).getByLabelText('New password'), 'weak');
    await user.type(within(dialog()).getByLabelText('Confirm password'), 'weak');
    await user.click(within(dialog()).getByRole('button', { name: 'Change Password' }));
    expect(await within(dialog()).findByText(MESSAGES.passwordRule)).toBeInTheDocument();
  });

  it('stores the new token and verified flag in both storages and goes to /deliver through the router', async () => {
    const { dialog, user, server, location, pathname } = await setup('/profile');
    await user.type(within(dialog()).getByLabelText('New password'), STRONG);
    await user.type(within(dialog()).getByLabelText('Confirm password'), STRONG);
    await user.click(within(dialog()).getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(pathname()).toBe('/deliver'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Update Your Password' })).toBeNull());
    // No page load: a route of the app, whatever the router or base path (the demo's hash routes).
    expect(location.assign).not.toHaveBeenCalled();
    expect(location.reload).not.toHaveBeenCalled();
    expect(server.calls('POST', API.ops.changePassword)[0]?.body).toEqual({ password: STRONG });
    // The profile is read again, with the new token.
    await waitFor(() => expect(server.calls('GET', API.ops.profile).length).toBeGreaterThan(1));
    expect(server.calls('GET', API.ops.profile).at(-1)?.headers.get('authorization')).toBe('Bearer fresh');
    expect(readSessionToken()).toBe('fresh');
    expect(sessionStorage.getItem('is_verified')).toBe('true');
    expect(decryptToken(localStorage.getItem('token'))).toBe('fresh');
    expect(localStorage.getItem('is_verified')).toBe('true');
  });

  it('logs out: both storages cleared and back to /', async () => {
    const { dialog, user, pathname, server } = await setup();
    await user.click(within(dialog()).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(pathname()).toBe('/'));
    expect(server.calls('GET', API.auth.logout)).toHaveLength(1);
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });
});

describe('the forced password change when an OA requires a second factor', () => {
  it('goes on to the second factor set-up instead of the console', async () => {
    mockServer({
      [`GET ${API.ops.profile}`]: profileReply({ is_verified: false }),
      [`POST ${API.ops.changePassword}`]: {
        body: {
          success: true,
          message: 'Password updated successfully.',
          token: { access_token: 'fresh' },
          is_verified: true,
          mfa_setup_required: true,
        },
      },
      [`POST ${API.mfa.totp}`]: {
        body: {
          success: true,
          secret: 'JBSWY3DPEHPK3PXP',
          otpauth_url: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP',
        },
      },
    });
    signIn({ verified: false });
    const { user, pathname } = renderApp('/deliver');
    const dialog = await screen.findByRole('dialog', { name: 'Update Your Password' });
    await user.type(within(dialog).getByLabelText('New password'), STRONG);
    await user.type(within(dialog).getByLabelText('Confirm password'), STRONG);
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(pathname()).toBe(SECOND_FACTOR_SETUP_PATH));
    expect(await screen.findByRole('heading', { name: 'Set up two-step sign-in' })).toBeInTheDocument();
    expect(await screen.findByTestId('totp-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    expect(readSessionToken()).toBe('fresh');
  });
});
