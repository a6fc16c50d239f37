import { HEBREW_FIXES_BY_ENTRY, type CrossReferenceFix } from './corrections.ts';
import { detachEntry, noPause, type LexiconEntry, type Pause } from './entry.ts';
import { hebrewPartOfSpeech } from './part-of-speech.ts';
import { attr, decodeEntities, endSentence, sentence, splitRenderings, squash } from './text.ts';

/** Plain text of a note or list item: cross-references become 'dâbar (H1696)'. */
function inline(xml: string): string {
  const text = xml
    // Two highlighted runs side by side are two words ('<hi>act in a</hi><hi>manly way</hi>').
    .replace(/<\/hi>\s*<hi>/g, ' ')
    .replace(/<w\b([^>]*)\/>/g, (_m, a: string) => {
      const xlit = attr(a, 'xlit');
      const src = attr(a, 'src');
      const ref = src && /^\d+$/.test(src) ? `(H${Number(src)})` : '';
      return [xlit, ref].filter(Boolean).join(' ');
    })
    .replace(/<[^>]*>/g, '')
    // Which lexicon a gloss came from ('1)(CLBL) …', '3)(BDB) chief'): editors' codes. Glosses
    // marked as the TWOT's never get here (withoutTwot).
    .replace(/\((?:CLBL|BDB)\)/g, ' ')
    // Braces mark the Aramaic entries' glosses in this edition; they mean nothing to a reader.
    .replace(/[{}]/g, '');
  return squash(decodeEntities(text));
}

const NOTES = {
  exegesis: /<note type="exegesis">([\s\S]*?)<\/note>/,
  explanation: /<note type="explanation">([\s\S]*?)<\/note>/,
  translation: /<note type="translation">([\s\S]*?)<\/note>/,
};

function note(block: string, type: keyof typeof NOTES): string {
  const m = NOTES[type].exec(block);
  return m ? inline(m[1] as string) : '';
}

/** An unnumbered list item that only names a word class: 'v', 'n m', 'adj', 'n pr loc'. */
const GRAMMAR_LABEL = /^(?:[a-z]{1,5}\.?)(?: [a-z]{1,5}\.?){0,3}$/;

/** The mark of a gloss taken from the Theological Wordbook: '(TWOT)', '(BDB/TWOT)', '(TWOT +)'. */
const TWOT_MARK = /\((?:BDB\/)?TWOT(?: \+)?\)/;

/**
 * A list item without what it takes from the Theological Wordbook of the Old Testament (1980,
 * in copyright; the file says so in its header): null when the whole item is the Wordbook's
 * (the mark opens its glosses, '2) (TWOT) love', '1) (Qal) (TWOT) to intreat', or closes a quoted
 * sentence), else the item with each marked gloss cut out ('jackals, (TWOT) dragon' → 'jackals').
 */
export function withoutTwot(item: string): string | null {
  if (!TWOT_MARK.test(item)) return item;
  const at = item.search(TWOT_MARK);
  const before = item.slice(0, at).replace(/^\s*\d+[a-z0-9]*\)\s*/, '');
  if (/^(?:\s*\([^)]*\))*\s*$/.test(before)) return null;
  if (/^\s*$/.test(item.slice(at).replace(TWOT_MARK, ''))) return null;
  return item.replace(new RegExp(`(?:,\\s*)?${TWOT_MARK.source}[^,]*`, 'g'), '');
}

/**
 * The entry's senses from its outline list: the top-level ones ('1) wilderness', '2) mouth')
 * and unnumbered name lines ('Tatnai = "gift"'); bare labels such as '(plural)' are skipped,
 * and when nothing is left the second level ('1a) rulers, judges') is used instead. Every sense
 * is kept ('God' is the ninth of H430's).
 */
export function hebrewSenses(block: string): string[] {
  const top: string[] = [];
  const second: string[] = [];
  let dropped: string | undefined; // a top-level sense that was all the Wordbook's: its sub-senses go too
  for (const m of block.matchAll(/<item>([\s\S]*?)<\/item>/g)) {
    const raw = m[1] as string;
    const number = /^\s*(\d+)([a-z0-9]*)\)/.exec(raw);
    if (number && !number[2]) dropped = undefined;
    if (number && number[2] && dropped === number[1]) continue;
    const kept = withoutTwot(raw);
    if (kept === null) {
      if (number && !number[2]) dropped = number[1];
      continue;
    }
    const item = inline(kept);
    // Editors' grammar labels between senses ('v', 'n m', 'n pr loc') are not meanings.
    if (GRAMMAR_LABEL.test(item)) continue;
    const numbered = /^\d+([a-z0-9]*)\)\s*(.*)$/.exec(item);
    const level = !numbered || !numbered[1] ? top : /^[a-z]$/.test(numbered[1]) ? second : null;
    const text = (numbered ? (numbered[2] as string) : item).replace(/[\s,;]+$/, '');
    if (!level || !text || /^\(.*\)$/.test(text) || /^[-—–\s]+$/.test(text)) continue;
    if (!level.includes(text)) level.push(text);
  }
  return top.length ? top : second;
}

