import { setImmediate as nextTurn } from 'node:timers/promises';
import { strongsWordTokens } from '@contract/strongs.ts';
import { BOOKS } from '../scripture/books.ts';
import { verseCount } from '../scripture/kjv.ts';
import { getPassage } from '../scripture/passage.ts';
import { lexiconEntry, strongsNumbersInVerse } from './strongs.ts';
import { splitRenderings } from './text.ts';

/**
 * Which English words of a passage's KJV text stand for which Hebrew Strong's numbers, so the
 * reading screen can make them clickable (decision 007 records the rule).
 *
 * morphhb tells us which numbers occur in each Old Testament verse, but not which English word
 * translates each one; the dictionary's KJV renderings ('desert, south, speech, wilderness')
 * bridge the two. A verse's words are matched against the renderings of the numbers tagged in
 * that verse only, so a rendering shared by many entries rarely misleads.
 */

/**
 * 'chapter:verse' → lower-case word → Strong's number, e.g. { '16:15': { manna: 'H4478' } };
 * verses of a second book in a multi-book reference are keyed 'Book chapter:verse'.
 */
export type PassageStrongsWords = Record<string, Record<string, string>>;

export interface PassageStrongsResult {
  /** Normalised display reference, e.g. 'Exodus 16:1-36'. */
  reference: string;
  words: PassageStrongsWords;
}

/**
 * Function words never made clickable, on either side: they carry little meaning and appear in
 * the renderings of hundreds of particles and prepositions ('unto', 'thee', 'over'...), where
 * they would mostly produce wrong links. 'lord' and 'god' are deliberately absent: the divine
 * names (H3068, H430...) are among the most useful entries to open.
 */
const STOP_WORDS = new Set(
  // The commonest words of the KJV text.
  (
    'the and of to that in he shall unto for his i a is be not they it with all was thou him ' +
    'them which thee my me so but ye as are were from this by will her their upon there when ' +
    'out have had then what also or if into who now an your at say said one do hath she on ' +
    'our us no we o ' +
    // More pronouns, auxiliaries, particles and prepositions, with their KJV forms.
    'am been being did does doth dost didst done art wast wert hast hadst shalt wilt may ' +
    'might must can could would should let its thy thine mine ours yours theirs hers you ' +
    'himself herself itself themselves ourselves yourselves thyself myself these those such ' +
    'than about above after again against among before behind below beneath beside between ' +
    'beyond down forth off over through toward towards under up within without because ' +
    'though until unless while whether where whither whence wherefore therefore how why yet ' +
    'nor neither either any every each some none very even too only both same own more most ' +
    'much many hither thither thus here lest yea nay lo oh whom whose whoso whosoever ' +
    'whatsoever thereof therein thereby wherein whereof whereby wherewith away'
  ).split(/\s+/),
);

/**
 * Common irregular forms of the KJV → the base form the dictionary lists ('brought' → 'bring').
 * Regular endings are handled by `baseForms`.
 */
const IRREGULAR: Readonly<Record<string, string>> = {
  arose: 'arise',
  ate: 'eat',
  bare: 'bear',
  began: 'begin',
  begat: 'beget',
  bought: 'buy',
  brake: 'break',
  brethren: 'brother',
  broke: 'break',
  broken: 'break',
  brought: 'bring',
  built: 'build',
  came: 'come',
  children: 'child',
  chose: 'choose',
  chosen: 'choose',
  clave: 'cleave',
  drank: 'drink',
  drave: 'drive',
  driven: 'drive',
  eaten: 'eat',
  fell: 'fall',
  fallen: 'fall',
  fed: 'feed',
  feet: 'foot',
  fled: 'flee',
  fought: 'fight',
  found: 'find',
  gave: 'give',
  given: 'give',
  gone: 'go',
  heard: 'hear',
  held: 'hold',
  hid: 'hide',
  hidden: 'hide',
  kept: 'keep',
  knew: 'know',
  known: 'know',
  laid: 'lay',
  lay: 'lie',
  led: 'lead',
  left: 'leave',
  lent: 'lend',
  made: 'make',
  meant: 'mean',
  men: 'man',
  met: 'meet',
  oxen: 'ox',
  paid: 'pay',
  ran: 'run',
  rose: 'rise',
  risen: 'rise',
  sang: 'sing',
  sat: 'sit',
  saw: 'see',
  seen: 'see',
  sent: 'send',
  slain: 'slay',
  slew: 'slay',
  smote: 'smite',
  smitten: 'smite',
  sold: 'sell',
  sought: 'seek',
  spake: 'speak',
  spoke: 'speak',
  spoken: 'speak',
  stood: 'stand',
  stole: 'steal',
  strove: 'strive',
  struck: 'strike',
  swore: 'swear',
  sware: 'swear',
  taken: 'take',
  taught: 'teach',
  teeth: 'tooth',
  thought: 'think',
  told: 'tell',
  took: 'take',
  understood: 'understand',
  went: 'go',
  wept: 'weep',
  women: 'woman',
  won: 'win',
  wrote: 'write',
  written: 'write',
};

