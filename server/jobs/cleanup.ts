import type { FastifyInstance } from 'fastify';
import { analyzeJournalTables, deleteExpiredRows } from './cleanup-repository.ts';

/** How often expired rows are deleted in production (decision 095). */
export const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Runs one cleanup, logging what went; a failure is logged, never thrown (the next run tries again). On
 * embedded PGlite (no autovacuum) it also refreshes the journal tables' statistics (decision 138), except
 * in the run at start-up, which the app's ready waits for (the migration that made them analyzed them).
 */
export async function runCleanup(
  app: FastifyInstance,
  now = new Date(),
  { analyze = true }: { analyze?: boolean } = {},
): Promise<void> {
  try {
    const counts = await deleteExpiredRows(app.db, now);
    if (counts === null) app.log.debug('cleanup skipped: another instance is running it');
    else app.log.info({ cleanup: counts }, 'expired rows deleted');
  } catch (err) {
    app.log.warn({ err }, 'cleanup of expired rows failed');
  }
  if (!analyze || app.database.kind !== 'pglite') return;
  try {
    await analyzeJournalTables(app.db);
  } catch (err) {
    app.log.warn({ err }, 'analyze of the journal tables failed');
  }
}

/**
 * Deletes expired sessions, links and rate-limit rows once when the app is ready and then every
 * `intervalMs`. The timer is unref'd (it never keeps the process alive) and stops when the app closes.
 */
export function scheduleCleanup(app: FastifyInstance, intervalMs: number): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = (analyze = true) => {
    // Never two runs of this instance at once, however slow the database is.
    if (running) return;
    running = runCleanup(app, new Date(), { analyze }).finally(() => {
      running = undefined;
    });
  };
  app.addHook('onReady', async () => {
    tick(false);
    await running;
    timer = setInterval(tick, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
