import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API, MESSAGES } from '@ops/contracts';
import type { UserType } from '@ops/contracts';
import { ACCESS_TOKEN, profileReply, signIn } from '@/test/fixtures';
import { mockServer } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';
import { decryptToken } from '@/shared/session/token-crypto';
import { readSessionToken, REDIRECT_KEY } from '@/shared/session/session-storage';

const loginOk = (user_type: UserType = 'OA', is_verified = true) => ({
  body: {
    success: true,
    message: MESSAGES.successfullyLoggedIn,
    token: { access_token: ACCESS_TOKEN },
    is_verified,
    user_type,
  },
});

async function fillAndSubmit(user: ReturnType<typeof renderApp>['user'], email: string, password: string) {
  if (email) await user.type(screen.getByLabelText('Work e-mail'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('Operations Login', () => {
  it('shows the validation messages of section 5 without calling the server', async () => {
    const server = mockServer({});
    const { user } = renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid Email!')).toBeInTheDocument();
    expect(screen.getByText('Empty password!')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Work e-mail'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid Email!')).toBeInTheDocument();
    // Only the page's own public look-ups (is single sign-on on?) went out; no sign-in.
    expect(server.calls('POST', API.auth.login)).toEqual([]);
  });

  it("shows the server's 'Incorrect Password' under the password field", async () => {
    mockServer({
      [`POST ${API.auth.login}`]: { status: 401, body: { success: false, message: 'Incorrect Password' } },
    });
    const { user, pathname } = renderApp('/');
    await fillAndSubmit(user, 'dana@example.com', 'wrong');
    await waitFor(() =>
      expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Incorrect Password'),
    );
    expect(screen.getByLabelText('Work e-mail')).not.toHaveAccessibleDescription();
    expect(pathname()).toBe('/');
  });

  it('shows other server messages under the e-mail field', async () => {
    const message = MESSAGES.tooManyAttempts(15);
    mockServer({ [`POST ${API.auth.login}`]: { status: 429, body: { success: false, message } } });
    const { user } = renderApp('/');
    await fillAndSubmit(user, 'dana@example.com', 'whatever');
    await waitFor(() => expect(screen.getByLabelText('Work e-mail')).toHaveAccessibleDescription(message));
  });

  it("sends a trimmed, lower-cased username and stores the token in both storages with 'Stay logged in'", async () => {
    const server = mockServer({
      [`POST ${API.auth.login}`]: loginOk(),
      [`GET ${API.ops.profile}`]: profileReply(),
    });
    const { user, pathname } = renderApp('/');
    await user.type(screen.getByLabelText('Work e-mail'), '  Dana@Example.COM ');
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.click(screen.getByLabelText('Stay logged in'));
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText(MESSAGES.successfullyLoggedIn)).toBeInTheDocument();
    expect(server.calls('POST', API.auth.login)[0]?.body).toEqual({
      username: 'dana@example.com',
      password: 'Secret#123',
      stay_logged_in: true,
    });
    expect(readSessionToken()).toBe(ACCESS_TOKEN);
    expect(decryptToken(localStorage.getItem('token'))).toBe(ACCESS_TOKEN);
    expect(localStorage.getItem('is_verified')).toBe('true');
    await waitFor(() => expect(pathname()).toBe('/deliver'));
  });

  it("removes an earlier persistent copy when 'Stay logged in' is not ticked", async () => {
    localStorage.setItem('token', 'stale-invalid-value');
    mockServer({ [`POST ${API.auth.login}`]: loginOk(), [`GET ${API.ops.profile}`]: profileReply() });
    const { user, pathname } = renderApp('/');
    await fillAndSubmit(user, 'dana@example.com', 'Secret#123');
    await waitFor(() => expect(pathname()).toBe('/deliver'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(readSessionToken()).toBe(ACCESS_TOKEN);
  });

  it.each([
    ['OA', '/deliver'],
    ['OU', '/deliver'],
    ['CR', '/requester'],
    ['SL', '/requester'],
    ['TL', '/deliver'],
    ['EMPTY', '/deliver'],
  ] as const)('sends a %s user to %s', async (userType, landing) => {
    mockServer({ [`POST ${API.auth.login}`]: loginOk(userType), [`GET ${API.ops.profile}`]: profileReply() });
    const { user, pathname } = renderApp('/');
    await fillAndSubmit(user, 'dana@example.com', 'Secret#123');
    await waitFor(() => expect(pathname()).toBe(landing));
  });

  it('honours and then clears the path saved when a signed-out visitor opened a protected page', async () => {
    mockServer({ [`POST ${API.auth.login}`]: loginOk('SL'), [`GET ${API.ops.profile}`]: profileReply() });
    const { user, pathname, router } = renderApp('/ops-archive/42?search=deck');
    await waitFor(() => expect(pathname()).toBe('/'));
    expect(sessionStorage.getItem(REDIRECT_KEY)).toBe('/ops-archive/42?search=deck');

    await fillAndSubmit(user, 'dana@example.com', 'Secret#123');
    await waitFor(() => expect(pathname()).toBe('/ops-archive/42'));
    expect(router.state.location.search).toBe('?search=deck');
    expect(sessionStorage.getItem(REDIRECT_KEY)).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Archive' })).toBeInTheDocument();
  });

  it('skips the form and goes to /deliver with a valid persistent token', async () => {
    mockServer({ [`GET ${API.ops.profile}`]: profileReply() });
    signIn({ persist: true });
    sessionStorage.clear();
    const { pathname } = renderApp('/');
    await waitFor(() => expect(pathname()).toBe('/deliver'));
    expect(readSessionToken()).toBe(ACCESS_TOKEN);
  });

  it('ignores a persistent token that fails to decrypt', async () => {
    localStorage.setItem('token', 'dGFtcGVyZWQtdmFsdWUtdGhhdC1pcy1sb25nLWVub3VnaA==');
    const server = mockServer({});
    const { pathname } = renderApp('/');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(pathname()).toBe('/');
    expect(server.requests.filter((r) => r.headers.has('authorization'))).toEqual([]);
  });

  it('toggles the password visibility', async () => {
    mockServer({});
    const { user } = renderApp('/');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show characters' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide characters' }));
    expect(password).toHaveAttribute('type', 'password');
  });
});