/**
 * Applies the entry's cross-reference corrections (corrections.ts) to its notes: the wrong
 * number's word becomes the right one's (its transliteration from `headword`), a verse number
 * mistaken for a reference becomes text, and a note that came with the wrong word is dropped.
 */
function corrected(
  block: string,
  fixes: Map<number, CrossReferenceFix>,
  headword: (n: number) => string | undefined,
): string {
  let out = block.replace(/<w\b([^>]*\bsrc="(\d+)"[^>]*)\/>/g, (whole, _a: string, src: string) => {
    const fix = fixes.get(Number(src));
    if (!fix) return whole;
    if (fix.right === null) return '';
    if ('text' in fix.right) return fix.right.text;
    const n = Number(fix.right.number.slice(1));
    return `<w xlit="${headword(n) ?? ''}" src="${n}"/>`;
  });
  // A compare-list that lost one of its members keeps its commas right: '(compare a, , b)'.
  out = out.replace(/,\s*,/g, ',');
  for (const fix of fixes.values()) {
    if (fix.drop) out = out.replace(new RegExp(`<note type="${fix.drop}">[\\s\\S]*?</note>`), '');
  }
  return out;
}

/**
 * One <div type="entry"> block → entry, or null when it has no headword. `headword` gives the
 * transliteration of another entry, for the corrected cross-references.
 */
export function parseHebrewEntry(
  rawBlock: string,
  headword: (n: number) => string | undefined = () => undefined,
): LexiconEntry | null {
  // Editors' typo notes (nested or not) record corrections already applied to the attributes.
  let block = rawBlock.includes('x-typo')
    ? rawBlock.replace(/<note type="x-typo">[\s\S]*?<\/note>/g, '')
    : rawBlock;
  const head = /<w\b([^>]*\bID="H(\d+)"[^>]*)>/.exec(block);
  if (!head) return null;
  const fixes = HEBREW_FIXES_BY_ENTRY.get(Number(head[2]));
  if (fixes) block = corrected(block, fixes, headword);
  const attrs = head[1] as string;
  const explanation = note(block, 'explanation');
  const exegesis = note(block, 'exegesis');
  const usage = note(block, 'translation');
  const meanings = hebrewSenses(block);
  const definition = [
    sentence(explanation),
    sentence(exegesis),
    meanings.length ? sentence(`Meanings: ${meanings.join('; ')}`) : '',
    usage ? `KJV: ${endSentence(usage)}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return {
    number: `H${Number(head[2])}`,
    original: attr(attrs, 'lemma') ?? '',
    transliteration: attr(attrs, 'xlit') ?? '',
    pronunciation: attr(attrs, 'POS') ?? null,
    partOfSpeech: hebrewPartOfSpeech(attr(attrs, 'morph')),
    definition,
    kjvRenderings: usage ? splitRenderings(usage) : [],
  };
}

/** Reads StrongHebrewG.xml (OSIS, public domain) into entries keyed by number (1-8674). */
export async function parseHebrewLexicon(
  xml: string,
  pause: Pause = noPause,
): Promise<Map<number, LexiconEntry>> {
  const entries = new Map<number, LexiconEntry>();
  const headwords = correctionHeadwords(xml);
  let count = 0;
  for (const m of xml.matchAll(/<div type="entry"[^>]*>([\s\S]*?)<\/div>/g)) {
    const entry = parseHebrewEntry(m[1] as string, (n) => headwords.get(n));
    if (entry) entries.set(Number(entry.number.slice(1)), detachEntry(entry));
    if (++count % 200 === 0) await pause();
  }
  return entries;
}

/** Transliterations of the entries the corrections point to (read before the entries). */
function correctionHeadwords(xml: string): Map<number, string> {
  const wanted = new Set<number>();
  for (const fixes of HEBREW_FIXES_BY_ENTRY.values()) {
    for (const fix of fixes.values()) {
      if (fix.right && 'number' in fix.right) wanted.add(Number(fix.right.number.slice(1)));
    }
  }
  const found = new Map<number, string>();
  for (const m of xml.matchAll(/<w\b([^>]*\bID="H(\d+)"[^>]*)>/g)) {
    const n = Number(m[2]);
    if (wanted.has(n)) found.set(n, attr(m[1] as string, 'xlit') ?? '');
  }
  return found;
}
