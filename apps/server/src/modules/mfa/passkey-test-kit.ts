import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

/**
 * A software passkey for the tests: an ES256 key whose registration ('none' attestation) and assertions are
 * built byte for byte as a browser's authenticator builds them, so the server checks real signatures.
 */
export function softPasskey(origin = 'http://console.test', rpID = new URL(origin).hostname) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(16);
  const id = b64url(credentialId);
  let counter = 0;
  const clientData = (type: string, challenge: string, from = origin) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: from, crossOrigin: false }));

  return {
    id,
    register(options: Record<string, unknown>) {
      const cose = new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
        [-3, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
      ]);
      const authData = Buffer.concat([
        sha256(rpID),
        Buffer.from([0x45]), // user present, user verified, attested credential data
        u32(counter),
        Buffer.alloc(16), // AAGUID
        Buffer.from([0, credentialId.length]),
        credentialId,
        Buffer.from(isoCBOR.encode(cose)),
      ]);
      const attestation = isoCBOR.encode(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', new Uint8Array(authData)],
        ]) as never,
      );
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge as string)),
          attestationObject: b64url(attestation),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },
    /** `from`: the page the browser says asked (a phishing site's origin, say). */
    assert(options: Record<string, unknown>, from = origin) {
      counter += 1;
      const data = clientData('webauthn.get', options.challenge as string, from);
      const authData = Buffer.concat([sha256(rpID), Buffer.from([0x05]), u32(counter)]);
      const signature = sign('sha256', Buffer.concat([authData, sha256(data)]), privateKey);
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: b64url(data),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
        },
        clientExtensionResults: {},
      };
    },
  };
}
