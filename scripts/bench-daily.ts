import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import type { Database } from '../server/db/database.ts';
import { openDatabase } from '../server/db/open.ts';
import { journalEntries } from '../server/db/schema/index.ts';
import { createUser, sessionCookie } from '../server/test/factories.ts';
import { activatePlan, createPlanWithSessions } from '../server/test/factories-plans.ts';

// The daily loop under load: GET /api/readings/today and the first page of GET
// /api/notebook/by-date (a reader with 5,000 entries; 50 entries a page since decision 099)
// beside a bare route on the same app, so the ratio shows what the session lookup, the queries
// and the serialisation cost. Also prints the bytes of each answer (every notebook view's first
// page, the journal list's) and how long following the cursors through the whole by-date view
// takes. Prints figures; asserts nothing.
// Embedded PGlite by default; with BENCH_DATABASE_URL (a PostgreSQL server URL whose user may
// create databases) it runs on a temporary database on that server instead.

const ENTRIES = 5_000;
const CONNECTIONS = 50;
const DURATION_S = 10;

interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
type Autocannon = (opts: Record<string, unknown>) => Promise<AutocannonResult>;
// autocannon ships no type declarations; this is the part of its API used here.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

interface Figures {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  failed: number;
}

async function measure(label: string, url: string, headers: Record<string, string>) {
  const r = await autocannon({
    url,
    headers,
    connections: CONNECTIONS,
    duration: DURATION_S,
    // The load generator runs in its own thread so it does not share the server's event loop.
    workers: 1,
  });
  return {
    label,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    failed: r.errors + r.timeouts + r.non2xx,
  } satisfies Figures;
}

const BOOKS = ['Genesis 1', 'Exodus 16:1-18', 'Psalms 23', 'Isaiah 40', 'John 3', 'Romans 8'];
const SENTENCE =
  'Today I noticed how the passage keeps returning to trust: provision comes one day at a time, ' +
  'and the invitation is to gather what is needed and rest in what was given. ';

/** Runs the daily-loop benchmark on a temporary embedded database and prints the figures. */
export async function run(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lamplight-bench-daily-'));
  const temp = await openTempDatabase(dataDir);
  const { database } = temp;
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PUBLIC_URL: 'http://127.0.0.1:5000',
  });
  try {
    await database.migrate();
    const db = database.db;

    const user = await createUser(db, { membershipTier: 'premium', timeZone: 'Europe/London' });
    const { plan } = await createPlanWithSessions(db, {
      title: 'Provision in the Wilderness',
      sessions: BOOKS.map((reference) => ({
        reference,
        description: `Read ${reference} slowly.`,
        insight: {
          summary: `A short study note on **${reference}**.`,
          themes: [{ title: 'Trust', description: 'Daily dependence.' }],
          questions: ['What did you notice?', 'What will you carry into today?'],
        },
      })),
    });
    await activatePlan(db, user.id, plan.id, 2);
    const cookie = await sessionCookie(db, user.id);

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

    const app = await buildApp({ config, database, logger: false, serveWeb: false });
    app.get('/bench/bare', async () => ({ ok: true, message: 'bare route, same app' }));
    await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const base = `http://127.0.0.1:${port}`;
      const headers = { cookie };

      // Warm up (the first passage lookup loads the KJV) and check each route answers 200.
      const sizes: Record<string, number> = {};
      for (const path of [
        '/bench/bare',
        '/api/readings/today',
        '/api/notebook/by-date',
        '/api/notebook/by-session',
        '/api/notebook/by-book',
        '/api/journal/entries',
      ]) {
        const res = await fetch(base + path, { headers });
        if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
        sizes[path] = (await res.arrayBuffer()).byteLength;
      }

      // Every page of by-date, one after another, as a reader scrolling to the very end would.
      const walkStarted = performance.now();
      let pages = 0;
      let walkBytes = 0;
      let cursor: string | null = null;
      do {
        const url: string = `${base}/api/notebook/by-date${cursor ? `?cursor=${cursor}` : ''}`;
        const res = await fetch(url, { headers });
        if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
        walkBytes += (await res.arrayBuffer()).byteLength;
        cursor = res.headers.get('x-next-cursor');
        pages++;
      } while (cursor);
      const walkMs = performance.now() - walkStarted;

      const results: Figures[] = [];
      results.push(await measure('GET /bench/bare', `${base}/bench/bare`, headers));
      results.push(await measure('GET /api/readings/today', `${base}/api/readings/today`, headers));
      results.push(
        await measure(
          `GET /api/notebook/by-date page 1 (${ENTRIES} entries)`,
          `${base}/api/notebook/by-date`,
          headers,
        ),
      );

      const bare = results[0]!;
      console.log(
        `\n  autocannon: ${CONNECTIONS} connections, ${DURATION_S} s each, load generator in a ` +
          `worker thread of the same process; ${temp.label}`,
      );
      const kb = (path: string) => `${((sizes[path] ?? 0) / 1024).toFixed(1)} KB`;
      console.log(
        `  bytes per answer: bare ${sizes['/bench/bare']} B, today ${sizes['/api/readings/today']} B; ` +
          `first pages: by-date ${kb('/api/notebook/by-date')}, by-session ` +
          `${kb('/api/notebook/by-session')}, by-book ${kb('/api/notebook/by-book')}, journal ` +
          `${kb('/api/journal/entries')}`,
      );
      console.log(
        `  whole by-date view: ${pages} pages, ${(walkBytes / 1024 / 1024).toFixed(2)} MB, ` +
          `${Math.round(walkMs)} ms one after another (${(walkMs / pages).toFixed(1)} ms a page)`,
      );
      console.log(
        '  endpoint'.padEnd(48) +
          'req/s'.padStart(9) +
          'p50 ms'.padStart(9) +
          'p99 ms'.padStart(9) +
          'vs bare'.padStart(10) +
          '  failed',
      );
      for (const r of results) {
        const ratio = r === bare ? '1x' : `1/${(bare.rps / Math.max(1, r.rps)).toFixed(1)}`;
        console.log(
          `  ${r.label}`.padEnd(48) +
            String(r.rps).padStart(9) +
            String(r.p50).padStart(9) +
            String(r.p99).padStart(9) +
            ratio.padStart(10) +
            `  ${r.failed}`,
        );
      }
    } finally {
      await app.close();
    }
  } finally {
    await temp.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A fresh database: PGlite under dataDir, or a throw-away database on BENCH_DATABASE_URL. */
async function openTempDatabase(
  dataDir: string,
): Promise<{ database: Database; label: string; dispose(): Promise<void> }> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ dataDir });
    return { database, label: 'embedded PGlite', dispose: () => database.close() };
  }
  const name = `lamplight_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir, poolSize: 10 });
  return {
    database,
    label: 'PostgreSQL (pool of 10)',
    async dispose() {
      await database.close().catch(() => {});
      await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
      await admin.end();
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await run();
}
