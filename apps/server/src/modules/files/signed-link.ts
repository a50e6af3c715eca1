import { createHmac, timingSafeEqual } from 'node:crypto';

export interface LinkPayload {
  /** Storage key of the file. */
  key: string;
  /** Name the browser shows or saves the file under. */
  name: string;
  /** Expiry, in seconds since the epoch. */
  exp: number;
  disposition: 'inline' | 'attachment';
  /** The recipient's share it was issued under: the link ends with it (decision 0019). */
  share?: number;
}

/**
 * Short-lived links to stored files: the payload travels in the URL with an HMAC, so a link cannot be
 * guessed, altered or used after it expires, and no lookup is needed to check it.
 */
export function createLinkSigner(secret: string) {
  const sign = (body: string) => createHmac('sha256', secret).update(body).digest('base64url');
  return {
    sign(payload: LinkPayload | ZipLinkPayload | DownloadGrant): string {
      const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
      return `${body}.${sign(body)}`;
    },
    verify<T extends { exp: number } = LinkPayload>(token: string, nowSeconds: number): T | null {
      const [body, mac] = token.split('.');
      if (!body || !mac) return null;
      const expected = Buffer.from(sign(body));
      const given = Buffer.from(mac);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      try {
        const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T;
        return typeof payload.exp === 'number' && payload.exp > nowSeconds ? payload : null;
      } catch {
        return null;
      }
    },
  };
}

/** A zip of one version's files (version 0: the input files), built while it downloads. */
export interface ZipLinkPayload {
  zip: { delivery: number; version: number };
  name: string;
  exp: number;
  /** The recipient's share it was issued under: the link ends with it (decision 0019). */
  share?: number;
}

/**
 * The link a delivery detail hands out for a file (its storage key) or a zip (its version). It is redeemed,
 * by the signed-in user it was issued to, for a short-lived streaming link (bearer-only, minutes long); the
 * redemption is what the access log records.
 */
export interface DownloadGrant {
  /** holder: the staff user it was issued to; nobody else can redeem it. */
  grant: { delivery: number; holder: number; key?: string; version?: number };
  name: string;
  exp: number;
}
