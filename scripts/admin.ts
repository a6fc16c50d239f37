import { eq } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { adminGrants } from '../server/db/schema/index.ts';

// npm run admin -- grant <email> | revoke <email> | list
const [command, rawEmail] = process.argv.slice(2);
const usage = 'Usage: npm run admin -- grant <email> | revoke <email> | list';

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
    if (command === 'grant') {
      await db.insert(adminGrants).values({ email: email! }).onConflictDoNothing();
      console.log(`${email} is now an administrator.`);
    } else if (command === 'revoke') {
      const removed = await db.delete(adminGrants).where(eq(adminGrants.email, email!)).returning();
      console.log(
        removed.length ? `${email} is no longer an administrator.` : `${email} had no grant.`,
      );
      if (config.ADMIN_EMAILS.includes(email!))
        console.log(`Note: ${email} is still listed in ADMIN_EMAILS.`);
    } else if (command === 'list') {
      const rows = await db.select().from(adminGrants).orderBy(adminGrants.email);
      const fromEnv = config.ADMIN_EMAILS.map((e) => `${e} (ADMIN_EMAILS)`);
      const all = [
        ...rows.map((r) => `${r.email} (granted ${r.grantedAt.toISOString().slice(0, 10)})`),
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
