import { eq, sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { adminUserGrants, users } from '../server/db/schema/index.ts';

// npm run admin -- grant <email> [--force] | revoke <email> | list
const args = process.argv.slice(2);
const force = args.includes('--force');
const [command, rawEmail] = args.filter((a) => a !== '--force');
const usage = 'Usage: npm run admin -- grant <email> [--force] | revoke <email> | list';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
  });
  await database.migrate();
  const { db } = database;
  try {
    const email = rawEmail?.trim().toLowerCase();
    if (
      (command === 'grant' || command === 'revoke') &&
      (!email || !/^[^\s@]+@[^\s@]+$/.test(email))
    ) {
      throw new Error(`Please give a valid email address.\n${usage}`);
    }
    // The grant is held by the user id: the email only finds the account once.
    const findUser = async () => {
      const [user] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email!}`)
        .limit(1);
      return user;
    };
    if (command === 'grant') {
      const user = await findUser();
      if (!user) throw new Error(`No Lamplight account uses ${email}. They must sign up first.`);
      if (!user.emailVerifiedAt && !force) {
        throw new Error(
          `${email} has not verified their email, so anyone could have registered it. ` +
            'Ask them to verify it first, or run again with --force if you know the account is theirs.',
        );
      }
      await db
        .insert(adminUserGrants)
        .values({ userId: user.id, grantedBy: force ? 'cli --force' : 'cli' })
        .onConflictDoNothing();
      console.log(`${email} (user ${user.id}) is now an administrator.`);
    } else if (command === 'revoke') {
      const user = await findUser();
      const removed = user
        ? await db.delete(adminUserGrants).where(eq(adminUserGrants.userId, user.id)).returning()
        : [];
      console.log(
        removed.length ? `${email} is no longer an administrator.` : `${email} had no grant.`,
      );
      if (config.ADMIN_EMAILS.includes(email!))
        console.log(`Note: ${email} is still listed in ADMIN_EMAILS.`);
    } else if (command === 'list') {
      const rows = await db
        .select({
          email: users.email,
          grantedAt: adminUserGrants.grantedAt,
          by: adminUserGrants.grantedBy,
        })
        .from(adminUserGrants)
        .innerJoin(users, eq(users.id, adminUserGrants.userId))
        .orderBy(users.email);
      const fromEnv = config.ADMIN_EMAILS.map((e) => `${e} (ADMIN_EMAILS, once verified)`);
      const all = [
        ...rows.map(
          (r) => `${r.email} (granted ${r.grantedAt.toISOString().slice(0, 10)} by ${r.by})`,
        ),
        ...fromEnv,
      ];
      console.log(all.length ? all.join('\n') : 'No administrators yet.');
    } else {
      throw new Error(usage);
    }
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.lines.join('\n') : (err as Error).message);
  process.exit(1);
});
