import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseReference } from '../server/scripture/references.ts';

// npx tsx scripts/import-mcheyne.ts <PlanConstants.swift>
//
// Writes server/features/plans/curated/data/mcheyne.json, the schedule of Robert Murray M'Cheyne's
// Calendar for Daily Readings (1842, public domain): 365 days of four readings. Only the schedule is
// taken, as data: the source file is the Apache-2.0 app github.com/willswire/mcheyne, file
// App/PlanConstants.swift at commit 72fc5951b9634b4429927b7d3df61dfd403aa67b (sha256 below). Get it with
//   git show 72fc5951b9634b4429927b7d3df61dfd403aa67b:App/PlanConstants.swift > PlanConstants.swift
// Every reference is checked with Lamplight's own parser and written in its canonical form; the output
// is one string per day, the four readings joined by '; ' in the calendar's order (family: Old and New
// Testament, then secret: Old and New Testament). Re-running on the same file gives the same bytes.

/** sha256 of App/PlanConstants.swift at the commit above. */
const SOURCE_SHA256 = '4ce0736968fee0785f0c6ebfb15ffd7255714e11314fb45a1daeb502702da363';

const [source] = process.argv.slice(2);
if (!source) {
  console.error('usage: npx tsx scripts/import-mcheyne.ts <PlanConstants.swift>');
  process.exit(2);
}
const text = readFileSync(source, 'utf8');
const digest = createHash('sha256').update(text).digest('hex');
if (digest !== SOURCE_SHA256) {
  console.error(
    `unexpected source (sha256 ${digest}); the import was checked against ${SOURCE_SHA256}`,
  );
  process.exit(1);
}

// The schedule is the first array literal of string arrays: one line `["A", "B", "C", "D"],` a day.
const start = text.indexOf('RAW_PLAN_DATA');
const end = text.indexOf('\n]', start);
if (start < 0 || end < 0) throw new Error('no schedule found in the source');
const days: string[] = [];
for (const line of text.slice(start, end).split('\n')) {
  const row = /^\s*\[(.*)\],?\s*$/.exec(line);
  if (!row?.[1]) continue;
  const refs = [...row[1].matchAll(/"([^"]+)"/g)].map((m) => m[1] ?? '');
  if (refs.length !== 4)
    throw new Error(`day ${days.length + 1}: expected 4 readings, got ${line}`);
  days.push(refs.map((r) => parseReference(r).reference).join('; '));
}
if (days.length !== 365) throw new Error(`expected 365 days, got ${days.length}`);

const out = join(import.meta.dirname, '../server/features/plans/curated/data/mcheyne.json');
writeFileSync(out, `${JSON.stringify(days, null, 2)}\n`);
console.log(`wrote ${days.length} days to ${out} (source sha256 ${digest})`);
