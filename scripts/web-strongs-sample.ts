import { BOOKS } from '../server/scripture/books.ts';
import { getPassage } from '../server/scripture/passage.ts';
import { passageWords } from '../server/strongs/passage-words.ts';
import { verseRecord } from '../server/scripture/bible.ts';
import { lexiconEntry } from '../server/strongs/strongs.ts';

// npx tsx scripts/web-strongs-sample.ts [seed] — counts the WEB's words and its clickable words
// over the whole Bible, then prints a fixed-seed random sample of 200 clickable words as Markdown
// table rows (verse, word, number, the entry's gloss, the KJV's words with that number in the
// verse), for checking by hand (docs/audits/web-strongs-sample.md).

const seed = Number(process.argv[2] ?? 26);
const SIZE = 200;

interface Clickable {
  ref: string;
  word: string;
  number: string;
}

/** mulberry32: a small deterministic generator, so the same seed gives the same sample. */
function generator(start: number): () => number {
  let s = start;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const all: Clickable[] = [];
let words = 0;
for (const book of BOOKS) {
  for (let chapter = 1; chapter <= book.chapters; chapter++) {
    const ref = `${book.name} ${chapter}`;
    const passage = getPassage(ref, 'web');
    const spans = passageWords(ref, 'web').verses;
    for (const v of passage.verses) {
      words += (v.text.match(/\p{L}+(?:['’]\p{L}+)*/gu) ?? []).length;
      for (const [start, end, number] of spans[`${v.chapter}:${v.verse}`] ?? []) {
        all.push({
          ref: `${book.name} ${chapter}:${v.verse}`,
          word: v.text.slice(start, end),
          number,
        });
      }
    }
  }
}
console.log(`WEB words: ${words}; clickable: ${all.length}; seed ${seed}`);
const random = generator(seed);
const picked = new Set<number>();
while (picked.size < SIZE) picked.add(Math.floor(random() * all.length));
let row = 0;
for (const k of [...picked].sort((a, b) => a - b)) {
  const c = all[k] as Clickable;
  const kjv = (verseRecord(c.ref, 'kjv')?.w ?? [])
    .filter((t) => typeof t !== 'string' && (t[1] ?? '').split(' ').includes(c.number))
    .map((t) => (typeof t === 'string' ? t : t[0]))
    .join(' / ');
  const entry = await lexiconEntry(c.number);
  const gloss = (entry?.definition ?? '').split('. ')[0]?.slice(0, 50) ?? '';
  row++;
  console.log(
    `| ${row} | ${c.ref} | ${c.word} | ${c.number} ${entry?.transliteration ?? ''}: ${gloss} | ${kjv} |`,
  );
}
