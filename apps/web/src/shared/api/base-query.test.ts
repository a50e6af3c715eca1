import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { describe, expect, it } from 'vitest';
import { API, MESSAGES, RECIPIENT_MESSAGES } from '@ops/contracts';
import { mockServer, stubLocation } from '@/test/mock-server';
import { ACCESS_TOKEN, signIn } from '@/test/fixtures';
import { RECIPIENT_EXIT_KEY, readRecipientToken, startRecipientSession } from '../session/recipient-session';
import { readSessionToken } from '../session/session-storage';
import { baseQuery } from './base-query';

const call = (request: Parameters<typeof baseQuery>[0]) =>
  baseQuery(request, { signal: new AbortController().signal } as BaseQueryApi, {});

describe('base query', () => {
  it.each([401, 403])(
    'wipes both storages and reloads when an authenticated call answers %i',
    async (status) => {
      const location = stubLocation();
      mockServer({ [`GET ${API.ops.profile}`]: { status, body: { success: false, message: 'No' } } });
      signIn({ persist: true });
      localStorage.setItem('other', 'x');

      const result = await call({ url: API.ops.profile, auth: true });

      expect(result.error).toMatchObject({ status });
      expect(sessionStorage.length).toBe(0);
      expect(localStorage.length).toBe(0);
      expect(location.reload).toHaveBeenCalledTimes(1);
    },
  );

  it('reloads without calling the server when an authenticated call has no token', async () => {
    const location = stubLocation();
    const server = mockServer({});
    const result = await call({ url: API.ops.profile, auth: true });
    expect(result.error).toMatchObject({ status: 'NO_TOKEN' });
    expect(server.fetch).not.toHaveBeenCalled();
    expect(location.reload).toHaveBeenCalledTimes(1);
  });

  it('leaves the session alone when an unauthenticated call answers 401', async () => {
    const location = stubLocation();
    mockServer({
      [`POST ${API.auth.login}`]: { status: 401, body: { success: false, message: 'Incorrect Password' } },
    });
    signIn();
    const result = await call({ url: API.auth.login, method: 'POST', body: {} });
    expect(result.error).toEqual({ status: 401, message: 'Incorrect Password' });
    expect(sessionStorage.length).toBeGreaterThan(0);
    expect(location.reload).not.toHaveBeenCalled();
  });

  it('sends the bearer token and the csrf cookie value as X-CSRFToken', async () => {
    document.cookie = 'csrftoken=cookie-value; path=/';
    const server = mockServer({ [`POST ${API.auth.resetPassword}`]: { body: { success: true } } });
    signIn({ token: 'tok-1' });
    await call({ url: API.auth.resetPassword, method: 'POST', body: { password: 'a' }, auth: true });
    const [request] = server.calls('POST', API.auth.resetPassword);
    expect(request?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(request?.headers.get('X-CSRFToken')).toBe('cookie-value');
    expect(server.calls('GET', API.auth.csrf)).toHaveLength(0);
  });

  it('fetches the csrf endpoint first when the cookie is missing', async () => {
    const server = mockServer({
      [`POST ${API.auth.forgetPassword}`]: { body: { success: true, message: 'ok' } },
    });
    await call({ url: API.auth.forgetPassword, method: 'POST', body: { email: 'a@b.co' } });
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      `GET ${API.auth.csrf}`,
      `POST ${API.auth.forgetPassword}`,
    ]);
    expect(server.requests[1]?.headers.get('X-CSRFToken')).toBe('csrf-from-endpoint');
  });

  it('sends no csrf header on GET requests', async () => {
    const server = mockServer({ [`GET ${API.ops.profile}`]: { body: { success: true } } });
    signIn();
    await call({ url: API.ops.profile, auth: true });
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.headers.has('X-CSRFToken')).toBe(false);
  });

  it('fetches a fresh csrf value and retries once when the server says it is stale', async () => {
    const location = stubLocation();
    document.cookie = 'csrftoken=stale; path=/';
    let attempts = 0;
    const server = mockServer({
      [`POST ${API.auth.resetPassword}`]: () =>
        ++attempts === 1
          ? { status: 403, body: { success: false, message: MESSAGES.csrfMissing } }
          : { body: { success: true } },
    });
    signIn();
    const result = await call({ url: API.auth.resetPassword, method: 'POST', body: {}, auth: true });
    expect(result.data).toEqual({ success: true });
    const posts = server.calls('POST', API.auth.resetPassword);
    expect(posts.map((r) => r.headers.get('X-CSRFToken'))).toEqual(['stale', 'csrf-from-endpoint']);
    expect(location.reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('token')).not.toBeNull();
  });

  it('keeps the session when the csrf check fails even after the retry', async () => {
    const location = stubLocation();
    document.cookie = 'csrftoken=stale; path=/';
    mockServer({
      [`POST ${API.auth.resetPassword}`]: () => ({
        status: 403,
        body: { success: false, message: MESSAGES.csrfMissing },
      }),
    });
    signIn();
    const result = await call({ url: API.auth.resetPassword, method: 'POST', body: {}, auth: true });
    expect(result.error).toMatchObject({ status: 403, message: MESSAGES.csrfMissing });
    expect(location.reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('token')).not.toBeNull();
  });

  describe('recipient calls', () => {
    const startRecipient = () =>
      startRecipientSession({ token: 'rcp-1', email: 'asha@acme.com', expiresAt: '2026-11-12T18:00:00Z' });

    it('send the recipient token, never the staff one', async () => {
      const server = mockServer({ [`GET ${API.recipients.deliveries}`]: { body: { success: true } } });
      signIn();
      startRecipient();
      await call({ url: API.recipients.deliveries, recipient: true });
      expect(server.requests[0]?.headers.get('Authorization')).toBe('Bearer rcp-1');
    });

    it('a 401 ends the recipient session only, without a reload', async () => {
      const location = stubLocation();
      mockServer({
        [`GET ${API.recipients.deliveries}`]: {
          status: 401,
          body: { success: false, message: RECIPIENT_MESSAGES.sessionEnded },
        },
      });
      signIn();
      startRecipient();
      const result = await call({ url: API.recipients.deliveries, recipient: true });
      expect(result.error).toEqual({ status: 401, message: RECIPIENT_MESSAGES.sessionEnded });
      expect(readRecipientToken()).toBeNull();
      expect(sessionStorage.getItem(RECIPIENT_EXIT_KEY)).toBe('ended');
      expect(readSessionToken()).toBe(ACCESS_TOKEN);
      expect(location.reload).not.toHaveBeenCalled();
    });

    it('without a recipient session, answer that it ended without calling the server', async () => {
      const location = stubLocation();
      const server = mockServer({});
      signIn();
      const result = await call({ url: API.recipients.deliveries, recipient: true });
      expect(result.error).toEqual({ status: 'NO_TOKEN', message: RECIPIENT_MESSAGES.sessionEnded });
      expect(server.fetch).not.toHaveBeenCalled();
      expect(location.reload).not.toHaveBeenCalled();
    });
  });
});
