import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import type { Database } from '../../server/db/database.ts';
import { openDatabase } from '../../server/db/open.ts';
import { journalEntries } from '../../server/db/schema/index.ts';
import { createUser, sessionCookie } from '../../server/test/factories.ts';
import { activatePlan, createPlanWithSessions } from '../../server/test/factories-plans.ts';
import { adminDatabaseUrl, scratchDatabase } from '../../server/test/scratch-database.ts';
import type { ServerProcess } from '../../server/test/spawn-server.ts';
import { startBenchServer } from './util.ts';

// npm run bench -- hot: the routes every signed-in page load calls, and the plans page's overview, on the
// production build, beside a bare Fastify route returning the same bytes in the same run. Per route: req/s,
// p50/p99 at 50 connections, errors, statements sent to the database per request and the server's CPU time per
// request (process.cpuUsage over the run / requests), both read from GET /bench/counters, which the server has
// only when started with LAMPLIGHT_COUNT_QUERIES=1 (server/plugins/bench-counters.ts). Embedded PGlite, then
// PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server. BENCH_BUNDLE measures another build
// the same way. Readers' answers come from memory after the first request
// (decisions 137, 145): each is measured again on a server started with READER_CACHE=off ("cold");
// BENCH_HOT_COLD=0 skips those rows (an earlier build without the cache). Prints figures; asserts nothing.

const ENTRIES = 5_000;
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const BOOKS = ['Genesis 1', 'Exodus 16:1-18', 'Psalms 23', 'Isaiah 40', 'John 3', 'Romans 8'];
const SENTENCE =
  'Today I noticed how the passage keeps returning to trust: provision comes one day at a time, ' +
  'and the invitation is to gather what is needed and rest in what was given. ';

interface Row {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  failed: number;
  queriesPerRequest: number | null;
  cpuMsPerRequest: number | null;
}

/** Readers who save reflections while the first reader's Today is measured ("others' saves" row). */
const WRITERS = 5;
const SAVES_PER_SECOND = 5;

/**
 * Readers on the same plan who only write: their session cookies. Their saves go through the app, as a
 * reader's would, so they exercise what a save drops from memory.
 */
async function seedWriters(database: Database): Promise<string[]> {
  const db = database.db;
  const { plan } = await createPlanWithSessions(db, {
    title: 'Other readers',
    sessions: BOOKS.map((reference) => ({ reference })),
  });
  const cookies: string[] = [];
  for (let i = 0; i < WRITERS; i++) {
    const user = await createUser(db, { membershipTier: 'premium', timeZone: 'Europe/London' });
    await activatePlan(db, user.id, plan.id, 1);
    cookies.push(await sessionCookie(db, user.id));
  }
  return cookies;
}

/**
 * POSTs a reflection every 1/SAVES_PER_SECOND s, round-robin over `cookies`, until stopped; resolves to the
 * saves the server answered 201.
 */
function savesInBackground(url: string, cookies: string[]): { stop(): Promise<number> } {
  let saved = 0;
  let sent = 0;
  const pending = new Set<Promise<void>>();
  const timer = setInterval(() => {
    const cookie = cookies[sent++ % cookies.length]!;
    const p = fetch(`${url}/api/journal/entries`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ content: `A thought, number ${sent}.`, reference: 'Psalms 23' }),
    })
      .then(async (res) => {
        await res.arrayBuffer();
        if (res.status === 201) saved++;
      })
      .catch(() => {})
      .finally(() => pending.delete(p));
    pending.add(p);
  }, 1000 / SAVES_PER_SECOND);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(pending);
      return saved;
    },
  };
}

