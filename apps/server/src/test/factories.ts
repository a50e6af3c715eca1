import { randomUUID } from 'node:crypto';
import { API, type UserType } from '@ops/contracts';
import type { App } from '../app.js';
import { createUser } from '../modules/users/create-user.js';
import { apiClient } from './api-client.js';

const DEFAULT_PASSWORD = 'Start#Pass123';

/** A staff account with a known password; verified unless told otherwise. */
export async function buildUser(
  app: App,
  overrides: {
    email?: string;
    userType?: UserType;
    password?: string;
    verified?: boolean;
    firstName?: string;
  } = {},
) {
  const password = overrides.password ?? DEFAULT_PASSWORD;
  const { user } = await createUser(app.services.users, {
    email: overrides.email ?? `staff-${randomUUID().slice(0, 8)}@example.com`,
    userType: overrides.userType ?? 'OA',
    firstName: overrides.firstName ?? 'Test',
    password,
    verified: overrides.verified ?? true,
  });
  return { user, password };
}

export async function signIn(app: App, email: string, password: string, stayLoggedIn = false) {
  const res = await apiClient(app).post(API.auth.login, {
    username: email,
    password,
    stay_logged_in: stayLoggedIn,
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json().token.access_token as string;
}

/** A signed-in staff account: its row, password and bearer token. */
export async function buildSignedInUser(app: App, overrides: Parameters<typeof buildUser>[1] = {}) {
  const built = await buildUser(app, overrides);
  return { ...built, token: await signIn(app, built.user.email, built.password) };
}
