import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminUserGrants } from '../db/schema/index.ts';
import { setupTestApp } from '../test/app.ts';
import { createUser } from '../test/factories.ts';
import { AdminCliError, runAdminCommand } from './admin-cli.ts';

const ctx = setupTestApp();
const log = { info: () => {}, warn: () => {} };
const run = (args: string[], adminEmails: string[] = []) =>
  runAdminCommand(ctx.database.db, { ADMIN_EMAILS: adminEmails }, args, log);
const grantOf = async (userId: string) =>
  (
    await ctx.database.db.select().from(adminUserGrants).where(eq(adminUserGrants.userId, userId))
  )[0];

describe('admin CLI', () => {
  it('refuses an email no account uses', async () => {
    await expect(run(['grant', 'nobody-here@example.com'])).rejects.toThrow(/must sign up first/);
  });

  it('refuses an unverified account unless --force, and records the force', async () => {
    const user = await createUser(ctx.database.db, { emailVerifiedAt: null });
    await expect(run(['grant', user.email])).rejects.toBeInstanceOf(AdminCliError);
    expect(await grantOf(user.id)).toBeUndefined();
    await run(['grant', user.email.toUpperCase(), '--force']);
    expect((await grantOf(user.id))?.grantedBy).toBe('cli --force');
  });

  it('grants by user id, says so once, revokes, and notes a remaining ADMIN_EMAILS entry', async () => {
    const user = await createUser(ctx.database.db);
    expect(await run(['grant', user.email])).toEqual([
      `${user.email} (user ${user.id}) is now an administrator.`,
    ]);
    expect((await run(['grant', user.email]))[0]).toMatch(/was already an administrator/);
    expect(await run(['list'])).toContainEqual(expect.stringContaining(user.email));
    expect(await run(['revoke', user.email], [user.email])).toEqual([
      `${user.email} is no longer an administrator.`,
      `Note: ${user.email} is still listed in ADMIN_EMAILS.`,
    ]);
    expect(await grantOf(user.id)).toBeUndefined();
  });

  it('refuses a malformed email or an unknown command with the usage', async () => {
    await expect(run(['grant', 'not-an-email'])).rejects.toThrow(/Usage: npm run admin/);
    await expect(run(['promote', 'a@b.c'])).rejects.toThrow(/Usage: npm run admin/);
  });
});
