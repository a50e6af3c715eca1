import { expect, it } from 'vitest';
import { redactUrl } from './logger-options.js';

it('keeps reset-link secrets out of logged URLs', () => {
  expect(redactUrl('/oppsforgotpassword/token?q=abcDEF_123-x')).toBe(
    '/oppsforgotpassword/token?q=[redacted]',
  );
  expect(redactUrl('/x?a=1&q=secret&b=2')).toBe('/x?a=1&q=[redacted]&b=2');
  expect(redactUrl('/deliver?month=2026-11')).toBe('/deliver?month=2026-11');
  expect(redactUrl('/files/eyJrZXki.sig')).toBe('/files/[redacted]');
  expect(redactUrl('/zips/abc.def?x=1')).toBe('/zips/[redacted]?x=1');
  expect(redactUrl('/api-ops/misc/v1/download/tok.en/?all=true')).toBe(
    '/api-ops/misc/v1/download/[redacted]/?all=true',
  );
  expect(redactUrl('/api-ops/ops/v1/upload-part/u.1.2.mac/')).toBe('/api-ops/ops/v1/upload-part/[redacted]/');
  expect(redactUrl('/api-ops/auth/v1/sso/callback/?code=Abc-123&state=xyz&iss=https%3A%2F%2Fidp')).toBe(
    '/api-ops/auth/v1/sso/callback/?code=[redacted]&state=[redacted]&iss=https%3A%2F%2Fidp',
  );
});
