import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export const SSO_CLIENT = { id: 'ops-console', secret: 'e2e-client-secret-0123456789abcdef' };

export interface TestProvider {
  issuer: string;
  /**
   * The next redirect back to the console is not sent: the browser gets a plain page instead, and the
   * promise its address (code, state, iss), as someone who intercepted it would have it.
   */
  holdNextRedirectBack(): Promise<string>;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (oidc-provider) on a loopback port. Its development sign-in page takes any
 * login: the login is the person's e-mail address, verified unless it starts with `unverified`. Consent is
 * granted at once (a first-party client), so the browser goes straight back to the console.
 */
export async function startTestProvider(redirectUri: string): Promise<TestProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: SSO_CLIENT.id,
        client_secret: SSO_CLIENT.secret,
        redirect_uris: [redirectUri],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => true },
    cookies: { keys: ['e2e-provider-cookie-key-0123456789'] },
    claims: { email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({
        sub: id,
        email: id,
        email_verified: !id.startsWith('unverified'),
        given_name: id.split(/[.@]/)[0] ?? '',
      }),
    }),
    async loadExistingGrant(ctx) {
      const grantId =
        ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId!,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  let hold: ((location: string) => void) | null = null;
  provider.use(async (ctx, next) => {
    await next();
    // Koa answers undefined for a header that is not set, whatever its types say.
    const location = String(ctx.response.get('location') ?? '');
    if (hold && location.startsWith(redirectUri)) {
      hold(location);
      hold = null;
      ctx.remove('location');
      ctx.status = 200;
      ctx.type = 'text/plain';
      ctx.body = 'Held by the test.';
    }
  });
  server.on('request', provider.callback());
  return {
    issuer,
    holdNextRedirectBack: () => new Promise<string>((resolve) => (hold = resolve)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