/** A reader on day 2 of a six-day plan with ENTRIES notebook entries; returns their session cookie. */
async function seed(database: Database): Promise<string> {
  await database.migrate();
  const db = database.db;
  const user = await createUser(db, { membershipTier: 'premium', timeZone: 'Europe/London' });
  const { plan } = await createPlanWithSessions(db, {
    title: 'Provision in the Wilderness',
    sessions: BOOKS.map((reference) => ({ reference, description: `Read ${reference} slowly.` })),
  });
  await activatePlan(db, user.id, plan.id, 2);
  const started = Date.now();
  const rows = Array.from({ length: ENTRIES }, (_, i) => {
    const reference = BOOKS[i % BOOKS.length]!;
    const created = new Date(started - (ENTRIES - i) * 3 * 60 * 60 * 1000);
    return {
      userId: user.id,
      planId: i % 2 ? plan.id : null,
      planTitle: i % 2 ? plan.title : null,
      day: i % 2 ? (i % BOOKS.length) + 1 : null,
      content: SENTENCE.repeat(1 + (i % 3)).trim(),
      title: `Bible Reading - ${reference}`,
      reference,
      readDate: i % 4 ? created.toISOString().slice(0, 10) : null,
      createdAt: created,
      updatedAt: created,
    };
  });
  for (let i = 0; i < rows.length; i += 500) {
    await db.insert(journalEntries).values(rows.slice(i, i + 500));
  }
  return sessionCookie(db, user.id);
}

interface Counters {
  queries: number;
  /** Requests the server answered; missing from builds before it was counted. */
  requests?: number;
  cpuMicros: number;
}

async function readCounters(server: ServerProcess): Promise<Counters | null> {
  const res = await fetch(`${server.url}/bench/counters`);
  if (!res.ok) return null; // a build without the counters (an earlier commit's bundle)
  return (await res.json()) as Counters;
}

/** The counters once the server is idle: requests the load generator gave up on may still be running. */
async function counters(server: ServerProcess | null): Promise<Counters | null> {
  if (!server) return null;
  let last = await readCounters(server);
  for (let i = 0; i < 60 && last; i++) {
    await new Promise((r) => setTimeout(r, 500));
    const next = await readCounters(server);
    if (next && next.queries === last.queries) return next;
    last = next;
  }
  return last;
}

async function measure(
  label: string,
  url: string,
  headers: Record<string, string>,
  counted: ServerProcess | null,
): Promise<Row> {
  const before = await counters(counted);
  const r = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S });
  const after = await counters(counted);
  // Requests the load generator gave up on still ran on the server: divide by what the server answered
  // when it counts that, else by the responses autocannon saw.
  const served =
    before?.requests !== undefined && after?.requests !== undefined
      ? after.requests - before.requests
      : r.requests.total;
  const total = Math.max(1, served);
  return {
    label,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    failed: r.errors + r.timeouts + r.non2xx,
    queriesPerRequest: before && after ? (after.queries - before.queries) / total : null,
    cpuMsPerRequest: before && after ? (after.cpuMicros - before.cpuMicros) / 1000 / total : null,
  };
}

/**
 * Warm Today measured while other readers save SAVES_PER_SECOND reflections a second. The statements the
 * saves send are measured first on their own (saves only, for a few seconds), then subtracted, so
 * `todayStatements` is what Today itself sent per request: 0 when every answer came from memory.
 */
async function todayWithOthersSaving(
  app: ServerProcess,
  headers: Record<string, string>,
  writers: string[],
): Promise<{ row: Row; saves: number; perSave: number; todayStatements: number }> {
  const before = await counters(app);
  const alone = savesInBackground(app.url, writers);
  await new Promise((r) => setTimeout(r, 3000));
  const savedAlone = await alone.stop();
  const afterAlone = await counters(app);
  const perSave =
    before && afterAlone ? (afterAlone.queries - before.queries) / Math.max(1, savedAlone) : 0;
  // Warm Today again (the saves above did not touch this reader's answers, but make sure).
  await (await fetch(`${app.url}/api/readings/today`, { headers })).arrayBuffer();
  const start = await counters(app);
  const saving = savesInBackground(app.url, writers);
  const row = await measure(
    `GET /api/readings/today${process.env.BENCH_HOT_COLD === '0' ? '' : ' (from memory)'}, ` +
      `${SAVES_PER_SECOND} saves/s by others`,
    `${app.url}/api/readings/today`,
    headers,
    null,
  );
  const saves = await saving.stop();
  const end = await counters(app);
  const todayRequests = Math.max(1, (end?.requests ?? 0) - (start?.requests ?? 0) - saves);
  const todayStatements =
    start && end ? (end.queries - start.queries - saves * perSave) / todayRequests : NaN;
  return {
    row: { ...row, queriesPerRequest: todayStatements },
    saves,
    perSave,
    todayStatements: Math.max(0, todayStatements),
  };
}

