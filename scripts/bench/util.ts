import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import autocannon from 'autocannon';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const a = srv.address();
      const port = typeof a === 'object' && a ? a.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

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

/** Spawns a node process and resolves once GET {url}/healthz (or `readyPath`) answers 200. */
export async function spawnAndWait(
  args: string[],
  env: Record<string, string>,
  readyUrl: string,
): Promise<{ child: ChildProcess; ms: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d) => (stderr += d));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`process exited: ${stderr}`);
    try {
      const res = await fetch(readyUrl);
      if (res.status === 200) return { child, ms: Math.round(performance.now() - started) };
    } catch {
      // not yet listening
    }
    if (performance.now() - started > 120_000) throw new Error('timed out waiting for readiness');
    await new Promise((r) => setTimeout(r, 10));
  }
}

export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}
