import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, MESSAGES, MFA_MESSAGES, type UserType } from '@ops/contracts';
import { DEMO_PASSWORD, demoToken } from '@/demo/data/accounts';
import { calls, server, signInAs } from '@/test/demo-server';
import { renderApp } from '@/test/render-app';

/** The demo's fixed authenticator secret and recovery codes. */
const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const DEMO_CODES = Array.from({ length: 10 }, (_, i) => `demo${i}-c0de${i}`);

function setup(userType: UserType = 'OU') {
  signInAs(userType);
  return renderApp('/profile');
}

/** Turns the authenticator app on for the account through the demo's own calls, as a set-up earlier would. */
async function appAlreadyOn(userType: UserType) {
  const headers = { authorization: `Bearer ${demoToken(userType)}`, 'content-type': 'application/json' };
  await fetch(API.mfa.totp, { method: 'POST', headers });
  const confirmed = await fetch(API.mfa.totpConfirm, {
    method: 'POST',
    headers,
    body: JSON.stringify({ code: '123456' }),
  });
  expect(confirmed.status).toBe(200);
}

async function openTab(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('tab', { name: 'Two-step sign-in' }));
}

describe('the profile page’s two-step sign-in', () => {
  it('sets up an authenticator app: QR code and key, a code, then the ten recovery codes once', async () => {
    // The demo holds no real secret and takes any six digits: the server's refusal of a wrong code is put
    // in front, for the first try only.
    server.use(
      http.post(
        API.mfa.totpConfirm,
        () => HttpResponse.json({ success: false, message: MFA_MESSAGES.wrongCode }, { status: 400 }),
        { once: true },
      ),
    );
    const { user } = setup();
    await openTab(user);
    expect(await screen.findByTestId('totp-status')).toHaveTextContent('Off');
    await user.click(screen.getByRole('button', { name: 'Set up authenticator app' }));

    expect(await screen.findByTestId('totp-secret')).toHaveTextContent(DEMO_TOTP_SECRET);
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
    ).toEqual(DEMO_CODES);
    expect(calls('POST', API.mfa.totp)).toHaveLength(1);
    expect(calls('POST', API.mfa.totpConfirm).map((r) => r.body)).toEqual([
      { code: '000000' },
      { code: '123456' },
    ]);
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    await waitFor(() => expect(screen.getByTestId('totp-status')).toHaveTextContent('On'));
    expect(screen.queryByTestId('recovery-codes')).toBeNull();
    expect(screen.getByText('10 of 10 recovery codes left.')).toBeInTheDocument();
  });

  it('turns the app off after the password is typed again', async () => {
    await appAlreadyOn('OU');
    const { user } = setup('OU');
    await openTab(user);
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    await user.type(screen.getByLabelText('Your password'), 'Wrong#1');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText(MESSAGES.incorrectPassword)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Your password'));
    await user.type(screen.getByLabelText('Your password'), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(screen.getByTestId('totp-status')).toHaveTextContent('Off'));
    expect(calls('POST', API.mfa.totpDisable).map((r) => r.body)).toEqual([
      { password: 'Wrong#1' },
      { password: DEMO_PASSWORD },
    ]);
  });

  it('shows the policy to an OA, who turns it on', async () => {
    // Only an admin with a second factor of their own may require one of everyone.
    await appAlreadyOn('OA');
    const { user } = setup('OA');
    await openTab(user);
    const box = await screen.findByLabelText('Require a second factor for every staff account');
    expect(box).not.toBeChecked();
    await user.click(box);
    await waitFor(() => expect(box).toBeChecked());
    expect(calls('PUT', API.mfa.policy)[0]?.body).toEqual({ required: true });
  });

  it('shows no policy to other staff, and never asks for it', async () => {
    const { user } = setup('OU');
    await openTab(user);
    await screen.findByTestId('totp-status');
    expect(screen.queryByLabelText('Require a second factor for every staff account')).toBeNull();
    expect(calls('GET', API.mfa.policy)).toHaveLength(0);
  });
});
