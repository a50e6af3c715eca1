// The calls of the load bench and each one's share of the connections: what 200 signed-in staff do at
// once. Comments and download grants go to live deliveries only (archived ones answer 409 by design).
import { API, CSRF_COOKIE, CSRF_HEADER } from '@ops/contracts';
import { EMAIL, PASSWORD, monthPath, SEARCH_TERMS, searchPath } from './bench-kit.mjs';

/** Deliveries whose detail is read to collect download grants issued to the bench user. */
const GRANT_SOURCES = 40;
const DOWNLOAD_PREFIX = API.assignments.download('').replace(/\/$/, '');
/** What a desktop browser sends; the access log parses it. */
const USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

/**
 * The mix: `share` is the part of the connections a call gets (each connection repeats its call as fast as
 * answers come); logins are also held to `rate` per second, as few as real sign-ins are among page loads.
 */
export async function loadMix({ base, token, csrf, months, ids, loginRate }) {
  const browser = { 'user-agent': USER_AGENT, 'accept-encoding': 'gzip, deflate, br' };
  const signedIn = { ...browser, authorization: `Bearer ${token}` };
  const posting = {
    'content-type': 'application/json',
    cookie: `${CSRF_COOKIE}=${csrf}`,
    [CSRF_HEADER]: csrf,
  };
  const get = (path) => ({ method: 'GET', path });
  const post = (path, body) => ({ method: 'POST', path, body: JSON.stringify(body) });
  const grants = await downloadGrants(base, signedIn, ids.slice(0, GRANT_SOURCES));
  const query = new URLSearchParams({ ip: '', address: '', platform: 'Windows', device: 'Desktop' });
  return [
    {
      call: 'login',
      share: 0.02,
      rate: loginRate,
      headers: { ...browser, ...posting },
      requests: [post(API.auth.login, { username: EMAIL, password: PASSWORD })],
    },
    { call: 'month listing', share: 0.25, headers: signedIn, requests: months.map(monthPath).map(get) },
    {
      call: 'detail',
      share: 0.25,
      headers: signedIn,
      requests: ids.map((id) => get(API.assignments.byId(id))),
    },
    { call: 'search', share: 0.2, headers: signedIn, requests: SEARCH_TERMS.map(searchPath).map(get) },
    {
      call: 'comment post',
      share: 0.13,
      headers: { ...signedIn, ...posting },
      requests: ids.map((id) =>
        post(API.assignments.postComment, {
          delivery_id: id,
          message: `Load bench: please check the figures on page ${id % 40}.`,
          filename: [],
        }),
      ),
    },
    {
      call: 'download grant',
      share: 0.15,
      headers: signedIn,
      requests: grants.map((link) => get(`${link}?${query}`)),
    },
  ];
}

/** The file and zip grant links the details of `ids` hand the signed-in user. */
async function downloadGrants(base, headers, ids) {
  const links = [];
  for (const id of ids) {
    const response = await fetch(`${base}${API.assignments.byId(id)}`, { headers });
    if (!response.ok) throw new Error(`detail of delivery ${id} answered ${response.status}`);
    const { last_assignment: detail } = await response.json();
    const files = [...detail.source_files, ...detail.target_versions.flatMap((v) => v.files)];
    const zips = [detail.input_zip_link, ...detail.target_versions.map((v) => v.zip_link)];
    links.push(
      ...files
        .flatMap((file) => Object.values(file.links))
        .filter((link) => link.startsWith(DOWNLOAD_PREFIX)),
      ...zips.filter(Boolean).map((zip) => zip.link),
    );
  }
  if (links.length === 0) throw new Error('the sampled deliveries hand out no download links');
  return links;
}
