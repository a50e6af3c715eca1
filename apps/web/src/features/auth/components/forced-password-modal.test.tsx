import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, MESSAGES, SECOND_FACTOR_SETUP_PATH } from '@ops/contracts';
import { accountByEmail, DEMO_PASSWORD, FIRST_SIGN_IN_EMAIL, tokenOf } from '@/demo/data/accounts';
import { calls, demoState, recordedRequests, server } from '@/test/demo-server';
import { stubLocation } from '@/test/stub-location';
import { DELIVER_LANDING, renderApp } from '@/test/render-app';
import { readSessionToken, startSession } from '@/shared/session/session-storage';
import { decryptToken } from '@/shared/session/token-crypto';

const STRONG = 'N3w#Password';
/** The demo's one account still on its temporary password (Nina Newhire, an ops user). */
const newcomer = accountByEmail(FIRST_SIGN_IN_EMAIL)!;
const NEWCOMER_TOKEN = tokenOf(newcomer);
/** The demo's fixed authenticator secret. */
const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** The newcomer signed in, as the login page leaves an unverified account. */
const signInNewcomer = (persist = true) =>
  startSession({ token: NEWCOMER_TOKEN, isVerified: false, persist });

async function setup(path = '/deliver') {
  const location = stubLocation();
  signInNewcomer();
  const app = renderApp(path);
  const dialog = () => screen.getByRole('dialog', { name: 'Update Your Password' });
  // The signed-in layout, and so the modal, loads lazily.
  await screen.findByRole('dialog', { name: 'Update Your Password' });
  return { ...app, location, dialog };
}

describe("forced 'Update Your Password' modal", () => {
  it('covers the page of an unverified user, who makes no other authenticated calls', async () => {
    const { dialog } = await setup();
    expect(dialog()).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Assignments' })).not.toBeInTheDocument();
    await screen.findByText(`Hi, ${newcomer.first_name}`);
    const paths = recordedRequests().map((r) => new URL(r.url).pathname);
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.every((p) => p === API.ops.profile)).toBe(true);
  });

  it('does nothing when both fields are empty', async () => {
    const { dialog, user } = await setup();
    await user.click(within(dialog()).getByRole('button', { name: 'Change Password' }));
    expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument();
    expect(calls('POST', API.ops.changePassword)).toHaveLength(0);
  });

  it('says "Passwords don\'t match!" on a mismatch', async () => {
    const { dialog, user } = await setup();
    await user.type(within(dialog()).getByLabelText('New password'), STRONG);
    await user.type(within(dialog()).getByLabelText('Confirm password'), `${STRONG}x`);
    await user.click(within(dialog()).getByRole('button', { name: 'Change Password' }));
    expect(await within(dialog()).findByText(MESSAGES.passwordsDontMatch)).toBeInTheDocument();
    expect(calls('POST', API.ops.changePassword)).toHaveLength(0);
  });

  it('applies the password rule', async () => {
    const { dialog, user } = await setup();
    await user.type(within(dialog()).getByLabelText('New password'), 'weak');
    await user.type(within(dialog()).getByLabelText('Confirm password'), 'weak');
    await user.click(within(dialog()).getByRole('button', { name: 'Change Password' }));
    expect(await within(dialog()).findByText(MESSAGES.passwordRule)).toBeInTheDocument();
    expect(calls('POST', API.ops.changePassword)).toHaveLength(0);
  });

  it('shows the server’s refusal of the temporary password itself under the field', async () => {
    const { dialog, user } = await setup();
    await user.type(within(dialog()).getByLabelText('New password'), DEMO_PASSWORD);
    await user.type(within(dialog()).getByLabelText('Confirm password'), DEMO_PASSWORD);
    await user.click(within(dialog()).getByRole('button', { name: 'Change Password' }));
    await waitFor(() =>
      expect(within(dialog()).getByLabelText('New password')).toHaveAccessibleDescription(
        MESSAGES.newPasswordSameAsOld,
      ),
    );
    expect(sessionStorage.getItem('is_verified')).toBe('false');
  });

  it('stores the answered token and verified flag in both storages and goes to /deliver through the router', async () => {
    const { dialog, user, location, pathname } = await setup('/profile');
    expect(sessionStorage.getItem('is_verified')).toBe('false');
    expect(localStorage.getItem('is_verified')).toBe('false');
    const profileReads = calls('GET', API.ops.profile).length;
    await user.type(within(dialog()).getByLabelText('New password'), STRONG);
    await user.type(within(dialog()).getByLabelText('Confirm password'), STRONG);
    await user.click(within(dialog()).getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(pathname()).toMatch(DELIVER_LANDING));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Update Your Password' })).toBeNull());
    // No page load: a route of the app, whatever the router or base path (the demo's hash routes).
    expect(location.assign).not.toHaveBeenCalled();
    expect(location.reload).not.toHaveBeenCalled();
    expect(calls('POST', API.ops.changePassword)[0]?.body).toEqual({ password: STRONG });
    // The server now holds the new password and a verified account.
    expect(demoState().accounts.passwords.get(newcomer.id)).toBe(STRONG);
    expect(demoState().accounts.profiles.get(newcomer.id)?.is_verified).toBe(true);
    // The profile is read again, with the answered token (the demo answers the account's own token).
    await waitFor(() => expect(calls('GET', API.ops.profile).length).toBeGreaterThan(profileReads));
    expect(calls('GET', API.ops.profile).at(-1)?.headers.get('authorization')).toBe(
      `Bearer ${NEWCOMER_TOKEN}`,
    );
    expect(readSessionToken()).toBe(NEWCOMER_TOKEN);
    expect(sessionStorage.getItem('is_verified')).toBe('true');
    expect(decryptToken(localStorage.getItem('token'))).toBe(NEWCOMER_TOKEN);
    expect(localStorage.getItem('is_verified')).toBe('true');
  });

  it('logs out: both storages cleared and back to /', async () => {
    const { dialog, user, pathname } = await setup();
    await user.click(within(dialog()).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(pathname()).toBe('/'));
    expect(calls('GET', API.auth.logout)).toHaveLength(1);
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });
});

describe('the forced password change when an OA requires a second factor', () => {
  it('goes on to the second factor set-up instead of the console', async () => {
    // The demo's change of a temporary password never meets a second-factor requirement: the server's
    // answer for an account the OA's policy covers is put in front.
    server.use(
      http.post(API.ops.changePassword, () =>
        HttpResponse.json({
          success: true,
          message: MESSAGES.passwordUpdated,
          token: { access_token: NEWCOMER_TOKEN },
          is_verified: true,
          mfa_setup_required: true,
        }),
      ),
    );
    signInNewcomer(false);
    const { user, pathname } = renderApp('/deliver');
    const dialog = await screen.findByRole('dialog', { name: 'Update Your Password' });
    await user.type(within(dialog).getByLabelText('New password'), STRONG);
    await user.type(within(dialog).getByLabelText('Confirm password'), STRONG);
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(pathname()).toBe(SECOND_FACTOR_SETUP_PATH));
    expect(await screen.findByRole('heading', { name: 'Set up two-step sign-in' })).toBeInTheDocument();
    expect(await screen.findByTestId('totp-secret')).toHaveTextContent(DEMO_TOTP_SECRET);
    expect(calls('POST', API.mfa.totp)).toHaveLength(1);
    expect(readSessionToken()).toBe(NEWCOMER_TOKEN);
    expect(sessionStorage.getItem('is_verified')).toBe('true');
  });
});
