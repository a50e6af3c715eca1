import { lookup } from 'node:dns/promises';
import { WEBHOOK_MESSAGES } from '@ops/contracts';
import { isPublicAddress } from '@/lib/address-policy.js';
import { badRequest } from '@/lib/app-error.js';

/**
 * Refuses an endpoint whose host is, or resolves to, a loopback, link-local or private address (SSRF),
 * unless the setting allows them. Sending checks again, pinned to the address it connects to (safe-fetch).
 */
export async function assertPublicEndpoint(url: string, allowPrivate: boolean) {
  if (allowPrivate) return;
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string }[];
  try {
    addresses = await lookup(host, { all: true, verbatim: true });
  } catch {
    throw badRequest(WEBHOOK_MESSAGES.unresolvable);
  }
  if (addresses.length === 0 || addresses.some((a) => !isPublicAddress(a.address)))
    throw badRequest(WEBHOOK_MESSAGES.privateUrl);
}
