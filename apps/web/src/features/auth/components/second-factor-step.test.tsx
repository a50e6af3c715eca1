import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { API, MESSAGES, MFA_MESSAGES, SECOND_FACTOR_SETUP_PATH } from '@ops/contracts';
import { DEMO_PASSWORD, demoToken } from '@/demo/data/accounts';
import { answerPost, calls, demoProfile, sentBodies } from '@/test/demo-server';
import { DELIVER_LANDING, renderApp } from '@/test/render-app';
import { readSessionToken } from '@/shared/session/session-storage';

vi.mock('@simplewebauthn/browser', () => ({
  startAuthentication: vi.fn(async ({ optionsJSON }: { optionsJSON: { challenge: string } }) => ({
    id: 'cred-1',
    rawId: 'cred-1',
    type: 'public-key',
    response: { clientDataJSON: optionsJSON.challenge, authenticatorData: 'a', signature: 's' },
    clientExtensionResults: {},
  })),
}));

/** The demo's fixed authenticator secret. */
const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

const mfaRequired = (mfa_token: string, methods: string[]) => ({
  success: false,
  mfa_required: true,
  mfa_token,
  methods,
});
/** The server's sign-in answer for the demo's ops user (Omar Ops). */
const signedIn = (extra: Record<string, unknown> = {}) => ({
  success: true,
  message: MESSAGES.successfullyLoggedIn,
  token: { access_token: demoToken('OU') },
  is_verified: true,
  user_type: 'OU',
  ...extra,
});

// No demo account has a second factor at sign-in, so the demo never asks for one: the server's answers of
// this step are put in front of the demo's (answerPost).

async function passwordStep(user: ReturnType<typeof renderApp>['user']) {
  await user.type(screen.getByLabelText('Work e-mail'), demoProfile('OU').email);
  await user.type(screen.getByLabelText('Password'), DEMO_PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('the second step of a sign-in', () => {
  it('asks for the code after the right password, and signs in with it', async () => {
    answerPost(API.auth.login, mfaRequired('mfa-token-1', ['totp', 'recovery_code']));
    answerPost(API.auth.loginMfa, signedIn());
    const { user, pathname } = renderApp('/');
    await passwordStep(user);
    expect(await screen.findByRole('heading', { name: 'Two-step sign-in' })).toBeInTheDocument();
    expect(readSessionToken()).toBeNull();

    await user.type(await screen.findByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(pathname()).toMatch(DELIVER_LANDING));
    expect(sentBodies('POST', API.auth.loginMfa)).toEqual([{ mfa_token: 'mfa-token-1', code: '123456' }]);
    expect(readSessionToken()).toBe(demoToken('OU'));
    expect(await screen.findByText(`Hi, ${demoProfile('OU').first_name}`)).toBeInTheDocument();
  });

  it('takes a recovery code instead, and shows the server refusal under the field', async () => {
    answerPost(API.auth.login, mfaRequired('mfa-token-1', ['totp', 'recovery_code']));
    answerPost(API.auth.loginMfa, { success: false, message: MFA_MESSAGES.recoveryCodeUsed }, 401);
    const { user, pathname } = renderApp('/');
    await passwordStep(user);
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(screen.getByLabelText('Recovery code'), 'abcde-fghjk');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Recovery code')).toHaveAccessibleDescription(
        MFA_MESSAGES.recoveryCodeUsed,
      ),
    );
    expect(sentBodies('POST', API.auth.loginMfa)[0]).toMatchObject({ code: 'abcde-fghjk' });
    expect(pathname()).toBe('/');
  });

  it('checks the code is there before calling, and goes back to the password when the sign-in expired', async () => {
    answerPost(API.auth.login, mfaRequired('mfa-token-1', ['totp', 'recovery_code']));
    // The second step itself is the demo's: its sign-in tokens have always expired.
    const { user } = renderApp('/');
    await passwordStep(user);
    await user.click(await screen.findByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(MFA_MESSAGES.codeRequired)).toBeInTheDocument();
    expect(calls('POST', API.auth.loginMfa)).toHaveLength(0);

    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await user.click(await screen.findByRole('button', { name: 'Sign in again' }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(calls('POST', API.auth.loginMfa).map((r) => r.body)).toEqual([
      { mfa_token: 'mfa-token-1', code: '123456' },
    ]);
  });

  it('sends an account the OA requires a second factor of to set one up', async () => {
    answerPost(API.auth.login, signedIn({ mfa_setup_required: true }));
    const { user, pathname } = renderApp('/');
    await passwordStep(user);
    await waitFor(() => expect(pathname()).toBe(SECOND_FACTOR_SETUP_PATH));
    expect(await screen.findByRole('heading', { name: 'Set up two-step sign-in' })).toBeInTheDocument();
    expect(await screen.findByTestId('totp-secret')).toHaveTextContent(DEMO_TOTP_SECRET);
  });

  it('signs in with a passkey when the account has one', async () => {
    answerPost(API.auth.login, mfaRequired('mfa-token-2', ['webauthn', 'recovery_code']));
    answerPost(API.auth.loginPasskeyOptions, { success: true, options: { challenge: 'chal-1' } });
    answerPost(API.auth.loginPasskey, signedIn());
    const { user, pathname } = renderApp('/');
    await passwordStep(user);
    await user.click(await screen.findByRole('button', { name: 'Use a passkey' }));
    await waitFor(() => expect(pathname()).toMatch(DELIVER_LANDING));
    expect(sentBodies('POST', API.auth.loginPasskeyOptions)).toEqual([{ mfa_token: 'mfa-token-2' }]);
    expect(sentBodies('POST', API.auth.loginPasskey)[0]).toMatchObject({
      mfa_token: 'mfa-token-2',
      response: { id: 'cred-1', response: { clientDataJSON: 'chal-1' } },
    });
    expect(readSessionToken()).toBe(demoToken('OU'));
  });
});
