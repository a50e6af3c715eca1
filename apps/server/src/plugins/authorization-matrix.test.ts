import { MESSAGES, USER_TYPES, type UserType } from '@ops/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTHORIZATION_MATRIX, type Access } from '../test/authorization-matrix.js';
import { buildSignedInUser } from '../test/factories.js';
import { useRecipientWorld } from '../test/recipient-kit.js';
import { buildFileRequestSession } from '../test/file-request-kit.js';
import { complaints } from '../db/recipient-schema.js';
import { deliveryVersions } from '../db/delivery-schema.js';
import { eq } from 'drizzle-orm';

type Caller = 'anonymous' | 'unverified' | 'recipient' | 'contact' | UserType;
const CALLERS: Caller[] = ['anonymous', 'unverified', 'recipient', 'contact', ...USER_TYPES];
type Expected = 'allowed' | 'unauthenticated' | 'mustChangePassword' | 'forbidden';

/** What the table says a caller gets: let through (any answer of the route itself), 401 or 403. */
function expected(access: Access, caller: Caller): Expected {
  if (access === 'open' || access === 'signed') return 'allowed';
  if (access === 'integration') return 'unauthenticated';
  if (access === 'recipient') return caller === 'recipient' ? 'allowed' : 'unauthenticated';
  if (access === 'contact') return caller === 'contact' ? 'allowed' : 'unauthenticated';
  if (caller === 'anonymous' || caller === 'recipient' || caller === 'contact') return 'unauthenticated';
  if (access === 'signedIn') return 'allowed';
  if (caller === 'unverified') return 'mustChangePassword';
  if (access === 'staff') return 'allowed';
  return access.includes(caller) ? 'allowed' : 'forbidden';
}

function observed(res: { statusCode: number; body: string }): Expected {
  if (res.statusCode === 401) return 'unauthenticated';
  if (res.statusCode !== 403) return 'allowed';
  const message = (JSON.parse(res.body) as { message?: string }).message;
  if (message === MESSAGES.forbidden) return 'forbidden';
  if (message === MESSAGES.mustChangePassword) return 'mustChangePassword';
  // A route's own 403 (another's profile, a bad signed link) came after the guard let the caller through.
  return 'allowed';
}

const { ctx, world, signInRecipient } = useRecipientWorld();
const tokens = {} as Record<Caller, string | undefined>;
let routes: { method: string; path: string; key: string }[];
beforeAll(async () => {
  const app = ctx.t.app;
  tokens.anonymous = undefined;
  tokens.unverified = (await buildSignedInUser(app, { userType: 'OA', verified: false })).token;
  for (const type of USER_TYPES) tokens[type] = (await buildSignedInUser(app, { userType: type })).token;
  tokens.recipient = (await signInRecipient(world.deliveryA, `matrix@${ctx.w.client.domain}`)).session;
  tokens.contact = (await buildFileRequestSession(app, { clientId: ctx.w.client.id })).session;
  const doc = app.swagger() as { paths: Record<string, Record<string, unknown>> };
  routes = Object.entries(doc.paths)
    .flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((m) => m !== 'head')
        .map((m) => ({ method: m.toUpperCase(), path, key: `${m.toUpperCase()} ${path}` })),
    )
    // Signing out ends the caller's session: those rows go last.
    .sort((a, b) => Number(a.path.includes('logout')) - Number(b.path.includes('logout')));
});

/** A call as the recipient of the first client's delivery. */
const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.t.app.inject({
    method,
    url,
    headers: {
      cookie: 'csrftoken=matrix-csrf-0123456789',
      'x-csrftoken': 'matrix-csrf-0123456789',
      authorization: `Bearer ${tokens.recipient}`,
    },
    ...(payload ? { payload } : {}),
  });

