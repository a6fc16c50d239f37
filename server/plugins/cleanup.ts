import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CLEANUP_INTERVAL_MS, scheduleCleanup } from '../jobs/cleanup.ts';

/** Deletes expired sessions, links and rate-limit rows on a timer (decision 095); `false` turns it off. */
async function cleanupPlugin(app: FastifyInstance, opts: { intervalMs?: number | false }) {
  if (opts.intervalMs === false) return;
  scheduleCleanup(app, opts.intervalMs ?? CLEANUP_INTERVAL_MS);
}

export default fp(cleanupPlugin, { name: 'cleanup', dependencies: ['database'] });
