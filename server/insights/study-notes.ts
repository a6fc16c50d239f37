import {
  INSIGHT_WORD_TARGETS,
  type Insight,
  type InsightCommentary,
  type InsightPlanType,
  type InsightTheme,
} from '@contract/insights.ts';
import { getPassage, type PassageVerse } from '../scripture/passage.ts';
import { lookup } from '../strongs/strongs.ts';
import { studyVerse } from '../study/bible.ts';
import type { CompiledChapterNote } from '../notes/compile.ts';
import { bookIntroduction, chapterNote, themeVocabulary } from '../notes/notes.ts';
import type { BookIntroduction, VerseSpan } from '../notes/parse.ts';
import {
  CUT_MARK,
  MATTHEW_HENRY,
  commentaryOn,
  passageSource,
  sentencesOf,
  withoutTrailingCitation,
  wordCount,
} from './commentary.ts';
import { LruMemo } from '../lib/lru.ts';

/**
 * The offline insight (decision 148, after 041): built from Lamplight's own study notes
 * (server/notes), with no model and no guesses.
 *
 * - For part of a chapter, the chapter's main point, then the note's sections the passage overlaps
 *   (the others after them, as the setting), the chapter's context; across chapters, each chapter's.
 * - Themes are the notes' themes, those resting on verses of the passage first; questions are the
 *   notes' questions (three per chapter; two to six in all).
 * - Key words come only from the verses' own Strong's tags in the KJV (decision 119): the notes' key
 *   words whose verses are in the passage, with the lexicon's word and definition beside the
 *   writer's sentence; where there are none, the passage's rarest tagged words.
 * - A session plan also draws on the book introduction; a daily insight takes what fits its word
 *   target (INSIGHT_WORD_TARGETS), a session's more of the notes: never padding.
 * - A chapter with no note yet gets a reduced insight: the book introduction, Matthew Henry's opening
 *   sentences (his chapter outlines left out) and tagged key words.
 *
 * Matthew Henry's (and for Psalms Spurgeon's) sections travel beside the insight as commentary
 * (decision 120), never as its outline. Deterministic; kept in a small memory cache.
 */

/** Words tagged in more verses than this are function words ('and', 'the LORD', 'to say'). */
export const MAX_KEY_WORD_VERSES = 2000;
const OLD_TESTAMENT_VERSES = 23_145;
const NEW_TESTAMENT_VERSES = 7_957;

/** A reading longer than this many chapters states the points of the first ones only. */
const MAX_POINTS = 30;

/** How many key words picked from the tags when the notes name none: more for study sessions. */
const TAGGED_KEY_WORDS: Record<InsightPlanType, number> = { daily: 4, session: 8 };

/** The source label of the notes on the card ("Drawn from Lamplight study notes, …"). */
export const NOTES_LABEL = 'Lamplight study notes';

/** Numbers never shown as key words: the Greek article and the Hebrew object marker. */
const NEVER_KEY = new Set(['G3588', 'H853']);

// Sentences of Strong's that give a word's derivation rather than its meaning.
const DERIVATION =
  /^(?:From\s+(?:[GH]\d|the\s+same|an?\s)|A primitive|A primary|A prolonged|Probably|Perhaps|Apparently|Compare|Neuter|Feminine|Masculine|Plural|Middle voice|Contracted|Reduplicated|Of (?:uncertain|foreign|Hebrew|Chaldee|Latin|Egyptian))\b/;

