import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface RemindersPluginOptions {
  /** One tick of the reminder scheduler (the reminders feature's, passed in by the app). */
  tick: (app: FastifyInstance) => Promise<unknown>;
  /** How often to tick; `false` turns the scheduler off. Unset: REMINDER_TICK_MS, but off in tests. */
  intervalMs?: number | false | undefined;
}

/**
 * Sends the daily reminders (decision 126): ticks once when the app is ready and then every
 * interval, one tick at a time per instance; the timer is unref'd and stops when the app closes.
 * Several instances tick at once safely: the tick claims its rows in the database.
 */
async function remindersPlugin(app: FastifyInstance, opts: RemindersPluginOptions) {
  const intervalMs =
    opts.intervalMs ?? (app.config.NODE_ENV === 'test' ? false : app.config.REMINDER_TICK_MS);
  if (intervalMs === false) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let closing = false;
  const tick = () => {
    if (running || closing) return;
    running = opts
      .tick(app)
      .catch((err: unknown) => app.log.warn({ err }, 'reminder tick failed'))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, intervalMs);
    timer.unref();
    tick();
  });
  app.addHook('onClose', async () => {
    closing = true;
    if (timer) clearInterval(timer);
    await running;
  });
}

export default fp(remindersPlugin, {
  name: 'reminders',
  dependencies: ['config', 'database', 'mailer'],
});
