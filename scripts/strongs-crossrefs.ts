/**
 * Compares every entry's cross-references in the `strongs` package's dictionaries (what the app
 * reads) with CrossWire's SWORD dictionaries StrongsHebrew and StrongsGreek, and prints each
 * entry where they differ, after the app's corrections (server/strongs/corrections.ts).
 *
 *   npx tsx scripts/strongs-crossrefs.ts            # differences left, one per line
 *   npx tsx scripts/strongs-crossrefs.ts --raw      # before the corrections
 *
 * Needs `mod2imp` (libsword-utils) and the modules (sword-dict-strongs-hebrew,
 * sword-dict-strongs-greek): on Debian, `apt-get install` them as root. Most of what it prints
 * is the SWORD text's own misprints or references one side gives and the other leaves out; an
 * entry is corrected only when the package's number names a word that cannot be meant, by hand,
 * in corrections.ts, and listed in docs/strongs-corrections.md.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { GREEK_FIXES_BY_ENTRY, HEBREW_FIXES_BY_ENTRY } from '../server/strongs/corrections.ts';

const raw = process.argv.includes('--raw');
const resolve = createRequire(import.meta.url).resolve;

function exportModule(module: string): Map<number, string> {
  const out = execFileSync('mod2imp', [module], { maxBuffer: 1 << 28, encoding: 'utf8' });
  const entries = new Map<number, string>();
  for (const m of out.matchAll(/^\$\$\$(\d+)\n([^\n]*)/gm)) {
    if (Number(m[1]) > 0) entries.set(Number(m[1]), m[2] as string);
  }
  return entries;
}

function fixed(
  fixes: Map<number, Map<number, { right: { number: string } | { text: string } | null }>>,
  entry: number,
  refs: string[],
): string[] {
  const mine = fixes.get(entry);
  if (raw || !mine) return refs;
  return refs.flatMap((ref) => {
    const fix = mine.get(Number(ref.slice(1)));
    if (!fix) return [ref];
    return fix.right && 'number' in fix.right ? [fix.right.number] : [];
  });
}

const sorted = (refs: string[]) => [...refs].sort().join(' ');
let differ = 0;
let total = 0;

const swordHebrew = exportModule('StrongsHebrew');
const hebrewXml = readFileSync(resolve('strongs/hebrew/StrongHebrewG.xml'), 'utf8');
for (const m of hebrewXml.matchAll(/<div type="entry"[^>]*>([\s\S]*?)<\/div>/g)) {
  const block = (m[1] as string).replace(/<note type="x-typo">[\s\S]*?<\/note>/g, '');
  const id = /<w\b[^>]*\bID="H(\d+)"/.exec(block);
  if (!id) continue;
  const n = Number(id[1]);
  const notes = block.match(/<note type="(?:exegesis|explanation|translation)">[\s\S]*?<\/note>/g);
  const refs = [...(notes ?? []).join(' ').matchAll(/\bsrc="(\d+)"/g)].map(
    (x) => `H${Number(x[1])}`,
  );
  const theirs = [...(swordHebrew.get(n) ?? '').matchAll(/target="StrongsHebrew:(\d+)"/g)].map(
    (x) => `H${Number(x[1])}`,
  );
  const ours = fixed(HEBREW_FIXES_BY_ENTRY, n, refs);
  total++;
  if (sorted(ours) !== sorted(theirs)) {
    differ++;
    console.log(`H${n}\tapp: ${ours.join(' ') || '-'}\tSWORD: ${theirs.join(' ') || '-'}`);
  }
}

const swordGreek = exportModule('StrongsGreek');
const greekXml = readFileSync(
  resolve('strongs/greek/StrongsGreekDictionaryXML_1.4/strongsgreek.xml'),
  'utf8',
);
for (const m of greekXml.matchAll(/<entry strongs="(\d+)">([\s\S]*?)<\/entry>/g)) {
  const n = Number(m[1]);
  const refs = [...(m[2] as string).matchAll(/<strongsref\b([^>]*)\/>/g)].map(
    (x) =>
      `${/HEBREW/.test(x[1] as string) ? 'H' : 'G'}${Number(/strongs="(\d+)"/.exec(x[1] as string)?.[1])}`,
  );
  const theirs = [
    ...(swordGreek.get(n) ?? '').matchAll(/target="Strongs(?:Greek|Hebrew):(\d+)">([GH])\d+/g),
  ].map((x) => `${x[2]}${Number(x[1])}`);
  const ours = fixed(GREEK_FIXES_BY_ENTRY, n, refs);
  total++;
  if (sorted(ours) !== sorted(theirs)) {
    differ++;
    console.log(`G${n}\tapp: ${ours.join(' ') || '-'}\tSWORD: ${theirs.join(' ') || '-'}`);
  }
}
console.log(`${differ} of ${total} entries differ${raw ? ' (before the corrections)' : ''}`);
