import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/open.ts';
import { useTestClockFile } from './lib/clock.ts';
import { readyLine } from './ready-line.ts';
import { seedCuratedPlansIfChanged } from './features/plans/seed.ts';
import { warmStrongs } from './strongs/strongs.ts';
import { warmBible } from './scripture/bible.ts';

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(
        `Lamplight cannot start: invalid configuration\n${err.lines.map((l) => `  ${l}\n`).join('')}`,
      );
      process.exit(1);
    }
    throw err;
  }
  // End-to-end tests only: the clock follows the offset in this file (warns loudly when set).
  if (config.LAMPLIGHT_TEST_CLOCK) useTestClockFile(config.LAMPLIGHT_TEST_CLOCK);
  const started = performance.now();
  // Where start-up time goes (decision 136): milliseconds per phase, in the ready line.
  const phases: Record<string, number> = {};
  // The same phases in CPU time of the whole process (all threads, decision 139): steadier than wall
  // time on a loaded machine; `boot` is module loading before main() ran.
  const cpuMsNow = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  };
  let cpuMark = cpuMsNow();
  const phasesCpu: Record<string, number> = { boot: Math.round(cpuMark) };
  let mark = started;
  const phase = (name: string) => {
    const now = performance.now();
    phases[name] = Math.round(now - mark);
    mark = now;
    const cpu = cpuMsNow();
    phasesCpu[name] = Math.round(cpu - cpuMark);
    cpuMark = cpu;
  };
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    databaseReadUrl: config.DATABASE_READ_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
    preparedStatements: config.DATABASE_PREPARED_STATEMENTS === 'on',
    pgliteWorker: config.PGLITE_THREAD === 'worker',
  });
  phase('open');
  try {
    await database.migrate();
    phase('migrate');
    // Skipped (one read) when this database was seeded with these curated plans before (decision 139).
    await seedCuratedPlansIfChanged(database.db);
    phase('seed');
  } catch (err) {
    process.stderr.write(
      `Lamplight cannot start: the database could not be prepared (${(err as Error).message})\n`,
    );
    process.exit(1);
  }
  const app = await buildApp({ config, database });
  phase('build');
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.PORT, host: config.HOST });
  phase('listen');
  const addr = app.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : config.PORT;
  app.log.info(
    {
      port,
      database: database.kind,
      ms: Math.round(performance.now() - started),
      phases,
      // Module loading before main() ran (the bundle's imports, PGlite's JavaScript).
      bootMs: Math.round(started),
      phasesCpu,
      cpuMs: Math.round(cpuMark),
    },
    readyLine(config, port),
  );
  // The lexicon loads in the background; the first lookups wait for it rather than the start-up.
  void warmStrongs(app.log)
    .then(() => warmBible('kjv'))
    .catch((err: unknown) => app.log.error({ err }, "Strong's lexicon failed to load"));
}

main().catch((err: unknown) => {
  process.stderr.write(`Lamplight failed to start: ${(err as Error).message}\n`);
  process.exit(1);
});
