/** One block of a passage body (Today's reading). */
export type PassageBlock =
  | { kind: 'heading'; text: string }
  /** A section heading of Lamplight's study notes, shown beside the text (never part of it). */
  | {
      kind: 'section';
      text: string;
      /** Under a reading's or chapter's own heading: one level down. */ under?: boolean;
    }
  /** A line above a verse without a number: a Psalm's title, Psalm 119's letters ('### …'). */
  | { kind: 'title'; text: string }
  | { kind: 'verse'; number: string; text: string }
  | { kind: 'paragraph'; text: string };

/** A run of text, italic when the translators supplied the word (`*word*` in the source). */
export interface TextRun {
  text: string;
  italic: boolean;
}

/** The phrase the server puts in a passage it cannot serve; such a passage is shown as text. */
export const UNAVAILABLE_PHRASE = 'temporarily unavailable';

const HEADING = /^## (.+)$/s;
const TITLE = /^### (.+)$/s;
const VERSE = /^(\d+) (.*)$/s;
/** The text between two asterisks: on one line, not starting or ending with a space. */
const ITALIC_INNER = /^[^\s*](?:[^*\n]*[^\s*])?$/;

/**
 * Splits a passage body into blocks on blank lines: '## ' starts a sub-heading, '### ' a
 * Psalm's title or letter heading, digits and a space a numbered verse, anything else is a
 * paragraph. Line breaks inside a block become spaces.
 */
export function parsePassage(passage: string): PassageBlock[] {
  const blocks: PassageBlock[] = [];
  for (const raw of passage.replace(/\r\n?/g, '\n').split(/\n[ \t]*\n/)) {
    const block = raw.trim().replace(/\s*\n\s*/g, ' ');
    if (!block) continue;
    const title = TITLE.exec(block);
    if (title) {
      blocks.push({ kind: 'title', text: title[1]!.trim() });
      continue;
    }
    const heading = HEADING.exec(block);
    if (heading) {
      blocks.push({ kind: 'heading', text: heading[1]!.trim() });
      continue;
    }
    const verse = VERSE.exec(block);
    if (verse) {
      blocks.push({ kind: 'verse', number: verse[1]!, text: verse[2]!.trim() });
      continue;
    }
    blocks.push({ kind: 'paragraph', text: block });
  }
  return blocks;
}

/**
 * Spec §2 loading rule: a blank passage is still on its way, unless it says it is unavailable
 * (then it is shown as ordinary text).
 */
export function isPassagePending(passage: string | null | undefined, loading = false): boolean {
  if (loading) return true;
  const text = passage ?? '';
  return text.trim() === '' && !text.includes(UNAVAILABLE_PHRASE);
}

/**
 * Where the translators' italics are: each pair of '*' positions around italic text. An asterisk
 * without a partner on the same line, or around text that starts or ends with a space, is a
 * literal character.
 */
export function italicRanges(text: string): [open: number, close: number][] {
  const ranges: [number, number][] = [];
  let from = 0;
  for (;;) {
    const open = text.indexOf('*', from);
    if (open === -1) break;
    const close = text.indexOf('*', open + 1);
    if (close === -1) break;
    if (ITALIC_INNER.test(text.slice(open + 1, close))) {
      ranges.push([open, close]);
      from = close + 1;
    } else {
      from = open + 1;
    }
  }
  return ranges;
}

/**
 * Splits text into plain and italic runs: `*word*` is italic. An asterisk without a partner on
 * the same line stays as a literal character. The result is rendered as React text, never HTML.
 */
export function tokenizeItalics(text: string): TextRun[] {
  const runs: TextRun[] = [];
  const push = (value: string, italic: boolean) => {
    if (!value) return;
    const last = runs.at(-1);
    if (last && last.italic === italic) last.text += value;
    else runs.push({ text: value, italic });
  };
  let last = 0;
  for (const [open, close] of italicRanges(text)) {
    push(text.slice(last, open), false);
    push(text.slice(open + 1, close), true);
    last = close + 1;
  }
  push(text.slice(last), false);
  return runs;
}

