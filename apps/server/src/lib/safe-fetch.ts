import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import { isPublicAddress } from './address-policy.js';

export type FetchRefusalReason = 'too-large' | 'timeout' | 'address' | 'redirect' | 'status' | 'network';

/** Why an outbound fetch was refused or failed; the caller turns it into its own message. */
export class FetchRefused extends Error {
  constructor(
    readonly reason: FetchRefusalReason,
    detail: string,
    /** The answer's HTTP status, when one came. */
    readonly status: number | null = null,
  ) {
    super(`${reason}: ${detail}`);
    this.name = 'FetchRefused';
  }
}

export interface SafeFetchOptions {
  /** Bytes of body accepted; a longer answer is cut off and refused. */
  maxBytes: number;
  /** For the whole fetch: every redirect, the headers and the body. */
  timeoutMs: number;
  maxRedirects?: number;
  /** Whether a resolved address may be connected to. Default: public addresses only. */
  allowAddress?: (address: string, hostname: string) => boolean;
  /** Hosts a redirect may go to besides the first URL's own (exact names, or '.suffix'). */
  redirectHosts?: readonly string[];
  /** Name resolution (tests inject one). Default: the system resolver, every address. */
  resolve?: (hostname: string) => Promise<{ address: string; family: number }[]>;
  /** A POST of this body with these headers instead of a GET; a redirect answer is then refused. */
  post?: { body: string; headers: Record<string, string> };
}

export interface SafeResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The URL that answered, after redirects. */
  url: string;
}

const systemResolve = (hostname: string) => dnsLookup(hostname, { all: true, verbatim: true });
const bareHost = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

function redirectAllowed(from: URL, to: URL, extraHosts: readonly string[]) {
  if (from.protocol === 'https:' && to.protocol !== 'https:') return false;
  if (to.host === from.host) return true;
  const host = bareHost(to).toLowerCase();
  return extraHosts.some((allowed) =>
    allowed.startsWith('.') ? host.endsWith(allowed.toLowerCase()) : host === allowed.toLowerCase(),
  );
}

/** Resolves the URL's host and checks every address; the connection is then pinned to a checked one. */
async function checkedAddress(url: URL, options: SafeFetchOptions) {
  const hostname = bareHost(url);
  const family = isIP(hostname);
  let addresses: { address: string; family: number }[];
  try {
    addresses = family ? [{ address: hostname, family }] : await (options.resolve ?? systemResolve)(hostname);
  } catch {
    throw new FetchRefused('network', `cannot resolve ${hostname}`);
  }
  const allow = options.allowAddress ?? ((address: string) => isPublicAddress(address));
  // Every address must pass: a name with one public and one private address is refused, not raced.
  if (addresses.length === 0 || addresses.some((a) => !allow(a.address, hostname)))
    throw new FetchRefused('address', `${hostname} resolves to an address that is not allowed`);
  return addresses[0]!;
}

function request(
  url: URL,
  pinned: { address: string; family: number },
  signal: AbortSignal,
  post: SafeFetchOptions['post'],
) {
  const pin: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  const headers = { 'accept-encoding': 'identity', 'user-agent': 'ops-console', ...post?.headers };
  return new Promise<IncomingMessage>((resolve, reject) => {
    const req = client.request(url, { method: post ? 'POST' : 'GET', lookup: pin, signal, headers });
    req.once('response', resolve);
    req.once('error', reject);
    req.end(post?.body);
  });
}

async function readBody(response: IncomingMessage, maxBytes: number) {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw new FetchRefused('too-large', `${declared} bytes announced`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      response.destroy();
      throw new FetchRefused('too-large', `more than ${maxBytes} bytes`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * The one outbound HTTP(S) call of the server (a GET of the tracking sheet, a webhook's POST): the body is streamed
 * under a byte limit, the whole fetch under a time limit, and redirects are followed by hand, a few at
 * most, only on the same host (or one named), never from https to http. Every host's addresses are
 * resolved and checked before connecting, and the connection goes to the checked address, so a name that
 * resolves to loopback, link-local or a private network is refused (decision 0019).
 */
export async function safeFetch(url: string, options: SafeFetchOptions): Promise<SafeResponse> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  const maxRedirects = options.post ? 0 : (options.maxRedirects ?? 3);
  let current: URL;
  try {
    current = new URL(url);
  } catch {
    throw new FetchRefused('address', 'not a URL');
  }
  try {
    for (let hop = 0; ; hop++) {
      if (current.protocol !== 'http:' && current.protocol !== 'https:')
        throw new FetchRefused('address', `${current.protocol} is not fetched`);
      const pinned = await checkedAddress(current, options);
      const response = await request(current, pinned, signal, options.post);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (status >= 300 && status < 400 && location) {
        response.destroy();
        if (hop >= maxRedirects) throw new FetchRefused('redirect', 'too many redirects', status);
        const next = new URL(location, current);
        if (!redirectAllowed(current, next, options.redirectHosts ?? []))
          throw new FetchRefused('redirect', `redirect to ${next.host} refused`);
        current = next;
        continue;
      }
      if (status < 200 || status >= 300) {
        response.destroy();
        throw new FetchRefused('status', `answered ${status}`, status);
      }
      const body = await readBody(response, options.maxBytes);
      return { status, headers: response.headers, body, url: current.href };
    }
  } catch (error) {
    if (error instanceof FetchRefused) throw error;
    if (signal.aborted) throw new FetchRefused('timeout', `no answer within ${options.timeoutMs} ms`);
    throw new FetchRefused('network', (error as Error).message);
  }
}
