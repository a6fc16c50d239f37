import pino from 'pino';
import { ConfigError, loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/open.ts';
import { runAdminCommand } from '../server/users/admin-cli.ts';

// npm run admin -- grant <email> [--force] | revoke <email> | list
async function main() {
  const config = loadConfig();
  // Security events (admin_granted / admin_revoked) go to stderr as JSON lines, like the server's log.
  const log = pino({ level: config.LOG_LEVEL, base: { source: 'admin-cli' } }, pino.destination(2));
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
  });
  try {
    await database.migrate();
    const lines = await runAdminCommand(database.db, config, process.argv.slice(2), log);
    console.log(lines.join('\n'));
  } finally {
    log.flush();
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.lines.join('\n') : (err as Error).message);
  process.exit(1);
});
