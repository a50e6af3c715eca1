import { describe, expect, it } from 'vitest';
import { sentIntegrationKey } from './intake-keys.js';
import {
  newIntegrationKey,
  newLinkToken,
  newSecureKey,
  newWebhookMessageId,
  newWebhookSecret,
} from './random-tokens.js';

const many = <T>(make: () => T) => Array.from({ length: 200 }, make);

describe('random tokens', () => {
  it('makes link tokens of 256 bits in base64url, never the same twice', () => {
    const tokens = many(newLinkToken);
    tokens.forEach((token) => expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/));
    expect(new Set(tokens).size).toBe(tokens.length);
    // Every character of the alphabet turns up across 200 tokens: no character is left out or padded.
    expect(new Set(tokens.join('')).size).toBe(64);
  });

  it('makes secure keys of 24 bytes in base64url', () => {
    many(newSecureKey).forEach((key) => expect(key).toMatch(/^[A-Za-z0-9_-]{32}$/));
  });

  it('makes webhook secrets and message ids in the Standard Webhooks form', () => {
    many(newWebhookSecret).forEach((secret) => {
      expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
      expect(Buffer.from(secret.slice('whsec_'.length), 'base64')).toHaveLength(32);
    });
    many(newWebhookMessageId).forEach((id) => expect(id).toMatch(/^msg_[A-Za-z0-9_-]{24}$/));
  });

  it('makes integration keys that the key rule reads back with their prefix', () => {
    many(newIntegrationKey).forEach(({ prefix, key }) => {
      expect(prefix).toMatch(/^[0-9a-f]{8}$/);
      expect(key.startsWith(`ik_${prefix}_`)).toBe(true);
      expect(sentIntegrationKey(key, undefined)).toEqual({ key });
    });
  });
});
