import { createHmac, timingSafeEqual } from 'node:crypto';

interface PartClaim {
  upload: string;
  part: number;
}

const TOKEN = /^([A-Za-z0-9_-]{1,64})\.(\d{1,5})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/**
 * The credential of a local-disk part URL, like an S3 presigned URL: upload id, part number and expiry
 * under an HMAC. Its key is derived for this use alone, so no other signed link of the app passes as one.
 */
export function createPartSigner(secret: string) {
  const key = createHmac('sha256', secret).update('upload-part-url:v1').digest();
  const mac = (body: string) => createHmac('sha256', key).update(body).digest('base64url');
  return {
    sign(claim: PartClaim, expiresAtSeconds: number): string {
      const body = `${claim.upload}.${claim.part}.${expiresAtSeconds}`;
      return `${body}.${mac(body)}`;
    },
    /** The claim of a genuine, unexpired token; null for anything else. */
    verify(token: string, nowSeconds: number): PartClaim | null {
      const match = TOKEN.exec(token);
      if (!match) return null;
      const [, upload, part, exp, given] = match as unknown as [string, string, string, string, string];
      const expected = Buffer.from(mac(`${upload}.${part}.${exp}`));
      if (!timingSafeEqual(expected, Buffer.from(given))) return null;
      if (Number(exp) <= nowSeconds) return null;
      return { upload, part: Number(part) };
    },
  };
}
