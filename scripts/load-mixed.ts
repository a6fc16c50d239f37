// Mixed reader load against the production build (docs/quality-history.md, "Load (mixed reader workload)").
// 50 signed-in basic readers with the flagship plan active loop for 60 s over a weighted mix of the
// daily routes, one keep-alive connection each; then /healthz and a bare Fastify route (no database)
// are measured with autocannon for the floor. Prints figures; asserts nothing (but counts errors).
// Usage: npx tsx scripts/load-mixed.ts            (embedded PGlite in a temporary DATA_DIR)
//        TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx scripts/load-mixed.ts
//        (also runs on a scratch PostgreSQL database lamplight_load_<random>, dropped afterwards)
//        LOAD_DB=pglite|postgres runs one database only; LOAD_BUNDLE=<path to main.js> measures another
//        server build (a before/after comparison in the same window); LOAD_DATA_DIR=<dir> runs PGlite on
//        that data directory instead of a new temporary one (kept afterwards); LOAD_NODE_ARGS='--flag …'
//        passes these V8/Node flags to the server instead of those `npm start` passes (START_NODE_ARGS).
// The server is started with scripts/bench/memory-report.mjs preloaded, so the script can ask it for its
// memory split (RSS, V8 heap, external and array-buffer memory, PGlite's WASM memory) at each phase; it
// runs with --expose-gc so each report also gives the live heap after a full collection ("live"; the
// collection runs after the other figures are taken, so it lowers the next phase's figures a little).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { JOURNAL_WRITES_PER_MINUTE } from '../contract/journal-rules.ts';
import { adminDatabaseUrl, scratchDatabase } from '../server/test/scratch-database.ts';
import {
  ensureServerBundle,
  ROOT,
  SERVER_BUNDLE,
  spawnServer,
  START_NODE_ARGS,
  type ServerProcess,
} from '../server/test/spawn-server.ts';
import { load, printTable, startBenchServer, type LoadResult } from './bench/util.ts';

const READERS = 50;
const MIX_SECONDS = Number(process.env.LOAD_MIX_SECONDS ?? 60);
const FLOOR_SECONDS = 10;
const ALONE_SECONDS = 5;
const ALONE = [
  '/api/readings/today',
  '/api/notebook/by-date',
  '/api/plans',
  '/api/strongs/H4057?limit=3',
];
const ADMIN_EMAIL = 'admin@load.test';
const PASSWORD = 'load-test-password-1';

interface Op {
  name: string;
  weight: number;
}
const OPS: Op[] = [
  { name: 'GET /api/readings/today', weight: 30 },
  { name: 'POST /api/journal/entries', weight: 15 },
  { name: 'GET /api/notebook/by-date', weight: 15 },
  { name: 'GET /api/plans', weight: 20 },
  { name: 'GET /api/strongs/H4057?limit=3', weight: 20 },
];

interface Reply {
  status: number;
  body: string;
  setCookies: string[];
}