const CHAPTER_HEADING = /^(.+?)\s+(\d+)$/;
const REFERENCE_START = /^(.+?)\s+(\d+)(?::\d+)?(?![\d])/;

/**
 * The key of each verse block as the Strong's word map has it (decision 119): 'chapter:verse'
 * for the first book of the passage, 'Book chapter:verse' for later books; a title is verse 0
 * of its chapter; null for other blocks, or when the reference names no chapter. The first chapter comes from the reference
 * (use the server's normalised one); each '## Book chapter' heading moves to the next.
 */
export function verseKeys(blocks: PassageBlock[], reference: string): (string | null)[] {
  const start = REFERENCE_START.exec(reference.trim());
  let firstBook = start?.[1] ?? null;
  let book = firstBook;
  let chapter = start ? Number(start[2]) : null;
  return blocks.map((block) => {
    if (block.kind === 'heading') {
      const heading = CHAPTER_HEADING.exec(block.text);
      if (heading) {
        book = heading[1]!;
        chapter = Number(heading[2]);
        firstBook ??= book;
      }
      return null;
    }
    if ((block.kind !== 'verse' && block.kind !== 'title') || chapter === null) return null;
    const verse = block.kind === 'verse' ? block.number : '0';
    return book === firstBook ? `${chapter}:${verse}` : `${book} ${chapter}:${verse}`;
  });
}

/** A chapter a passage shows, as the Strong's words are asked for it (decision 154). */
export interface PassageChapter {
  book: string;
  chapter: number;
}

/**
 * The chapters a passage shows, in order, found as `verseKeys` finds them: the first from the reference,
 * each '## Book chapter' heading the next. Empty when the reference names no chapter.
 */
export function passageChapters(blocks: PassageBlock[], reference: string): PassageChapter[] {
  const start = REFERENCE_START.exec(reference.trim());
  const found: PassageChapter[] = start ? [{ book: start[1]!, chapter: Number(start[2]) }] : [];
  for (const block of blocks) {
    if (block.kind !== 'heading') continue;
    const heading = CHAPTER_HEADING.exec(block.text);
    if (!heading) continue;
    const next = { book: heading[1]!, chapter: Number(heading[2]) };
    if (!found.some((c) => c.book === next.book && c.chapter === next.chapter)) found.push(next);
  }
  return found;
}

/** A section heading of the study notes, as the server sends it beside the passage. */
export interface SectionHeadingAt {
  book: string;
  chapter: number;
  verse: number;
  text: string;
}

/**
 * The passage's blocks with the study notes' section headings put in, each just before the verse
 * it names (after a chapter's '## ' heading and a Psalm's title). The verse blocks themselves are
 * untouched. The first chapter comes from the reference, each '## Book chapter' heading the next.
 */
export function withSectionHeadings(
  blocks: PassageBlock[],
  headings: readonly SectionHeadingAt[] | undefined,
  reference: string,
): PassageBlock[] {
  if (!headings?.length) return blocks;
  const start = REFERENCE_START.exec(reference.trim());
  if (!start) return blocks;
  const byPlace = new Map(headings.map((h) => [`${h.book} ${h.chapter}:${h.verse}`, h.text]));
  // 'Psalm 46' names the book 'Psalms'.
  const bookName = (name: string) => (name === 'Psalm' ? 'Psalms' : name);
  let book = bookName(start[1]!);
  let chapter = Number(start[2]);
  const out: PassageBlock[] = [];
  // After a reading's or a chapter's own '## ' heading, the notes' sections sit one level below it; before any
  // (the first chapter of a passage that runs on), they are the first level under the card's title.
  let under = false;
  for (const block of blocks) {
    if (block.kind === 'heading') {
      under = true;
      const heading = CHAPTER_HEADING.exec(block.text);
      if (heading) {
        book = bookName(heading[1]!);
        chapter = Number(heading[2]);
      }
    }
    if (block.kind === 'verse') {
      const text = byPlace.get(`${book} ${chapter}:${block.number}`);
      if (text) out.push(under ? { kind: 'section', text, under } : { kind: 'section', text });
    }
    out.push(block);
  }
  return out;
}
