import { INSIGHT_WORD_TARGETS, type Insight, type InsightPlanType } from '@contract/insights.ts';
import { BOOKS, bookIndex } from '../scripture/books.ts';
import { kjv } from '../scripture/kjv.ts';
import { getPassage, type PassageVerse } from '../scripture/passage.ts';
import { lexiconEntry, lookup, strongsNumbersInVerse } from '../strongs/strongs.ts';
import { canonPlace, ordinal } from './canon.ts';
import {
  CUT_MARK,
  MATTHEW_HENRY,
  commentaryOn,
  passageSource,
  sentencesOf,
  wordCount,
} from './commentary.ts';
import { SECTION_DEFAULT_THEMES, THEMES, type ThemeDefinition } from './question-bank.ts';
import { LruMemo } from '../lib/lru.ts';

/**
 * Offline study notes (decision 041): when no model is configured, a passage's insight is built
 * from real data only, in the same {summary, themes, questions} shape, and labelled 'Study notes'.
 *
 * - Old Testament: the passage's most significant Hebrew words, from the Strong's numbers the Open
 *   Scriptures Hebrew Bible (morphhb, CC BY 4.0) tags in its verses, with Strong's definitions and
 *   where else each word occurs.
 * - New Testament: there is no Greek tagging in our data, so key KJV words of the passage (chosen
 *   by how rare they are in the New Testament) are paired with the Greek entries whose KJV
 *   renderings include them, presented as "Greek words the KJV renders 'X'" (candidates, not a
 *   claim about the word in this verse).
 * - Both: first, what the passage says, in Matthew Henry's words: the opening sentences of each
 *   section of his Concise Commentary on it (decision 120), within a share of the word target;
 *   then the book's place in the canon, themes detected from the words, and three questions from
 *   the bank in question-bank.ts.
 *
 * Deterministic and cheap after the lexicon has loaded; results are kept in a small memory cache.
 */

/** Hebrew words tagged in more verses than this are function words ('and', 'the LORD', 'to say'). */
export const MAX_KEY_WORD_VERSES = 2000;
const OLD_TESTAMENT_VERSES = 23_145;
const NEW_TESTAMENT_VERSES = 7_957;

/** How many key words the notes name: more for study sessions. */
const KEY_WORDS: Record<InsightPlanType, number> = { daily: 5, session: 8 };

interface KeyWord {
  number: string;
  /** The English word as it appears in the KJV passage, e.g. 'manna'. */
  english: string;
  transliteration: string;
  partOfSpeech: string | null;
  definition: string;
  /** Passage verses (chapter:verse) where it occurs. */
  here: string[];
  /** Verses in the Old Testament where it occurs. */
  total: number;
  /** 2-3 references outside the passage, from different books where possible. */
  elsewhere: string[];
}

// Sentences of Strong's that give a word's derivation rather than its meaning.
const DERIVATION =
  /^(?:From|A primitive|A primary|A prolonged|Probably|Perhaps|Apparently|Compare|Neuter|Feminine|Masculine|Plural|Middle voice|Contracted|Reduplicated|Of (?:uncertain|foreign|Hebrew|Chaldee|Latin|Egyptian))\b/;

