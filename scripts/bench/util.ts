import autocannon from 'autocannon';
import { spawnServer, type ServerProcess } from '../../server/test/spawn-server.ts';

export interface LoadResult {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** Runs autocannon against one URL and returns the headline figures. */
export async function load(
  label: string,
  url: string,
  opts: { connections?: number; duration?: number; headers?: Record<string, string> } = {},
): Promise<LoadResult> {
  const r = await autocannon({
    url,
    connections: opts.connections ?? 50,
    duration: opts.duration ?? 10,
    headers: opts.headers ?? {},
  });
  return {
    label,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}

export function printTable(title: string, rows: LoadResult[]) {
  console.log(`\n${title}`);
  console.log(
    '  endpoint'.padEnd(52) +
      'req/s'.padStart(9) +
      'p50 ms'.padStart(9) +
      'p99 ms'.padStart(9) +
      '  errors',
  );
  for (const r of rows) {
    console.log(
      `  ${r.label}`.padEnd(52) +
        String(r.rps).padStart(9) +
        String(r.p50).padStart(9) +
        String(r.p99).padStart(9) +
        `  ${r.errors + r.non2xx}`,
    );
  }
}

/**
 * Spawns a node server (the app or the bare Fastify floor) on a free (or given) port with this process's environment
 * plus `env`, and resolves once /healthz answers 200; startupMs times it (readiness is polled every 10 ms).
 */
export function startBenchServer(
  args: string[],
  env: Record<string, string>,
  port?: number,
): Promise<ServerProcess> {
  return spawnServer({
    args,
    port,
    env: { ...process.env, ...env },
    timeoutMs: 120_000,
    pollMs: 10,
    killAfterMs: 5000,
  });
}
