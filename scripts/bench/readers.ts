import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../../server/db/open.ts';
import { adminDatabaseUrl, scratchDatabase } from '../../server/test/scratch-database.ts';
import type { ServerProcess } from '../../server/test/spawn-server.ts';
import { startBenchServer } from './util.ts';

// npm run bench -- readers: what many readers do in a day, on the production build, each figure beside a bare
// Fastify route returning Today's bytes, measured in the same run (the machine is shared: read the ratios).
//  1. First Today of the day: BENCH_READERS (2,000) readers, each asks for Today once, 50 connections. Each
//     reader's session was last used yesterday and their plan's day has no reading yet, as on a real morning.
//  2. Mixed burst: 10 s, 50 connections, every request from a reader picked at random among all of them:
//     80% reads (Today, the notebook's first page, the plans overview, the current reader), 20% saves.
//     Meanwhile one client asks for a Strong's entry (no database) every 50 ms; its latency is set beside
//     the same lookup on the idle server just before.
//  3. Saves at 10 and at 10,000 entries: 40 saves one after another by a reader holding that many entries;
//     p50, the server's CPU per save, and on PostgreSQL the database's CPU per save (its backends' CPU time
//     from /proc, when the database runs on this machine).
//  4. Growth: first Today with 100, 1,000 and 10,000 readers in the database (readers are added before each
//     row; the row's requests are those of the readers not yet seen that day). BENCH_GROWTH='' skips it.
// Embedded PGlite, then PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server (BENCH_READERS_DB
// picks one). BENCH_BUNDLE measures another build the same way (a before/after pair in one window);
// BENCH_NODE_ARGS gives the server under test node flags (a CPU profile). Loopback only; every phase is bounded
// in requests and in time (PHASE_CAP_S). Prints figures; asserts nothing.

const READERS = Number(process.env.BENCH_READERS ?? 2000);
const GROWTH = (process.env.BENCH_GROWTH ?? '100,1000,10000')
  .split(',')
  .filter(Boolean)
  .map(Number);
const CONNECTIONS = 50;
const MIX_S = Number(process.env.BENCH_MIX_S ?? 10);
const PHASE_CAP_S = Number(process.env.BENCH_PHASE_CAP_S ?? 180);
/** BENCH_READERS_PHASES=saves (or first,mix,saves): the phases of the daily pass to run; all by default. */
const PHASES = new Set((process.env.BENCH_READERS_PHASES ?? 'first,mix,saves').split(','));
const BARE_S = 5;
const SAVES = 40;
const TIMEOUT_MS = 10_000;
const SENTENCE =
  'Gathered enough for today and no more; the rest was a lesson in trusting tomorrow to its own provision. ';

interface Op {
  kind: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

interface Sample {
  kind: string;
  ms: number;
  status: number;
}

/** One HTTP request on a keep-alive agent; status 0 for a timeout or a connection error. */
function send(
  agent: Agent,
  base: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; ms: number; body: Buffer }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(
      `${base}${path}`,
      {
        method,
        agent,
        headers: body
          ? {
              ...headers,
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
            }
          : headers,
        timeout: TIMEOUT_MS,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            ms: performance.now() - started,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    const fail = () =>
      resolve({ status: 0, ms: performance.now() - started, body: Buffer.alloc(0) });
    req.on('timeout', () => {
      req.destroy();
    });
    req.on('error', fail);
    if (body) req.write(body);
    req.end();
  });
}

/**
 * `connections` workers each send `next()`'s requests until it returns null or `seconds` pass; returns every
 * sample and the wall time taken.
 */
async function drive(
  base: string,
  connections: number,
  seconds: number,
  next: () => {
    kind: string;
    method: string;
    path: string;
    headers: Record<string, string>;
    body?: string;
  } | null,
): Promise<{ samples: Sample[]; wallS: number; capped: boolean }> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const samples: Sample[] = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  let capped = false;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      for (;;) {
        if (performance.now() >= deadline) {
          capped = true;
          return;
        }
        const op = next();
        if (!op) return;
        const r = await send(agent, base, op.method, op.path, op.headers, op.body);
        samples.push({ kind: op.kind, ms: r.ms, status: r.status });
      }
    }),
  );
  agent.destroy();
  return { samples, wallS: (performance.now() - started) / 1000, capped };
}

