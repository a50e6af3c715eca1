import { getResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { API, DELIVERY_MESSAGES, MESSAGES, SYNC_MESSAGES } from '@ops/contracts';
import type { AccessLogEntry, FileDetails, SharedLogEntry, UserType } from '@ops/contracts';
import { accountByEmail, DEMO_PASSWORD, demoToken, FIRST_SIGN_IN_EMAIL, tokenOf } from '../data/accounts';
import { inScope } from '../data/delivery-lists';
import { createDemoState } from '../data/demo-state';
import type { DemoState } from '../data/demo-state';
import { DEMO_NOW } from '../test-kit/demo-call';
import { demoHandlers } from '.';

const NEW_PASSWORD = 'Chosen#Pass2026';
const NEW_HIRE = tokenOf(accountByEmail(FIRST_SIGN_IN_EMAIL)!);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

type Init = Omit<RequestInit, 'body'> & { as?: UserType | string; json?: unknown; body?: BodyInit };

/** Calls the demo's handlers as the browser's worker would; `as` is a user type or a whole token. */
function demo(state: DemoState = createDemoState(DEMO_NOW)) {
  const handlers = demoHandlers(state);
  const raw = async (path: string, { as, json, ...init }: Init = {}) => {
    const headers = new Headers(init.headers);
    if (as) headers.set('authorization', `Bearer ${as.startsWith('demo-') ? as : demoToken(as as UserType)}`);
    if (json !== undefined) headers.set('content-type', 'application/json');
    const body = json !== undefined ? JSON.stringify(json) : init.body;
    const response = await getResponse(
      handlers,
      new Request(new URL(path, location.origin), { ...init, headers, body }),
    );
    if (!response) throw new Error(`no handler for ${path}`);
    return response;
  };
  const call = async (path: string, init: Init = {}) => {
    const response = await raw(path, init);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const post = (path: string, json: unknown, as?: string) => call(path, { method: 'POST', json, as });
  return { state, raw, call, post };
}

const login = (d: ReturnType<typeof demo>, username: string, password: string) =>
  d.post(API.auth.login, { username, password });

beforeAll(() => {
  // jsdom has no blob: URLs; the browser's are what the demo hands out for downloads.
  URL.createObjectURL ??= vi.fn(() => 'blob:http://demo.test/sample');
  URL.revokeObjectURL ??= vi.fn();
});

describe('demo sign-in and passwords', () => {
  it('forces the new account through a password change that lasts until the page reloads', async () => {
    const d = demo();
    const first = await login(d, FIRST_SIGN_IN_EMAIL, DEMO_PASSWORD);
    expect(first.body).toMatchObject({
      is_verified: false,
      user_type: 'OU',
      token: { access_token: NEW_HIRE },
    });

    const change = (password: string) => d.post(API.ops.changePassword, { password }, NEW_HIRE);
    expect((await change('weak')).body.message).toBe(MESSAGES.passwordRule);
    expect(await change(DEMO_PASSWORD)).toEqual({
      status: 400,
      body: { success: false, message: MESSAGES.newPasswordSameAsOld },
    });
    expect((await change(NEW_PASSWORD)).body).toMatchObject({
      is_verified: true,
      message: MESSAGES.passwordUpdated,
    });
    expect((await change('Another#Pass2026')).body.message).toBe(MESSAGES.passwordAlreadySet);
    expect((await d.call(API.ops.profile, { as: NEW_HIRE })).body.data).toMatchObject({ is_verified: true });

    expect((await login(d, FIRST_SIGN_IN_EMAIL, DEMO_PASSWORD)).status).toBe(401);
    expect((await login(d, FIRST_SIGN_IN_EMAIL, NEW_PASSWORD)).body).toMatchObject({ is_verified: true });
    // A reload starts fresh.
    expect((await login(demo(), FIRST_SIGN_IN_EMAIL, DEMO_PASSWORD)).body).toMatchObject({
      is_verified: false,
    });
  });

  it("checks the user's own password and changes it from the profile", async () => {
    const d = demo();
    expect(await d.post(API.auth.validatePassword, { password: 'nope' }, 'OU')).toEqual({
      status: 400,
      body: { success: false, message: MESSAGES.incorrectPassword },
    });
    expect((await d.post(API.auth.validatePassword, { password: DEMO_PASSWORD }, 'OU')).body.message).toBe(
      MESSAGES.passwordValid,
    );
    const reset = (password: string, new_password: string) =>
      d.post(API.auth.resetPassword, { password, new_password }, 'OU');
    expect((await reset('Wrong#Pass2026', NEW_PASSWORD)).body.message).toBe(MESSAGES.incorrectPassword);
    expect((await reset(DEMO_PASSWORD, DEMO_PASSWORD)).body.message).toBe(MESSAGES.newPasswordSameAsOld);
    expect((await reset(DEMO_PASSWORD, NEW_PASSWORD)).body).toMatchObject({
      token: { access_token: demoToken('OU') },
    });
    expect((await login(d, 'ou.demo@example.com', NEW_PASSWORD)).status).toBe(200);
    expect((await d.post(API.auth.resetPassword, {}, undefined)).status).toBe(401);
  });

  it('answers a reset request as the server does, and knows no reset link (the demo mails nothing)', async () => {
    const d = demo();
    expect((await d.post(API.auth.forgetPassword, { email: 'broken@' })).body.message).toBe(
      MESSAGES.invalidEmail,
    );
    expect(await d.post(API.auth.forgetPassword, { email: 'ou.demo@example.com' })).toEqual({
      status: 200,
      body: { success: true, message: MESSAGES.resetLinkSent },
    });
    expect((await d.post(API.auth.changePasswordWithLink, { password: 'weak', q: 'x' })).body.message).toBe(
      MESSAGES.passwordRule,
    );
    expect(await d.post(API.auth.changePasswordWithLink, { password: NEW_PASSWORD, q: 'any-link' })).toEqual({
      status: 400,
      body: { success: false, message: MESSAGES.resetLinkInvalid },
    });
  });
});

describe('demo profile', () => {
  const form = (fields: Record<string, string>, image?: Blob) => {
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.append(key, value);
    if (image) body.append('image', image, 'me.png');
    return body;
  };
  const put = (d: ReturnType<typeof demo>, id: number, body: FormData) =>
    d.call(API.ops.profileById(id), { method: 'PUT', as: 'OU', body });
  const ou = accountByEmail('ou.demo@example.com')!;

  it("saves the session's own profile, with an image served at its media path", async () => {
    const d = demo();
    const saved = await put(d, ou.id, form({ first_name: 'Omid', last_name: 'Operations' }, new Blob([PNG])));
    expect(saved.body).toMatchObject({ message: MESSAGES.profileSaved, data: { first_name: 'Omid' } });
    const profile = (await d.call(API.ops.profile, { as: 'OU' })).body.data as {
      first_name: string;
      image: string;
    };
    expect(profile).toMatchObject({ first_name: 'Omid', last_name: 'Operations', email: ou.email });
    expect(profile.image).toMatch(/^\/media\/profile-images\/OPS-\d+-1\.png$/);
    const image = await d.raw(profile.image);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);

    expect((await demo().call(API.ops.profile, { as: 'OU' })).body.data).toMatchObject({
      first_name: 'Omar',
    });
  });

  // As the server's file requests (staffName of the current account): the name as the profile now says.
  it('names a new file request by the profile’s current name', async () => {
    const d = demo();
    await put(d, ou.id, form({ first_name: 'Omid', last_name: 'Operations' }));
    const created = await d.call(API.fileRequests.list, {
      method: 'POST',
      as: 'OU',
      json: {
        client_id: 1,
        email: 'contact@acme.example.com',
        title: 'Source files',
        due_date: '2099-01-01',
        extensions: ['pdf'],
        max_size_mb: 25,
      },
    });
    expect(created.body.data).toMatchObject({ created_by: 'Omid Operations' });
  });

  it('refuses what the server refuses', async () => {
    const d = demo();
    expect((await put(d, ou.id + 1, form({ first_name: 'X' }))).body.message).toBe(MESSAGES.ownProfileOnly);
    expect((await put(d, ou.id, form({ phone_number: 'abc' }))).status).toBe(400);
    expect((await put(d, ou.id, form({}, new Blob(['not an image'])))).body.message).toBe(
      MESSAGES.imageTypeNotAllowed,
    );
    const json = await d.call(API.ops.profileById(ou.id), {
      method: 'PUT',
      as: 'OU',
      json: { first_name: 'X' },
    });
    expect(json.body.message).toBe(MESSAGES.unsupportedBody);
  });
});

describe('demo delivery actions', () => {
  const live = (state: DemoState) => inScope(state.deliveries, 'live', state.now)[0]!;
  const archived = (state: DemoState) => inScope(state.deliveries, 'archive', state.now)[0]!;
  const logOf = (state: DemoState, delivery: FileDetails) =>
    state.accessLogs.get(delivery.id) as AccessLogEntry[];
  const sharedOf = (state: DemoState, delivery: FileDetails) =>
    state.sharedLogs.get(delivery.id) as { shared: SharedLogEntry[]; requests: SharedLogEntry[] };

  it("answers a download link with a short-lived URL and logs the download under the file's name", async () => {
    const d = demo();
    const delivery = live(d.state);
    const file = delivery.target_versions[0]!.files[0]!;
    const [format, link] = Object.entries(file.links)[0]!;
    const answer = await d.call(`${link}?platform=Linux&device=Desktop&all=true`, { as: 'EMPTY' });
    expect(answer.body).toMatchObject({ success: true, download_url: expect.stringMatching(/^blob:/) });
    const name = `${file.name.replace(/\.[^.]+$/, '')}.${format}`;
    expect(logOf(d.state, delivery).at(-1)).toMatchObject({
      type: 'download',
      access_log_string: `Eve Guest downloaded ${name} (Download All)`,
      tooltip: { files: [name] },
    });
    const zip = delivery.target_versions[0]!.zip_link!;
    await d.call(zip.link, { as: 'OU' });
    expect(logOf(d.state, delivery).at(-1)?.access_log_string).toBe(`Omar Ops downloaded ${zip.name}`);

    const old = archived(d.state).target_versions[0]!.files[0]!;
    expect((await d.call(Object.values(old.links)[0]!, { as: 'OU' })).status).toBe(409);
    expect(await d.call(API.assignments.download('nothing'), { as: 'OU' })).toEqual({
      status: 404,
      body: { success: false, message: MESSAGES.linkExpired },
    });
  });

  it('syncs live deliveries for those who deliver', async () => {
    const d = demo();
    const delivery = live(d.state);
    delivery.invoice_code = null;
    expect(await d.post(API.assignments.sync, { delivery_id: delivery.id }, 'OU')).toEqual({
      status: 200,
      body: { success: true, message: SYNC_MESSAGES.synced },
    });
    expect(delivery.invoice_code).toBe(`INV-${delivery.id}`);
    expect((await d.post(API.assignments.sync, { delivery_id: delivery.id }, 'EMPTY')).status).toBe(403);
    expect((await d.post(API.assignments.sync, { delivery_id: archived(d.state).id }, 'OU')).status).toBe(
      409,
    );
  });

  it('shares within the organisation at once, outside only with the password, and logs both', async () => {
    const d = demo();
    const delivery = live(d.state);
    const domain = d.state.clients.find((c) => c.client_code === delivery.client_code)!.client_domain_list[0];
    const share = (emails: string[], extra: object = {}, as = 'OU') =>
      d.post(API.assignments.shareFile, { delivery_id: delivery.id, emails, ...extra }, as);

    const within = `new.colleague@${domain}`;
    expect((await share([within])).body).toMatchObject({
      status: 'success',
      message: DELIVERY_MESSAGES.deliveryShared,
    });
    expect(sharedOf(d.state, delivery).shared.at(-1)).toMatchObject({
      shared_to_user_email: within,
      shared_by: 'Omar Ops',
    });
    expect(logOf(d.state, delivery).at(-1)).toMatchObject({
      type: 'shared',
      tooltip: { shared_users: [within] },
    });

    const outside = 'someone@elsewhere.example.org';
    expect((await share([outside])).body).toMatchObject({
      status: 'warning',
      emails: { outside_org: [outside] },
    });
    expect(logOf(d.state, delivery).at(-1)?.type).toBe('share request');
    expect((await share([outside], { accept_warning: true, password: 'nope' })).body.message).toBe(
      MESSAGES.incorrectPassword,
    );
    expect((await share([outside], { accept_warning: true, password: DEMO_PASSWORD })).body.status).toBe(
      'success',
    );
    expect(logOf(d.state, delivery).at(-1)?.type).toBe('shared outside');

    expect((await share(['not-an-address'])).body).toMatchObject({ status: 'failed', success: false });
    expect((await share([within], {}, 'EMPTY')).status).toBe(403);
  });

  it('revokes a share, declines or accepts a request, and refuses an address without one', async () => {
    const d = demo();
    const delivery = live(d.state);
    const log = sharedOf(d.state, delivery);
    const [held] = log.shared.map((s) => s.shared_to_user_email);
    const [asked] = log.requests.map((s) => s.shared_to_user_email);
    const row = (path: string, email: string) => d.post(path, { delivery_id: delivery.id, email }, 'OU');

    expect((await row(API.assignments.revokeShare, held!)).body.message).toBe(DELIVERY_MESSAGES.shareRevoked);
    expect(sharedOf(d.state, delivery).shared.map((s) => s.shared_to_user_email)).not.toContain(held);
    expect(logOf(d.state, delivery).at(-1)).toMatchObject({ type: 'share revoke' });
    expect((await row(API.assignments.revokeShare, held!)).body.message).toBe(
      DELIVERY_MESSAGES.notSharedWith,
    );

    expect((await row(API.assignments.declineShareRequest, asked!)).body.message).toBe(
      DELIVERY_MESSAGES.requestDeclined,
    );
    expect((await row(API.assignments.declineShareRequest, asked!)).body.message).toBe(
      DELIVERY_MESSAGES.noPendingRequest,
    );

    const other = demo();
    const accepted = live(other.state);
    const request = sharedOf(other.state, accepted).requests[0]!.shared_to_user_email;
    await other.post(API.assignments.shareFile, { delivery_id: accepted.id, emails: [request] }, 'OU');
    expect(sharedOf(other.state, accepted).requests).toEqual([]);
    expect(logOf(other.state, accepted).at(-1)).toMatchObject({ type: 'accept' });
  });

  it('makes a new secure key, answered once', async () => {
    const d = demo();
    const answer = await d.post(
      API.assignments.secureKey,
      { delivery_id: live(d.state).id, resend: true },
      'TL',
    );
    expect(answer.body).toMatchObject({
      message: DELIVERY_MESSAGES.secureKeySent,
      secure_key: expect.any(String),
    });
    expect(answer.body.secure_key).toMatch(/^[\w-]{32}$/);
  });

  it('exports the whole access log as CSV, oldest first, with the changes of the session', async () => {
    const d = demo();
    const delivery = archived(d.state);
    d.state.accessLogs.get(delivery.id)![0]!.access_log_string = '=SUM(A1), said "hi"';
    const response = await d.raw(API.assignments.accessLogCsv(delivery.id), { as: 'EMPTY' });
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = new Uint8Array(await response.arrayBuffer());
    // UTF-8 with a byte order mark, so spreadsheets read accents right (text() would drop it).
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).split('\n');
    expect(lines[0]).toBe('Date,Type,Log,Platform,IP,Location,Files,Shared users');
    expect(lines[1]).toContain(`new_delivery,"'=SUM(A1), said ""hi"""`);
    expect(lines).toHaveLength(logOf(d.state, delivery).length + 2);
    expect((await d.raw(API.assignments.accessLogCsv(99999), { as: 'OU' })).status).toBe(404);
  });
});