const DOUBLED = /([b-df-hj-np-tv-z])\1$/;

/**
 * The base forms an inflected word may come from, by simple stemming (not including the word
 * itself): plural -s/-es/-ies, -ed, -eth, -est, -ing (with a silent e restored or a doubled
 * consonant undone), and a few irregular forms. 'gathered' → ['gather', 'gathere'];
 * 'cometh' → ['com', 'come']. Over-generating is harmless: a form only counts when a
 * dictionary rendering of a number tagged in the verse spells it exactly.
 */
export function baseForms(word: string): string[] {
  const out = new Set<string>();
  const irregular = IRREGULAR[word];
  if (irregular) out.add(irregular);
  const add = (stem: string) => {
    if (stem.length < 2) return;
    out.add(stem);
    out.add(`${stem}e`);
    if (DOUBLED.test(stem)) out.add(stem.slice(0, -1));
  };
  if (word.length > 3 && word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) {
    out.add(word.slice(0, -1));
    if (word.endsWith('es')) out.add(word.slice(0, -2));
    if (word.endsWith('ies')) out.add(`${word.slice(0, -3)}y`);
  }
  for (const suffix of ['ed', 'eth', 'est', 'ing']) {
    if (!word.endsWith(suffix)) continue;
    const stem = word.slice(0, -suffix.length);
    // A stem needs a vowel ('bring' is not br-ing) and, before -ed, three letters ('seed').
    if (!/[aeiouy]/.test(stem) || stem.length < (suffix === 'ed' ? 3 : 2)) continue;
    add(stem);
    if (stem.endsWith('i')) out.add(`${stem.slice(0, -1)}y`); // carried, carrieth → carry
  }
  out.delete(word);
  return [...out];
}

/** A rendering of two or more meaningful words, matched as a run of words of the verse. */
interface Phrase {
  words: string[];
  /**
   * Which words the match gives the number: all of them for a plain rendering ('new moon');
   * for a reading with an optional part filled in ('come (to pass)' read as 'come to pass'),
   * only the words outside the parentheses, since the others may stand for another number
   * ('Red (sea)': 'sea' is yam, H3220).
   */
  claims: boolean[];
  /** Its meaningful (non-stop) words: the longer the phrase, the stronger the match. */
  length: number;
}

/** How a number's dictionary renderings can match words. */
export interface NumberForms {
  /**
   * Words that are a whole rendering on their own ('wilderness'; 'lord' from 'the Lord';
   * 'shewbread' from '(shew-) bread'; 'heavens' from 'heaven(-s)').
   */
  whole: Set<string>;
  /** Base forms of inflected whole renderings ('named' → 'name'), for stemmed matches. */
  wholeBases: Set<string>;
  /** Words of longer renderings ('moon' of 'new moon'): weaker evidence than a whole one. */
  part: Set<string>;
  phrases: Phrase[];
}

const isMeaningful = (w: string) => w.length >= 2 && !STOP_WORDS.has(w);

/** Words a rendering may carry and still be a single word ('the Lord', 'to come', 'a lamb'). */
const FILLERS = new Set(['the', 'a', 'an', 'to', 'be']);

/** Text outside any parentheses: '(shew-) bread' → ' bread', 'gather (up)' → 'gather '. */
function outsideParentheses(s: string): string {
  let depth = 0;
  let out = '';
  for (const ch of s) {
    if (ch === '(') depth++;
    else if (ch === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0) out += ch;
  }
  return out;
}

const words = (s: string) => s.match(/[a-z]+/g) ?? [];

/**
 * The readings of a rendering with one of its optional parenthesised groups filled in:
 * 'come (to pass)' → 'come to pass'; 'go (away, out)' → 'go away', 'go out'. Groups of
 * affixes ('(-s)', '(shew-)') are left to `addAffixes`; nested groups are not read.
 */