describe('the authorisation matrix', () => {
  it('has a row for every route of the API and no row for a route that is gone', () => {
    const keys = routes.map((r) => r.key).sort();
    expect(
      keys.filter((k) => !(k in AUTHORIZATION_MATRIX)),
      'routes without a row',
    ).toEqual([]);
    expect(
      Object.keys(AUTHORIZATION_MATRIX).filter((k) => !keys.includes(k)),
      'rows without a route',
    ).toEqual([]);
  });

  it("keeps a recipient to what was shared with them: each recipient route on another client's delivery answers as if it did not exist", async () => {
    const other = world.deliveryB;
    const email = `colleague@${ctx.w.client.domain}`;
    // A complaint someone at the other client raised about its delivery.
    const db = ctx.t.app.services.db;
    const [version] = await db.select().from(deliveryVersions).where(eq(deliveryVersions.delivery_id, other));
    const [theirs] = await db
      .insert(complaints)
      .values({
        delivery_id: other,
        version_id: version!.id,
        email: 'someone@other.test',
        category: 'style',
        text: 'x',
        status: 'resolved',
        resolved_at: ctx.t.clock.now(),
      })
      .returning();
    // One call per recipient route that names a delivery, each naming the other client's one.
    const calls: Record<string, () => Promise<{ statusCode: number; body: string }>> = {
      'GET /api-rcp/v1/deliveries/{id}/': () => call('GET', `/api-rcp/v1/deliveries/${other}/`),
      'POST /api-rcp/v1/download/': () =>
        call('POST', '/api-rcp/v1/download/', { delivery_id: other, version: 1 }),
      'POST /api-rcp/v1/feedback/': () =>
        call('POST', '/api-rcp/v1/feedback/', { delivery_id: other, version: 1, rating: 5 }),
      'POST /api-rcp/v1/request-access/': () =>
        call('POST', '/api-rcp/v1/request-access/', { delivery_id: other, email }),
      'POST /api-rcp/v1/request-access/withdraw/': () =>
        call('POST', '/api-rcp/v1/request-access/withdraw/', { delivery_id: other, email }),
      'POST /api-rcp/v1/approve/': () =>
        call('POST', '/api-rcp/v1/approve/', { delivery_id: other, version: 1 }),
      'POST /api-rcp/v1/complaints/': () =>
        call('POST', '/api-rcp/v1/complaints/', {
          delivery_id: other,
          version: 1,
          category: 'style',
          text: 'x',
        }),
      'POST /api-rcp/v1/complaints/{id}/reopen/': () =>
        call('POST', `/api-rcp/v1/complaints/${theirs!.id}/reopen/`, { text: '' }),
    };
    // The list and the language choice name no delivery.
    const noDelivery = ['GET /api-rcp/v1/deliveries/', 'POST /api-rcp/v1/language/'];
    const recipientRoutes = Object.keys(AUTHORIZATION_MATRIX).filter(
      (key) => AUTHORIZATION_MATRIX[key] === 'recipient' && !noDelivery.includes(key),
    );
    expect(recipientRoutes.sort(), 'a recipient route without a call on another client').toEqual(
      Object.keys(calls).sort(),
    );
    for (const [key, make] of Object.entries(calls)) {
      const res = await make();
      expect([key, res.statusCode, JSON.parse(res.body).success]).toEqual([key, 404, false]);
    }
    // The list names only their own delivery.
    const list = JSON.parse((await call('GET', '/api-rcp/v1/deliveries/')).body) as {
      data: { id: number }[];
    };
    expect(list.data.map((d) => d.id)).toEqual([world.deliveryA]);
  });

  it('answers every route, called as every kind of caller, as the table says', async () => {
    const mismatches: string[] = [];
    for (const route of routes) {
      // Ids that name nothing, so no call changes a record; bodies are empty.
      const url = route.path.replace(/\{[^}]+\}/g, '999999');
      for (const caller of CALLERS) {
        const token = tokens[caller];
        const res = await ctx.t.app.inject({
          method: route.method as 'GET',
          url,
          headers: {
            cookie: 'csrftoken=matrix-csrf-0123456789',
            'x-csrftoken': 'matrix-csrf-0123456789',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        const want = expected(AUTHORIZATION_MATRIX[route.key]!, caller);
        const got = observed(res);
        if (got !== want)
          mismatches.push(`${route.key} as ${caller}: ${got} (${res.statusCode}), expected ${want}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});
