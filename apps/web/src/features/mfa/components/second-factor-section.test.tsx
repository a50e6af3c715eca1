import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API, MESSAGES, MFA_MESSAGES, type UserType } from '@ops/contracts';
import { profileReply, signIn } from '@/test/fixtures';
import { mockServer, type RecordedRequest } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';

const CODES = Array.from({ length: 10 }, (_, i) => `code${i}-abcde`);
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

function setup(userType: UserType = 'OU') {
  const state = { totp: false, required: false };
  const server = mockServer({
    [`GET ${API.ops.profile}`]: profileReply({ user_type: userType }),
    [`GET ${API.mfa.status}`]: () => ({
      body: {
        success: true,
        data: {
          totp: state.totp,
          passkeys: [],
          recovery_codes_left: state.totp ? 10 : 0,
          required: state.required,
        },
      },
    }),
    [`POST ${API.mfa.totp}`]: {
      body: { success: true, secret: SECRET, otpauth_url: `otpauth://totp/Ops:dana?secret=${SECRET}` },
    },
    [`POST ${API.mfa.totpConfirm}`]: (request: RecordedRequest) => {
      if ((request.body as { code: string }).code !== '123456') {
        return { status: 400, body: { success: false, message: MFA_MESSAGES.wrongCode } };
      }
      state.totp = true;
      return { body: { success: true, recovery_codes: CODES } };
    },
    [`POST ${API.mfa.totpDisable}`]: (request: RecordedRequest) => {
      if ((request.body as { password: string }).password !== 'Secret#123') {
        return { status: 400, body: { success: false, message: MESSAGES.incorrectPassword } };
      }
      state.totp = false;
      return { body: { success: true, message: MFA_MESSAGES.totpTurnedOff } };
    },
    [`GET ${API.mfa.policy}`]: () => ({ body: { success: true, data: { required: state.required } } }),
    [`PUT ${API.mfa.policy}`]: (request: RecordedRequest) => {
      state.required = (request.body as { required: boolean }).required;
      return { body: { success: true, data: { required: state.required } } };
    },
  });
  signIn();
  const rendered = renderApp('/profile');
  return { ...rendered, server, state };
}

async function openTab(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('tab', { name: 'Two-step sign-in' }));
}

describe('the profile page’s two-step sign-in', () => {
  it('sets up an authenticator app: QR code and key, a code, then the ten recovery codes once', async () => {
    const { user, server } = setup();
    await openTab(user);
    expect(await screen.findByTestId('totp-status')).toHaveTextContent('Off');
    await user.click(screen.getByRole('button', { name: 'Set up authenticator app' }));

    expect(await screen.findByTestId('totp-secret')).toHaveTextContent(SECRET);
    expect(await screen.findByTitle('QR code for your authenticator app')).toBeInTheDocument();
    await user.type(screen.getByLabelText('6-digit code from the app'), '000000');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    await waitFor(() =>
      expect(screen.getByLabelText('6-digit code from the app')).toHaveAccessibleDescription(
        MFA_MESSAGES.wrongCode,
      ),
    );
    await user.clear(screen.getByLabelText('6-digit code from the app'));
    await user.type(screen.getByLabelText('6-digit code from the app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));

    const list = await screen.findByTestId('recovery-codes');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES);
    expect(server.calls('POST', API.mfa.totp)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    await waitFor(() => expect(screen.getByTestId('totp-status')).toHaveTextContent('On'));
    expect(screen.queryByTestId('recovery-codes')).toBeNull();
    expect(screen.getByText('10 of 10 recovery codes left.')).toBeInTheDocument();
  });

  it('turns the app off after the password is typed again', async () => {
    const { user, state, server } = setup();
    state.totp = true;
    await openTab(user);
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    await user.type(screen.getByLabelText('Your password'), 'Wrong#1');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText(MESSAGES.incorrectPassword)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Your password'));
    await user.type(screen.getByLabelText('Your password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(screen.getByTestId('totp-status')).toHaveTextContent('Off'));
    expect(server.calls('POST', API.mfa.totpDisable).at(-1)?.body).toEqual({ password: 'Secret#123' });
  });

  it('shows the policy to an OA, who turns it on', async () => {
    const { user, server } = setup('OA');
    await openTab(user);
    const box = await screen.findByLabelText('Require a second factor for every staff account');
    expect(box).not.toBeChecked();
    await user.click(box);
    await waitFor(() => expect(box).toBeChecked());
    expect(server.calls('PUT', API.mfa.policy)[0]?.body).toEqual({ required: true });
  });

  it('shows no policy to other staff, and never asks for it', async () => {
    const { user, server } = setup('OU');
    await openTab(user);
    await screen.findByTestId('totp-status');
    expect(screen.queryByLabelText('Require a second factor for every staff account')).toBeNull();
    expect(server.calls('GET', API.mfa.policy)).toHaveLength(0);
  });
});
