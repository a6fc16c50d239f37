/** Spec §9: a token counts as expired 30 seconds before its real expiry. */
export const TOKEN_EXPIRY_MARGIN_MS = 30_000;

/** True when the JWT's exp claim is missing, unreadable, or within the margin of now. */
export function isTokenExpired(token: string, now = Date.now()): boolean {
  try {
    const payload = token.split('.')[1];
    if (!payload) return true;
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as {
      exp?: unknown;
    };
    if (typeof json.exp !== 'number') return true;
    return json.exp * 1000 - TOKEN_EXPIRY_MARGIN_MS <= now;
  } catch {
    return true;
  }
}
