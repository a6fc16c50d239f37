import { createHash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';

/** The security events Lamplight records (ASVS V7): who, from where, what; never a secret or token. */
export type SecurityEvent =
  | 'sign_in_failed'
  | 'sign_in_succeeded'
  | 'sign_up'
  | 'lockout'
  | 'token_rejected'
  | 'session_started'
  | 'sessions_ended'
  | 'password_changed'
  | 'password_reset_requested'
  | 'password_reset'
  | 'email_verified'
  | 'identity_linked'
  | 'admin_granted'
  | 'admin_revoked'
  | 'admin_action'
  | 'account_deleted'
  | 'cross_site_refused';

export interface SecurityEventDetails {
  /** The backend user id, when known. */
  userId?: string | null;
  /** The identity id (embedded provider), when known. */
  identityId?: number | null;
  /**
   * The account email the event concerns. Logged only as `emailHash` (see emailHash): an operator can follow
   * one address's failures and lockouts without the log holding anyone's address.
   */
  email?: string | null;
  /** A short machine-readable reason ('bad_password', 'expired', 'unverified_email'…). */
  reason?: string;
  /** Anything else that is safe to log (never a password, token, cookie or reset link). */
  [key: string]: string | number | boolean | null | undefined;
}

/**
 * Writes one security event to the request's logger at `info` (`warn` for failures and refusals), with the
 * client IP as the server sees it (after TRUST_PROXY) and the request id, under the key `security`.
 */
export function securityEvent(
  req: Pick<FastifyRequest, 'ip' | 'id' | 'log'>,
  event: SecurityEvent,
  details: SecurityEventDetails = {},
): void {
  logSecurityEvent(req.log, event, { ip: req.ip, requestId: String(req.id), ...details });
}

const WARN: ReadonlySet<SecurityEvent> = new Set([
  'sign_in_failed',
  'lockout',
  'token_rejected',
  'cross_site_refused',
]);

/** The same record from code that has a logger but no request (CLI, scheduled jobs). */
export function logSecurityEvent(
  log: FastifyBaseLogger | Pick<FastifyBaseLogger, 'info' | 'warn'>,
  event: SecurityEvent,
  details: SecurityEventDetails & { ip?: string; requestId?: string } = {},
): void {
  const { email, ...rest } = details;
  const record = {
    security: { event, ...rest, ...(email ? { emailHash: emailHash(email) } : {}) },
  };
  if (WARN.has(event)) log.warn(record, `security: ${event}`);
  else log.info(record, `security: ${event}`);
}

/** A stable pseudonym of an address for the logs: the first 16 hex digits of SHA-256 of it, lower-cased and trimmed. */
export function emailHash(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 16);
}
