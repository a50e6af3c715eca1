import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, MESSAGES, RECIPIENT_MESSAGES } from '@ops/contracts';
import { DEMO_PASSWORD, demoToken } from '@/demo/data/accounts';
import { DEMO_RECIPIENT, recipientSessionToken } from '@/demo/data/recipients';
import { requestSessionToken } from '@/demo/data/file-requests';
import { calls, demoProfile, recordedRequests, server, signInAs } from '@/test/demo-server';
import { stubLocation } from '@/test/stub-location';
import { readContactToken, startContactSession } from '../session/contact-session';
import { RECIPIENT_EXIT_KEY, readRecipientToken, startRecipientSession } from '../session/recipient-session';
import { readSessionToken, startSession } from '../session/session-storage';
import { baseQuery } from './base-query';

const call = (request: Parameters<typeof baseQuery>[0]) =>
  baseQuery(request, { signal: new AbortController().signal } as BaseQueryApi, {});

/** The csrf value the demo's csrf endpoint hands out. */
const DEMO_CSRF = 'demo-csrf-token';
const NEW_PASSWORD = 'N3w#Password';

describe('base query', () => {
  it.each([
    // A token no demo account has (an expired session's) is refused 401, as on the server.
    [
      401,
      () => startSession({ token: 'demo-session.expired', isVerified: true, persist: true }),
      API.ops.profile,
    ],
    // The staff list is for operations admins: an ops user is refused 403.
    [403, () => signInAs('OU', { persist: true }), API.staff.users],
  ] as const)(
    'wipes both storages and reloads when an authenticated call answers %i',
    async (status, signedIn, url) => {
      const location = stubLocation();
      signedIn();
      localStorage.setItem('other', 'x');

      const result = await call({ url, auth: true });

      expect(result.error).toMatchObject({ status });
      expect(sessionStorage.length).toBe(0);
      expect(localStorage.length).toBe(0);
      expect(location.reload).toHaveBeenCalledTimes(1);
    },
  );

  it('reloads without calling the server when an authenticated call has no token', async () => {
    const location = stubLocation();
    const result = await call({ url: API.ops.profile, auth: true });
    expect(result.error).toMatchObject({ status: 'NO_TOKEN' });
    expect(recordedRequests()).toEqual([]);
    expect(location.reload).toHaveBeenCalledTimes(1);
  });

  it('leaves the session alone when an unauthenticated call answers 401', async () => {
    const location = stubLocation();
    signInAs('OA');
    const result = await call({
      url: API.auth.login,
      method: 'POST',
      body: { username: demoProfile('OA').email, password: 'Wrong#Pass1', stay_logged_in: false },
    });
    expect(result.error).toEqual({ status: 401, message: MESSAGES.incorrectPassword });
    expect(readSessionToken()).toBe(demoToken('OA'));
    expect(location.reload).not.toHaveBeenCalled();
  });

  it('sends the bearer token and the csrf cookie value as X-CSRFToken', async () => {
    document.cookie = 'csrftoken=cookie-value; path=/';
    signInAs('OA');
    await call({
      url: API.auth.resetPassword,
      method: 'POST',
      body: { password: DEMO_PASSWORD, new_password: NEW_PASSWORD },
      auth: true,
    });
    const [request] = calls('POST', API.auth.resetPassword);
    expect(request?.headers.get('Authorization')).toBe(`Bearer ${demoToken('OA')}`);
    expect(request?.headers.get('X-CSRFToken')).toBe('cookie-value');
    expect(calls('GET', API.auth.csrf)).toHaveLength(0);
  });

  it('fetches the csrf endpoint first when the cookie is missing', async () => {
    const result = await call({ url: API.auth.forgetPassword, method: 'POST', body: { email: 'a@b.co' } });
    expect(result.data).toEqual({ success: true, message: MESSAGES.resetLinkSent });
    expect(recordedRequests().map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      `GET ${API.auth.csrf}`,
      `POST ${API.auth.forgetPassword}`,
    ]);
    expect(recordedRequests()[1]?.headers.get('X-CSRFToken')).toBe(DEMO_CSRF);
  });

  it('sends no csrf header on GET requests', async () => {
    signInAs('OA');
    await call({ url: API.ops.profile, auth: true });
    expect(recordedRequests()).toHaveLength(1);
    expect(recordedRequests()[0]?.headers.has('X-CSRFToken')).toBe(false);
  });

  it('fetches a fresh csrf value and retries once when the server says it is stale', async () => {
    const location = stubLocation();
    document.cookie = 'csrftoken=stale; path=/';
    // The demo takes any csrf value: the server's refusal of a stale one is put in front, once.
    server.use(
      http.post(
        API.auth.resetPassword,
        () => HttpResponse.json({ success: false, message: MESSAGES.csrfMissing }, { status: 403 }),
        { once: true },
      ),
    );
    signInAs('OA');
    const result = await call({
      url: API.auth.resetPassword,
      method: 'POST',
      body: { password: DEMO_PASSWORD, new_password: NEW_PASSWORD },
      auth: true,
    });
    expect(result.data).toEqual({
      success: true,
      message: MESSAGES.passwordUpdated,
      token: { access_token: demoToken('OA') },
    });
    expect(calls('POST', API.auth.resetPassword).map((r) => r.headers.get('X-CSRFToken'))).toEqual([
      'stale',
      DEMO_CSRF,
    ]);
    expect(calls('GET', API.auth.csrf)).toHaveLength(1);
    expect(location.reload).not.toHaveBeenCalled();
    expect(readSessionToken()).toBe(demoToken('OA'));
  });

  it('keeps the session when the csrf check fails even after the retry', async () => {
    const location = stubLocation();
    document.cookie = 'csrftoken=stale; path=/';
    // The demo takes any csrf value: the server's refusal is put in front.
    server.use(
      http.post(API.auth.resetPassword, () =>
        HttpResponse.json({ success: false, message: MESSAGES.csrfMissing }, { status: 403 }),
      ),
    );
    signInAs('OA');
    const result = await call({ url: API.auth.resetPassword, method: 'POST', body: {}, auth: true });
    expect(result.error).toMatchObject({ status: 403, message: MESSAGES.csrfMissing });
    expect(location.reload).not.toHaveBeenCalled();
    expect(readSessionToken()).toBe(demoToken('OA'));
  });

  describe('recipient calls', () => {
    const startRecipient = (token: string) =>
      startRecipientSession({ token, email: DEMO_RECIPIENT.email, expiresAt: '2026-11-12T18:00:00Z' });

    it('send the recipient token, never the staff one', async () => {
      const token = recipientSessionToken(DEMO_RECIPIENT.email);
      signInAs('OA');
      startRecipient(token);
      const result = await call({ url: API.recipients.deliveries, recipient: true });
      expect(result.data).toMatchObject({ success: true });
      expect(recordedRequests()[0]?.headers.get('Authorization')).toBe(`Bearer ${token}`);
    });

    it('a 401 ends the recipient session only, without a reload', async () => {
      const location = stubLocation();
      signInAs('OA');
      // A recipient session the demo does not know (one that has ended): answered 401.
      startRecipient('rcp-ended');
      const result = await call({ url: API.recipients.deliveries, recipient: true });
      expect(result.error).toEqual({ status: 401, message: RECIPIENT_MESSAGES.sessionEnded });
      expect(readRecipientToken()).toBeNull();
      expect(sessionStorage.getItem(RECIPIENT_EXIT_KEY)).toBe('ended');
      expect(readSessionToken()).toBe(demoToken('OA'));
      expect(location.reload).not.toHaveBeenCalled();
    });

    it('without a recipient session, answer that it ended without calling the server', async () => {
      const location = stubLocation();
      signInAs('OA');
      const result = await call({ url: API.recipients.deliveries, recipient: true });
      expect(result.error).toEqual({ status: 'NO_TOKEN', message: RECIPIENT_MESSAGES.sessionEnded });
      expect(recordedRequests()).toEqual([]);
      expect(location.reload).not.toHaveBeenCalled();
    });
  });

  describe('file request contact calls', () => {
    const startContact = (token: string) =>
      startContactSession({
        token,
        email: 'kavya.iyer@acme.example.com',
        expiresAt: '2026-11-12T18:00:00Z',
        requestId: 2,
        link: 'a-link',
      });

    it("send the contact's token, never the staff one", async () => {
      signInAs('OA');
      startContact(requestSessionToken(2));
      const result = await call({ url: API.requestLinks.byId(2), contact: true });
      expect(result.data).toMatchObject({ success: true });
      expect(recordedRequests()[0]?.headers.get('Authorization')).toBe(`Bearer ${requestSessionToken(2)}`);
    });

    it("a 401 (an upload's or a send's too) ends the contact's session only, without a reload", async () => {
      const location = stubLocation();
      signInAs('OA');
      startContact('request-session-that-ended');
      const result = await call({
        url: API.requestLinks.getUrl(2),
        method: 'POST',
        body: { file_name: 'a.pdf', file_size: 10, chunk_size: 5 * 1024 * 1024 },
        contact: true,
      });
      expect(result.error).toMatchObject({ status: 401 });
      expect(readContactToken()).toBeNull();
      expect(readSessionToken()).toBe(demoToken('OA'));
      expect(location.reload).not.toHaveBeenCalled();
    });

    it('without a contact session, answer without calling the server', async () => {
      const location = stubLocation();
      const result = await call({ url: API.requestLinks.byId(2), contact: true });
      expect(result.error).toMatchObject({ status: 'NO_TOKEN' });
      expect(recordedRequests()).toEqual([]);
      expect(location.reload).not.toHaveBeenCalled();
    });
  });
});
