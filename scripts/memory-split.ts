// Where the embedded server's memory goes (docs/quality-history.md §6, "Embedded memory split and a smaller default", decision 140).
// Runs the start-up's memory-heavy steps in this one process, in the server's order, and prints after
// each: RSS, the V8 heap in use, external/array-buffer memory and PGlite's WASM memory (its HEAPU8).
// Usage: node --expose-gc --import tsx scripts/memory-split.ts [data dir]   (a new temporary one by default;
//        MEM_REOPEN=1 closes and reopens PGlite after the migrations, to see whether that frees memory)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Database } from '../server/db/database.ts';
import { PGLITE_SETTINGS, wrapPglite } from '../server/db/pglite.ts';

const mb = (n: number) => (n / 1048576).toFixed(0).padStart(6);
let db: Database | undefined;
let client: PGlite | undefined;

/** PGlite's WASM linear memory (it grows and never shrinks). */
function wasmBytes(): number {
  return client && !client.closed ? client.Module.HEAPU8.length : 0;
}

function row(step: string): void {
  (globalThis as { gc?: () => void }).gc?.();
  const m = process.memoryUsage();
  console.log(
    `  ${step.padEnd(44)}${mb(m.rss)}${mb(m.heapUsed)}${mb(m.external)}${mb(m.arrayBuffers)}${mb(wasmBytes())}`,
  );
}

const given = process.argv[2];
const dir = given ?? mkdtempSync(join(tmpdir(), 'lamplight-mem-'));
console.log(
  `data dir ${dir}${given ? '' : ' (new)'}; load average ${(await import('node:os'))
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.log(
  `  ${'step'.padEnd(44)}${'rss'.padStart(6)}${'heap'.padStart(6)}${'ext'.padStart(6)}${'ab'.padStart(6)}${'wasm'.padStart(6)}   (MB)`,
);
row('start');
const t = performance.now();
mkdirSync(join(dir, 'pglite'), { recursive: true });
client = await PGlite.create(join(dir, 'pglite'), { postgresqlconf: PGLITE_SETTINGS });
db = wrapPglite(client);
row('PGlite open');
await db.migrate();
row('migrations');
if (process.env.MEM_REOPEN) {
  await db.close();
  client = undefined;
  row('PGlite closed');
  client = await PGlite.create(join(dir, 'pglite'), { postgresqlconf: PGLITE_SETTINGS });
  db = wrapPglite(client);
  row('PGlite reopened');
}
const { seedCuratedPlans } = await import('../server/features/plans/seed.ts');
await seedCuratedPlans(db.db);
row('curated plans seeded');
const { warmStrongs, lookup } = await import('../server/strongs/strongs.ts');
await warmStrongs();
row("Strong's lexicon + KJV (warmStrongs)");
const { warmBible } = await import('../server/scripture/bible.ts');
await warmBible('kjv');
row('tagged KJV (warmBible)');
await lookup('H4057');
await lookup('G26');
row("two Strong's lookups");
const { search } = await import('../server/features/bible/service.ts');
search({ q: 'love', translation: 'kjv' } as never);
row('KJV search index');
const { passageNotes } = await import('../server/study/passage-notes.ts');
passageNotes('John 3:16');
row('commentary (passage notes)');
const { navesTopic } = await import('../server/study/naves.ts');
navesTopic('Love');
row("Nave's");
search({ q: 'love', translation: 'web' } as never);
row('WEB + its search index');
console.log(`  (${Math.round(performance.now() - t)} ms)`);
await db.close();
if (!given) rmSync(dir, { recursive: true, force: true });