function percentile(xs: number[], p: number): number {
  if (xs.length === 0) return NaN;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

interface Figures {
  label: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  failed: number;
  note?: string;
}

/** Failed requests by status ('timeout or error' for no answer), e.g. "503 ×4, timeout or error ×2". */
function failures(samples: Sample[]): string {
  const by = new Map<string, number>();
  for (const s of samples) {
    if (s.status >= 200 && s.status < 300) continue;
    const key = s.status === 0 ? 'timeout or error' : String(s.status);
    by.set(key, (by.get(key) ?? 0) + 1);
  }
  return [...by].map(([k, n]) => `${k} ×${n}`).join(', ');
}

function figures(label: string, samples: Sample[], wallS: number, note?: string): Figures {
  const ms = samples.map((s) => s.ms);
  return {
    label,
    requests: samples.length,
    rps: samples.length / Math.max(wallS, 0.001),
    p50: percentile(ms, 50),
    p99: percentile(ms, 99),
    // A loop, not Math.max(...ms): the bare route's 100,000-odd samples overflow the call stack as arguments.
    max: ms.reduce((a, b) => Math.max(a, b), 0),
    failed: samples.filter((s) => s.status < 200 || s.status >= 300).length,
    ...(note || failures(samples)
      ? { note: [note, failures(samples)].filter(Boolean).join('; ') }
      : {}),
  };
}

function printRows(title: string, rows: Figures[], bare: Figures) {
  console.log(`\n  ${title}`);
  console.log(
    '  '.padEnd(60) +
      'requests'.padStart(9) +
      'req/s'.padStart(9) +
      'of bare'.padStart(9) +
      'p50 ms'.padStart(9) +
      'p99 ms'.padStart(9) +
      'max ms'.padStart(9) +
      '  failed',
  );
  for (const r of [bare, ...rows]) {
    console.log(
      `  ${r.label}`.padEnd(60) +
        String(r.requests).padStart(9) +
        r.rps.toFixed(0).padStart(9) +
        `${((100 * r.rps) / Math.max(1, bare.rps)).toFixed(1)}%`.padStart(9) +
        r.p50.toFixed(1).padStart(9) +
        r.p99.toFixed(1).padStart(9) +
        r.max.toFixed(0).padStart(9) +
        `  ${r.failed}${r.note ? `  (${r.note})` : ''}`,
    );
  }
}

/** CPU time (user + system) a process has used so far, in ms, from /proc (Linux); null when unreadable. */
function cpuMsOf(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/** The summed CPU time of the PostgreSQL backends serving `database`, or null (not on this machine). */
async function backendsCpuMs(adminUrl: string, database: string): Promise<number | null> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    const { rows } = await c.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = $1',
      [database],
    );
    let total = 0;
    for (const { pid } of rows) {
      const ms = cpuMsOf(pid);
      if (ms === null) return null;
      total += ms;
    }
    return total;
  } finally {
    await c.end();
  }
}

interface Counters {
  requests?: number;
  cpuMicros: number;
}

async function counters(server: ServerProcess): Promise<Counters | null> {
  const res = await fetch(`${server.url}/bench/counters`);
  return res.ok ? ((await res.json()) as Counters) : null;
}

type Exec = (query: ReturnType<typeof sql>) => Promise<unknown>;

/**
 * Readers `from`..`to` (inclusive), in bulk: a verified basic member (the notebook in the mixed burst is theirs
 * to open) on day 2 of the six-day plan begun yesterday (its schedule kept, as activation keeps it), a session
 * last used yesterday, the zone varied among three. Returns their session cookies in order.
 */
async function addReaders(exec: Exec, planId: number, from: number, to: number): Promise<string[]> {
  await exec(sql`
    insert into users (id, email, first_name, last_name, email_verified_at, time_zone, membership_tier, created_at)
    select 'benchr' || i, 'reader' || i || '@bench.test', 'Bench', 'Reader', now() - interval '30 days',
           (array['Europe/London', 'America/Chicago', 'UTC'])[1 + i % 3], 'basic', now() - interval '30 days'
    from generate_series(${from}::int, ${to}::int) i`);
  await exec(sql`
    insert into sessions (id, user_id, expires_at, absolute_expires_at, created_at, last_seen_at)
    select 'benchs' || md5('s' || i), 'benchr' || i, now() + interval '6 days', now() + interval '20 days',
           now() - interval '2 days', now() - interval '20 hours'
    from generate_series(${from}::int, ${to}::int) i`);
  await exec(sql`
    insert into user_plans (user_id, plan_id, is_active, current_day, started_at, activated_at, schedule_start)
    select 'benchr' || i, ${planId}::int, true, 2, now() - interval '1 day', now() - interval '1 day',
           (now() - interval '1 day')::date
    from generate_series(${from}::int, ${to}::int) i`);
  const cookies: string[] = [];
  for (let i = from; i <= to; i++) cookies.push(`lamplight_session=benchs${md5Hex(`s${i}`)}`);
  return cookies;
}

