import type { App } from '../app.js';

/** Redeems a delivery file's or zip's link the way the browser does, then fetches what it answers. */
export async function download(app: App, link: string, token: string, query = '') {
  const grant = await app.inject({
    method: 'GET',
    url: `${link}${query ? `?${query}` : ''}`,
    headers: { authorization: `Bearer ${token}` },
  });
  if (grant.statusCode !== 200) return grant;
  return app.inject({ method: 'GET', url: grant.json().download_url });
}
