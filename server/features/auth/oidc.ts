import * as client from 'openid-client';
import type { Config } from '../../config.ts';

export interface OidcSettings {
  provider: 'google' | 'oidc';
  issuer: string;
  clientId: string;
  clientSecret?: string;
}

/** Google when GOOGLE_CLIENT_ID/SECRET are set; any other OpenID provider with OIDC_ISSUER_URL + client settings. */
export function oidcSettings(config: Config): OidcSettings | null {
  if (config.OIDC_ISSUER_URL && config.OIDC_CLIENT_ID) {
    return {
      provider: 'oidc',
      issuer: config.OIDC_ISSUER_URL,
      clientId: config.OIDC_CLIENT_ID,
      ...(config.OIDC_CLIENT_SECRET ? { clientSecret: config.OIDC_CLIENT_SECRET } : {}),
    };
  }
  if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET) {
    return {
      provider: 'google',
      issuer: 'https://accounts.google.com',
      clientId: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET,
    };
  }
  return null;
}

const discovered = new Map<string, Promise<client.Configuration>>();

/** Discovers the provider once per process (retried on the next call if it failed). */
export function oidcClient(settings: OidcSettings): Promise<client.Configuration> {
  const key = `${settings.issuer}|${settings.clientId}`;
  let pending = discovered.get(key);
  if (!pending) {
    const url = new URL(settings.issuer);
    pending = client.discovery(
      url,
      settings.clientId,
      settings.clientSecret,
      undefined,
      url.protocol === 'http:'
        ? { execute: [client.allowInsecureRequests], timeout: 10 }
        : { timeout: 10 },
    );
    pending.catch(() => discovered.delete(key));
    discovered.set(key, pending);
  }
  return pending;
}

export interface OidcStart {
  url: string;
  state: string;
  nonce: string;
  verifier: string;
}

/** Builds the authorization-code + PKCE request (scopes openid, email, profile). */
export async function startOidc(settings: OidcSettings, redirectUri: string): Promise<OidcStart> {
  const config = await oidcClient(settings);
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    // Google lets readers with several accounts choose one; other providers may not know this prompt.
    ...(settings.provider === 'google' ? { prompt: 'select_account' } : {}),
  });
  return { url: url.href, state, nonce, verifier };
}

export interface OidcProfile {
  subject: string;
  email: string;
  emailVerified: boolean;
  name?: string;
  picture?: string;
}

/** Exchanges the code, checking state, nonce and PKCE; returns the verified identity. */
export async function finishOidc(
  settings: OidcSettings,
  callbackUrl: URL,
  expected: { state: string; nonce: string; verifier: string },
): Promise<OidcProfile> {
  const config = await oidcClient(settings);
  const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
    pkceCodeVerifier: expected.verifier,
    expectedState: expected.state,
    expectedNonce: expected.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error('The provider returned no ID token');
  let email = typeof claims.email === 'string' ? claims.email : undefined;
  let name = typeof claims.name === 'string' ? claims.name : undefined;
  let picture = typeof claims.picture === 'string' ? claims.picture : undefined;
  let emailVerified = claims.email_verified === true;
  if (!email) {
    const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
    email = info.email;
    name ??= info.name;
    picture ??= info.picture;
    emailVerified = info.email_verified === true;
  }
  if (!email) throw new Error('The provider did not share an email address');
  return {
    subject: claims.sub,
    email: email.toLowerCase(),
    emailVerified,
    ...(name ? { name } : {}),
    ...(picture ? { picture } : {}),
  };
}