function filledVariants(r: string): Phrase[] {
  const out: Phrase[] = [];
  for (const g of r.matchAll(/\(([^()]*)\)/g)) {
    const items = (g[1] as string).split(',').map((i) => i.trim());
    if (items.some((i) => i.includes('-'))) continue;
    const before = words(outsideParentheses(r.slice(0, g.index)));
    const after = words(outsideParentheses(r.slice(g.index + g[0].length)));
    for (const item of items) {
      const inside = words(item);
      if (inside.length === 0) continue;
      out.push({
        words: [...before, ...inside, ...after],
        claims: [...before.map(() => true), ...inside.map(() => false), ...after.map(() => true)],
        length: 0,
      });
    }
  }
  return out;
}

/** Affixed forms: 'heaven(-s)' → 'heavens'; '(shew-) bread' → 'shewbread'. */
function addAffixes(r: string, into: Set<string>): void {
  for (const m of r.matchAll(/([a-z]+)\s*\(\s*(-[^()]*)\)/g)) {
    const word = m[1] as string;
    for (const item of (m[2] as string).split(',')) {
      const suffix = /^\s*-\s*([a-z]+)\s*$/.exec(item)?.[1];
      if (!suffix) continue;
      // 'commanded(-ment)' means 'commandment': the suffix may go on the base form.
      for (const stem of [word, ...baseForms(word)]) into.add(`${stem}${suffix}`);
    }
  }
  for (const m of r.matchAll(/((?:\([^()]*-\s*\)\s*)+)([a-z]+)/g)) {
    for (const group of (m[1] as string).matchAll(/\(([^()]*)\)/g)) {
      for (const item of (group[1] as string).split(',')) {
        const prefix = /^\s*([a-z]+)\s*-\s*$/.exec(item)?.[1];
        if (prefix) into.add(`${prefix}${m[2]}`);
      }
    }
  }
}

/**
 * The renderings Strong's marks as idiomatic or as part of a phrase ('[idiom] end',
 * '[phrase] evening' for H3117, day): the word rarely stands for the number on its own. The
 * markers survive only in the entry's definition ('… KJV: age, [phrase] always, …').
 */
export function markedRenderings(definition: string): Set<string> {
  const marked = new Set<string>();
  const usage = /(?:^|\s)KJV: (.*)$/s.exec(definition)?.[1];
  if (!usage) return marked;
  let depth = 0;
  let part = '';
  const flush = () => {
    if (/^\s*(?:\[(?:idiom|phrase)\]|[X×+]\s)/.test(part)) {
      for (const r of splitRenderings(part)) marked.add(r);
    }
    part = '';
  };
  for (const ch of usage) {
    if (ch === '(') depth++;
    if (ch === ')') depth = Math.max(0, depth - 1);
    if (ch === ',' && depth === 0) flush();
    else part += ch;
  }
  flush();
  return marked;
}

/**
 * Adds what one KJV rendering of a number contributes to its forms; a `weak` (idiomatic)
 * rendering only gives part words and phrases.
 */
export function addRendering(rendering: string, forms: NumberForms, weak = false): void {
  const r = rendering.toLowerCase();
  const core = words(outsideParentheses(r));
  const meaningful = core.filter(isMeaningful);
  const whole = new Set<string>();
  addAffixes(r, whole);
  // 'the Lord' and 'to come' are one word; 'pass away' and 'would to God' are not.
  if (core.filter((w) => !FILLERS.has(w)).length === 1 && meaningful.length === 1) {
    whole.add(meaningful[0] as string);
  } else {
    for (const w of meaningful) forms.part.add(w);
  }
  for (const w of whole) {
    if (!isMeaningful(w)) continue;
    if (weak) {
      forms.part.add(w);
      continue;
    }
    forms.whole.add(w);
    for (const b of baseForms(w)) if (b.length >= 3 && isMeaningful(b)) forms.wholeBases.add(b);
  }
  const plain: Phrase = { words: core, claims: core.map(() => true), length: 0 };
  for (const phrase of [plain, ...filledVariants(r)]) {
    phrase.length = phrase.words.filter(isMeaningful).length;
    if (phrase.length >= 2) forms.phrases.push(phrase);
  }
}

/** A number's forms from its list of KJV renderings (`weak`: those marked idiomatic). */
export function formsFromRenderings(
  renderings: readonly string[],
  weak: ReadonlySet<string> = new Set(),
): NumberForms {
  const forms: NumberForms = {
    whole: new Set(),
    wholeBases: new Set(),
    part: new Set(),
    phrases: [],
  };
  for (const rendering of renderings) addRendering(rendering, forms, weak.has(rendering));
  return forms;
}

// Forms per number: dictionary data never changes while the process runs (at most 8,674).
const formsCache = new Map<string, NumberForms>();

async function formsOf(number: string): Promise<NumberForms> {
  let forms = formsCache.get(number);
  if (!forms) {
    const entry = await lexiconEntry(number);
    forms = entry
      ? formsFromRenderings(entry.kjvRenderings, markedRenderings(entry.definition))
      : formsFromRenderings([]);
    formsCache.set(number, forms);
  }
  return forms;
}