/** One HTTP exchange over the given agent (a reader's single keep-alive connection). */
function send(
  agent: Agent,
  base: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<Reply> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}${path}`,
      {
        method,
        agent,
        headers: {
          ...headers,
          ...(payload === undefined
            ? {}
            : {
                'content-type': 'application/json',
                'content-length': String(Buffer.byteLength(payload)),
              }),
        },
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
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}

function expectOk(r: Reply, what: string): Reply {
  if (r.status < 200 || r.status > 299) {
    throw new Error(`${what} answered ${r.status}: ${r.body.slice(0, 300)}`);
  }
  return r;
}

function sessionCookieOf(r: Reply): string {
  const pair = r.setCookies
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('lamplight_session='));
  if (!pair) throw new Error('sync set no lamplight_session cookie');
  return pair;
}

function rssMb(pid: number): string {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return `${(kb / 1024).toFixed(0)} MB`;
}

/** The server's memory split as scripts/bench/memory-report.mjs reports it (bytes). */
interface MemorySplit {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
  wasm: number;
  newSpace: number;
  oldSpace: number;
  liveHeap?: number;
}

const MEMORY_LINE = /^LAMPLIGHT_MEMORY (\{.*\})$/gm;

/** Asks the server for its memory split (SIGUSR2) and waits up to 5 s for the answer in its output. */
async function memorySplit(server: ServerProcess): Promise<MemorySplit | undefined> {
  const seen = [...server.output().matchAll(MEMORY_LINE)].length;
  server.proc.kill('SIGUSR2');
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    const lines = [...server.output().matchAll(MEMORY_LINE)];
    if (lines.length > seen) return JSON.parse(lines[lines.length - 1]![1]!) as MemorySplit;
    await new Promise((r) => setTimeout(r, 50));
  }
  return undefined;
}

/** Each phase's memory split, printed as one table at the end of a run. */
class MemoryLog {
  private rows: [string, MemorySplit | undefined][] = [];
  constructor(private readonly server: ServerProcess) {}
  async take(phase: string): Promise<void> {
    this.rows.push([phase, await memorySplit(this.server)]);
  }
  print(): void {
    const mb = (n: number) => (n / 1048576).toFixed(0).padStart(9);
    console.log(
      `  server memory (MB; load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')})`,
    );
    console.log(
      '    phase'.padEnd(34) +
        [
          'rss',
          'heapUsed',
          'heapTotal',
          'new',
          'old',
          'live',
          'external',
          'arrayBuf',
          'wasm',
          'other',
        ]
          .map((h) => h.padStart(9))
          .join(''),
    );
    for (const [phase, m] of this.rows) {
      if (!m) {
        console.log(`    ${phase.padEnd(30)} (no report)`);
        continue;
      }
      // What the figures above do not explain: native allocations (malloc'd, freed but kept), code,
      // V8's own structures; external memory (the WASM heap is part of it) is counted once.
      const other = m.rss - m.heapTotal - m.external;
      console.log(
        `    ${phase.padEnd(30)}` +
          [
            m.rss,
            m.heapUsed,
            m.heapTotal,
            m.newSpace,
            m.oldSpace,
            m.liveHeap ?? 0,
            m.external,
            m.arrayBuffers,
            m.wasm,
            other,
          ]
            .map(mb)
            .join(''),
      );
    }
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, i)]!;
}

interface Reader {
  agent: Agent;
  headers: Record<string, string>;
  readingId: number;
  id: number;
}

/**
 * Creates an account and an app session; returns the app session cookie, the identity provider's
 * cookies (its session, which proves this browser is signed in as the identity) and the user id.
 */
async function signUp(agent: Agent, base: string, email: string, timeZone: string) {
  const account = expectOk(
    await send(
      agent,
      base,
      'POST',
      '/identity/accounts',
      { origin: base },
      { email, password: PASSWORD },
    ),
    `POST /identity/accounts (${email})`,
  );
  const { idToken } = JSON.parse(account.body) as { idToken: string };
  const sync = expectOk(
    await send(
      agent,
      base,
      'POST',
      '/api/auth/lamplight-sync',
      { origin: base },
      { idToken, timeZone },
    ),
    `POST /api/auth/lamplight-sync (${email})`,
  );
  const user = JSON.parse(sync.body) as { id: number };
  const identityCookies = account.setCookies.map((c) => c.split(';')[0]!);
  return { cookie: sessionCookieOf(sync), identityCookies, id: user.id };
}

/**
 * The token of the first verification link the server printed (no SMTP_URL: one line with the link, never
 * the address it was for), waiting up to 10 s for the mail to go out after the reply. The admin signs up
 * first, so the first link is theirs.
 */
