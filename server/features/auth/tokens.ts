import {
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  SignJWT,
  type JSONWebKeySet,
  type JWK,
} from 'jose';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { randomId } from '../../lib/ids.ts';
import { insertSigningKey, listSigningKeys } from './signing-keys-repository.ts';

export const ID_TOKEN_AUDIENCE = 'lamplight';
const ALG = 'ES256';
/** ID tokens are short-lived: the client asks for a fresh one whenever it needs to sync. */
export const ID_TOKEN_TTL_SECONDS = 5 * 60;

export interface IdTokenClaims {
  sub: string;
  email: string;
  email_verified: boolean;
  name?: string;
  picture?: string;
  sign_in_provider: string;
  /** The identity's token_version when the token was issued; the sync refuses any other. */
  ver: number;
  /** When the password or provider was last used (seconds); app sessions end 30 days after it. */
  auth_time: number;
}

export function issuerOf(config: Config) {
  return `${config.publicUrl}/identity`;
}

interface KeyMaterial {
  kid: string;
  privateKey: CryptoKey;
  jwks: JSONWebKeySet;
}

const cache = new WeakMap<Db, Promise<KeyMaterial>>();

/** The signing key, generated once and kept in the database (the oldest key wins if two processes race). */
export function signingKey(db: Db): Promise<KeyMaterial> {
  let pending = cache.get(db);
  if (!pending) {
    pending = loadOrCreateKey(db);
    pending.catch(() => cache.delete(db));
    cache.set(db, pending);
  }
  return pending;
}

async function loadOrCreateKey(db: Db): Promise<KeyMaterial> {
  let rows = await listSigningKeys(db);
  if (rows.length === 0) {
    const { privateKey, publicKey } = await generateKeyPair(ALG, { extractable: true });
    const kid = randomId(8);
    await insertSigningKey(db, {
      kid,
      alg: ALG,
      privateJwk: await exportJWK(privateKey),
      publicJwk: await exportJWK(publicKey),
    });
    rows = await listSigningKeys(db);
  }
  const first = rows[0]!;
  const privateKey = (await importJWK(first.privateJwk as JWK, ALG)) as CryptoKey;
  const jwks: JSONWebKeySet = {
    keys: rows.map((r) => ({ ...(r.publicJwk as JWK), kid: r.kid, alg: r.alg, use: 'sig' })),
  };
  return { kid: first.kid, privateKey, jwks };
}

/** Signs a short-lived ID token for an identity. */
export async function issueIdToken(db: Db, config: Config, claims: IdTokenClaims): Promise<string> {
  const key = await signingKey(db);
  const { sub, ...rest } = claims;
  return new SignJWT({ ...rest })
    .setProtectedHeader({ alg: ALG, kid: key.kid, typ: 'JWT' })
    .setIssuer(issuerOf(config))
    .setAudience(ID_TOKEN_AUDIENCE)
    .setSubject(sub)
    .setIssuedAt()
    .setExpirationTime(`${ID_TOKEN_TTL_SECONDS}s`)
    .sign(key.privateKey);
}

/** Verifies signature, issuer, audience and expiry; throws on any failure. */
export async function verifyIdToken(db: Db, config: Config, token: string): Promise<IdTokenClaims> {
  const key = await signingKey(db);
  const { payload } = await jwtVerify(token, createLocalJWKSet(key.jwks), {
    issuer: issuerOf(config),
    audience: ID_TOKEN_AUDIENCE,
    algorithms: [ALG],
  });
  if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') {
    throw new Error('token lacks subject or email');
  }
  return payload as unknown as IdTokenClaims;
}