/** md5 as hex, as PostgreSQL's md5() gives it: the seed's session ids and the cookies agree. */
function md5Hex(text: string): string {
  return createHash('md5').update(text).digest('hex');
}

async function seedPlan(exec: Exec): Promise<number> {
  const res = (await exec(sql`
    insert into plans (title, description, type, plan_type, is_public)
    values ('Provision in the Wilderness', 'Six days on daily bread', 'book', 'daily', true)
    returning id`)) as { rows: { id: number }[] };
  const planId = Number(res.rows[0]!.id);
  await exec(sql`
    insert into plan_sessions (plan_id, day, reference, title, description)
    select ${planId}::int, d, (array['Genesis 1', 'Exodus 16:1-18', 'Psalms 23', 'Isaiah 40', 'John 3', 'Romans 8'])[d],
           'Day ' || d, 'Read slowly.'
    from generate_series(1, 6) d`);
  return planId;
}

/** `count` entries for the reader, in one statement. */
async function addEntries(exec: Exec, userId: string, count: number) {
  await exec(sql`
    insert into journal_entries (user_id, content, title, reference, created_at, updated_at)
    select ${userId}, repeat(${SENTENCE}, 1 + i % 3), 'Bible Reading - John 3', 'John 3',
           now() - (i || ' hours')::interval, now() - (i || ' hours')::interval
    from generate_series(1, ${count}::int) i`);
}