async function firstVerificationToken(server: ServerProcess): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    for (const line of server.output().split('\n')) {
      const match = /[?&]verify=([^\s"\\&]+)/.exec(line);
      if (match) return decodeURIComponent(match[1]!);
    }
    if (Date.now() > deadline) throw new Error('no verification link in the output');
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function setUp(server: ServerProcess): Promise<Reader[]> {
  const base = server.url;
  const tag = Math.random().toString(36).slice(2, 8);
  const adminAgent = new Agent({ keepAlive: true, maxSockets: 1 });
  const admin = await signUp(adminAgent, base, ADMIN_EMAIL, 'UTC');
  const adminHeaders = { cookie: admin.cookie, origin: base };
  // Admins need a verified email: follow the link the sign-up mailed, as the admin would, in the
  // browser that is signed in (identity and app session cookies), so its sessions stay.
  const verified = expectOk(
    await send(
      adminAgent,
      base,
      'POST',
      '/identity/verify-email',
      { cookie: [...admin.identityCookies, admin.cookie].join('; '), origin: base },
      { token: await firstVerificationToken(server) },
    ),
    'POST /identity/verify-email (admin)',
  );
  if ('resetToken' in JSON.parse(verified.body)) {
    throw new Error('the verification did not recognise the signed-in admin');
  }
  const zones = ['Europe/London', 'America/New_York', 'Asia/Tokyo', 'UTC', 'Australia/Sydney'];
  const readers: Reader[] = [];
  let planId: number | undefined;
  // Sign-ups run 10 at a time (argon2 hashing is deliberately slow).
  for (let start = 0; start < READERS; start += 10) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(10, READERS - start) }, async (_, k) => {
        const i = start + k;
        const agent = new Agent({ keepAlive: true, maxSockets: 1 });
        const { cookie, id } = await signUp(
          agent,
          base,
          `reader-${tag}-${i}@load.test`,
          zones[i % zones.length]!,
        );
        return { agent, id, headers: { cookie, origin: base } };
      }),
    );
    for (const r of batch) {
      expectOk(
        await send(adminAgent, base, 'PATCH', `/api/admin/users/${r.id}/membership`, adminHeaders, {
          membershipTier: 'basic',
          reason: 'Load test reader',
        }),
        'PATCH membership',
      );
      if (planId === undefined) {
        const found = expectOk(
          await send(r.agent, base, 'GET', '/api/plans/search?q=wilderness', r.headers),
          'GET /api/plans/search',
        );
        const plans = (JSON.parse(found.body) as { plans: { id: number; title: string }[] }).plans;
        if (!plans[0]) throw new Error('no plan matches "wilderness"');
        planId = plans[0].id;
        console.log(`  flagship plan: #${planId} "${plans[0].title}"`);
      }
      expectOk(
        await send(r.agent, base, 'POST', `/api/plans/${planId}/activate`, r.headers),
        'activate plan',
      );
      const today = expectOk(
        await send(r.agent, base, 'GET', '/api/readings/today', r.headers),
        'GET /api/readings/today',
      );
      const reading = JSON.parse(today.body) as { id: number } | null;
      if (!reading) throw new Error('Today has no reading after activating the flagship plan');
      readers.push({ ...r, readingId: reading.id });
    }
  }
  adminAgent.destroy();
  return readers;
}

interface EndpointStats {
  latencies: number[];
  errors: number;
}

/** Each reader's saves a minute in the mix: the server allows JOURNAL_WRITES_PER_MINUTE; a margin for its window. */
const SAVES_PER_MINUTE = JOURNAL_WRITES_PER_MINUTE - 10;