/** The gloss of a Strong's definition: its first sentence that is not a derivation, at most ~220 characters. */
export function shortDefinition(definition: string): string {
  const body = definition.replace(/\s*\bKJV:.*$/s, '').trim();
  // Sentences end at . ! ? before a capital letter, but not in 'i.e.' or 'e.g.'.
  const sentences = body
    .match(/.*?(?<!\b(?:i\.e|e\.g))[.!?](?=\s+[A-Z]|$)/gs)
    ?.map((x) => x.trim()) ?? [body];
  const isDerivation = (x: string) =>
    DERIVATION.test(x) || (x.length < 60 && /\b[GH]\d+\b/.test(x));
  const found = sentences.find((x) => x && !isDerivation(x)) ?? sentences[0] ?? body;
  // No other entry's number: the insight names only numbers the passage tags.
  const gloss = found
    .replace(/\s*\([^()]*\b[GH]\d+\b[^()]*\)/g, '')
    .replace(/\b(?:compare|from|of|and|with)?\s*\b[GH]\d+\b/gi, '')
    .replace(/\s+([,;.])/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim();
  if (gloss.length <= 220) return gloss;
  const cut = gloss.slice(0, 217);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

function listJoin(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** 'v. 8', 'vv. 3-8', 'vv. 1-3, 8'. */
function versesLabel(spans: VerseSpan[]): string {
  const text = spans.map((s) => (s.start === s.end ? `${s.start}` : `${s.start}-${s.end}`));
  const many = spans.length > 1 || spans.some((s) => s.end > s.start);
  return `${many ? 'vv.' : 'v.'} ${text.join(', ')}`;
}

/** One chapter's share of the passage. */
interface ChapterPart {
  book: string;
  chapter: number;
  /** The passage's verses in this chapter. */
  verses: Set<number>;
  first: number;
  last: number;
  /** Every verse of the chapter is read. */
  whole: boolean;
  note: CompiledChapterNote | null;
}

function chapterParts(verses: PassageVerse[]): ChapterPart[] {
  const parts: ChapterPart[] = [];
  for (const v of verses) {
    let part = parts.at(-1);
    if (!part || part.book !== v.book || part.chapter !== v.chapter) {
      part = {
        book: v.book,
        chapter: v.chapter,
        verses: new Set(),
        first: v.verse,
        last: v.verse,
        whole: false,
        note: chapterNote(v.book, v.chapter),
      };
      parts.push(part);
    }
    part.verses.add(v.verse);
    part.last = v.verse;
  }
  for (const part of parts) {
    const lastVerse = part.note?.sections.at(-1)?.end ?? Number.MAX_SAFE_INTEGER;
    part.whole = part.first === 1 && part.last >= lastVerse;
  }
  return parts;
}

function overlaps(span: VerseSpan, part: ChapterPart): boolean {
  for (let v = span.start; v <= span.end; v++) if (part.verses.has(v)) return true;
  return false;
}

/** A piece of the summary: kept in document order, chosen by priority within the word target. */
interface Block {
  /** The '## ' heading it stands under (written once before the first block kept under it). */
  heading: string;
  lines: string[];
  /** 0 is always kept; then 1, 2, 3 while the target allows. */
  priority: number;
  /** A list item that continues the list before it (no blank line between). */
  item?: boolean;
}

/** Keeps the blocks the word target allows, most important first, and writes them in order. */
function writeBlocks(blocks: Block[], budget: number): string {
  const keep = new Set<Block>();
  let used = 0;
  for (const priority of [0, 1, 2, 3, 4]) {
    for (const block of blocks) {
      if (block.priority !== priority) continue;
      const words = wordCount(block.lines.join(' ')) + (priority === 0 ? 0 : 2);
      if (priority > 0 && used + words > budget) continue;
      keep.add(block);
      used += words;
    }
  }
  const out: string[] = [];
  let heading = '';
  for (const block of blocks) {
    if (!keep.has(block)) continue;
    if (block.heading && block.heading !== heading) {
      if (out.length) out.push('');
      out.push(`## ${block.heading}`, '');
    } else if (out.length && !block.item) out.push('');
    heading = block.heading;
    out.push(...block.lines);
  }
  return out.join('\n').replace(/\n{3,}/g, '\n\n');
}

/** A key word shown in the insight: always a number the passage's KJV verses tag. */
interface KeyWord {
  number: string;
  /** The KJV word(s) it stands behind in the passage. */
  english: string;
  transliteration: string;
  definition: string;
  /** Verses of the passage where it is tagged, as 'C:V' (or 'Book C:V' across books). */
  where: string[];
  /** The writer's sentence, when the notes name it. */
  sentence?: string;
  /** How many verses of its Testament have it (for ranking words picked from the tags). */
  total: number;
}

/** At most this many words between two words carrying one number for them to read as one phrase. */
const PHRASE_GAP_WORDS = 3;

/**
 * The phrases of a verse that carry each Strong's number (outside italics): words carrying the same
 * number a few words apart in one clause read as one phrase ('made himself of no reputation',
 * 'the Holy Ghost', 'be like minded'), otherwise each stands alone ('a new heaven and a new earth'
 * gives 'new' twice).
 */
function phrasesOf(parts: (string | { text: string; strongs: string[]; italics?: boolean })[]) {
  const texts = parts.map((p) => (typeof p === 'string' ? p : p.text));
  const positions = new Map<string, number[]>();
  for (const [i, p] of parts.entries()) {
    if (typeof p === 'string' || p.italics || !p.text.trim()) continue;
    for (const n of p.strongs) positions.set(n, [...(positions.get(n) ?? []), i]);
  }
  const out = new Map<string, Set<string>>();
  for (const [n, at] of positions) {
    const phrases = new Set<string>();
    let start = at[0] as number;
    let end = start;
    const close = () =>
      phrases.add(
        texts
          .slice(start, end + 1)
          .join('')
          .replace(/\s+/g, ' ')
          .trim(),
      );
    for (const i of at.slice(1)) {
      const between = texts.slice(end + 1, i).join('');
      if (
        !/[,;:.?!()]|\b(?:and|or|but|nor)\b/i.test(between) &&
        wordCount(between) <= PHRASE_GAP_WORDS
      )
        end = i;
      else {
        close();
        start = end = i;
      }
    }
    close();
    out.set(n, phrases);
  }
  // Numbers tagged only in italics still count as tagged, with no words shown.
  for (const p of parts)
    if (typeof p !== 'string') for (const n of p.strongs) if (!out.has(n)) out.set(n, new Set());
  return out;
}

/** Every Strong's number the KJV tags in each verse, with the phrases that carry it. */
function taggedWords(verses: PassageVerse[]): Map<string, Map<string, Set<string>>> {
  const byVerse = new Map<string, Map<string, Set<string>>>();
  for (const v of verses) {
    const key = `${v.book} ${v.chapter}:${v.verse}`;
    byVerse.set(key, phrasesOf(studyVerse(key, 'kjv')?.parts ?? []));
  }
  return byVerse;
}

/** Every Strong's number the KJV tags in the passage's verses. */
export function passageTags(verses: PassageVerse[]): Set<string> {
  const out = new Set<string>();
  for (const numbers of taggedWords(verses).values()) for (const n of numbers.keys()) out.add(n);
  return out;
}

async function keyWordOf(
  number: string,
  where: { label: string; words: Set<string> }[],
  sentence?: string,
): Promise<KeyWord | null> {
  const entry = await lookup(number);
  if (!entry) return null;
  // A leading article is left out ('the Holy Ghost' shows as 'Holy Ghost').
  const all = where.flatMap((x) => [...x.words]).map((w) => w.replace(/^(?:the|a|an) (?=\S)/i, ''));
  // A name keeps its capital; other words are shown in lower case ('Except' opens a sentence).
  const name = all.length > 0 && all.every((w) => /^[A-Z][a-z]/.test(w));
  const english = [...new Set(all.map((w) => (name ? w : w.toLowerCase())))].slice(0, 2);
  return {
    number,
    english: english.join(', '),
    transliteration: entry.transliteration,
    definition: shortDefinition(entry.definition),
    where: where.map((w) => w.label),
    sentence,
    total: entry.verses.length,
  };
}

function posWeight(partOfSpeech: string | null, greek: boolean): number {
  if (greek) return 1;
  const pos = partOfSpeech ?? '';
  if (pos.includes('pronoun')) return 0;
  if (pos.includes('proper')) return 0.3;
  if (pos.includes('noun')) return 1.2;
  if (pos.includes('verb') && !pos.includes('adverb')) return 1;
  if (pos.includes('adjective')) return 0.7;
  return 0;
}

/**
 * The key words of the passage: the notes' key words tagged in its verses, then (when the notes
 * name none) the passage's rarest tagged words, ranked as decision 041 ranked Hebrew words.
 */
async function keyWords(
  parts: ChapterPart[],
  verses: PassageVerse[],
  count: number,
): Promise<{ words: KeyWord[]; fromNotes: boolean }> {
  const tags = taggedWords(verses);
  const multiBook = new Set(parts.map((p) => p.book)).size > 1;
  const oneChapter = parts.length === 1;
  const label = (book: string, chapter: number, verse: number) =>
    multiBook ? `${book} ${chapter}:${verse}` : oneChapter ? `${verse}` : `${chapter}:${verse}`;
  const fromNotes: KeyWord[] = [];
  for (const part of parts) {
    for (const k of part.note?.keyWords ?? []) {
      const where = k.verses
        .filter((v) => part.verses.has(v))
        .map((v) => ({
          label: label(part.book, part.chapter, v),
          words: tags.get(`${part.book} ${part.chapter}:${v}`)?.get(k.number),
        }))
        .filter((w): w is { label: string; words: Set<string> } => w.words !== undefined);
      if (where.length === 0) continue;
      const word = await keyWordOf(k.number, where, k.sentence);
      if (word) fromNotes.push(word);
    }
  }
  if (fromNotes.length) return { words: fromNotes, fromNotes: true };

  const found = new Map<string, { label: string; words: Set<string> }[]>();
  for (const v of verses) {
    for (const [n, words] of tags.get(`${v.book} ${v.chapter}:${v.verse}`) ?? []) {
      if (NEVER_KEY.has(n) || words.size === 0) continue;
      found.set(n, [...(found.get(n) ?? []), { label: label(v.book, v.chapter, v.verse), words }]);
    }
  }
  const scored: { score: number; word: KeyWord }[] = [];
  for (const [number, where] of found) {
    const entry = await lookup(number);
    if (!entry) continue;
    const greek = number.startsWith('G');
    const total = entry.verses.length;
    // A name (every word carrying it capitalised mid-verse or always) weighs as a proper noun.
    const words = where.flatMap((w) => [...w.words]);
    const name = words.length > 0 && words.every((w) => /^[A-Z][a-z]/.test(w));
    const weight = name ? 0.3 : posWeight(entry.partOfSpeech, greek);
    if (total === 0 || total > MAX_KEY_WORD_VERSES || weight === 0) continue;
    const all = greek ? NEW_TESTAMENT_VERSES : OLD_TESTAMENT_VERSES;
    const score = (1 + Math.log(where.length)) * Math.log(all / total) * weight;
    const word = await keyWordOf(number, where);
    if (word) scored.push({ score, word });
  }
  scored.sort((a, b) => b.score - a.score || a.word.number.localeCompare(b.word.number));
  return { words: scored.slice(0, count).map((s) => s.word), fromNotes: false };
}

function keyWordLine(w: KeyWord, translation: string): string {
  const english = w.english
    ? `**${w.english}**${translation === 'kjv' ? '' : ' (KJV)'}: *${w.transliteration}*`
    : `***${w.transliteration}***`;
  const where = w.where.length > 4 ? [...w.where.slice(0, 4), 'more'] : w.where;
  const bare = /^\d+$/.test(w.where[0] ?? '');
  const mark = bare
    ? w.where.length === 1
      ? 'v.'
      : 'vv.'
    : w.where.length === 1
      ? 'verse'
      : 'verses';
  const place = `(${w.number}; ${mark} ${listJoin(where)})`;
  return `- ${english} ${place}. ${w.sentence ? `${w.sentence} ` : ''}*Strong's:* ${w.definition}`;
}

/** A Matthew Henry chapter introduction that only lists his sections ('The person. (Is. 53:1-3) …'). */
function isOutline(c: InsightCommentary): boolean {
  const refs = c.text.match(/\((?:[1-3]\s?)?[A-Z][a-z]*\.?\s?\d+:\d+(?:\s?[-–]\s?\d+)?\)/g) ?? [];
  return c.heading === 'Introduction' && refs.length >= 2 && wordCount(c.text) < 25 * refs.length;
}

/** Most words taken from one of Matthew Henry's sections in a fallback. */
const HENRY_WORDS_PER_SECTION = 70;

/**
 * For a chapter without a note: Matthew Henry's opening sentences on each of his sections of the
 * passage, named as his, within `words` words; his chapter outlines are left out.
 */
export function henryOpenings(reference: string, words: number): string[] {
  const sections = commentaryOn(reference, {
    works: ['mhcc'],
    words: Number.MAX_SAFE_INTEGER,
  }).filter((c) => !isOutline(c));
  const share = Math.min(
    HENRY_WORDS_PER_SECTION,
    Math.max(1, Math.floor(words / Math.max(1, sections.length))),
  );
  const items: string[] = [];
  let used = 0;
  for (const section of sections) {
    const paragraphs = section.text.replace(` ${CUT_MARK}`, '').split(/\n\s*\n/);
    const first = paragraphs.find((p) => wordCount(p) >= 12) ?? paragraphs[0] ?? '';
    const picked: string[] = [];
    let n = 0;
    for (const raw of sentencesOf(first)) {
      const sentence = withoutTrailingCitation(raw);
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
  return items;
}

/** The outline part of the book a chapter stands in. */
function outlinePlace(intro: BookIntroduction, chapter: number): string | null {
  const part = intro.outline.find((o) => chapter >= o.start && chapter <= o.end);
  if (!part) return null;
  const range =
    part.start === part.end ? `chapter ${part.start}` : `chapters ${part.start}-${part.end}`;
  return `${part.heading} (${range})`;
}

function themeFromVocabulary(title: string): InsightTheme | null {
  const description = themeVocabulary().get(title);
  return description
    ? { title, description: description[0]?.toUpperCase() + description.slice(1) }
    : null;
}

/** The passage's themes: the notes' themes on its verses first, then the chapters' others; at most 6. */
function themesOf(parts: ChapterPart[], intro: BookIntroduction | null): InsightTheme[] {
  const multi = parts.length > 1;
  const ranked: { inPassage: boolean; order: number; theme: InsightTheme }[] = [];
  let order = 0;
  for (const part of parts) {
    for (const t of part.note?.themes ?? []) {
      const inPassage = t.verses.some((s) => overlaps(s, part));
      const verses = t.verses.filter((s) => part.whole || overlaps(s, part));
      const where = multi
        ? `${part.book} ${part.chapter}:${verses.map((s) => (s.start === s.end ? s.start : `${s.start}-${s.end}`)).join(', ')}`
        : versesLabel(verses);
      ranked.push({
        inPassage,
        order: order++,
        theme: {
          title: t.title,
          description: inPassage ? `${t.description} (${where})` : t.description,
        },
      });
    }
  }
  ranked.sort((a, b) => Number(b.inPassage) - Number(a.inPassage) || a.order - b.order);
  // A theme resting only on verses not read is left out when two or more rest on verses read.
  const own = ranked.filter((r) => r.inPassage).length >= 2;
  const out: InsightTheme[] = [];
  for (const { theme, inPassage } of ranked) {
    if (own && !inPassage) continue;
    if (out.length >= 6) break;
    if (!out.some((t) => t.title === theme.title)) out.push(theme);
  }
  // Chapters without a note: the book's own themes, described by the shared vocabulary.
  if (out.length < 2 && parts.some((p) => !p.note))
    for (const title of intro?.themes ?? []) {
      if (out.length >= 4) break;
      const theme = themeFromVocabulary(title);
      if (theme && !out.some((t) => t.title === title)) out.push(theme);
    }
  return out;
}

/** Three questions per chapter with a note, two to six in all, spread over the chapters. */
function questionsOf(parts: ChapterPart[]): string[] {
  const noted = parts.filter((p) => p.note && p.note.questions.length > 0);
  if (noted.length === 0) return [];
  const chosen =
    noted.length <= 6
      ? noted
      : Array.from(
          { length: 6 },
          (_, i) => noted[Math.floor((i * noted.length) / 6)] as ChapterPart,
        );
  const each = chosen.length === 1 || chosen.length === 2 ? 3 : chosen.length === 3 ? 2 : 1;
  const out: string[] = [];
  for (const part of chosen) out.push(...ownQuestionsFirst(part).slice(0, each));
  // For part of one chapter, a question on verses not read goes when two or more remain.
  const only = parts.length === 1 ? parts[0] : undefined;
  if (only && !only.whole) {
    const read = out.filter((q) => asksOnVersesRead(q, only));
    if (read.length >= 2) return read;
  }
  return out;
}

/** The verses a question cites: '(v. 8)', '(vv. 9-10)', 'verse 42', 'verses 6-11'. */
function citedVerses(question: string): number[] {
  const out: number[] = [];
  for (const m of question.matchAll(/\b(?:vv?\.|verses?)\s+(\d+)(?:\s*[-–]\s*(\d+))?/g)) {
    const start = Number(m[1]);
    const end = m[2] ? Number(m[2]) : start;
    for (let v = start; v <= end && v - start < 200; v++) out.push(v);
  }
  return out;
}

/** A question citing no verse, or one of the verses read. */
function asksOnVersesRead(question: string, part: ChapterPart): boolean {
  const cited = citedVerses(question);
  return cited.length === 0 || cited.some((v) => part.verses.has(v));
}

/** A chapter's questions, those on the verses read first (the writer's order otherwise). */
function ownQuestionsFirst(part: ChapterPart): string[] {
  const questions = part.note?.questions ?? [];
  if (part.whole) return [...questions];
  return [
    ...questions.filter((q) => asksOnVersesRead(q, part)),
    ...questions.filter((q) => !asksOnVersesRead(q, part)),
  ];
}

function sectionLine(s: { start: number; end: number; heading: string; summary: string }): string {
  const verses = s.start === s.end ? `Verse ${s.start}` : `Verses ${s.start}-${s.end}`;
  return `- **${verses} · ${s.heading}.** ${s.summary}`;
}

/** Study notes: an insight and what it was drawn from. */
export type StudyNotes = Insight & { sources: string[] };

/** Builds the insight for a passage from the study notes; throws ScriptureError for a bad reference. */
export async function buildStudyNotes(
  reference: string,
  opts: { planType?: InsightPlanType; translation?: string } = {},
): Promise<StudyNotes> {
  const planType = opts.planType ?? 'daily';
  const session = planType === 'session';
  const passage = getPassage(reference, opts.translation);
  const verses = passage.verses;
  const first = verses[0];
  if (!first) throw new RangeError(`no verses in ${reference}`);
  const parts = chapterParts(verses);
  const multi = parts.length > 1;
  const intro = bookIntroduction(first.book);
  const anyNote = parts.some((p) => p.note);
  /** Chapters described in full; the others of a long reading by their point alone. */
  const detailed = session ? 12 : 6;

  const themes = themesOf(parts, intro);
  const questions = questionsOf(parts);
  const target = INSIGHT_WORD_TARGETS[planType];
  const budget =
    target -
    wordCount(themes.map((t) => `${t.title} ${t.description}`).join(' ')) -
    wordCount(questions.join(' '));

  const blocks: Block[] = [];
  // The chapters: point, the sections read (then the rest, as the setting), context.
  for (const [i, part] of parts.entries()) {
    const note = part.note;
    const name = `${part.book} ${part.chapter}`;
    // For part of a chapter, the point stated is the chapter's, and the heading says so.
    const heading = multi ? name : part.whole ? 'The main point' : `The main point of ${name}`;
    if (!note) {
      blocks.push({
        heading,
        lines: [`Lamplight's note on ${name} is still being written.`],
        priority: 0,
      });
      continue;
    }
    if (i >= MAX_POINTS) {
      if (i === MAX_POINTS)
        blocks.push({
          heading: 'And after',
          lines: [
            `The points of the other ${parts.length - MAX_POINTS} chapters of this reading are left out to keep the insight short.`,
          ],
          priority: 0,
        });
      continue;
    }
    // Every chapter's point is stated; the first chapters are described in full.
    blocks.push({ heading, lines: [note.point], priority: 0 });
    if (i >= detailed) continue;
    const read = note.sections.filter((s) => overlaps(s, part));
    const rest = note.sections.filter((s) => !overlaps(s, part));
    const sectionHeading = multi ? name : 'Section by section';
    blocks.push({
      heading: sectionHeading,
      lines: read.map(sectionLine),
      priority: multi && i > 0 ? 1 : 0,
    });
    if (rest.length)
      blocks.push({
        heading: sectionHeading,
        lines: [`Around this reading, the rest of ${name}:`, '', ...rest.map(sectionLine)],
        priority: 2,
      });
    blocks.push({
      heading: multi ? name : 'Context',
      lines: [multi ? `*Context.* ${note.context}` : note.context],
      priority: 1,
    });
  }

  // A chapter without a note: what Matthew Henry says of it, named as his.
  const henry = anyNote ? [] : henryOpenings(passage.reference, Math.round(budget * 0.5));
  if (henry.length)
    blocks.push({
      heading: 'What the passage says',
      lines: [`${MATTHEW_HENRY.label} on these verses, in his words:`, '', ...henry],
      priority: 1,
    });

  // Key words, from the notes or from the verses' own tags.
  const count = TAGGED_KEY_WORDS[planType];
  const keys = await keyWords(parts, verses, count);
  const translation = passage.translation;
  for (const [i, w] of keys.words.entries())
    blocks.push({
      heading: 'Key words',
      lines: [keyWordLine(w, translation)],
      item: i > 0,
      priority: keys.fromNotes ? (i < 2 ? 1 : 2) : anyNote ? 3 : 1,
    });

  // The book: its place in the outline, its summary; for a session its setting and message too.
  if (intro) {
    const bookName = first.book === 'Psalms' ? 'the Psalms' : first.book;
    const heading = `The book of ${bookName}`.replace('book of the Psalms', 'book of Psalms');
    const places = [
      ...new Set(
        parts.filter((p) => p.book === first.book).map((p) => outlinePlace(intro, p.chapter)),
      ),
    ]
      .filter((x): x is string => Boolean(x))
      .slice(0, 3);
    if (places.length)
      blocks.push({
        heading,
        lines: [`This reading stands in the part of ${first.book} headed ${listJoin(places)}.`],
        priority: session || !anyNote ? 1 : 2,
      });
    blocks.push({ heading, lines: [intro.summary], priority: session || !anyNote ? 1 : 3 });
    blocks.push({
      heading,
      lines: [`*Setting.* ${intro.setting}`],
      priority: session ? 2 : 4,
    });
    blocks.push({
      heading,
      lines: [`*Author and date.* ${intro.authorship}`],
      priority: session ? 2 : 4,
    });
    blocks.push({ heading, lines: [intro.message], priority: session ? 2 : 4 });
  }

  // A session also reads the reading beside its neighbours.
  const before = chapterNote(
    first.book,
    parts[0]?.chapter === undefined ? 0 : parts[0].chapter - 1,
  );
  const lastPart = parts.at(-1) as ChapterPart;
  const after = chapterNote(lastPart.book, lastPart.chapter + 1);
  const neighbours: string[] = [];
  if (before && parts[0])
    neighbours.push(`- **${first.book} ${parts[0].chapter - 1}.** ${before.point}`);
  if (after) neighbours.push(`- **${lastPart.book} ${lastPart.chapter + 1}.** ${after.point}`);
  if (neighbours.length)
    blocks.push({ heading: 'Before and after', lines: neighbours, priority: session ? 3 : 4 });

  const summary = writeBlocks(blocks, budget);
  const sources = [
    ...(anyNote || intro ? [NOTES_LABEL] : []),
    passageSource(passage.reference, translation),
    // Matthew Henry is named when his words are in the insight; the commentary beside it names itself.
    ...(summary.includes(`${MATTHEW_HENRY.label} on these verses`) ? [MATTHEW_HENRY.label] : []),
    ...(keys.words.length && summary.includes("*Strong's:*") ? ["Strong's dictionary"] : []),
  ];
  return { summary, themes, questions, sources };
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

/** Tests: forget the insights built so far (after changing the notes served). */
export function clearStudyNotesCache(): void {
  cache.clear();
}

/**
 * The study notes on a passage's chapters as a model is given them (Markdown): each chapter's point,
 * context, sections, themes and key words, and the book's introduction in brief; '' when none.
 */
export function notesForPrompt(reference: string, translation = 'kjv'): string {
  const verses = getPassage(reference, translation).verses;
  const parts = chapterParts(verses).slice(0, 6);
  const out: string[] = [];
  const intro = verses[0] ? bookIntroduction(verses[0].book) : null;
  if (intro && verses[0])
    out.push(`## ${verses[0].book}: the book`, '', intro.summary, '', intro.message);
  for (const part of parts) {
    const note = part.note;
    if (!note) continue;
    out.push(
      '',
      `## ${part.book} ${part.chapter}`,
      '',
      `Point: ${note.point}`,
      `Context: ${note.context}`,
      'Sections:',
      ...note.sections.map((s) => `- ${s.start}-${s.end} | ${s.heading} | ${s.summary}`),
      'Themes:',
      ...note.themes.map((t) => `- ${t.title} (${versesLabel(t.verses)}) | ${t.description}`),
      ...(note.keyWords.length
        ? [
            'Key words:',
            ...note.keyWords.map(
              (k) => `- ${k.number} (v. ${k.verses.join(', ')}) | ${k.sentence}`,
            ),
          ]
        : []),
    );
  }
  return parts.some((p) => p.note) || intro ? out.join('\n').trim() : '';
}
