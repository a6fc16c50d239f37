import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { loadConfig } from '../server/config.ts';
import { wrapPglite } from '../server/db/pglite.ts';
import { getInsight } from '../server/insights/insights.ts';
import { startModelStub } from '../server/test/model-stub.ts';

// The insight engine against a local chat-completions stub that takes a fixed 2 s per reply:
// latency of getInsight on a miss (one model call) and on a hit (one indexed row read), and
// how many model calls 100 readers of one 30-day plan cause. Embedded PGlite, in memory.
// Prints figures; asserts nothing.

const MODEL_DELAY_MS = 2_000;
const READERS = 100;
const DAYS = 30;

const reply = JSON.stringify({
  summary: 'A stub insight: context, literary notes and what the passage says.',
  themes: [
    { title: 'Praise', description: 'Responding to who God is.' },
    { title: 'Trust', description: 'Relying on God.' },
  ],
  questions: ['What moves you to praise?', 'Where do you need to trust?'],
});

function pct(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const ms = (n: number) => `${n.toFixed(n < 10 ? 2 : 0)} ms`;

export async function run(): Promise<void> {
  const stub = await startModelStub({ handler: () => reply, delayMs: MODEL_DELAY_MS });
  const client = await PGlite.create();
  const database = wrapPglite(client);
  await database.migrate();
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    AI_BASE_URL: stub.baseURL,
    AI_MODEL: 'stub-model',
    AI_TIMEOUT_MS: '10000',
  });
  const { db } = database;
  try {
    // Warm up (loads the KJV, opens the model client), then a miss and hits on another passage.
    await getInsight({ db, config, reference: 'Genesis 50', planType: 'daily' });
    let t = performance.now();
    await getInsight({ db, config, reference: 'Genesis 1', planType: 'daily' });
    const miss = performance.now() - t;
    const time = async (handle: typeof db) => {
      const out: number[] = [];
      for (let i = 0; i < 500; i++) {
        t = performance.now();
        await getInsight({ db: handle, config, reference: 'Genesis 1', planType: 'daily' });
        out.push(performance.now() - t);
      }
      return out.sort((a, b) => a - b);
    };
    const hits = await time(db);
    // A second handle on the same database has no memory of it: every call reads the row.
    const dbHits: number[] = [];
    for (let i = 0; i < 500; i++) {
      const fresh = wrapPglite(client).db;
      t = performance.now();
      await getInsight({ db: fresh, config, reference: 'Genesis 1', planType: 'daily' });
      dbHits.push(performance.now() - t);
    }
    dbHits.sort((a, b) => a - b);
    console.log(`  model stub delay: ${MODEL_DELAY_MS} ms per reply`);
    console.log(`  getInsight on a miss (claim, generate, check references, store): ${ms(miss)}`);
    console.log(
      `  getInsight on a hit served from memory (500 calls): p50 ${ms(pct(hits, 50))}, p99 ${ms(pct(hits, 99))}`,
    );
    console.log(
      `  getInsight on a hit read from the database (500 calls, as another process would): p50 ${ms(pct(dbHits, 50))}, p99 ${ms(pct(dbHits, 99))}`,
    );

    // 100 readers on one 30-day plan (Psalms 1-30): on each day all readers ask at once.
    stub.reset();
    const waits: number[] = [];
    const started = performance.now();
    let empty = 0;
    for (let day = 1; day <= DAYS; day++) {
      const results = await Promise.all(
        Array.from({ length: READERS }, async () => {
          const t0 = performance.now();
          const r = await getInsight({ db, config, reference: `Psalms ${day}`, planType: 'daily' });
          waits.push(performance.now() - t0);
          return r;
        }),
      );
      empty += results.filter((r) => r === null).length;
    }
    waits.sort((a, b) => a - b);
    const readerDays = READERS * DAYS;
    console.log(
      `  ${READERS} readers × ${DAYS} days = ${readerDays} reader-days in ${((performance.now() - started) / 1000).toFixed(1)} s: ` +
        `${stub.calls} model calls = ${((stub.calls / readerDays) * 1000).toFixed(1)} per 1,000 reader-days` +
        ` (${empty} empty results)`,
    );
    console.log(
      `  reader latency on those days (first readers wait for the 2 s generation): p50 ${ms(pct(waits, 50))}, p99 ${ms(pct(waits, 99))}`,
    );
  } finally {
    await database.close();
    await stub.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await run();
}