function print(title: string, rows: Row[], bare: Row) {
  console.log(`\n  ${title}`);
  console.log(
    '  endpoint'.padEnd(64) +
      'req/s'.padStart(8) +
      'p50 ms'.padStart(8) +
      'p99 ms'.padStart(8) +
      'of bare'.padStart(9) +
      'queries/req'.padStart(13) +
      'CPU ms/req'.padStart(12) +
      '  failed',
  );
  for (const r of rows) {
    const share = `${((100 * r.rps) / Math.max(1, bare.rps)).toFixed(1)}%`;
    console.log(
      `  ${r.label}`.padEnd(64) +
        String(r.rps).padStart(8) +
        String(r.p50).padStart(8) +
        String(r.p99).padStart(8) +
        share.padStart(9) +
        (r.queriesPerRequest === null ? 'n/a' : r.queriesPerRequest.toFixed(2)).padStart(13) +
        (r.cpuMsPerRequest === null ? 'n/a' : r.cpuMsPerRequest.toFixed(2)).padStart(12) +
        `  ${r.failed}`,
    );
  }
}

/** Resident memory of a process in MB, from /proc (Linux). */
function rssMb(pid: number | undefined): string {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return `${Math.round(kb / 1024)} MB`;
  } catch {
    return 'n/a';
  }
}

