import { API, MESSAGES } from '@ops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from '@/test/api-client.js';
import { buildTestApp, type TestApp } from '@/test/build-app.js';
import { buildSignedInUser } from '@/test/factories.js';

// A 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let t: TestApp;
let api: ApiClient;
beforeAll(async () => {
  t = await buildTestApp({ env: { PROFILE_IMAGE_MAX_BYTES: '4096' } });
  api = apiClient(t.app);
});
afterAll(() => t.close());

function form(fields: Record<string, string>, image?: { bytes: Buffer; name: string; type: string }) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  if (image) data.append('image', new Blob([image.bytes], { type: image.type }), image.name);
  return data;
}

const valid = {
  first_name: 'Asha',
  last_name: 'Rao',
  organization: 'Ops Team',
  phone_number_ext: '+91',
  phone_number: '9876543210',
  whatsapp_number_ext: '+44',
  whatsapp_number: '7700900123',
};

describe('GET /api-ops/ops/v1/profile/', () => {
  it('answers the profile fields of section 3', async () => {
    const { user, token } = await buildSignedInUser(t.app, { userType: 'OU', firstName: 'Ravi' });
    const res = await api.get(API.ops.profile, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        id: user.id,
        profile_id: user.profile_id,
        first_name: 'Ravi',
        last_name: '',
        email: user.email,
        organization: '',
        phone_number_ext: '',
        phone_number: '',
        whatsapp_number_ext: '',
        whatsapp_number: '',
        image: null,
        user_type: 'OU',
        is_verified: true,
      },
    });
  });
});

describe('PUT /api-ops/ops/v1/profile/{id}/', () => {
  it('saves the multipart fields and an image, served back at the path the profile names', async () => {
    const { user, token } = await buildSignedInUser(t.app);
    const res = await api.put(
      API.ops.profileById(user.id),
      form({ ...valid, email: 'hijack@example.com' }, { bytes: PNG, name: 'me.png', type: 'image/png' }),
      token,
    );
    expect(res.statusCode).toBe(200);
    const saved = (await api.get(API.ops.profile, token)).json().data;
    expect(saved).toMatchObject({ ...valid, email: user.email });
    expect(saved.image).toMatch(/^\/media\/profile-images\/[\w-]+\.png$/);

    const image = await t.app.inject({ method: 'GET', url: saved.image });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);

    const replaced = await api.put(
      API.ops.profileById(user.id),
      form(valid, { bytes: PNG, name: 'new.png', type: 'image/png' }),
      token,
    );
    expect(replaced.json().data.image).not.toBe(saved.image);
    expect((await t.app.inject({ method: 'GET', url: saved.image })).statusCode).toBe(404);
  });

  it('keeps the image when none is sent, and allows an empty first name', async () => {
    const { user, token } = await buildSignedInUser(t.app);
    const first = await api.put(
      API.ops.profileById(user.id),
      form(valid, { bytes: PNG, name: 'a.png', type: 'image/png' }),
      token,
    );
    const res = await api.put(API.ops.profileById(user.id), form({ ...valid, first_name: '' }), token);
    expect(res.json().data).toMatchObject({ first_name: '', image: first.json().data.image });
  });

  it('answers 400 with a readable message to bodies that are not a complete multipart form', async () => {
    const { user, token } = await buildSignedInUser(t.app);
    const send = (contentType: string, payload: string) =>
      t.app.inject({
        method: 'PUT',
        url: API.ops.profileById(user.id),
        payload,
        headers: {
          'content-type': contentType,
          authorization: `Bearer ${token}`,
          cookie: 'csrftoken=test-csrf-token-0123456789',
          'x-csrftoken': 'test-csrf-token-0123456789',
        },
      });
    const part = (headers: string, body: string) => `--XX\r\n${headers}\r\n\r\n${body}`;
    const responses = [
      await send('application/json', JSON.stringify(valid)),
      await send('multipart/form-data', 'no boundary'),
      await send(
        'multipart/form-data; boundary=XX',
        part('Content-Disposition: form-data; name="first_name"', 'Asha'),
      ),
      await send(
        'multipart/form-data; boundary=XX',
        part(
          'Content-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png',
          'PNG',
        ),
      ),
    ];
    for (const res of responses) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(Object.values(MESSAGES)).toContain(res.json().message);
    }
    expect((await api.get(API.ops.profile, token)).json().data.first_name).toBe('Test');
  });

  it.each([
    [{ first_name: 'Asha<script>' }, MESSAGES.symbolsNotAllowed],
    [{ organization: 'Ops, Team' }, MESSAGES.symbolsNotAllowed],
    [{ first_name: 'Asha\u202Egnp.exe' }, MESSAGES.symbolsNotAllowed],
    [{ phone_number: '98765abc' }, MESSAGES.textAndSymbolsNotAllowed],
    [{ phone_number_ext: '+999' }, MESSAGES.selectFromList],
    [{ whatsapp_number_ext: 'India' }, MESSAGES.selectFromListShort],
    [{ phone_number_ext: '' }, MESSAGES.selectFromList],
  ])('refuses %j with its message and changes nothing', async (change, message) => {
    const { user, token } = await buildSignedInUser(t.app);
    const res = await api.put(API.ops.profileById(user.id), form({ ...valid, ...change }), token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
    expect((await api.get(API.ops.profile, token)).json().data.first_name).toBe('Test');
  });

  it('refuses a file that is not an image, whatever its name says', async () => {
    const { user, token } = await buildSignedInUser(t.app);
    const fake = { bytes: Buffer.from('<svg onload="alert(1)"></svg>'), name: 'x.png', type: 'image/png' };
    const res = await api.put(API.ops.profileById(user.id), form(valid, fake), token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.imageTypeNotAllowed);
  });

  it('refuses an image over the size limit', async () => {
    const { user, token } = await buildSignedInUser(t.app);
    const big = { bytes: Buffer.concat([PNG, Buffer.alloc(8000)]), name: 'big.png', type: 'image/png' };
    const res = await api.put(API.ops.profileById(user.id), form(valid, big), token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The image is too large. The limit is 4 KB.');
  });

  it("refuses someone else's profile and a bad id", async () => {
    const me = await buildSignedInUser(t.app);
    const other = await buildSignedInUser(t.app);
    const res = await api.put(API.ops.profileById(other.user.id), form(valid), me.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.ownProfileOnly);
    expect((await api.put(API.ops.profileById('abc'), form(valid), me.token)).statusCode).toBe(404);
  });

  it('is open to an unverified user, as the forced modal sits over the profile', async () => {
    const { user, token } = await buildSignedInUser(t.app, { verified: false });
    expect((await api.put(API.ops.profileById(user.id), form(valid), token)).statusCode).toBe(200);
  });
});

describe('/media', () => {
  it('serves only public folders and never climbs out of the store', async () => {
    for (const url of [
      '/media/../../etc/passwd',
      '/media/profile-images/%2e%2e/%2e%2e/x',
      '/media/secret/file.png',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
    }
  });
});
