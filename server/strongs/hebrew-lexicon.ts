import { detachEntry, noPause, type LexiconEntry, type Pause } from './entry.ts';
import { hebrewPartOfSpeech } from './part-of-speech.ts';
import { attr, decodeEntities, endSentence, sentence, splitRenderings, squash } from './text.ts';

/** How many senses (top-level items of the entry's list) the definition quotes. */
const MAX_SENSES = 6;

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
    // Which lexicon a gloss came from ('(TWOT) love', '3)(BDB) chief'): editors' codes.
    .replace(/\((?:CLBL|TWOT|BDB)\)/g, ' ')
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

/**
 * The entry's senses from its outline list: the top-level ones ('1) wilderness', '2) mouth')
 * and unnumbered name lines ('Tatnai = "gift"'); bare labels such as '(plural)' are skipped,
 * and when nothing is left the second level ('1a) rulers, judges') is used instead.
 */
function senses(block: string): string[] {
  const top: string[] = [];
  const second: string[] = [];
  for (const m of block.matchAll(/<item>([\s\S]*?)<\/item>/g)) {
    const item = inline(m[1] as string);
    // Editors' grammar labels between senses ('v', 'n m', 'n pr loc') are not meanings.
    if (GRAMMAR_LABEL.test(item)) continue;
    const numbered = /^\d+([a-z0-9]*)\)\s*(.*)$/.exec(item);
    const level = !numbered || !numbered[1] ? top : /^[a-z]$/.test(numbered[1]) ? second : null;
    const text = (numbered ? (numbered[2] as string) : item).replace(/[\s,;]+$/, '');
    if (!level || !text || /^\(.*\)$/.test(text) || /^[-—–\s]+$/.test(text)) continue;
    if (!level.includes(text)) level.push(text);
  }
  return (top.length ? top : second).slice(0, MAX_SENSES);
}

/** One <div type="entry"> block → entry, or null when it has no headword. */
export function parseHebrewEntry(rawBlock: string): LexiconEntry | null {
  // Editors' typo notes (nested or not) record corrections already applied to the attributes.
  const block = rawBlock.includes('x-typo')
    ? rawBlock.replace(/<note type="x-typo">[\s\S]*?<\/note>/g, '')
    : rawBlock;
  const head = /<w\b([^>]*\bID="H(\d+)"[^>]*)>/.exec(block);
  if (!head) return null;
  const attrs = head[1] as string;
  const explanation = note(block, 'explanation');
  const exegesis = note(block, 'exegesis');
  const usage = note(block, 'translation');
  const meanings = senses(block);
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
  let count = 0;
  for (const m of xml.matchAll(/<div type="entry"[^>]*>([\s\S]*?)<\/div>/g)) {
    const entry = parseHebrewEntry(m[1] as string);
    if (entry) entries.set(Number(entry.number.slice(1)), detachEntry(entry));
    if (++count % 200 === 0) await pause();
  }
  return entries;
}
