import type { FastifyInstance } from 'fastify';
import { deleteExpiredRows } from './cleanup-repository.ts';

/** How often expired rows are deleted in production (decision 095). */
export const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

/** Runs one cleanup, logging what went; a failure is logged, never thrown (the next run tries again). */
export async function runCleanup(app: FastifyInstance, now = new Date()): Promise<void> {
  try {
    const counts = await deleteExpiredRows(app.db, now);
    if (counts === null) app.log.debug('cleanup skipped: another instance is running it');
    else app.log.info({ cleanup: counts }, 'expired rows deleted');
  } catch (err) {
    app.log.warn({ err }, 'cleanup of expired rows failed');
  }
}

/**
 * Deletes expired sessions, links and rate-limit rows once when the app is ready and then every
 * `intervalMs`. The timer is unref'd (it never keeps the process alive) and stops when the app closes.
 */
export function scheduleCleanup(app: FastifyInstance, intervalMs: number): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = () => {
    // Never two runs of this instance at once, however slow the database is.
    if (running) return;
    running = runCleanup(app).finally(() => {
      running = undefined;
    });
  };
  app.addHook('onReady', async () => {
    tick();
    await running;
    timer = setInterval(tick, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
