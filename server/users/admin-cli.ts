import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { logSecurityEvent } from '../lib/security-log.ts';
import { deleteAdminGrant, insertAdminGrant, listAdminGrants } from './admin-grants-repository.ts';
import { findUserByEmail } from './users-repository.ts';

export const ADMIN_CLI_USAGE =
  'Usage: npm run admin -- grant <email> [--force] | revoke <email> | list';

/** A refusal the operator should read (wrong usage, unknown or unverified account). */
export class AdminCliError extends Error {}

/**
 * The admin CLI's commands (`grant <email> [--force]`, `revoke <email>`, `list`): returns the lines to
 * print, records admin_granted / admin_revoked security events on `log`, throws AdminCliError to refuse.
 */
export async function runAdminCommand(
  db: Db,
  config: Pick<Config, 'ADMIN_EMAILS'>,
  args: string[],
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<string[]> {
  const force = args.includes('--force');
  const [command, rawEmail] = args.filter((a) => a !== '--force');
  const email = rawEmail?.trim().toLowerCase();
  if (
    (command === 'grant' || command === 'revoke') &&
    (!email || !/^[^\s@]+@[^\s@]+$/.test(email))
  ) {
    throw new AdminCliError(`Please give a valid email address.\n${ADMIN_CLI_USAGE}`);
  }
  if (command === 'grant') {
    // The grant is held by the user id: the email only finds the account once.
    const user = await findUserByEmail(db, email!);
    if (!user)
      throw new AdminCliError(`No Lamplight account uses ${email}. They must sign up first.`);
    if (!user.emailVerifiedAt && !force) {
      throw new AdminCliError(
        `${email} has not verified their email, so anyone could have registered it. ` +
          'Ask them to verify it first, or run again with --force if you know the account is theirs.',
      );
    }
    const added = await insertAdminGrant(db, user.id, force ? 'cli --force' : 'cli');
    if (added) {
      logSecurityEvent(log, 'admin_granted', {
        userId: user.id,
        email: user.email,
        by: 'cli',
        forced: force,
        emailVerified: Boolean(user.emailVerifiedAt),
      });
    }
    return [
      added
        ? `${email} (user ${user.id}) is now an administrator.`
        : `${email} (user ${user.id}) was already an administrator.`,
    ];
  }
  if (command === 'revoke') {
    const user = await findUserByEmail(db, email!);
    const removed = user ? await deleteAdminGrant(db, user.id) : false;
    if (removed)
      logSecurityEvent(log, 'admin_revoked', { userId: user!.id, email: user!.email, by: 'cli' });
    const lines = [removed ? `${email} is no longer an administrator.` : `${email} had no grant.`];
    if (config.ADMIN_EMAILS.includes(email!))
      lines.push(`Note: ${email} is still listed in ADMIN_EMAILS.`);
    return lines;
  }
  if (command === 'list') {
    const rows = await listAdminGrants(db);
    const all = [
      ...rows.map(
        (r) => `${r.email} (granted ${r.grantedAt.toISOString().slice(0, 10)} by ${r.by})`,
      ),
      ...config.ADMIN_EMAILS.map((e) => `${e} (ADMIN_EMAILS, once verified)`),
    ];
    return all.length ? all : ['No administrators yet.'];
  }
  throw new AdminCliError(ADMIN_CLI_USAGE);
}
