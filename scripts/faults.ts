// Fault injection against the production bundle (docs/quality-history.md). Heavy: not part of `npm test`.
// Usage: npx tsx scripts/faults.ts            (PGlite parts only)
//        TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx scripts/faults.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer, connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPglite } from '../server/db/pglite.ts';
import { adminDatabaseUrl, scratchDatabase } from '../server/test/scratch-database.ts';
import {
  ensureServerBundle,
  freePort,
  startServer,
  type ServerProcess,
} from '../server/test/spawn-server.ts';
import { startModelStub } from '../server/test/model-stub.ts';

const results: { name: string; pass: boolean; detail: string }[] = [];
function report(name: string, pass: boolean, detail: string) {
  results.push({ name, pass, detail });
  console.log(`${pass ? 'PASS' : 'FAIL'} ${name} (${detail})`);
}

interface Reply {
  status: number;
  body: string;
  setCookies: string[];
}
function http(
  base: string,
  method: string,
  path: string,
  opts: { cookie?: string; body?: unknown; timeoutMs?: number } = {},
): Promise<Reply> {
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  return new Promise((resolve, reject) => {
    const r = request(
      new URL(path, base),
      {
        method,
        headers: {
          origin: base,
          ...(opts.cookie ? { cookie: opts.cookie } : {}),
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
        },
        timeout: opts.timeoutMs ?? 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            setCookies: res.headers['set-cookie'] ?? [],
          }),
        );
        res.on('error', reject);
      },
    );
    r.on('timeout', () => r.destroy(new Error('timeout')));
    r.on('error', reject);
    r.end(payload);
  });
}

/** Signs up through the embedded identity provider and returns the app session cookie. */
async function signUp(base: string, email: string): Promise<string> {
  const account = await http(base, 'POST', '/identity/accounts', {
    body: { email, password: 'fault-password-1' },
  });
  if (account.status !== 200) throw new Error(`sign-up: ${account.status} ${account.body}`);
  const { idToken } = JSON.parse(account.body) as { idToken: string };
  const sync = await http(base, 'POST', '/api/auth/lamplight-sync', { body: { idToken } });
  if (sync.status !== 200) throw new Error(`sync: ${sync.status} ${sync.body}`);
  const cookie = sync.setCookies.find((c) => c.startsWith('lamplight_session='));
  if (!cookie) throw new Error('sync gave no session cookie');
  return cookie.split(';')[0]!;
}

const WRITES = 1000;
const CONCURRENCY = 4;

/**
 * Streams journal writes and kills the server with SIGKILL part-way; returns the contents whose
 * write was acknowledged with a 2xx.
 */
