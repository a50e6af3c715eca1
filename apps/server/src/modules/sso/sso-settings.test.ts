import { describe, expect, it } from 'vitest';
import { loadConfig } from '@/config.js';

const load = (env: Record<string, string>) => () => loadConfig({ DATA_DIR: '/tmp/unused', ...env });

describe('single sign-on settings', () => {
  it('are off by default, and OIDC_ONLY alone is refused: no staff could sign in', () => {
    expect(load({})().OIDC_ISSUER).toBeUndefined();
    expect(load({ OIDC_ONLY: 'true' })).toThrow(/OIDC_ONLY: needs OIDC_ISSUER/);
  });

  it('need a client id with the issuer', () => {
    expect(load({ OIDC_ISSUER: 'https://id.example.com' })).toThrow(/OIDC_CLIENT_ID: is required/);
  });

  it('take plain http only for a provider on this machine', () => {
    expect(load({ OIDC_ISSUER: 'http://id.example.com', OIDC_CLIENT_ID: 'console' })).toThrow(
      /OIDC_ISSUER: must be an https/,
    );
    for (const issuer of ['http://127.0.0.1:9000', 'http://localhost:9000/oidc', 'https://id.example.com']) {
      expect(load({ OIDC_ISSUER: issuer, OIDC_CLIENT_ID: 'console' })().OIDC_ISSUER).toBe(issuer);
    }
  });

  it('name an account type to create, or refuse an unknown one', () => {
    const base = { OIDC_ISSUER: 'https://id.example.com', OIDC_CLIENT_ID: 'console' };
    expect(load({ ...base, OIDC_CREATE_ACCOUNTS: 'OU' })().OIDC_CREATE_ACCOUNTS).toBe('OU');
    expect(load({ ...base, OIDC_CREATE_ACCOUNTS: 'ADMIN' })).toThrow(/OIDC_CREATE_ACCOUNTS/);
  });
});