async function runOn(kind: 'pglite' | 'postgres') {
  const dataDir = mkdtempSync(join(tmpdir(), 'lamplight-bench-hot-'));
  const adminUrl = adminDatabaseUrl();
  const scratch =
    kind === 'postgres' && adminUrl ? await scratchDatabase(adminUrl, 'lh_hot_') : null;
  const databaseUrl = scratch?.url ?? '';
  const bundle = process.env.BENCH_BUNDLE ?? 'dist/server/main.js';
  let app: ServerProcess | null = null;
  let bare: ServerProcess | null = null;
  try {
    const database = await openDatabase({ databaseUrl: databaseUrl || undefined, dataDir });
    const cookie = await seed(database);
    const writers = await seedWriters(database);
    await database.close();

    // BENCH_NODE_ARGS='--flag …' passes node/V8 flags to the server (e.g. the start command's own).
    const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
    app = await startBenchServer([...nodeArgs, bundle], {
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      DATABASE_URL: databaseUrl,
      LAMPLIGHT_COUNT_QUERIES: '1',
    });
    const rssReady = rssMb(app.proc.pid);
    const headers = { cookie };
    const paths = [
      '/api/readings/today',
      '/api/notebook/by-date',
      '/api/auth/user',
      '/api/plans',
    ] as const;
    let todayBytes = Buffer.alloc(0);
    for (const path of paths) {
      // Warm up (the first passage loads the KJV; the first Today writes the day's reading).
      for (let i = 0; i < 3; i++) {
        const res = await fetch(app.url + path, { headers });
        const body = Buffer.from(await res.arrayBuffer());
        if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
        if (path === '/api/readings/today') todayBytes = body;
      }
    }
    const bodyFile = join(dataDir, 'today.json');
    writeFileSync(bodyFile, todayBytes);
    bare = await startBenchServer(['scripts/bench/bare-server.mjs'], { BARE_BODY_FILE: bodyFile });

    const bareRow = await measure(
      `GET /bare (same ${todayBytes.length} bytes as Today)`,
      `${bare.url}/bare`,
      {},
      null,
    );
    const rows = [bareRow];
    // An earlier build without the cache (BENCH_HOT_COLD=0) computes every answer: no "from memory" label.
    const hot = process.env.BENCH_HOT_COLD === '0' ? '' : ' (from memory)';
    rows.push(
      await measure(`GET /api/readings/today${hot}`, `${app.url}${paths[0]}`, headers, app),
    );
    rows.push(
      await measure(
        `GET /api/notebook/by-date page 1 (${ENTRIES} entries)${hot}`,
        `${app.url}${paths[1]}`,
        headers,
        app,
      ),
    );
    rows.push(await measure(`GET /api/plans${hot}`, `${app.url}${paths[3]}`, headers, app));
    rows.push(await measure(`GET /api/auth/user${hot}`, `${app.url}${paths[2]}`, headers, app));
    const othersSaves = await todayWithOthersSaving(app, headers, writers);
    rows.push(othersSaves.row);

    // The same answers computed on every request (READER_CACHE=off, decision 137): the rows above are
    // served from memory after the first request, since nothing the answer is made of changes during a run.
    const rssHot = rssMb(app.proc.pid);
    if (process.env.BENCH_HOT_COLD === '0') {
      print(`one reader; ${kind}; ${bundle}`, rows, bareRow);
      return;
    }
    await app.stop();
    app = null;
    app = await startBenchServer([...nodeArgs, bundle], {
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      DATABASE_URL: databaseUrl,
      LAMPLIGHT_COUNT_QUERIES: '1',
      READER_CACHE: 'off',
    });
    for (const path of paths) await (await fetch(app.url + path, { headers })).arrayBuffer();
    // Each cold row goes right below its row from memory.
    const cold: [at: number, label: string, path: string][] = [
      [2, 'GET /api/readings/today, cold (READER_CACHE=off)', paths[0]],
      [4, 'GET /api/notebook/by-date page 1, cold (READER_CACHE=off)', paths[1]],
      [6, 'GET /api/plans, cold (READER_CACHE=off)', paths[3]],
      [8, 'GET /api/auth/user, cold (READER_CACHE=off)', paths[2]],
    ];
    for (const [at, label, path] of cold) {
      rows.splice(at, 0, await measure(label, `${app.url}${path}`, headers, app));
    }
    print(
      `one reader, the same request repeated; ${kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL (pool of 10)'}; ` +
        `autocannon ${CONNECTIONS} ` +
        `connections, ${DURATION_S} s each, same machine; ${bundle}`,
      rows,
      bareRow,
    );
    const coldToday = rows.find((r) => r.label.startsWith('GET /api/readings/today, cold'));
    const plain = rows.find((r) => r.label.startsWith('GET /api/readings/today (from memory)'));
    console.log(
      `  Today beside ${SAVES_PER_SECOND} saves/s by ${WRITERS} other readers: ${othersSaves.saves} saves, ` +
        `${othersSaves.perSave.toFixed(2)} statements each; Today's own statements/request ` +
        `${othersSaves.todayStatements.toFixed(3)} (a miss costs ${coldToday?.queriesPerRequest?.toFixed(2) ?? 'n/a'}: ` +
        `hit rate ${
          coldToday?.queriesPerRequest
            ? `${(100 * (1 - othersSaves.todayStatements / coldToday.queriesPerRequest)).toFixed(1)}%`
            : 'n/a'
        }); throughput ${
          plain ? `${((100 * othersSaves.row.rps) / Math.max(1, plain.rps)).toFixed(1)}%` : 'n/a'
        } of Today without them`,
    );
    console.log(`  server RSS: ready ${rssReady}, after the cached runs ${rssHot}`);
    console.log(
      `  load average: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    await app?.stop();
    await bare?.stop();
    await scratch?.drop().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function run(): Promise<void> {
  const only = process.env.BENCH_HOT_DB;
  if (!only || only === 'pglite') await runOn('pglite');
  if (!only || only === 'postgres') {
    if (adminDatabaseUrl()) await runOn('postgres');
    else console.log('\n  PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL');
  }
}