async function writeAndKill(server: ServerProcess, cookie: string, tag: string) {
  const acknowledged: string[] = [];
  let failed = 0;
  let next = 0;
  const killAt = 300 + Math.floor(Math.random() * 400);
  let killed = false;
  const worker = async () => {
    while (next < WRITES) {
      const i = next++;
      if (i === killAt && !killed) {
        killed = true;
        // Killed while other writes are in flight.
        server.proc.kill('SIGKILL');
      }
      const content = `${tag} entry ${i}`;
      try {
        const res = await http(server.url, 'POST', '/api/journal/entries', {
          cookie,
          body: { content },
          timeoutMs: 5000,
        });
        if (res.status >= 200 && res.status < 300) acknowledged.push(content);
        else failed++;
      } catch {
        failed++;
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  await server.kill();
  return { acknowledged, failed, killAt };
}

async function crashPglite() {
  const dataDir = mkdtempSync(join(tmpdir(), 'lamplight-faults-'));
  try {
    let server = await startServer({ DATA_DIR: dataDir, PUBLIC_URL: 'http://127.0.0.1' });
    const base = server.url;
    const port = server.port;
    const cookie = await signUp(base, `crash-pglite-${Date.now()}@example.com`);
    const { acknowledged, failed, killAt } = await writeAndKill(server, cookie, 'pglite');
    // Restart on the same data dir: it must come up, then stop cleanly so the files can be read.
    const started = performance.now();
    server = await startServer({ DATA_DIR: dataDir, PUBLIC_URL: 'http://127.0.0.1' }, port);
    const restartMs = Math.round(performance.now() - started);
    const after = await http(server.url, 'GET', '/api/journal/entries?limit=1', { cookie });
    await server.stop();
    const database = await openPglite(dataDir);
    const rows = (await database.db.execute(
      sql`select content from journal_entries where content like 'pglite entry %'`,
    )) as unknown as { rows: { content: string }[] };
    await database.close();
    const present = new Set(rows.rows.map((r) => r.content));
    const lost = acknowledged.filter((c) => !present.has(c));
    console.log(
      `FIGURE pglite kill -9 at write ${killAt}: acknowledged ${acknowledged.length}, present ${present.size}, lost ${lost.length}, failed/refused ${failed}, restart ${restartMs} ms`,
    );
    report(
      'PGlite: server restarts on the same DATA_DIR after kill -9',
      after.status === 200,
      `GET after restart ${after.status}, ${restartMs} ms`,
    );
    report(
      'PGlite: every acknowledged write is present',
      lost.length === 0 && acknowledged.length > 0,
      `${acknowledged.length} acknowledged, ${lost.length} lost`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function crashPostgres(adminUrl: string) {
  const scratch = await scratchDatabase(adminUrl, 'lamplight_faults_');
  try {
    let server = await startServer({ DATABASE_URL: scratch.url, PUBLIC_URL: 'http://127.0.0.1' });
    const cookie = await signUp(server.url, `crash-pg-${Date.now()}@example.com`);
    const port = server.port;
    const { acknowledged, failed, killAt } = await writeAndKill(server, cookie, 'postgres');
    server = await startServer({ DATABASE_URL: scratch.url, PUBLIC_URL: 'http://127.0.0.1' }, port);
    const after = await http(server.url, 'GET', '/api/journal/entries?limit=1', { cookie });
    await server.stop();
    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    const { rows } = await client.query<{ content: string }>(
      "select content from journal_entries where content like 'postgres entry %'",
    );
    await client.end();
    const present = new Set(rows.map((r) => r.content));
    const lost = acknowledged.filter((c) => !present.has(c));
    console.log(
      `FIGURE postgres kill -9 at write ${killAt}: acknowledged ${acknowledged.length}, present ${present.size}, lost ${lost.length}, failed/refused ${failed}`,
    );
    report(
      'PostgreSQL: server restarts after kill -9',
      after.status === 200,
      `GET after restart ${after.status}`,
    );
    report(
      'PostgreSQL: every acknowledged write is present',
      lost.length === 0 && acknowledged.length > 0,
      `${acknowledged.length} acknowledged, ${lost.length} lost`,
    );
  } finally {
    await scratch.drop();
  }
}

/** A TCP proxy to PostgreSQL that can be paused (drops every connection and refuses new ones). */
async function startPausableProxy(target: URL) {
  let paused = false;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    if (paused) {
      client.destroy();
      return;
    }
    const upstream = connect(Number(target.port || 5432), target.hostname);
    sockets.add(client);
    sockets.add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream).pipe(client);
  });
  const port = await freePort();
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  return {
    port,
    pause() {
      paused = true;
      for (const s of sockets) s.destroy();
      sockets.clear();
    },
    resume() {
      paused = false;
    },
    close: () =>
      new Promise<void>((r) => {
        for (const s of sockets) s.destroy();
        server.close(() => r());
      }),
  };
}

async function databaseOutage(adminUrl: string) {
  const scratch = await scratchDatabase(adminUrl, 'lamplight_faults_');
  const target = new URL(scratch.url);
  const proxy = await startPausableProxy(target);
  const viaProxy = new URL(scratch.url);
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(proxy.port);
  let server: ServerProcess | undefined;
  try {
    server = await startServer({
      DATABASE_URL: viaProxy.toString(),
      PUBLIC_URL: 'http://127.0.0.1',
    });
    const cookie = await signUp(server.url, `outage-${Date.now()}@example.com`);
    proxy.pause();
    const t0 = performance.now();
    const during = await http(server.url, 'GET', '/api/journal/entries', {
      cookie,
      timeoutMs: 30_000,
    }).catch((err: Error) => ({ status: 0, body: err.message, setCookies: [] }));
    const outageMs = Math.round(performance.now() - t0);
    const t1 = performance.now();
    const health = await http(server.url, 'GET', '/healthz', { timeoutMs: 30_000 }).catch(
      (err: Error) => ({ status: 0, body: err.message, setCookies: [] }),
    );
    const healthMs = Math.round(performance.now() - t1);
    let message = '';
    try {
      message = (JSON.parse(during.body) as { message?: string }).message ?? '';
    } catch {
      message = during.body.slice(0, 100);
    }
    console.log(
      `FIGURE outage: request answered ${during.status} in ${outageMs} ms; /healthz ${health.status} in ${healthMs} ms`,
    );
    report(
      'database down → 503 with a clear message',
      during.status === 503 &&
        message === 'The database is unavailable right now. Please try again in a moment.',
      `${during.status} "${message}" in ${outageMs} ms`,
    );
    report('database down → request does not hang (< 10 s)', outageMs < 10_000, `${outageMs} ms`);
    proxy.resume();
    const t2 = performance.now();
    let after: Reply = { status: 0, body: '', setCookies: [] };
    for (let i = 0; i < 20; i++) {
      after = await http(server.url, 'GET', '/api/journal/entries', { cookie }).catch(
        (err: Error) => ({ status: 0, body: err.message, setCookies: [] }),
      );
      if (after.status === 200) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const recoverMs = Math.round(performance.now() - t2);
    console.log(`FIGURE recovery: ${after.status} ${recoverMs} ms after the database returned`);
    report(
      'database back → 200 without a restart',
      after.status === 200,
      `${after.status} after ${recoverMs} ms`,
    );
  } finally {
    await server?.stop();
    await proxy.close();
    await scratch.drop();
  }
}

/**
 * The model never answers. On PostgreSQL (when available) the reader is made premium and follows a
 * custom plan, so the day has no curated insight and an insight request is left hanging at the model
 * while today's reading and sign-in are timed; on PGlite a curated plan is used.
 */
async function modelNeverAnswers(adminUrl: string | undefined) {
  const stub = await startModelStub({ handler: () => new Promise(() => {}) });
  const dataDir = mkdtempSync(join(tmpdir(), 'lamplight-faults-'));
  const scratch = adminUrl ? await scratchDatabase(adminUrl, 'lamplight_faults_') : undefined;
  let server: ServerProcess | undefined;
  try {
    server = await startServer({
      ...(scratch ? { DATABASE_URL: scratch.url } : { DATA_DIR: dataDir }),
      PUBLIC_URL: 'http://127.0.0.1',
      AI_BASE_URL: stub.baseURL,
      AI_MODEL: 'stub-model',
      AI_API_KEY: 'stub-key',
      // Short, so that plan creation (which waits for the model planner) finishes within the run.
      AI_TIMEOUT_MS: '3000',
    });
    const email = `slow-model-${Date.now()}@example.com`;
    const cookie = await signUp(server.url, email);
    let hanging: Promise<unknown> = Promise.resolve();
    if (scratch) {
      const client = new pg.Client({ connectionString: scratch.url });
      await client.connect();
      await client.query("update users set membership_tier = 'premium' where lower(email) = $1", [
        email,
      ]);
      await client.end();
      // Plan creation asks the model too and must give up on it by itself (AI planner timeout).
      const tc = performance.now();
      const created = await http(server.url, 'POST', '/api/plans', {
        cookie,
        body: { type: 'custom', content: 'hope in exile', planType: 'daily', sessions: 1 },
        timeoutMs: 120_000,
      });
      console.log(
        `FIGURE model never answers: POST /api/plans ${created.status} in ${Math.round(performance.now() - tc)} ms (AI_TIMEOUT_MS=3000)`,
      );
      const first = await http(server.url, 'GET', '/api/readings/today', { cookie });
      const id = (JSON.parse(first.body) as { id?: number } | null)?.id;
      if (id) {
        hanging = http(server.url, 'GET', `/api/readings/${id}/insights`, {
          cookie,
          timeoutMs: 3000,
        }).catch(() => null);
        await new Promise((r) => setTimeout(r, 300));
      }
    } else {
      const plans = await http(server.url, 'GET', '/api/plans', { cookie });
      const overview = JSON.parse(plans.body) as {
        topRated: { id: number }[];
        topActive: { id: number }[];
      };
      const planId = overview.topRated[0]?.id ?? overview.topActive[0]?.id;
      if (planId) await http(server.url, 'POST', `/api/plans/${planId}/activate`, { cookie });
    }
    const times: number[] = [];
    let todayStatus = 0;
    for (let i = 0; i < 3; i++) {
      const t = performance.now();
      const today = await http(server.url, 'GET', '/api/readings/today', {
        cookie,
        timeoutMs: 10_000,
      });
      times.push(Math.round(performance.now() - t));
      todayStatus = today.status;
    }
    const t = performance.now();
    const signIn = await http(server.url, 'POST', '/identity/sign-in', {
      body: { email, password: 'fault-password-1' },
      timeoutMs: 10_000,
    });
    const signInMs = Math.round(performance.now() - t);
    const db = scratch ? 'postgres' : 'pglite';
    console.log(
      `FIGURE model never answers (${db}): GET /api/readings/today ${todayStatus} in ${times.join('/')} ms; POST /identity/sign-in ${signIn.status} in ${signInMs} ms; model requests hanging: ${stub.calls}`,
    );
    report(
      `model hangs (${db}) → today answers in < 1 s`,
      todayStatus === 200 && Math.max(...times) < 1000,
      `${times.join('/')} ms`,
    );
    report(
      `model hangs (${db}) → sign-in answers in < 1 s`,
      signIn.status === 200 && signInMs < 1000,
      `${signInMs} ms`,
    );
    await hanging;
  } finally {
    await server?.stop();
    await stub.close();
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs every fault; returns true when all passed. */
export async function run(): Promise<boolean> {
  ensureServerBundle();
  await crashPglite();
  const adminUrl = adminDatabaseUrl();
  if (adminUrl) {
    await crashPostgres(adminUrl);
    await databaseOutage(adminUrl);
  } else {
    console.log('SKIP PostgreSQL faults: set TEST_DATABASE_URL or BENCH_DATABASE_URL');
  }
  await modelNeverAnswers(undefined);
  if (adminUrl) await modelNeverAnswers(adminUrl);
  const ok = results.every((r) => r.pass);
  console.log(ok ? 'RESULT PASS' : 'RESULT FAIL');
  return ok;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  run().then(
    (ok) => process.exit(ok ? 0 : 1),
    (err: unknown) => {
      console.log(`FAIL faults: ${(err as Error).stack ?? String(err)}`);
      process.exit(1);
    },
  );
}
