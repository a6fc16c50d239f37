import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The benches' route; it exists only while this plugin is registered. */
export const BENCH_COUNTERS_ROUTE = '/bench/counters';

/** What GET /bench/counters answers. */
export interface BenchCounters {
  /** Statements this database completed since the app was built. */
  queries: number;
  /** Requests answered, the counters' own excepted. */
  requests: number;
  /** This process's CPU time so far (user and system). */
  cpuMicros: number;
}

/**
 * Bench instruments (LAMPLIGHT_COUNT_QUERIES): counts the statements the database completes, through its
 * statement listeners, and the requests answered, and serves both with the process's CPU time at
 * GET /bench/counters, from which `npm run bench` prints statements and CPU time per request. buildApp
 * registers it only when the config turns it on: otherwise no listener, hook or route exists.
 */
async function benchCountersPlugin(app: FastifyInstance) {
  const counted = { queries: 0, requests: 0 };
  const stop = app.database.onStatement(() => {
    counted.queries++;
  });
  app.addHook('onClose', async () => stop());
  app.addHook('onResponse', async (req) => {
    if (req.routeOptions.url !== BENCH_COUNTERS_ROUTE) counted.requests++;
  });
  app.get(BENCH_COUNTERS_ROUTE, { schema: { hide: true } }, async (): Promise<BenchCounters> => {
    const cpu = process.cpuUsage();
    return { ...counted, cpuMicros: cpu.user + cpu.system };
  });
}

export default fp(benchCountersPlugin, { name: 'bench-counters', dependencies: ['database'] });
