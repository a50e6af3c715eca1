import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { API } from '@ops/contracts';
import { calls, server } from './demo-server';

it('sends a form’s file with its name and type, as a browser does', async () => {
  let seen = '';
  server.use(
    http.post(API.ops.profile, async ({ request }) => {
      const file = (await request.formData()).get('image') as File;
      seen = `${file.name} ${file.type} ${await file.text()}`;
      return HttpResponse.json({ success: true });
    }),
  );
  const form = new FormData();
  form.append('image', new File(['hello'], 'avatar.png', { type: 'image/png' }));
  await fetch(API.ops.profile, { method: 'POST', body: form });
  expect(seen).toBe('avatar.png image/png hello');
});

it('answers from the demo’s handlers and records what was sent', async () => {
  const answer = await fetch(API.auth.csrf);
  expect(answer.status).toBe(200);
  expect(calls('GET', API.auth.csrf)).toHaveLength(1);
});

it('records the requests a test’s own handler answers, with their bodies', async () => {
  server.use(
    http.post(API.auth.login, () => HttpResponse.json({ success: false, message: 'No' }, { status: 429 })),
  );
  const answer = await fetch(API.auth.login, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'a@example.com', password: 'x' }),
  });
  expect(answer.status).toBe(429);
  expect(calls('POST', API.auth.login).map((call) => call.body)).toEqual([
    { username: 'a@example.com', password: 'x' },
  ]);
});