let verseCounts: Promise<Map<string, number>> | undefined;

/**
 * How many Old Testament verses carry each Hebrew number (the rarer number wins a tie), counted
 * once from the tagged verses: a few hundred milliseconds on first use, yielding between books.
 */
function occurrenceCounts(): Promise<Map<string, number>> {
  verseCounts ??= (async () => {
    const counts = new Map<string, number>();
    for (let b = 0; b < BOOKS.length; b++) {
      const book = BOOKS[b] as (typeof BOOKS)[number];
      if (book.testament !== 'old') continue;
      for (let c = 1; c <= book.chapters; c++) {
        for (let v = 1; v <= verseCount(b, c); v++) {
          for (const n of await strongsNumbersInVerse(book.name, c, v)) {
            counts.set(n, (counts.get(n) ?? 0) + 1);
          }
        }
      }
      await nextTurn();
    }
    return counts;
  })().catch((err: unknown) => {
    verseCounts = undefined; // let a later call try again
    throw err;
  });
  return verseCounts;
}

/**
 * Prepares word matching in the background (the lexicon, then the occurrence counts), so the
 * first passage asked for is quick. Never rejects; a failure is retried on first use.
 */
export async function warmStrongsWords(): Promise<void> {
  await occurrenceCounts().catch(() => undefined);
}

/** How well a word matches a number's rendering; higher is better. */
const EXACT_WHOLE = 4;
const STEMMED_WHOLE = 3;
const EXACT_PART = 2;
const STEMMED_PART = 1;

/** One way a word of the verse could stand for a number. */
interface Candidate {
  key: string;
  number: string;
  /** The rendering form matched (a word, or 'phrase:new moon'): a number keeps to one form. */
  form: string;
  /** Meaningful words in the matched rendering: 1 for a single word. */
  length: number;
  /** EXACT_WHOLE … STEMMED_PART. */
  exactness: number;
  /** How many different forms of this number match somewhere in the verse. */
  options: number;
  /** Verses in the Old Testament carrying the number. */
  rarity: number;
  position: number;
}

/** A word of the verse with the base forms it may be an inflection of. */
interface VerseWord {
  key: string;
  italic: boolean;
  bases: string[];
}

/** One verse's words, prepared for matching. */
interface VerseWords {
  tokens: VerseWord[];
  /** Each candidate word once, at its first place outside the translators' supplied words. */
  firstAt: Map<string, number>;
  /** Where each word, or a base form of it, stands (finds where a phrase may start). */
  positions: Map<string, number[]>;
}

function verseWords(text: string): VerseWords {
  const tokens: VerseWord[] = strongsWordTokens(text).map((t) => ({
    key: t.key,
    italic: t.italic,
    bases: baseForms(t.key),
  }));
  const firstAt = new Map<string, number>();
  const positions = new Map<string, number[]>();
  tokens.forEach((t, i) => {
    if (!t.italic && isMeaningful(t.key) && !firstAt.has(t.key)) firstAt.set(t.key, i);
    for (const w of [t.key, ...t.bases]) {
      const at = positions.get(w);
      if (at) at.push(i);
      else positions.set(w, [i]);
    }
  });
  return { tokens, firstAt, positions };
}

/** 2: the same word; 1: the text word is an inflection of the rendering word; 0: neither. */
function sameWord(w: VerseWord | undefined, renderingWord: string): 0 | 1 | 2 {
  if (!w) return 0;
  if (w.key === renderingWord) return 2;
  return w.bases.includes(renderingWord) ? 1 : 0;
}

type Match = Omit<Candidate, 'options' | 'rarity'>;

