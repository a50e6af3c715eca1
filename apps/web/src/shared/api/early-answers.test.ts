import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API } from '@ops/contracts';
import { demoToken } from '@/demo/data/accounts';
import { calls, demoProfile, signInAs } from '@/test/demo-server';
import { baseQuery } from './base-query';
import { createEarlyAnswers, sendEarly } from './early-answers';

// vitest-own-page: the page's early answers close ten seconds after its first call; this file needs a page
// of its own whose first call is its own.

const call = (request: Parameters<typeof baseQuery>[0]) =>
  baseQuery(request, { signal: new AbortController().signal } as BaseQueryApi, {});

const URL_A = API.ops.profile;
const URL_B = API.assignments.list;

describe('early answers (the first screen calls sent before the app has loaded)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answer the base query, which then sends nothing; its next call asks the server', async () => {
    signInAs('OA');
    sendEarly(URL_A, demoToken('OA'));
    const first = await call({ url: URL_A, auth: true });
    expect((first.data as { data: { email: string } }).data.email).toBe(demoProfile('OA').email);
    expect(calls('GET', URL_A)).toHaveLength(1);
    expect(calls('GET', URL_A)[0]?.headers.get('Authorization')).toBe(`Bearer ${demoToken('OA')}`);

    await call({ url: URL_A, auth: true });
    expect(calls('GET', URL_A)).toHaveLength(2);
  });

  it('are taken once, by a call with the same token', () => {
    const early = createEarlyAnswers();
    early.send(URL_A, 'token-a');
    early.send(URL_B, 'token-a');
    expect(early.take(URL_A, 'token-b')).toBeNull();
    expect(early.take(URL_B, 'token-a')).toBeInstanceOf(Promise);
    expect(early.take(URL_B, 'token-a')).toBeNull();
  });

  it("never answer a later call: one sent after the app's own call of the address is not sent", () => {
    const early = createEarlyAnswers();
    expect(early.take(URL_A, 'token-a')).toBeNull();
    early.send(URL_A, 'token-a');
    expect(early.take(URL_A, 'token-a')).toBeNull();
    expect(calls('GET', URL_A)).toHaveLength(0);
  });

  it('are dropped, and no more are sent, ten seconds after the first', () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const early = createEarlyAnswers();
    early.send(URL_A, 'token-a');
    vi.advanceTimersByTime(10_000);
    expect(early.take(URL_A, 'token-a')).toBeNull();
    early.send(URL_B, 'token-a');
    expect(early.take(URL_B, 'token-a')).toBeNull();
    expect(calls('GET', URL_B)).toHaveLength(0);
  });
});
