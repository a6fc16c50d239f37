import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { search, verseIndex } from '../../server/features/bible/service.ts';
import { KJV_VERSE_COUNT, kjv, verseAt } from '../../server/scripture/kjv.ts';
import { load, printTable, startBenchServer } from './util.ts';

// The Bible reader (issue 18, decision 129): search latency of the in-memory index beside
// PostgreSQL full-text search on a verse table (PGlite in this process; PostgreSQL when
// BENCH_DATABASE_URL or TEST_DATABASE_URL is set), then GET /api/bible/chapters beside a bare
// Fastify route returning the same bytes, in the production build. Prints figures; asserts nothing.
//   npm run bench -- bible

/** Twenty queries: two words mostly, a few phrases and three-word ones, common and rare words. */
export const QUERIES = [
  'living water',
  'good shepherd',
  'bread heaven',
  'faith hope',
  'the lord',
  'holy spirit',
  'kingdom heaven',
  'eternal life',
  'daily bread',
  'fear not',
  'light world',
  'steadfast love',
  'new heart',
  'mercy seat',
  'burning bush',
  'son man',
  'still small voice',
  '"still small voice"',
  '"in the beginning"',
  'and the',
];

const ROUNDS = 10;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

interface Timing {
  p50: number;
  p95: number;
  max: number;
  /** The three queries with the highest median, to tell a slow query from a busy machine. */
  slowest: string;
}

async function timed(run: (q: string) => unknown): Promise<Timing> {
  for (const q of QUERIES) await run(q); // warm
  const times: number[] = [];
  const perQuery = new Map<string, number[]>();
  for (let r = 0; r < ROUNDS; r++) {
    for (const q of QUERIES) {
      const started = performance.now();
      await run(q);
      const ms = performance.now() - started;
      times.push(ms);
      perQuery.set(q, [...(perQuery.get(q) ?? []), ms]);
    }
  }
  times.sort((a, b) => a - b);
  const medians = [...perQuery].map(([q, list]) => {
    const sorted = [...list].sort((a, b) => a - b);
    return [q, percentile(sorted, 50)] as const;
  });
  medians.sort((a, b) => b[1] - a[1]);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: times.at(-1) ?? 0,
    slowest: medians
      .slice(0, 3)
      .map(([q, ms]) => `${q} ${ms.toFixed(1)}`)
      .join(', '),
  };
}

const line = (label: string, t: Timing, extra = '') => {
  console.log(
    `  ${label.padEnd(44)} p50 ${t.p50.toFixed(2).padStart(7)} ms   p95 ${t.p95.toFixed(2).padStart(7)} ms   max ${t.max.toFixed(1).padStart(6)} ms${extra}`,
  );
  console.log(`    slowest medians (ms): ${t.slowest}`);
};

/** A query as PostgreSQL reads it: quotes make a phrase, words are ANDed (websearch syntax). */
const SQL = `
  select id, ts_rank_cd(tsv, query) as rank, count(*) over () as total
  from bench_bible_verses, websearch_to_tsquery('english', $1) as query
  where tsv @@ query
  order by rank desc, id
  limit 20`;

interface Sql {
  query: (text: string, params?: unknown[]) => Promise<unknown>;
}

async function fillVerseTable(db: Sql): Promise<number> {
  await db.query('drop table if exists bench_bible_verses');
  await db.query(`create table bench_bible_verses (
    id integer primary key,
    book smallint not null,
    text text not null,
    tsv tsvector generated always as (to_tsvector('english', text)) stored
  )`);
  const texts = kjv().texts.map((t) => t.replaceAll('*', ''));
  const started = performance.now();
  for (let from = 0; from < KJV_VERSE_COUNT; from += 5000) {
    const ids = texts.slice(from, from + 5000).map((_t, i) => from + i);
    await db.query(
      'insert into bench_bible_verses (id, book, text) select * from unnest($1::int[], $2::int[], $3::text[])',
      [ids, ids.map((id) => verseAt(id)?.book ?? 0), texts.slice(from, from + 5000)],
    );
  }
  await db.query('create index bench_bible_verses_tsv on bench_bible_verses using gin (tsv)');
  await db.query('analyze bench_bible_verses');
  return performance.now() - started;
}

async function searchLatency() {
  console.log('\n== Bible search: 20 queries x 10 rounds, server time of one search (KJV) ==');
  let started = performance.now();
  kjv();
  verseIndex('kjv');
  console.log(`  in-memory index built in ${Math.round(performance.now() - started)} ms`);
  const memory = await timed((q) => search({ q }));
  line('in-memory index (GET /api/bible/search work)', memory);
  const twoWords = QUERIES.filter((q) => !q.includes('"') && q.split(' ').length === 2);
  const saved = QUERIES.splice(0, QUERIES.length, ...twoWords);
  line(`  of which two-word queries (${twoWords.length})`, await timed((q) => search({ q })));
  QUERIES.splice(0, QUERIES.length, ...saved);

  const lite = new PGlite();
  try {
    started = performance.now();
    const fill = await fillVerseTable(lite);
    const pgliteStats = await timed((q) => lite.query(SQL, [q]));
    line(
      'PostgreSQL FTS on PGlite (rank + count, top 20)',
      pgliteStats,
      `   (table ${Math.round(fill)} ms)`,
    );
  } finally {
    await lite.close();
  }

  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) {
    console.log('  PostgreSQL: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to measure it too');
    return;
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const fill = await fillVerseTable(client);
    const stats = await timed((q) => client.query(SQL, [q]));
    line('PostgreSQL FTS on PostgreSQL (same query)', stats, `   (table ${Math.round(fill)} ms)`);
  } finally {
    await client.query('drop table if exists bench_bible_verses').catch(() => undefined);
    await client.end();
  }
}

async function chapterVersusBare() {
  console.log(
    '\n== GET /api/bible/chapters/exodus/16 beside a bare Fastify route returning the same bytes ==',
  );
  const dataDir = mkdtempSync(join(tmpdir(), 'lamplight-bench-bible-'));
  const app = await startBenchServer(['dist/server/main.js'], {
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DATABASE_URL: '',
  });
  const url = `${app.url}/api/bible/chapters/exodus/16`;
  const first = await fetch(url);
  const bytes = Buffer.from(await first.arrayBuffer());
  const bodyFile = join(dataDir, 'exodus-16.json');
  writeFileSync(bodyFile, bytes);
  const bare = await startBenchServer(['scripts/bench/bare-server.mjs'], {
    BARE_BODY_FILE: bodyFile,
  });
  try {
    // Search over HTTP too, one at a time (the first builds the index).
    await fetch(`${app.url}/api/bible/search?q=warm`);
    const http = await timed(async (q) => {
      const res = await fetch(`${app.url}/api/bible/search?q=${encodeURIComponent(q)}`);
      await res.arrayBuffer();
    });
    line('GET /api/bible/search over HTTP (client time)', http);
    const a = await load('GET /api/bible/chapters/exodus/16', url);
    const b = await load(`GET /bare (same ${bytes.length} bytes)`, `${bare.url}/bare`);
    printTable('  autocannon, 50 connections, 10 s each, same machine', [a, b]);
    console.log(`  ratio bare/app throughput: ${(b.rps / Math.max(1, a.rps)).toFixed(2)}x`);
  } finally {
    await app.stop();
    await bare.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function run() {
  await searchLatency();
  await chapterVersusBare();
}
