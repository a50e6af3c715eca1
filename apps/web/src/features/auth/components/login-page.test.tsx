import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, MESSAGES } from '@ops/contracts';
import { DEMO_PASSWORD, demoToken } from '@/demo/data/accounts';
import { calls, demoProfile, recordedRequests, server, signInAs } from '@/test/demo-server';
import { DELIVER_LANDING, renderApp } from '@/test/render-app';
import { decryptToken } from '@/shared/session/token-crypto';
import { readSessionToken, REDIRECT_KEY } from '@/shared/session/session-storage';

async function fillAndSubmit(user: ReturnType<typeof renderApp>['user'], email: string, password: string) {
  if (email) await user.type(screen.getByLabelText('Work e-mail'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('Operations Login', () => {
  it('shows the validation messages of section 5 without calling the server', async () => {
    const { user } = renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid Email!')).toBeInTheDocument();
    expect(screen.getByText('Empty password!')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Work e-mail'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid Email!')).toBeInTheDocument();
    // Only the page's own public look-ups (is single sign-on on?) went out; no sign-in.
    expect(calls('POST', API.auth.login)).toEqual([]);
  });

  it("shows the server's 'Incorrect Password' under the password field", async () => {
    const { user, pathname } = renderApp('/');
    await fillAndSubmit(user, demoProfile('OA').email, 'Wrong#Pass1');
    await waitFor(() =>
      expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(MESSAGES.incorrectPassword),
    );
    expect(screen.getByLabelText('Work e-mail')).not.toHaveAccessibleDescription();
    expect(pathname()).toBe('/');
    expect(readSessionToken()).toBeNull();
  });

  it('shows other server messages under the e-mail field', async () => {
    const message = MESSAGES.tooManyAttempts(15);
    // The demo does not throttle sign-ins: the server's refusal is put in front.
    server.use(
      http.post(API.auth.login, () => HttpResponse.json({ success: false, message }, { status: 429 })),
    );
    const { user } = renderApp('/');
    await fillAndSubmit(user, demoProfile('OA').email, 'whatever');
    await waitFor(() => expect(screen.getByLabelText('Work e-mail')).toHaveAccessibleDescription(message));
  });

  it("sends a trimmed, lower-cased username and stores the token in both storages with 'Stay logged in'", async () => {
    const { user, pathname } = renderApp('/');
    await user.type(screen.getByLabelText('Work e-mail'), '  OA.Demo@Example.COM ');
    await user.type(screen.getByLabelText('Password'), DEMO_PASSWORD);
    await user.click(screen.getByLabelText('Stay logged in'));
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText(MESSAGES.successfullyLoggedIn)).toBeInTheDocument();
    expect(calls('POST', API.auth.login)[0]?.body).toEqual({
      username: demoProfile('OA').email,
      password: DEMO_PASSWORD,
      stay_logged_in: true,
    });
    expect(readSessionToken()).toBe(demoToken('OA'));
    expect(decryptToken(localStorage.getItem('token'))).toBe(demoToken('OA'));
    expect(localStorage.getItem('is_verified')).toBe('true');
    // The deliveries page, which on a wide screen then opens its first delivery.
    await waitFor(() => expect(pathname()).toMatch(DELIVER_LANDING));
  });

  it("removes an earlier persistent copy when 'Stay logged in' is not ticked", async () => {
    localStorage.setItem('token', 'stale-invalid-value');
    const { user, pathname } = renderApp('/');
    // The stored value is checked first (the session's store loads for it), then the form shows.
    await screen.findByLabelText('Work e-mail');
    await fillAndSubmit(user, demoProfile('OA').email, DEMO_PASSWORD);
    await waitFor(() => expect(pathname()).toMatch(DELIVER_LANDING));
    expect(localStorage.getItem('token')).toBeNull();
    expect(readSessionToken()).toBe(demoToken('OA'));
  });

  it.each([
    ['OA', '/deliver'],
    ['OU', '/deliver'],
    ['CR', '/requester'],
    ['SL', '/requester'],
    ['TL', '/deliver'],
    ['EMPTY', '/deliver'],
  ] as const)('sends a %s user to %s', async (userType, landing) => {
    const { user, pathname } = renderApp('/');
    await fillAndSubmit(user, demoProfile(userType).email, DEMO_PASSWORD);
    const landed = landing === '/deliver' ? DELIVER_LANDING : new RegExp(`^${landing}$`);
    await waitFor(() => expect(pathname()).toMatch(landed));
    expect(readSessionToken()).toBe(demoToken(userType));
  });

  it('honours and then clears the path saved when a signed-out visitor opened a protected page', async () => {
    const { user, pathname, router } = renderApp('/ops-archive/42?search=deck');
    await waitFor(() => expect(pathname()).toBe('/'));
    expect(sessionStorage.getItem(REDIRECT_KEY)).toBe('/ops-archive/42?search=deck');

    await fillAndSubmit(user, demoProfile('SL').email, DEMO_PASSWORD);
    await waitFor(() => expect(pathname()).toBe('/ops-archive/42'));
    expect(router.state.location.search).toBe('?search=deck');
    expect(sessionStorage.getItem(REDIRECT_KEY)).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Archive' })).toBeInTheDocument();
  });

  it('skips the form and goes to /deliver with a valid persistent token', async () => {
    signInAs('OA', { persist: true });
    sessionStorage.clear();
    const { pathname } = renderApp('/');
    await waitFor(() => expect(pathname()).toMatch(DELIVER_LANDING));
    expect(readSessionToken()).toBe(demoToken('OA'));
  });

  it('ignores a persistent token that fails to decrypt', async () => {
    localStorage.setItem('token', 'dGFtcGVyZWQtdmFsdWUtdGhhdC1pcy1sb25nLWVub3VnaA==');
    const { pathname } = renderApp('/');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(pathname()).toBe('/');
    expect(recordedRequests().filter((r) => r.headers.has('authorization'))).toEqual([]);
  });

  it('toggles the password visibility', async () => {
    const { user } = renderApp('/');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show characters' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide characters' }));
    expect(password).toHaveAttribute('type', 'password');
  });
});
