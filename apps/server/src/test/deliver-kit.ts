import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { SYSTEM_PATHS, deliverInputToFields, type DeliverGroupInput } from '@ops/contracts';
import { entities } from '../db/client-schema.js';
import { apiClient } from './api-client.js';
import { buildTestApp, type TestApp } from './build-app.js';
import { buildClient } from './client-factories.js';
import { buildSignedInUser } from './factories.js';
import { readOutbox } from './outbox.js';
import { buildCompletedUpload } from './upload-factories.js';

/** A client with its entity (charge code CC-1), an ops user and an admin, for the delivery creation tests. */
export async function deliveryWorld(t: TestApp) {
  const api = apiClient(t.app);
  const admin = await buildSignedInUser(t.app, { userType: 'OA', firstName: 'Asha' });
  const ops = await buildSignedInUser(t.app, { userType: 'OU', firstName: 'Olivia' });
  const { client, entity, payload } = await buildClient(api, admin.token);
  await t.app.services.db.update(entities).set({ charge_code: 'CC-1' }).where(eq(entities.id, entity.id));
  return {
    api,
    admin,
    ops,
    client: {
      id: client.client_id as number,
      code: client.client_code as string,
      domain: payload.company_domain_list[0]!,
      userEmail: payload.user_data.user_email,
    },
    entity: { id: entity.id as number, code: entity.entity_code as string },
  };
}

/** The numbered form of a deliver call, as the wizard sends it (multipart). */
export function deliverForm(
  deliveryId: string,
  groups: DeliverGroupInput[],
  flow: 'new' | 'update',
  extra: { share_emails?: string[]; password?: string; batch_id?: string } = {},
) {
  const form = new FormData();
  const fields = deliverInputToFields(
    {
      delivery_id: deliveryId,
      current_delivery_time: new Date().toISOString(),
      share_emails: extra.share_emails ?? [],
      password: extra.password,
      batch_id: extra.batch_id,
      groups,
    },
    flow,
  );
  for (const [name, value] of fields) form.append(name, value);
  return form;
}

/** Completed uploads of the group's files for the user and delivery ref; answers their bytes by name. */
export async function uploadGroupFiles(
  t: TestApp,
  userId: number,
  ref: string,
  files: { source?: string[]; target?: string[]; group?: number; flow?: 'new' | 'update' },
) {
  const bytes = new Map<string, Buffer>();
  for (const [fileType, names] of [
    ['source_files', files.source ?? []],
    ['target_files', files.target ?? []],
  ] as const) {
    for (const fileName of names) {
      const upload = await buildCompletedUpload(t.app, {
        userId,
        deliveryRef: ref,
        flow: files.flow,
        fileName,
        fileType,
        groupRef: `G_${files.group ?? 1}`,
      });
      bytes.set(fileName, upload.bytes);
    }
  }
  return bytes;
}

/** The outbox once the mails waiting are sent. */
export const deliveryOutbox = (t: TestApp) => readOutbox(t);

/**
 * One app and delivery world per test file: `ctx.t`, `ctx.w`, and the ops user's token and id, ready once
 * the file's beforeAll has run.
 */
export function useDeliveryWorld(env: Record<string, string> = {}) {
  const ctx = {} as {
    t: TestApp;
    w: Awaited<ReturnType<typeof deliveryWorld>>;
    token: string;
    userId: number;
  };
  beforeAll(async () => {
    ctx.t = await buildTestApp({ env });
    ctx.w = await deliveryWorld(ctx.t);
    ctx.token = ctx.w.ops.token;
    ctx.userId = ctx.w.ops.user.id;
  });
  afterAll(() => ctx.t.close());
  return ctx;
}

const CSRF = 'deliver-kit-csrf-0123456789';

/** A POST with a raw body of the given content type (urlencoded forms, JSON strings), signed in. */
export function postRaw(
  t: TestApp,
  url: string,
  token: string,
  payload: string | Buffer,
  contentType: string,
) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: {
      authorization: `Bearer ${token}`,
      cookie: `csrftoken=${CSRF}`,
      'x-csrftoken': CSRF,
      'content-type': contentType,
    },
    payload,
  });
}

/** The three ways a small call's body arrives: JSON, and an older client's urlencoded or multipart form. */
export const BODY_KINDS = ['json', 'urlencoded', 'multipart'] as const;
export type BodyKind = (typeof BODY_KINDS)[number];

/**
 * A POST of the same values as JSON or as a form, signed in with `token` ('' for none); in a form a list is
 * sent as `name[]` repeated, as older clients do.
 */
export function postAs(
  t: TestApp,
  kind: BodyKind,
  url: string,
  token: string,
  body: Record<string, string | string[]>,
) {
  if (kind === 'json') return postRaw(t, url, token, JSON.stringify(body), 'application/json');
  const pairs = Object.entries(body).flatMap(([name, value]): [string, string][] =>
    Array.isArray(value) ? value.map((v): [string, string] => [`${name}[]`, v]) : [[name, value]],
  );
  if (kind === 'urlencoded')
    return postRaw(t, url, token, new URLSearchParams(pairs).toString(), 'application/x-www-form-urlencoded');
  const form = new FormData();
  for (const [name, value] of pairs) form.append(name, value);
  return apiClient(t.app).post(url, form, token || undefined);
}

type RequestBody = { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };

/** The API description's POST bodies: the JSON fields it gives a path, and the whole request body. */
export async function describedBodies(t: TestApp) {
  const doc = (await t.app.inject({ method: 'GET', url: `${SYSTEM_PATHS.docs}/json` })).json<{
    paths: Record<string, { post: { requestBody?: RequestBody } }>;
  }>();
  const requestBody = (path: string) => doc.paths[path]!.post.requestBody;
  const fields = (path: string) =>
    Object.keys(requestBody(path)?.content['application/json']?.schema.properties ?? {});
  return { fields, requestBody };
}
