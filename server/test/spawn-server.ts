import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

/**
 * The one way the scripts and tests start a server process on a free port and wait until it answers:
 * the production bundle for the hardening scripts and e2e, a source entry or a bare Fastify app for bench.
 */

export const ROOT = join(import.meta.dirname, '..', '..');
/** The production server bundle (npm run build:server). */
export const SERVER_BUNDLE = join(ROOT, 'dist', 'server', 'main.js');

/**
 * The node flags `npm start` passes (package.json's start script, read so that e2e, the load script and the
 * start-up bench run the server as it ships): `node <flags> dist/server/main.js`.
 */
export const START_NODE_ARGS: string[] = startNodeArgs(
  (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } })
    .scripts.start,
);

export function startNodeArgs(start: string): string[] {
  const words = start.trim().split(/\s+/);
  if (words[0] !== 'node' || words.at(-1) !== 'dist/server/main.js' || words.length < 2) {
    throw new Error(
      `package.json's start script is not "node [flags] dist/server/main.js": ${start}`,
    );
  }
  const flags = words.slice(1, -1);
  const stray = flags.find((f) => !f.startsWith('--'));
  if (stray) throw new Error(`package.json's start script has a word that is not a flag: ${stray}`);
  return flags;
}

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.ts')) {
      newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

/** Builds dist/server/main.js when it is missing or older than the server sources. */
export function ensureServerBundle(): void {
  const stale =
    !existsSync(SERVER_BUNDLE) ||
    statSync(SERVER_BUNDLE).mtimeMs <
      Math.max(newestMtime(join(ROOT, 'server')), newestMtime(join(ROOT, 'contract')));
  if (!stale) return;
  const out = spawnSync('npx', ['tsx', 'scripts/build-server.ts'], { cwd: ROOT, stdio: 'inherit' });
  if (out.status !== 0) throw new Error('building the server bundle failed');
}

/** A TCP port on 127.0.0.1 nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export interface SpawnServerOptions {
  /** Arguments to node, resolved from the package root; the production bundle by default. */
  args?: string[];
  /** The child's whole environment; PORT is always set from `port`. */
  env: Record<string, string | undefined>;
  /** A free port is picked when none is given. */
  port?: number;
  /** Host name in the returned url (the server itself listens where its HOST says); 127.0.0.1 by default. */
  urlHost?: string;
  /** Answers 200 once the server is ready; /healthz by default. */
  readyPath?: string;
  /** How long start-up may take; 60 s by default. */
  timeoutMs?: number;
  /** How often readiness is polled; 150 ms by default (bench polls faster to time start-up). */
  pollMs?: number;
  /** When set, stop() sends SIGKILL if the process is still running this long after SIGTERM. */
  killAfterMs?: number;
}

export interface ServerProcess {
  port: number;
  url: string;
  proc: ChildProcess;
  /** From spawning to the first 200 on the ready path. */
  startupMs: number;
  /** Output so far (stdout + stderr), for failure reports. */
  output(): string;
  /** SIGTERM and wait for exit. */
  stop(): Promise<void>;
  /** SIGKILL and wait for exit. */
  kill(): Promise<void>;
}

/** Spawns a node server process on a free (or given) port and waits until its ready path answers 200. */
export async function spawnServer(opts: SpawnServerOptions): Promise<ServerProcess> {
  const port = opts.port ?? (await freePort());
  const started = performance.now();
  const proc = spawn(process.execPath, opts.args ?? [...START_NODE_ARGS, SERVER_BUNDLE], {
    cwd: ROOT,
    env: { ...opts.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  proc.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  proc.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  const url = `http://${opts.urlHost ?? '127.0.0.1'}:${port}`;
  const readyUrl = `http://127.0.0.1:${port}${opts.readyPath ?? '/healthz'}`;
  const timeoutMs = opts.timeoutMs ?? 60_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`server exited during start-up:\n${output}`);
    try {
      const res = await fetch(readyUrl);
      if (res.status === 200) break;
    } catch {
      /* not listening yet */
    }
    if (performance.now() - started > timeoutMs) {
      proc.kill('SIGKILL');
      throw new Error(`server did not become ready in ${timeoutMs / 1000} s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, opts.pollMs ?? 150));
  }
  const startupMs = Math.round(performance.now() - started);
  const running = () => proc.exitCode === null && proc.signalCode === null;
  const signal = async (sig: NodeJS.Signals) => {
    if (running()) {
      proc.kill(sig);
      if (sig === 'SIGTERM' && opts.killAfterMs !== undefined) {
        setTimeout(() => running() && proc.kill('SIGKILL'), opts.killAfterMs).unref();
      }
    }
    await exited;
  };
  return {
    port,
    url,
    proc,
    startupMs,
    output: () => output,
    stop: () => signal('SIGTERM'),
    kill: () => signal('SIGKILL'),
  };
}

/**
 * Starts the production bundle with only PATH from this process's environment (nothing else leaks in), in
 * production mode, quiet, on 127.0.0.1, and waits for /healthz.
 */
export function startServer(env: Record<string, string>, port?: number): Promise<ServerProcess> {
  return spawnServer({
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    port,
  });
}
