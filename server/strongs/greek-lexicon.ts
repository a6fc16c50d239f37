import { GREEK_FIXES_BY_ENTRY } from './corrections.ts';
import { detachEntry, noPause, type LexiconEntry, type Pause } from './entry.ts';
import { attr, decodeEntities, endSentence, sentence, splitRenderings, squash } from './text.ts';

/** Plain text of a Greek dictionary field: cross-references become 'G25' / 'H1234'. */
function inline(xml: string): string {
  const text = xml
    .replace(/<strongsref\b([^>]*)\/>/g, (_m, a: string) => {
      const lang = attr(a, 'language') === 'HEBREW' ? 'H' : 'G';
      const n = Number(attr(a, 'strongs'));
      return Number.isFinite(n) && n > 0 ? `${lang}${n}` : '';
    })
    .replace(/<greek\b([^>]*)\/>/g, (_m, a: string) => attr(a, 'unicode') ?? '')
    .replace(/<pronunciation\b[^>]*\/>/g, '')
    .replace(/<[^>]*>/g, '');
  return squash(decodeEntities(text));
}

/** The entry's cross-reference corrections (corrections.ts) applied to its references. */
function corrected(number: number, block: string): string {
  const fixes = GREEK_FIXES_BY_ENTRY.get(number);
  if (!fixes) return block;
  return block.replace(/<strongsref\b([^>]*)\/>/g, (whole, a: string) => {
    const fix = fixes.get(Number(attr(a, 'strongs')));
    if (!fix) return whole;
    if (fix.right === null) return '';
    if ('text' in fix.right) return fix.right.text;
    const language = fix.right.number[0] === 'H' ? 'HEBREW' : 'GREEK';
    return `<strongsref language="${language}" strongs="${fix.right.number.slice(1)}"/>`;
  });
}

function field(block: string, name: string): string {
  const m = new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(block);
  return m ? inline(m[1] as string) : '';
}

/** One <entry strongs="…"> block → entry, or null when it has no number. */
export function parseGreekEntry(number: number, rawBlock: string): LexiconEntry | null {
  if (!Number.isInteger(number) || number < 1) return null;
  const block = corrected(number, rawBlock);
  const head = /<greek\b([^>]*)\/>/.exec(block);
  // 101 numbers (G2717, G3203-G3302) are marked 'Not Used': no word, so no entry.
  if (!head) return null;
  const headAttrs = head[1] ?? '';
  const pronunciation = /<pronunciation\b([^>]*)\/>/.exec(block)?.[1];
  const meaning = field(block, 'strongs_def');
  const derivation = field(block, 'strongs_derivation');
  const usage = field(block, 'kjv_def').replace(/^[:\-—–\s]+/, '');
  // Strong's order: derivation (which often starts the meaning), then the definition proper.
  const definition = [
    sentence(derivation),
    sentence(meaning),
    usage ? `KJV: ${endSentence(usage)}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return {
    number: `G${number}`,
    original: attr(headAttrs, 'unicode') ?? '',
    transliteration: attr(headAttrs, 'translit') ?? '',
    pronunciation: pronunciation ? (attr(pronunciation, 'strongs') ?? null) : null,
    // The Greek XML records no part of speech; we say so rather than guess (decision 004).
    partOfSpeech: null,
    definition,
    kjvRenderings: usage ? splitRenderings(usage) : [],
  };
}

/** Reads strongsgreek.xml (Ulrik Petersen's XML of Strong's, public domain) keyed by number. */
export async function parseGreekLexicon(
  xml: string,
  pause: Pause = noPause,
): Promise<Map<number, LexiconEntry>> {
  const entries = new Map<number, LexiconEntry>();
  let count = 0;
  for (const m of xml.matchAll(/<entry strongs="(\d+)">([\s\S]*?)<\/entry>/g)) {
    const entry = parseGreekEntry(Number(m[1]), m[2] as string);
    if (entry) entries.set(Number(entry.number.slice(1)), detachEntry(entry));
    if (++count % 200 === 0) await pause();
  }
  return entries;
}
