import { getResponse } from 'msw';
import { expect } from 'vitest';
import { API, type UserType } from '@ops/contracts';
import { accountByEmail, demoEmail, demoToken } from '../data/accounts';
import { createDemoState } from '../data/demo-state';
import { demoHandlers } from '../handlers';

/** A fixed "now" for the sample state, so dated samples are the same in every run. */
export const DEMO_NOW = Date.UTC(2026, 10, 20, 12);

export interface DemoAnswer {
  status: number;
  body: Record<string, unknown>;
}

/**
 * Calls the demo's handlers as the browser's worker would and reads the JSON answer; `as` signs the call in
 * as that user type's demo account.
 */
export function demoCaller(state = createDemoState(DEMO_NOW)) {
  const handlers = demoHandlers(state);
  return async (path: string, init: RequestInit & { as?: UserType } = {}): Promise<DemoAnswer> => {
    const headers = new Headers(init.headers);
    if (init.as) headers.set('authorization', `Bearer ${demoToken(init.as)}`);
    if (typeof init.body === 'string') headers.set('content-type', 'application/json');
    const response = await getResponse(
      handlers,
      new Request(new URL(path, location.origin), { ...init, headers }),
    );
    if (!response) throw new Error(`no handler for ${path}`);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
}

type Caller = (
  path: string,
  init: { method: string; as: UserType; body: FormData },
) => Promise<{ status: number }>;

/** Renames a demo account through its own profile form, as the profile page saves it. */
export async function renameProfile(call: Caller, type: UserType, firstName: string, lastName: string) {
  const form = new FormData();
  form.append('first_name', firstName);
  form.append('last_name', lastName);
  const { id } = accountByEmail(demoEmail(type))!;
  expect((await call(API.ops.profileById(id), { method: 'PUT', as: type, body: form })).status).toBe(200);
}
