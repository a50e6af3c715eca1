import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API, MESSAGES, SSO_MESSAGES } from '@ops/contracts';
import { ACCESS_TOKEN, profileReply } from '@/test/fixtures';
import { mockServer, stubLocation } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';
import { readSessionToken } from '@/shared/session/session-storage';

const status = (password_login = true) => ({
  body: { success: true, enabled: true, display_name: 'Acme ID', password_login },
});

describe('single sign-on on the login page', () => {
  it("offers 'Sign in with <name>' beside the password form and sends the browser to the provider", async () => {
    const { assign } = stubLocation();
    const server = mockServer({
      [`GET ${API.sso.status}`]: status(),
      [`POST ${API.sso.start}`]: {
        body: { success: true, authorization_url: 'https://id.example.com/auth?x=1' },
      },
    });
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Sign in with Acme ID' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://id.example.com/auth?x=1'));
    expect(server.calls('POST', API.sso.start)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Login' })).toBeVisible();
  });

  it('shows only the button when OIDC_ONLY turned password sign-in off', async () => {
    mockServer({ [`GET ${API.sso.status}`]: status(false) });
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Sign in with Acme ID' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
    expect(screen.getByLabelText('Work e-mail')).not.toBeVisible();
  });

  it('shows the password form alone when single sign-on is off', async () => {
    const server = mockServer({
      [`GET ${API.sso.status}`]: {
        body: { success: true, enabled: false, display_name: null, password_login: true },
      },
    });
    renderApp('/');
    await waitFor(() => expect(server.calls('GET', API.sso.status)).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Login' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Sign in with/ })).toBeNull();
  });

  it('says why the last sign-in was refused, and when the provider cannot be reached', async () => {
    mockServer({
      [`GET ${API.sso.status}`]: status(),
      [`POST ${API.sso.start}`]: {
        status: 503,
        body: { success: false, message: SSO_MESSAGES.errors.provider_unavailable },
      },
    });
    const { user } = renderApp('/?sso_error=unknown_account');
    expect(await screen.findByRole('alert')).toHaveTextContent(SSO_MESSAGES.errors.unknown_account);
    await user.click(await screen.findByRole('button', { name: 'Sign in with Acme ID' }));
    await waitFor(() =>
      expect(screen.getByTestId('sso-error')).toHaveTextContent(SSO_MESSAGES.errors.provider_unavailable),
    );
  });
});

describe('finishing a single sign-on', () => {
  it('exchanges the hand-off code for a session, as a plain login keeps it, and lands on the console', async () => {
    const server = mockServer({
      [`POST ${API.sso.exchange}`]: {
        body: {
          success: true,
          message: MESSAGES.successfullyLoggedIn,
          token: { access_token: ACCESS_TOKEN },
          is_verified: true,
          user_type: 'SL',
        },
      },
      [`GET ${API.ops.profile}`]: profileReply(),
    });
    const { pathname } = renderApp('/sso/complete#code=handoff-123');
    await waitFor(() => expect(pathname()).toBe('/requester'));
    expect(server.calls('POST', API.sso.exchange).map((r) => r.body)).toEqual([{ code: 'handoff-123' }]);
    expect(readSessionToken()).toBe(ACCESS_TOKEN);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('sends a spent or expired code back to the login page with the reason', async () => {
    mockServer({
      [`POST ${API.sso.exchange}`]: {
        status: 400,
        body: { success: false, message: SSO_MESSAGES.errors.used_or_expired },
      },
    });
    const { pathname, router } = renderApp('/sso/complete#code=spent');
    await waitFor(() => expect(pathname()).toBe('/'));
    expect(router.state.location.search).toBe('?sso_error=used_or_expired');
    expect(await screen.findByTestId('sso-error')).toHaveTextContent(SSO_MESSAGES.errors.used_or_expired);
    expect(readSessionToken()).toBeNull();
  });
});
