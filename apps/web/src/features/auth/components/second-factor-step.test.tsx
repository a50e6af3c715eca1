import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { API, MESSAGES, MFA_MESSAGES, SECOND_FACTOR_SETUP_PATH } from '@ops/contracts';
import { ACCESS_TOKEN, profileReply } from '@/test/fixtures';
import { mockServer } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';
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

const mfaRequired = {
  body: { success: false, mfa_required: true, mfa_token: 'mfa-token-1', methods: ['totp', 'recovery_code'] },
};
const signedIn = (extra: Record<string, unknown> = {}) => ({
  body: {
    success: true,
    message: MESSAGES.successfullyLoggedIn,
    token: { access_token: ACCESS_TOKEN },
    is_verified: true,
    user_type: 'OU',
    ...extra,
  },
});

async function passwordStep(user: ReturnType<typeof renderApp>['user']) {
  await user.type(screen.getByLabelText('Work e-mail'), 'dana@example.com');
  await user.type(screen.getByLabelText('Password'), 'Secret#123');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('the second step of a sign-in', () => {
  it('asks for the code after the right password, and signs in with it', async () => {
    const server = mockServer({
      [`POST ${API.auth.login}`]: mfaRequired,
      [`POST ${API.auth.loginMfa}`]: signedIn(),
      [`GET ${API.ops.profile}`]: profileReply(),
    });
    const { user, pathname } = renderApp('/');
    await passwordStep(user);
    expect(await screen.findByRole('heading', { name: 'Two-step sign-in' })).toBeInTheDocument();
    expect(readSessionToken()).toBeNull();

    await user.type(await screen.findByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(pathname()).toBe('/deliver'));
    expect(server.calls('POST', API.auth.loginMfa)[0]?.body).toEqual({
      mfa_token: 'mfa-token-1',
      code: '123456',
    });
    expect(readSessionToken()).toBe(ACCESS_TOKEN);
  });

  it('takes a recovery code instead, and shows the server refusal under the field', async () => {
    const server = mockServer({
      [`POST ${API.auth.login}`]: mfaRequired,
      [`POST ${API.auth.loginMfa}`]: {
        status: 401,
        body: { success: false, message: MFA_MESSAGES.recoveryCodeUsed },
      },
    });
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
    expect(server.calls('POST', API.auth.loginMfa)[0]?.body).toMatchObject({ code: 'abcde-fghjk' });
    expect(pathname()).toBe('/');
  });

  it('checks the code is there before calling, and goes back to the password when the sign-in expired', async () => {
    const server = mockServer({
      [`POST ${API.auth.login}`]: mfaRequired,
      [`POST ${API.auth.loginMfa}`]: {
        status: 401,
        body: { success: false, message: MFA_MESSAGES.mfaTokenExpired },
      },
    });
    const { user } = renderApp('/');
    await passwordStep(user);
    await user.click(await screen.findByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(MFA_MESSAGES.codeRequired)).toBeInTheDocument();
    expect(server.calls('POST', API.auth.loginMfa)).toHaveLength(0);

    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await user.click(await screen.findByRole('button', { name: 'Sign in again' }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('sends an account the OA requires a second factor of to set one up', async () => {
    mockServer({
      [`POST ${API.auth.login}`]: signedIn({ mfa_setup_required: true }),
      [`POST ${API.mfa.totp}`]: {
        body: {
          success: true,
          secret: 'JBSWY3DPEHPK3PXP',
          otpauth_url: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP',
        },
      },
    });
    const { user, pathname } = renderApp('/');
    await passwordStep(user);
    await waitFor(() => expect(pathname()).toBe(SECOND_FACTOR_SETUP_PATH));
    expect(await screen.findByRole('heading', { name: 'Set up two-step sign-in' })).toBeInTheDocument();
    expect(await screen.findByTestId('totp-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
  });

  it('signs in with a passkey when the account has one', async () => {
    const server = mockServer({
      [`POST ${API.auth.login}`]: {
        body: {
          success: false,
          mfa_required: true,
          mfa_token: 'mfa-token-2',
          methods: ['webauthn', 'recovery_code'],
        },
      },
      [`POST ${API.auth.loginPasskeyOptions}`]: { body: { success: true, options: { challenge: 'chal-1' } } },
      [`POST ${API.auth.loginPasskey}`]: signedIn(),
      [`GET ${API.ops.profile}`]: profileReply(),
    });
    const { user, pathname } = renderApp('/');
    await passwordStep(user);
    await user.click(await screen.findByRole('button', { name: 'Use a passkey' }));
    await waitFor(() => expect(pathname()).toBe('/deliver'));
    expect(server.calls('POST', API.auth.loginPasskeyOptions)[0]?.body).toEqual({ mfa_token: 'mfa-token-2' });
    expect(server.calls('POST', API.auth.loginPasskey)[0]?.body).toMatchObject({
      mfa_token: 'mfa-token-2',
      response: { id: 'cred-1', response: { clientDataJSON: 'chal-1' } },
    });
    expect(readSessionToken()).toBe(ACCESS_TOKEN);
  });
});