/** Every way the verse's words match one number's forms. */
function matchesOf(number: string, forms: NumberForms, verse: VerseWords): Match[] {
  const { tokens, firstAt, positions } = verse;
  const found: Match[] = [];
  for (const [key, position] of firstAt) {
    const single = (form: string, exactness: number) =>
      found.push({ key, number, form, length: 1, exactness, position });
    if (forms.whole.has(key)) {
      single(key, EXACT_WHOLE);
      continue;
    }
    const bases = (tokens[position] as VerseWord).bases;
    const base = bases.find((b) => forms.whole.has(b));
    if (base) single(base, STEMMED_WHOLE);
    else if (forms.wholeBases.has(key)) single(key, STEMMED_WHOLE);
    else if (forms.part.has(key)) single(key, EXACT_PART);
    else {
      const partBase = bases.find((b) => forms.part.has(b));
      if (partBase) single(partBase, STEMMED_PART);
    }
  }
  for (const phrase of forms.phrases) {
    const n = phrase.words.length;
    for (const i of positions.get(phrase.words[0] as string) ?? []) {
      let same = 2;
      for (let j = 0; j < n && same > 0; j++) {
        same = Math.min(same, sameWord(tokens[i + j], phrase.words[j] as string));
      }
      if (same === 0) continue;
      const form = `phrase:${phrase.words.join(' ')}`;
      const exactness = same === 2 ? EXACT_WHOLE : STEMMED_WHOLE;
      for (let j = 0; j < n; j++) {
        const t = tokens[i + j] as VerseWord;
        if (!phrase.claims[j] || t.italic || !firstAt.has(t.key)) continue;
        found.push({ key: t.key, number, form, length: phrase.length, exactness, position: i + j });
      }
    }
  }
  return found;
}

/**
 * The word → number map of one verse of KJV text, given the Hebrew numbers tagged in it
 * (decision 007 gives the order of preference).
 */
export async function matchVerse(
  text: string,
  numbers: readonly string[],
): Promise<Record<string, string>> {
  const verse = verseWords(text);
  const counts = await occurrenceCounts();
  const candidates: Candidate[] = [];
  for (const number of numbers) {
    const found = matchesOf(number, await formsOf(number), verse);
    if (found.length === 0) continue;
    const options = new Set(found.map((c) => c.form)).size;
    const rarity = counts.get(number) ?? 0;
    for (const c of found) candidates.push({ ...c, options, rarity });
  }

  // Longer matches first, then the better match, then the number with fewer other words to
  // go to, then the rarer number, then the longer word, then the earlier word.
  candidates.sort(
    (a, b) =>
      b.length - a.length ||
      b.exactness - a.exactness ||
      a.options - b.options ||
      a.rarity - b.rarity ||
      b.key.length - a.key.length ||
      a.position - b.position,
  );
  const result: Record<string, string> = {};
  const numberForm = new Map<string, string>();
  for (const c of candidates) {
    if (result[c.key] !== undefined) continue;
    // One Hebrew word is usually one English word (or one phrase): once a number has a word,
    // it only takes others through the same rendering ('gather', 'gathered').
    const taken = numberForm.get(c.number);
    if (taken !== undefined && taken !== c.form) continue;
    numberForm.set(c.number, c.form);
    result[c.key] = c.number;
  }
  return result;
}

async function compute(ref: string): Promise<PassageStrongsResult> {
  const passage = getPassage(ref);
  const firstBook = passage.verses[0]?.book;
  const words: PassageStrongsWords = {};
  for (const v of passage.verses) {
    const numbers = await strongsNumbersInVerse(v.book, v.chapter, v.verse);
    if (numbers.length === 0) continue; // New Testament (decision 004) or an untagged verse
    const matched = await matchVerse(v.text, numbers);
    if (Object.keys(matched).length === 0) continue;
    const key = `${v.book === firstBook ? '' : `${v.book} `}${v.chapter}:${v.verse}`;
    words[key] = { ...words[key], ...matched };
  }
  return { reference: passage.reference, words };
}

/** Passages are immutable, so results are kept for the most recently asked references. */
const CACHE_SIZE = 500;
const cache = new Map<string, Promise<PassageStrongsResult>>();

/**
 * The passage's normalised reference and its word map. Rejects with ScriptureError for a
 * reference the scripture service cannot serve. Memoised per reference as asked (LRU of 500;
 * a failure is not kept).
 */
export function passageStrongsWords(ref: string): Promise<PassageStrongsResult> {
  const key = ref.trim();
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key); // the most recently used goes last
    cache.set(key, hit);
    return hit;
  }
  const pending = compute(key);
  cache.set(key, pending);
  pending.catch(() => {
    if (cache.get(key) === pending) cache.delete(key);
  });
  if (cache.size > CACHE_SIZE) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  return pending;
}

/**
 * For each Old Testament verse of the passage ('chapter:verse'), the lower-case words of its
 * KJV text (keys as `strongsWordTokens` gives them) that translate a Hebrew Strong's number
 * tagged in that verse: { '16:15': { manna: 'H4478', … }, … }. New Testament passages give {}.
 */
export async function strongsWordsForPassage(ref: string): Promise<PassageStrongsWords> {
  return (await passageStrongsWords(ref)).words;
}

/** How many passages the memo holds, and emptying it (tests and benchmarks). */
export function strongsWordsCacheSize(): number {
  return cache.size;
}
export function clearStrongsWordsCache(): void {
  cache.clear();
}
