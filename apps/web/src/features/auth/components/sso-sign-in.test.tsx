import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, MESSAGES, SSO_MESSAGES, SSO_STATUS_META } from '@ops/contracts';
import { demoToken } from '@/demo/data/accounts';
import { answerPost, calls, demoProfile, sentBodies, server } from '@/test/demo-server';
import { stubLocation } from '@/test/stub-location';
import { renderApp } from '@/test/render-app';
import { readSessionToken } from '@/shared/session/session-storage';

/** Single sign-on is off in the demo (a server without OIDC_ISSUER): a server with a provider is put in front. */
function ssoOn(password_login = true) {
  server.use(
    http.get(API.sso.status, () =>
      HttpResponse.json({ success: true, enabled: true, display_name: 'Acme ID', password_login }),
    ),
  );
}

// The provider's side the demo lacks is put in front of it (answerPost).

describe('single sign-on on the login page', () => {
  it("offers 'Sign in with <name>' beside the password form and sends the browser to the provider", async () => {
    const { assign } = stubLocation();
    ssoOn();
    answerPost(API.sso.start, {
      success: true,
      authorization_url: 'https://id.example.com/auth?x=1',
    });
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Sign in with Acme ID' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://id.example.com/auth?x=1'));
    expect(calls('POST', API.sso.start)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Login' })).toBeVisible();
  });

  it('shows only the button when OIDC_ONLY turned password sign-in off', async () => {
    ssoOn(false);
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Sign in with Acme ID' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
    expect(screen.getByLabelText('Work e-mail')).not.toBeVisible();
  });

  it('shows the password form alone when single sign-on is off', async () => {
    renderApp('/');
    await waitFor(() => expect(calls('GET', API.sso.status)).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Login' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Sign in with/ })).toBeNull();
  });

  it('reads the status the server wrote into the page, and then makes no status call', async () => {
    const meta = document.createElement('meta');
    meta.name = SSO_STATUS_META;
    meta.content = JSON.stringify({
      success: true,
      enabled: true,
      display_name: 'Acme ID',
      password_login: false,
    });
    document.head.append(meta);
    try {
      renderApp('/');
      expect(await screen.findByRole('button', { name: 'Sign in with Acme ID' })).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
      expect(calls('GET', API.sso.status)).toHaveLength(0);
    } finally {
      meta.remove();
    }
  });

  it('says why the last sign-in was refused, and when the provider cannot be reached', async () => {
    ssoOn();
    answerPost(API.sso.start, { success: false, message: SSO_MESSAGES.errors.provider_unavailable }, 503);
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
    // The demo hands out no codes, so it takes none: the server's exchange for the demo's sales user.
    answerPost(API.sso.exchange, {
      success: true,
      message: MESSAGES.successfullyLoggedIn,
      token: { access_token: demoToken('SL') },
      is_verified: true,
      user_type: 'SL',
    });
    const { pathname } = renderApp('/sso/complete#code=handoff-123');
    await waitFor(() => expect(pathname()).toBe('/requester'));
    expect(sentBodies('POST', API.sso.exchange)).toEqual([{ code: 'handoff-123' }]);
    expect(readSessionToken()).toBe(demoToken('SL'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(await screen.findByText(`Hi, ${demoProfile('SL').first_name}`)).toBeInTheDocument();
  });

  it('sends a spent or expired code back to the login page with the reason', async () => {
    const { pathname, router } = renderApp('/sso/complete#code=spent');
    await waitFor(() => expect(pathname()).toBe('/'));
    expect(calls('POST', API.sso.exchange).map((r) => r.body)).toEqual([{ code: 'spent' }]);
    expect(router.state.location.search).toBe('?sso_error=used_or_expired');
    expect(await screen.findByTestId('sso-error')).toHaveTextContent(SSO_MESSAGES.errors.used_or_expired);
    expect(readSessionToken()).toBeNull();
  });
});
