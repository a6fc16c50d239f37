/**
 * Query keys whose values are secrets wherever they appear: reset and verification links, OAuth/OIDC
 * parameters, tokens. Compared in lower case.
 */
const SENSITIVE_KEYS = new Set([
  'reset',
  'verify',
  'token',
  'code',
  'state',
  'nonce',
  'id_token',
  'access_token',
  'refresh_token',
  'session_state',
  'code_verifier',
  'client_secret',
  'password',
  'secret',
  'signature',
  'sig',
  'key',
]);

const REDACTED = '[redacted]';

function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * The request URL as it may be logged: the path, plus the query with the value of every sensitive key
 * replaced by `[redacted]`; under /identity (the identity provider: callbacks, links) every value is.
 * Keys stay, so a log still shows which call was made.
 */
export function redactUrl(url: string): string {
  const hashAt = url.indexOf('#');
  const withoutHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const q = withoutHash.indexOf('?');
  if (q === -1) return withoutHash;
  const path = withoutHash.slice(0, q);
  const all = /^\/+identity(\/|$)/i.test(decodedPath(path));
  const query = withoutHash
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      if (pair === '') return pair;
      const eq = pair.indexOf('=');
      // A bare value (`?abc123`) has no key to judge it by: it may well be a token.
      if (eq === -1) return REDACTED;
      const rawKey = pair.slice(0, eq);
      const key = decodedPath(rawKey.replace(/\+/g, ' ')).trim().toLowerCase();
      return all || SENSITIVE_KEYS.has(key) ? `${rawKey}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}