/** The gloss of a Strong's definition: its first sentence that is not a derivation, at most ~220 characters. */
export function shortDefinition(definition: string): string {
  const body = definition.replace(/\s*\bKJV:.*$/s, '').trim();
  // Sentences end at . ! ? before a capital letter, but not in 'i.e.' or 'e.g.'.
  const sentences = body
    .match(/.*?(?<!\b(?:i\.e|e\.g))[.!?](?=\s+[A-Z]|$)/gs)
    ?.map((x) => x.trim()) ?? [body];
  const isDerivation = (x: string) =>
    DERIVATION.test(x) || (x.length < 60 && /\b[GH]\d+\b/.test(x));
  const gloss = sentences.find((x) => x && !isDerivation(x)) ?? sentences[0] ?? body;
  if (gloss.length <= 220) return gloss;
  const cut = gloss.slice(0, 217);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

/** 'verses 16:4, 16:5 and 16:9', or 'verses 16:4, 16:5, 16:16, 16:17, 16:18 and 5 more'. */
function versesPhrase(labels: string[]): string {
  const word = labels.length === 1 ? 'verse' : 'verses';
  if (labels.length <= 6) return `${word} ${listJoin(labels)}`;
  return `${word} ${labels.slice(0, 5).join(', ')} and ${labels.length - 5} more`;
}

/** A KJV rendering reduced to its base word: '(shew-) bread' → 'bread', '(make to) murmur' → 'murmur'. */
function baseRendering(rendering: string): string {
  return rendering
    .replace(/\([^)]*\)/g, ' ')
    .replace(/-+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

const WORD = /[A-Za-z]+(?:'[a-z]+)?/g;

/** Words of a KJV verse, lower-case, without the translators' italic additions (*…*). */
function wordsOf(text: string): string[] {
  return (text.replace(/\*[^*]*\*/g, ' ').match(WORD) ?? []).map((w) => w.toLowerCase());
}

function stemMatches(token: string, stem: string): boolean {
  if (stem.length >= 4) return token.startsWith(stem);
  return token === stem || token === `${stem}s` || token === `${stem}eth` || token === `${stem}ed`;
}

function verseLabel(v: PassageVerse, multiBook: boolean): string {
  return multiBook ? `${v.book} ${v.chapter}:${v.verse}` : `${v.chapter}:${v.verse}`;
}

function listJoin(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

function posWeight(partOfSpeech: string | null): number {
  const pos = partOfSpeech ?? '';
  if (pos.includes('pronoun')) return 0;
  if (pos.includes('proper')) return 0.3;
  if (pos.includes('noun')) return 1.2;
  if (pos.includes('verb') && !pos.includes('adverb')) return 1;
  if (pos.includes('adjective')) return 0.7;
  return 0;
}

/** Picks up to 3 references outside the passage, the first in each other book, then more from the same. */
function pickElsewhere(references: string[], inPassage: Set<string>, count: number): string[] {
  const outside = references.filter((r) => !inPassage.has(r));
  const byBook = new Map<string, string>();
  for (const r of outside) {
    const book = r.replace(/\s\d+:\d+$/, '');
    if (!byBook.has(book)) byBook.set(book, r);
  }
  const picked = [...byBook.values()].slice(0, count);
  for (const r of outside) {
    if (picked.length >= count) break;
    if (!picked.includes(r)) picked.push(r);
  }
  return picked.sort((a, b) => outside.indexOf(a) - outside.indexOf(b));
}

async function hebrewKeyWords(verses: PassageVerse[], count: number): Promise<KeyWord[]> {
  const multiBook = new Set(verses.map((v) => v.book)).size > 1;
  const here = new Map<string, PassageVerse[]>();
  for (const v of verses) {
    for (const n of await strongsNumbersInVerse(v.book, v.chapter, v.verse)) {
      const list = here.get(n) ?? [];
      list.push(v);
      here.set(n, list);
    }
  }
  const inPassage = new Set(verses.map((v) => `${v.book} ${v.chapter}:${v.verse}`));
  const scored: { score: number; word: KeyWord }[] = [];
  for (const [number, vs] of here) {
    const entry = await lookup(number);
    const lex = await lexiconEntry(number);
    if (!entry || !lex) continue;
    const total = entry.verses.length;
    const weight = posWeight(entry.partOfSpeech);
    if (total === 0 || total > MAX_KEY_WORD_VERSES || weight === 0) continue;
    // Sub-linear in the count here, so a rare word used a few times outranks a common one used often.
    const score = (1 + Math.log(vs.length)) * Math.log(OLD_TESTAMENT_VERSES / total) * weight;
    const passageWords = new Set(vs.flatMap((v) => wordsOf(v.text)));
    const english =
      lex.kjvRenderings
        .map(baseRendering)
        .find(
          (r) =>
            r && r.split(' ').every((part) => [...passageWords].some((w) => stemMatches(w, part))),
        ) ?? '';
    scored.push({
      score,
      word: {
        number,
        english,
        transliteration: entry.transliteration,
        partOfSpeech: entry.partOfSpeech,
        definition: shortDefinition(entry.definition),
        here: vs.map((v) => verseLabel(v, multiBook)),
        total,
        elsewhere: pickElsewhere(
          entry.verses.map((v) => v.reference),
          inPassage,
          3,
        ),
      },
    });
  }
  scored.sort((a, b) => b.score - a.score || a.word.number.localeCompare(b.word.number));
  return scored.slice(0, count).map((s) => s.word);
}

// Common English and KJV function words: never key words.
const STOP = new Set(
  `a about above after again against all also am an and any are as at be because been before being
  below between both but by can came come cometh could did do doth done down each even ever every
  for from further had hast hath have he her here hers him himself his how i if in into is it its
  itself let made make man may me men might more most much must my myself no nor not now o of off
  on once one only or other our ours out over own said saith same say saying shall shalt she should
  so some such than that the thee their theirs them themselves then there therefore these they
  thine this those thou through thus thy thyself to too under unto until up upon us very was we
  went were what when where which while who whom whose why will with would ye yea yet you your
  came go goeth went gave give given take took taken things thing also every neither either lest
  behold verily art wilt wast hadst didst shouldest couldest being put set`.split(/\s+/),
);

interface GreekIndex {
  /** Base English word → Greek entries rendering it. */
  byWord: Map<
    string,
    { number: string; transliteration: string; definition: string; renderings: number }[]
  >;
  /** English word → number of New Testament verses containing it. */
  ntVerseFrequency: Map<string, number>;
}

let greekIndex: Promise<GreekIndex> | undefined;

async function buildGreekIndex(): Promise<GreekIndex> {
  const byWord: GreekIndex['byWord'] = new Map();
  for (let n = 1; n <= 5624; n++) {
    const entry = await lexiconEntry(`G${n}`);
    if (!entry) continue;
    const words = new Set(entry.kjvRenderings.map(baseRendering).filter((w) => /^[a-z]+$/.test(w)));
    for (const w of words) {
      const list = byWord.get(w) ?? [];
      list.push({
        number: entry.number,
        transliteration: entry.transliteration,
        definition: shortDefinition(entry.definition),
        renderings: entry.kjvRenderings.length,
      });
      byWord.set(w, list);
    }
  }
  const ntVerseFrequency = new Map<string, number>();
  const texts = kjv().texts;
  const firstNt = texts.length - NEW_TESTAMENT_VERSES;
  for (let id = firstNt; id < texts.length; id++) {
    for (const w of new Set(wordsOf(texts[id] ?? '')))
      ntVerseFrequency.set(w, (ntVerseFrequency.get(w) ?? 0) + 1);
  }
  return { byWord, ntVerseFrequency };
}

interface GreekKeyWord {
  english: string;
  here: string[];
  candidates: { number: string; transliteration: string; definition: string }[];
}

async function greekKeyWords(verses: PassageVerse[], count: number): Promise<GreekKeyWord[]> {
  greekIndex ??= buildGreekIndex().catch((err: unknown) => {
    greekIndex = undefined;
    throw err;
  });
  const index = await greekIndex;
  const multiBook = new Set(verses.map((v) => v.book)).size > 1;
  const here = new Map<string, PassageVerse[]>();
  for (const v of verses) {
    for (const w of new Set(wordsOf(v.text))) {
      if (w.length < 3 || STOP.has(w)) continue;
      const list = here.get(w) ?? [];
      list.push(v);
      here.set(w, list);
    }
  }
  const scored: { score: number; word: GreekKeyWord }[] = [];
  for (const [w, vs] of here) {
    const candidates = index.byWord.get(w);
    if (!candidates?.length) continue;
    const df = index.ntVerseFrequency.get(w) ?? 1;
    if (df > MAX_KEY_WORD_VERSES / 4) continue;
    scored.push({
      score: (1 + Math.log(vs.length)) * Math.log(NEW_TESTAMENT_VERSES / df),
      word: {
        english: w,
        here: vs.map((v) => verseLabel(v, multiBook)),
        // The more specific entries (fewer renderings) first.
        candidates: [...candidates]
          .sort(
            (a, b) =>
              a.renderings - b.renderings || Number(a.number.slice(1)) - Number(b.number.slice(1)),
          )
          .slice(0, 3),
      },
    });
  }
  scored.sort((a, b) => b.score - a.score || a.word.english.localeCompare(b.word.english));
  return scored.slice(0, count).map((s) => s.word);
}

interface DetectedTheme {
  theme: ThemeDefinition;
  score: number;
  evidence: string[];
}

function detectThemes(verses: PassageVerse[], strongs: Set<string>): DetectedTheme[] {
  const tokens = verses.flatMap((v) => wordsOf(v.text));
  const text = ` ${tokens.join(' ')} `;
  const found: DetectedTheme[] = [];
  for (const theme of THEMES) {
    let score = 0;
    const evidence = new Set<string>();
    for (const stem of theme.words) {
      if (stem.includes(' ')) {
        const hits = text.split(` ${stem} `).length - 1;
        if (hits) evidence.add(stem);
        score += hits;
        continue;
      }
      for (const t of tokens) {
        if (stemMatches(t, stem)) {
          score += 1;
          evidence.add(t);
        }
      }
    }
    for (const n of theme.strongs) if (strongs.has(n)) score += 2;
    if (score >= 2) found.push({ theme, score, evidence: [...evidence].slice(0, 4) });
  }
  return found.sort(
    (a, b) => b.score - a.score || THEMES.indexOf(a.theme) - THEMES.indexOf(b.theme),
  );
}

/** Three questions: one from each of the top themes, varied by passage but stable for it. */
function chooseQuestions(themes: ThemeDefinition[], seed: number): string[] {
  const out: string[] = [];
  for (let round = 0; out.length < 3 && round < 3; round++) {
    for (const [i, theme] of themes.entries()) {
      if (out.length >= 3) break;
      const q = theme.questions[(seed + i + round) % theme.questions.length] as string;
      if (!out.includes(q)) out.push(q);
    }
  }
  return out;
}

function passageSpan(verses: PassageVerse[]): string {
  const chapters = [...new Set(verses.map((v) => `${v.book} ${v.chapter}`))];
  return chapters.length === 1 ? `chapter ${verses[0]?.chapter}` : `${chapters.length} chapters`;
}

/** Study notes: an insight and what it was drawn from. */
export type StudyNotes = Insight & { sources: string[] };

/**
 * Matthew Henry's summary takes the words of the plan type's target that the rest of the notes
 * leave, and never less than this share of it.
 */
export const HENRY_SUMMARY_MIN_SHARE = 0.25;

/** A sentence of the commentary as the summary quotes it: no '--' lead, no trailing citation ('1Jo 5:20'). */
function cleanSentence(sentence: string): string {
  return sentence
    .replace(/^-{2,}\s*/, '')
    .replace(
      /,?\s*\(?\b(?:[1-3]\s?)?[A-Z][a-z]{1,3}\.?\s\d{1,3}:\d{1,3}(?:\s?[-–,]\s?\d{1,3})*\)?(?=[.;!?]$)/,
      '',
    )
    .replace(/\s+/g, ' ')
    .trim();
}

/** Most words the summary takes from one of Matthew Henry's sections. */
const SUMMARY_WORDS_PER_SECTION = 70;

/**
 * What the passage says, from Matthew Henry's Concise Commentary: the first sentences of each of
 * his sections on it, within `words` words (at least one sentence of the first section); the
 * sections left out are counted. Empty when he has no section on the passage.
 */
export function henrySummary(reference: string, words: number): string[] {
  const sections = commentaryOn(reference, { works: ['mhcc'], words: Number.MAX_SAFE_INTEGER });
  if (sections.length === 0) return [];
  // A summary, not the commentary again: a few sentences per section (the whole text follows
  // in the Commentary section).
  const share = Math.min(
    SUMMARY_WORDS_PER_SECTION,
    Math.max(1, Math.floor(words / sections.length)),
  );
  const items: string[] = [];
  let used = 0;
  for (const section of sections) {
    // The first paragraph that says something: an introduction may open with a one-line outline.
    const paragraphs = section.text.replace(` ${CUT_MARK}`, '').split(/\n\s*\n/);
    const first = paragraphs.find((p) => wordCount(p) >= 12) ?? paragraphs[0] ?? '';
    const picked: string[] = [];
    let n = 0;
    for (const raw of sentencesOf(first)) {
      const sentence = cleanSentence(raw);
      const m = wordCount(sentence);
      if (!sentence || (picked.length > 0 && n + m > share)) break;
      picked.push(sentence);
      n += m;
    }
    if (picked.length === 0) continue;
    if (items.length > 0 && used + n > words) break;
    const label = section.heading === 'Introduction' ? section.reference : section.heading;
    items.push(`- **${label}.** ${picked.join(' ')}`);
    used += n;
  }
  const left = sections.length - items.length;
  const lines = [
    '## What the passage says',
    '',
    `${MATTHEW_HENRY.label} on these verses, in his words:`,
    '',
    ...items,
  ];
  if (left > 0) {
    lines.push(
      '',
      `He comments on ${left} more ${left === 1 ? 'section' : 'sections'} of this reading in the Commentary below.`,
    );
  }
  return lines;
}

/** Builds study notes for a passage from real data (no model); throws ScriptureError for a bad reference. */
export async function buildStudyNotes(
  reference: string,
  opts: { planType?: InsightPlanType; translation?: string } = {},
): Promise<StudyNotes> {
  const planType = opts.planType ?? 'daily';
  const passage = getPassage(reference, opts.translation);
  const verses = passage.verses;
  const first = verses[0];
  if (!first) throw new RangeError(`no verses in ${reference}`);
  const b = bookIndex(first.book);
  const place = canonPlace(b);
  const old = place.testament === 'Old Testament';
  const count = KEY_WORDS[planType];

  const lines: string[] = [];

  lines.push('## Place in the canon', '');
  const books = [...new Set(verses.map((v) => v.book))];
  lines.push(
    `**${place.book}** is the ${ordinal(place.positionInTestament)} of the ${place.testamentSize} books of the ${place.testament} (${ordinal(place.position)} in the Bible) and ${
      place.sectionSize === 1
        ? `stands alone as ${place.sectionDescription}`
        : `the ${ordinal(place.positionInSection)} of ${place.sectionDescription}`
    }. This reading covers ${books.length > 1 ? `${books.length} books` : passageSpan(verses)}${
      books.length === 1 && place.chapters > 1 ? ` of its ${place.chapters}` : ''
    }: ${verses.length} ${verses.length === 1 ? 'verse' : 'verses'}.`,
  );
  const last = verses.at(-1) as PassageVerse;
  const around: string[] = [];
  if (first.chapter > 1) around.push(`${first.book} ${first.chapter - 1} before it`);
  const lastBook = BOOKS[bookIndex(last.book)];
  if (lastBook && last.chapter < lastBook.chapters)
    around.push(`${last.book} ${last.chapter + 1} after it`);
  if (around.length) lines.push('', `Read it with its neighbours: ${listJoin(around)}.`);

  const strongs = new Set<string>();
  if (old) {
    for (const v of verses)
      for (const n of await strongsNumbersInVerse(v.book, v.chapter, v.verse)) strongs.add(n);
    const words = await hebrewKeyWords(verses, count);
    if (words.length) {
      lines.push('', '## Key words in the Hebrew', '');
      for (const w of words) {
        const head = w.english
          ? `**${w.english}**: *${w.transliteration}*`
          : `***${w.transliteration}***`;
        const pos = w.partOfSpeech ? `, ${w.partOfSpeech}` : '';
        const inThis = `In this reading: ${versesPhrase(w.here)}.`;
        const outside = w.total - w.here.length;
        const elsewhere =
          outside <= 0 || w.elsewhere.length === 0
            ? `It occurs nowhere else in the Old Testament.`
            : `It occurs in ${w.total} ${w.total === 1 ? 'verse' : 'verses'} of the Old Testament, including ${listJoin(w.elsewhere)}.`;
        lines.push(`- ${head} (${w.number}${pos}). ${w.definition} ${inThis} ${elsewhere}`);
      }
    }
  } else {
    const words = await greekKeyWords(verses, count);
    if (words.length) {
      lines.push('', '## Key words and the Greek behind them', '');
      for (const w of words) {
        const greek = w.candidates.map(
          (c) => `*${c.transliteration}* (${c.number}: ${c.definition})`,
        );
        lines.push(
          `- **${w.english}** (${versesPhrase(w.here)}): the KJV uses "${w.english}" for ${w.candidates.length === 1 ? 'the Greek word' : 'Greek words such as'} ${listJoin(greek)}.`,
        );
      }
      lines.push(
        '',
        "Turn on Strong's numbers or look a number up to see which Greek word stands in a verse.",
      );
    }
  }

  const detected = detectThemes(verses, strongs).slice(0, 4);
  const themeDefs = detected.map((d) => d.theme);
  for (const id of SECTION_DEFAULT_THEMES[place.section] ?? []) {
    if (themeDefs.length >= 2) break;
    const t = THEMES.find((x) => x.id === id);
    if (t && !themeDefs.includes(t)) themeDefs.push(t);
  }
  const themes = themeDefs.map((t) => {
    const evidence = detected.find((d) => d.theme === t)?.evidence ?? [];
    const signal = evidence.length
      ? ` In this reading it shows in words such as ${listJoin(evidence.map((e) => `"${e}"`))}.`
      : ` It runs through ${place.sectionDescription}.`;
    return { title: t.title, description: `${t.description}${signal}` };
  });
  // Seeded by the verses themselves, so 'Psalm 23' and 'Psalms 23:1-6' get the same questions.
  const questions = chooseQuestions(
    themeDefs,
    hash(`${first.book} ${first.chapter}:${first.verse}+${verses.length}`),
  );

  // Matthew Henry's summary comes first and takes the words the rest leaves of the target.
  const target = INSIGHT_WORD_TARGETS[planType];
  const rest = wordCount(lines.join(' '));
  const henry = henrySummary(
    passage.reference,
    Math.max(Math.round(target * HENRY_SUMMARY_MIN_SHARE), target - rest - 40),
  );
  lines.unshift(
    `*Study notes on ${passage.reference} (${passage.translation.toUpperCase()}), drawn from ${
      henry.length ? `${MATTHEW_HENRY.label}, ` : ''
    }the text, ${
      old
        ? "its Hebrew words as tagged in the Open Scriptures Hebrew Bible, Strong's dictionary"
        : "Strong's Greek dictionary"
    } and its place in the canon.*`,
    ...(henry.length ? ['', ...henry] : []),
    '',
  );
  const sources = [
    passageSource(passage.reference, passage.translation),
    ...(henry.length ? [MATTHEW_HENRY.label] : []),
    ...(old
      ? ["Strong's Hebrew dictionary", 'Open Scriptures Hebrew Bible']
      : ["Strong's Greek dictionary"]),
  ];
  return { summary: lines.join('\n'), themes, questions, sources };
}

const cache = new LruMemo<Promise<StudyNotes>>(500);

/** Study notes for a passage, computed once per process and kept in a small memory cache. */
export function studyNotesFor(
  reference: string,
  opts: { planType?: InsightPlanType; translation?: string } = {},
): Promise<StudyNotes> {
  const key = `${opts.translation ?? 'kjv'}|${opts.planType ?? 'daily'}|${reference}`;
  return cache.get(key, () => {
    const notes = buildStudyNotes(reference, opts);
    // A failure is not kept: the next request tries again.
    notes.catch(() => cache.delete(key));
    return notes;
  });
}
