// How long another instance still honours a session after an account deletion or a password change answered
// (docs/quality.md, "Trust, round three"; decision 175). Loopback only: two servers from a checkout's sources
// on 127.0.0.1 share a scratch PostgreSQL database; both carry a steady background load while, round after
// round, a reader's session is made known to instance B, the reader deletes the account (or changes the
// password, ending another browser's session) on instance A, and B is asked with the old cookie one request
// after another from the moment A answered until it refuses. Prints figures; asserts nothing.
// Usage: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx scripts/load-sessions-ended.ts
//        LOAD_ROOT=/path/to/other/checkout (the servers' sources, e.g. main for "before"),
//        LOAD_ROUNDS=20 (rounds of each kind), LOAD_RATE=150 (background requests a second on each instance)
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { hash } from '@node-rs/argon2';
import autocannon from 'autocannon';
import pg from 'pg';
import { adminDatabaseUrl, scratchDatabase } from '../server/test/scratch-database.ts';
import { freePort } from '../server/test/spawn-server.ts';
import { waitUntilHealthy } from './lib/wait-until-healthy.ts';

const ROOT = resolve(process.env.LOAD_ROOT ?? join(import.meta.dirname, '..'));
const ROUNDS = Number(process.env.LOAD_ROUNDS ?? 20);
const RATE = Number(process.env.LOAD_RATE ?? 150);
const PASSWORD = 'lantern-by-the-river';
const DAY_MS = 24 * 60 * 60 * 1000;

const id = (bytes: number) => randomBytes(bytes).toString('hex');
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

async function startServer(
  env: Record<string, string>,
): Promise<{ base: string; proc: ChildProcess }> {
  const port = await freePort();
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitUntilHealthy(base, proc);
  return { base, proc };
}

async function stop(proc: ChildProcess) {
  if (proc.exitCode !== null) return;
  const exited = new Promise((r) => proc.once('exit', r));
  proc.kill('SIGTERM');
  await exited;
}

/** A reader with a session (and, for a password change, a password identity and a second session). */
async function makeReader(db: pg.Client, passwordHash: string) {
  const userId = id(6);
  const email = `ended-${id(5)}@example.com`;
  await db.query(
    `insert into users (id, email, first_name, last_name, email_verified_at) values ($1, $2, 'Load', 'Reader', now())`,
    [userId, email],
  );
  await db.query(
    `insert into identities (provider, subject, email, email_verified, password_hash, user_id) values ('password', $1, $2, true, $3, $4)`,
    [id(6), email, passwordHash, userId],
  );
  const session = async () => {
    const sid = id(16);
    const expires = new Date(Date.now() + DAY_MS);
    await db.query(
      `insert into sessions (id, user_id, expires_at, absolute_expires_at) values ($1, $2, $3, $3)`,
      [sid, userId, expires],
    );
    return `lamplight_session=${sid}`;
  };
  return { userId, email, cookie: await session(), elsewhere: await session() };
}

const statusOf = async (url: string, cookie: string) => {
  const res = await fetch(url, { headers: { cookie } });
  await res.arrayBuffer();
  return res.status;
};

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const adminUrl = adminDatabaseUrl();
if (!adminUrl) {
  console.log('set TEST_DATABASE_URL (a PostgreSQL server this script may create databases on)');
  process.exit(1);
}
const scratch = await scratchDatabase(adminUrl, 'lamplight_ended_');
const procs: ChildProcess[] = [];
const db = new pg.Client({ connectionString: scratch.url });
try {
  const portA = await freePort();
  const publicUrl = `http://127.0.0.1:${portA}`;
  const env = { DATABASE_URL: scratch.url, PUBLIC_URL: publicUrl };
  // A first (it migrates the scratch database), then B.
  const a = await startServer(env);
  procs.push(a.proc);
  const b = await startServer(env);
  procs.push(b.proc);
  await db.connect();
  const passwordHash = await hash(PASSWORD);
  const loader = await makeReader(db, passwordHash);
  console.log(`servers from ${ROOT}; load average at start ${load()}`);

  // Background load on both instances: a signed-in reader's GET /api/auth/user at a fixed rate.
  const background = [a.base, b.base].map((url) =>
    autocannon({
      url: `${url}/api/auth/user`,
      connections: 4,
      overallRate: RATE,
      duration: 3600,
      headers: { cookie: loader.cookie },
    }),
  );

  const rows: string[] = [];
  for (const kind of ['delete', 'password'] as const) {
    const windows: number[] = [];
    const calls: number[] = [];
    let stale = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const reader = await makeReader(db, passwordHash);
      const old = kind === 'delete' ? reader.cookie : reader.elsewhere;
      // B knows the session (its cache holds it).
      for (let i = 0; i < 2; i++) {
        const s = await statusOf(`${b.base}/api/auth/user`, old);
        if (s !== 200) throw new Error(`B refused a live session: ${s}`);
      }
      const started = performance.now();
      const res =
        kind === 'delete'
          ? await fetch(`${a.base}/api/account`, {
              method: 'DELETE',
              headers: {
                cookie: reader.cookie,
                origin: publicUrl,
                'content-type': 'application/json',
              },
              body: JSON.stringify({ confirmEmail: reader.email }),
            })
          : await fetch(`${a.base}/api/auth/password`, {
              method: 'POST',
              headers: {
                cookie: reader.cookie,
                origin: publicUrl,
                'content-type': 'application/json',
              },
              body: JSON.stringify({
                currentPassword: PASSWORD,
                newPassword: `a quiet harbour at dusk ${round}`,
              }),
            });
      await res.arrayBuffer();
      const answered = performance.now();
      if (res.status !== 200) throw new Error(`${kind} answered ${res.status}`);
      calls.push(answered - started);
      // B with the old cookie, one request after another, until it refuses.
      let window = 0;
      for (let probe = 0; ; probe++) {
        const at = performance.now();
        const s = await statusOf(`${b.base}/api/auth/user`, old);
        if (s !== 200) {
          window = probe === 0 ? 0 : at - answered;
          break;
        }
        if (probe === 0) stale++;
        if (at - answered > 10_000) throw new Error('B still honoured the session after 10 s');
      }
      windows.push(window);
    }
    windows.sort((x, y) => x - y);
    calls.sort((x, y) => x - y);
    rows.push(
      `| ${kind === 'delete' ? 'account deletion' : 'password change'} | ${stale} of ${ROUNDS} | ` +
        `${percentile(windows, 50).toFixed(1)} / ${windows.at(-1)!.toFixed(1)} | ` +
        `${percentile(calls, 50).toFixed(1)} / ${calls.at(-1)!.toFixed(1)} | ${load()} |`,
    );
  }
  for (const run of background) (run as unknown as { stop: () => void }).stop();
  const done = await Promise.all(background);
  console.log(
    `\nbackground: ${RATE} req/s of GET /api/auth/user on each instance (${done
      .map((r) => `${r.requests.total} requests, p99 ${r.latency.p99} ms`)
      .join('; ')})`,
  );
  console.log(
    '| call on A | B answered the old session after the call returned | window p50 / max ms | call p50 / max ms | load average after |',
  );
  console.log('| --- | --- | --- | --- | --- |');
  for (const row of rows) console.log(row);
} finally {
  await db.end().catch(() => {});
  for (const proc of procs) await stop(proc);
  await scratch.drop();
}