async function mixedLoad(base: string, readers: Reader[]) {
  const stats = new Map<string, EndpointStats>(
    OPS.map((o) => [o.name, { latencies: [], errors: 0 }]),
  );
  const totalWeight = OPS.reduce((s, o) => s + o.weight, 0);
  const pick = (): Op => {
    let x = Math.random() * totalWeight;
    for (const o of OPS) {
      x -= o.weight;
      if (x < 0) return o;
    }
    return OPS[OPS.length - 1]!;
  };
  const errorSamples: string[] = [];
  const started = performance.now();
  const deadline = started + MIX_SECONDS * 1000;
  let n = 0;
  await Promise.all(
    readers.map(async (r) => {
      // A reader saves at most JOURNAL_WRITES_PER_MINUTE reflections a minute (decision 099): past that the
      // server rightly answers 429. The mix keeps each reader under it (at most one save a second, far
      // beyond any person); a save that would break it becomes another read of Today.
      const saves: number[] = [];
      while (performance.now() < deadline) {
        let op = pick();
        if (op.name === 'POST /api/journal/entries') {
          const now = performance.now();
          while (saves.length && saves[0]! <= now - 60_000) saves.shift();
          if (saves.length >= SAVES_PER_MINUTE)
            op = OPS.find((o) => o.name === 'GET /api/readings/today')!;
          else saves.push(now);
        }
        const s = stats.get(op.name)!;
        const t0 = performance.now();
        try {
          let reply: Reply;
          switch (op.name) {
            case 'POST /api/journal/entries':
              reply = await send(r.agent, base, 'POST', '/api/journal/entries', r.headers, {
                readingId: r.readingId,
                content: `Load reflection ${++n}: provision comes one day at a time.`,
              });
              break;
            case 'GET /api/readings/today':
              reply = await send(r.agent, base, 'GET', '/api/readings/today', r.headers);
              break;
            case 'GET /api/notebook/by-date':
              reply = await send(r.agent, base, 'GET', '/api/notebook/by-date', r.headers);
              break;
            case 'GET /api/plans':
              reply = await send(r.agent, base, 'GET', '/api/plans', r.headers);
              break;
            default:
              reply = await send(r.agent, base, 'GET', '/api/strongs/H4057?limit=3', r.headers);
          }
          s.latencies.push(performance.now() - t0);
          if (reply.status < 200 || reply.status > 299) {
            s.errors++;
            if (errorSamples.length < 5)
              errorSamples.push(`${op.name} ${reply.status} ${reply.body.slice(0, 200)}`);
          }
        } catch (err) {
          s.errors++;
          if (errorSamples.length < 5) errorSamples.push(`${op.name} ${(err as Error).message}`);
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { stats, seconds, errorSamples };
}

async function runOn(label: string, env: Record<string, string>): Promise<void> {
  console.log(`\n-- ${label} --`);
  const bundle = process.env.LOAD_BUNDLE ?? SERVER_BUNDLE;
  if (bundle !== SERVER_BUNDLE) console.log(`  server build: ${bundle}`);
  const server: ServerProcess = await spawnServer({
    args: [
      '--expose-gc',
      // The flags `npm start` passes, unless LOAD_NODE_ARGS gives others.
      ...(process.env.LOAD_NODE_ARGS === undefined
        ? START_NODE_ARGS
        : process.env.LOAD_NODE_ARGS.split(' ').filter(Boolean)),
      '--import',
      pathToFileURL(join(ROOT, 'scripts/bench/memory-report.mjs')).href,
      bundle,
    ],
    env: {
      PATH: process.env.PATH ?? '',
      // glibc's allocator settings (MALLOC_ARENA_MAX, MALLOC_MMAP_THRESHOLD_, …) and the memory report's
      // heap snapshots (scripts/bench/memory-report.mjs) reach the server.
      ...Object.fromEntries(
        Object.entries(process.env).filter(
          (e): e is [string, string] =>
            (e[0].startsWith('MALLOC_') || e[0] === 'MEMORY_REPORT_SNAPSHOTS') &&
            e[1] !== undefined,
        ),
      ),
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      ...env,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '100000',
      ADMIN_EMAILS: ADMIN_EMAIL,
    },
  });
  const pid = server.proc.pid!;
  const rssReady = rssMb(pid);
  const memory = new MemoryLog(server);
  await memory.take('ready');
  const base = server.url;
  let bare: ServerProcess | undefined;
  try {
    const setupStarted = performance.now();
    const readers = await setUp(server);
    const rssSetUp = rssMb(pid);
    await memory.take('after set-up');
    console.log(
      `  ${readers.length} basic readers signed up, flagship active, in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`,
    );
    // Warm the lexicon and the passage cache once before measuring.
    await send(readers[0]!.agent, base, 'GET', '/api/strongs/H4057?limit=3', readers[0]!.headers);
    const rssBefore = rssMb(pid);

    const { stats, seconds, errorSamples } = await mixedLoad(base, readers);
    const rssAfterMix = rssMb(pid);
    await memory.take('after the mix');
    for (const r of readers) r.agent.destroy();

    // Floors: /healthz on the app (one database ping) and a bare Fastify route with no database.
    bare = await startBenchServer([join(ROOT, 'scripts/bench/bare-server.mjs')], {});
    const healthz = await load('GET /healthz (app, 1 DB ping)', `${base}/healthz`, {
      duration: FLOOR_SECONDS,
    });
    const floor = await load('GET /healthz (bare Fastify, no DB)', `${bare.url}/healthz`, {
      duration: FLOOR_SECONDS,
    });
    // Each read endpoint alone (one reader's cookie, 50 connections), for a like-for-like ratio.
    const alone: LoadResult[] = [];
    const cookie = { cookie: readers[0]!.headers.cookie! };
    for (const path of ALONE) {
      alone.push(
        await load(`GET ${path} (alone)`, `${base}${path}`, {
          duration: ALONE_SECONDS,
          headers: cookie,
        }),
      );
    }
    const rssAfter = rssMb(pid);
    await memory.take('after the floor runs');

    const rows: (LoadResult & { count: number })[] = [];
    let total = 0;
    let totalErrors = 0;
    for (const op of OPS) {
      const s = stats.get(op.name)!;
      const sorted = [...s.latencies].sort((a, b) => a - b);
      total += sorted.length;
      totalErrors += s.errors;
      rows.push({
        label: `${op.name} (${op.weight}%)`,
        count: sorted.length,
        rps: Math.round(sorted.length / seconds),
        p50: Math.round(percentile(sorted, 50) * 10) / 10,
        p99: Math.round(percentile(sorted, 99) * 10) / 10,
        errors: s.errors,
        non2xx: 0,
      });
    }
    console.log(
      `\n  mixed: ${readers.length} readers, one keep-alive connection each, ${seconds.toFixed(1)} s; ` +
        `${total} requests (${Math.round(total / seconds)} req/s), errors ${totalErrors}`,
    );
    console.log(
      '  endpoint'.padEnd(48) +
        'count'.padStart(8) +
        'req/s'.padStart(8) +
        'p50 ms'.padStart(9) +
        'p99 ms'.padStart(9) +
        '  errors' +
        '  bare/share',
    );
    for (const r of rows) {
      console.log(
        `  ${r.label}`.padEnd(48) +
          String(r.count).padStart(8) +
          String(r.rps).padStart(8) +
          String(r.p50).padStart(9) +
          String(r.p99).padStart(9) +
          String(r.errors).padStart(8) +
          `  ${(floor.rps / Math.max(1, r.rps)).toFixed(1)}x`,
      );
    }
    console.log(
      `  ${'whole mix'.padEnd(46)}${String(total).padStart(8)}${String(Math.round(total / seconds)).padStart(8)}` +
        `${''.padStart(26)}${String(totalErrors).padStart(0)}  ${(floor.rps / Math.max(1, total / seconds)).toFixed(1)}x`,
    );
    for (const e of errorSamples) console.log(`  error sample: ${e}`);
    printTable(`  autocannon, 50 connections, ${FLOOR_SECONDS} s each`, [healthz, floor]);
    printTable(
      `  autocannon, 50 connections, ${ALONE_SECONDS} s each, one endpoint at a time`,
      alone,
    );
    console.log('  throughput ratio bare/endpoint (bare Fastify /healthz = 1):');
    for (const r of [healthz, ...alone]) {
      console.log(`    ${r.label.padEnd(48)} ${(floor.rps / Math.max(1, r.rps)).toFixed(1)}x`);
    }
    console.log(
      `  server RSS: ready ${rssReady}, after set-up ${rssSetUp}, before mix ${rssBefore}, after mix ${rssAfterMix}, after /healthz load ${rssAfter}`,
    );
    memory.print();
    console.log(
      `  RESULT ${totalErrors === 0 ? 'PASS' : 'FAIL'} (errors in the mix: ${totalErrors})`,
    );
  } finally {
    if (bare) await bare.stop();
    await server.stop();
  }
}

/** Runs the mixed load on PGlite and, when a PostgreSQL URL is configured, on PostgreSQL. */
export async function run(): Promise<void> {
  const only = process.env.LOAD_DB;
  if (only !== undefined && only !== 'pglite' && only !== 'postgres') {
    throw new Error(`LOAD_DB must be pglite or postgres, not "${only}"`);
  }
  if (!process.env.LOAD_BUNDLE) ensureServerBundle();
  if (only !== 'postgres') {
    const given = process.env.LOAD_DATA_DIR;
    const dataDir = given ?? mkdtempSync(join(tmpdir(), 'lamplight-load-'));
    try {
      await runOn(
        given ? `embedded PGlite (DATA_DIR ${given})` : 'embedded PGlite (temporary DATA_DIR)',
        { DATA_DIR: dataDir },
      );
    } finally {
      if (!given) rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (only === 'pglite') return;
  const adminUrl = adminDatabaseUrl();
  if (!adminUrl) {
    console.log('\n  PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL');
    return;
  }
  const scratch = await scratchDatabase(adminUrl, 'lamplight_load_');
  try {
    await runOn(`PostgreSQL (scratch database ${scratch.name})`, { DATABASE_URL: scratch.url });
  } finally {
    await scratch.drop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  run().then(
    () => process.exit(0),
    (err: unknown) => {
      console.log(`FAIL load-mixed: ${(err as Error).stack ?? String(err)}`);
      process.exit(1);
    },
  );
}