/** A fresh database for one pass: the build under test makes its tables, then stops so readers can be added. */
async function bench(kind: 'pglite' | 'postgres') {
  const dataDir = mkdtempSync(join(tmpdir(), 'lamplight-bench-readers-'));
  const adminUrl = adminDatabaseUrl();
  const scratch =
    kind === 'postgres' && adminUrl ? await scratchDatabase(adminUrl, 'lh_readers_') : null;
  const databaseUrl = scratch?.url ?? '';
  const bundle = process.env.BENCH_BUNDLE ?? 'dist/server/main.js';
  // BENCH_NODE_ARGS: node flags for the server under test, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const env = {
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl,
    LAMPLIGHT_COUNT_QUERIES: '1',
  };
  let app: ServerProcess | null = null;
  let bare: ServerProcess | null = null;
  await (await startBenchServer([...nodeArgs, bundle], env)).stop();
  return {
    bundle,
    scratch,
    adminUrl,
    dataDir,
    get app() {
      return app;
    },
    /** Runs `fn` on a connection of its own while the server is stopped (the embedded database has one owner). */
    async withDb<T>(fn: (exec: Exec) => Promise<T>): Promise<T> {
      await app?.stop();
      app = null;
      const database = await openDatabase({ databaseUrl: databaseUrl || undefined, dataDir });
      try {
        return await fn((q) => database.db.execute(q));
      } finally {
        await database.close();
      }
    },
    async start(): Promise<ServerProcess> {
      await app?.stop();
      app = await startBenchServer([...nodeArgs, bundle], env);
      return app;
    },
    /** A bare Fastify route answering `body`, measured for BARE_S seconds. */
    async bare(body: Buffer): Promise<Figures> {
      const bodyFile = join(dataDir, 'today.json');
      writeFileSync(bodyFile, body);
      await bare?.stop();
      bare = await startBenchServer(['scripts/bench/bare-server.mjs'], {
        BARE_BODY_FILE: bodyFile,
      });
      const run = await drive(bare.url, CONNECTIONS, BARE_S, () => ({
        kind: 'bare',
        method: 'GET',
        path: '/bare',
        headers: {},
      }));
      return figures(`GET /bare (same ${body.length} bytes as Today)`, run.samples, run.wallS);
    },
    async close() {
      await app?.stop();
      await bare?.stop();
      await scratch?.drop().catch(() => {});
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Each of `cookies` asks for Today once, CONNECTIONS at a time. */
async function firstTodays(base: string, cookies: string[], label: string): Promise<Figures> {
  let at = 0;
  const run = await drive(base, CONNECTIONS, PHASE_CAP_S, () =>
    at < cookies.length
      ? {
          kind: 'today',
          method: 'GET',
          path: '/api/readings/today',
          headers: { cookie: cookies[at++]! },
        }
      : null,
  );
  return figures(
    label,
    run.samples,
    run.wallS,
    run.capped ? `stopped at ${PHASE_CAP_S} s` : undefined,
  );
}

async function daily(kind: 'pglite' | 'postgres') {
  const b = await bench(kind);
  const { bundle, scratch, adminUrl } = b;
  try {
    const seedStarted = performance.now();
    const { cookies, few, many } = await b.withDb(async (exec) => {
      const planId = await seedPlan(exec);
      const cookies = await addReaders(exec, planId, 1, READERS);
      // Two more readers for the saves: one with 10 entries, one with 10,000.
      const extra = await addReaders(exec, planId, READERS + 1, READERS + 2);
      await addEntries(exec, `benchr${READERS + 1}`, 10);
      await addEntries(exec, `benchr${READERS + 2}`, 10_000);
      await exec(sql`analyze`);
      return { cookies, few: extra[0]!, many: extra[1]! };
    });
    const seedS = ((performance.now() - seedStarted) / 1000).toFixed(1);
    const server = await b.start();
    const base = server.url;

    // Today's bytes for the bare route: a reader outside the measured ones (the extra reader with 10 entries).
    const today = await send(new Agent(), base, 'GET', '/api/readings/today', { cookie: few });
    if (today.status !== 200) throw new Error(`Today answered ${today.status}`);
    const bareRow = await b.bare(today.body);
    const rows: Figures[] = [];

    // 1. First Today of the day, each reader once.
    if (PHASES.has('first')) {
      rows.push(
        await firstTodays(
          base,
          cookies,
          `first Today of the day, ${cookies.length} readers each once`,
        ),
      );
    }

    // 2. Mixed burst with a Strong's lookup beside it.
    let strongsLine = '';
    if (PHASES.has('mix')) {
      const strongsAgent = new Agent({ keepAlive: true, maxSockets: 1 });
      const strongs = async (until: () => boolean) => {
        const ms: number[] = [];
        while (!until()) {
          const r = await send(strongsAgent, base, 'GET', '/api/strongs/H4057', {});
          if (r.status === 200) ms.push(r.ms);
          await new Promise((res) => setTimeout(res, 50));
        }
        return ms;
      };
      await send(strongsAgent, base, 'GET', '/api/strongs/H4057', {}); // the lexicon loads on first use
      let idleCount = 0;
      const idle = await strongs(() => idleCount++ >= 40);
      const reads = [
        '/api/readings/today',
        '/api/readings/today',
        '/api/notebook/by-date',
        '/api/plans',
        '/api/auth/user',
      ];
      let saved = 0;
      let mixing = true;
      const during = strongs(() => !mixing);
      const mix = await drive(base, CONNECTIONS, MIX_S, (): Op => {
        const cookie = cookies[Math.floor(Math.random() * cookies.length)]!;
        if (Math.random() < 0.2) {
          saved++;
          return {
            kind: 'save',
            method: 'POST',
            path: '/api/journal/entries',
            headers: { cookie, origin: base },
            body: JSON.stringify({ content: `${SENTENCE}(${saved})`, reference: 'John 3' }),
          };
        }
        const path = reads[Math.floor(Math.random() * reads.length)]!;
        return { kind: 'read', method: 'GET', path, headers: { cookie } };
      });
      mixing = false;
      const duringMs = await during;
      strongsAgent.destroy();
      rows.push(
        figures(`mixed burst: all (${MIX_S} s, ${cookies.length} readers)`, mix.samples, mix.wallS),
        figures(
          '  of which reads (80%)',
          mix.samples.filter((s) => s.kind === 'read'),
          mix.wallS,
        ),
        figures(
          '  of which saves (20%)',
          mix.samples.filter((s) => s.kind === 'save'),
          mix.wallS,
        ),
      );
      const p50 = (xs: number[]) => percentile(xs, 50);
      strongsLine =
        `  GET /api/strongs/H4057 one at a time: idle p50 ${p50(idle).toFixed(1)} ms ` +
        `(p99 ${percentile(idle, 99).toFixed(1)}), during the burst p50 ${p50(duringMs).toFixed(1)} ms ` +
        `(p99 ${percentile(duringMs, 99).toFixed(1)}, ${duringMs.length} lookups): ` +
        `${(p50(duringMs) / p50(idle)).toFixed(2)}x idle`;
    }

    // 3. Saves at 10 and 10,000 entries, one after another.
    const saveRows: string[] = [];
    for (const [label, cookie] of (PHASES.has('saves')
      ? [
          ['10 entries', few],
          ['10,000 entries', many],
        ]
      : []) as [string, string][]) {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      const post = (n: number) =>
        send(
          agent,
          base,
          'POST',
          '/api/journal/entries',
          { cookie, origin: base },
          JSON.stringify({ content: `${SENTENCE}#${n}` }),
        );
      for (let i = 1; i <= 3; i++) await post(-i); // warm
      const before = await counters(server);
      const dbBefore = scratch && adminUrl ? await backendsCpuMs(adminUrl, scratch.name) : null;
      const ms: number[] = [];
      let failed = 0;
      for (let i = 0; i < SAVES; i++) {
        const r = await post(i);
        ms.push(r.ms);
        if (r.status !== 201) failed++;
      }
      const after = await counters(server);
      const dbAfter = scratch && adminUrl ? await backendsCpuMs(adminUrl, scratch.name) : null;
      agent.destroy();
      // The counters request itself is not counted by the server.
      const served =
        before?.requests !== undefined && after?.requests !== undefined
          ? after.requests - before.requests
          : SAVES;
      const cpu =
        before && after
          ? ((after.cpuMicros - before.cpuMicros) / 1000 / Math.max(1, served)).toFixed(2)
          : 'n/a';
      const dbCpu =
        dbBefore !== null && dbAfter !== null ? ((dbAfter - dbBefore) / SAVES).toFixed(2) : 'n/a';
      saveRows.push(
        `  save with ${label.padEnd(15)} p50 ${percentile(ms, 50).toFixed(1).padStart(6)} ms  ` +
          `p99 ${percentile(ms, 99).toFixed(1).padStart(6)} ms   server CPU ${cpu} ms/save` +
          (kind === 'postgres'
            ? `   database CPU ${dbCpu} ms/save`
            : ' (the embedded database included)') +
          (failed ? `   ${failed} failed` : ''),
      );
    }

    printRows(
      `${kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'}; ${bundle}; ${CONNECTIONS} connections; ` +
        `seeded ${READERS + 2} readers and 10,010 entries in ${seedS} s`,
      rows,
      bareRow,
    );
    if (strongsLine) console.log(strongsLine);
    for (const line of saveRows) console.log(line);
    console.log(
      `  load average: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    await b.close();
  }
}

/** First Today with 100, 1,000 and 10,000 readers in a fresh database: readers are added before each row. */
async function growth(kind: 'pglite' | 'postgres') {
  const b = await bench(kind);
  try {
    const planId = await b.withDb((exec) => seedPlan(exec));
    const rows: Figures[] = [];
    let have = 0;
    let bareRow: Figures | null = null;
    for (const size of GROWTH) {
      if (size <= have) continue;
      const fresh = await b.withDb(async (exec) => {
        const added = await addReaders(exec, planId, have + 1, size);
        await exec(sql`analyze`);
        return added;
      });
      have = size;
      const app = await b.start();
      if (!bareRow) {
        const probe = await send(new Agent(), app.url, 'GET', '/api/readings/today', {
          cookie: fresh[0]!,
        });
        bareRow = await b.bare(probe.body);
        fresh.shift(); // that reader has had today's Today
      }
      rows.push(
        await firstTodays(
          app.url,
          fresh,
          `first Today, ${size} readers in the database (${fresh.length} new)`,
        ),
      );
    }
    if (bareRow) {
      printRows(
        `growth, ${kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'}; ${b.bundle} (a server started after ` +
          'the readers were added; each new reader once)',
        rows,
        bareRow,
      );
    }
    console.log(
      `  load average: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    await b.close();
  }
}

export async function run(): Promise<void> {
  const only = process.env.BENCH_READERS_DB;
  console.log(
    `  load average at the start: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const kinds = (['pglite', 'postgres'] as const).filter((k) => !only || only === k);
  for (const kind of kinds) {
    if (kind === 'postgres' && !adminDatabaseUrl()) {
      console.log('\n  PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL');
      continue;
    }
    await daily(kind);
    if (GROWTH.length > 0) await growth(kind);
  }
}
