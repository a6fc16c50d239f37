import type { Server } from 'node:http';
import Provider from 'oidc-provider';
import { freePort } from './server.ts';

export interface LocalOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider on 127.0.0.1 (the `oidc-provider` package) standing in for Google.
 * Its development login screen accepts any login name; the account's email is `{login}@gmail.test`.
 */
export async function startOidcProvider(redirectUri: string): Promise<LocalOidcProvider> {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'lamplight-e2e';
  const clientSecret = 'lamplight-e2e-secret';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    findAccount: async (_ctx, id) => ({
      accountId: id,
      claims: async () => ({
        sub: id,
        email: `${id}@gmail.test`,
        email_verified: true,
        name: 'Grace Hopper',
        given_name: 'Grace',
        family_name: 'Hopper',
      }),
    }),
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['lamplight-e2e-cookie-key'] },
    // Quiet the provider's own console warnings about development settings.
    renderError: async (ctx, out) => {
      ctx.type = 'json';
      ctx.body = out;
    },
  });
  const server: Server = provider.listen(port, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return {
    issuer,
    clientId,
    clientSecret,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
