/**
 * The study notes' source format (server/notes/README.md): one Markdown file per book in
 * server/notes/source/, a book introduction and a note per chapter. This module only reads the
 * text into plain objects and reports lines it cannot read; whether the notes are true to the
 * scripture they cite is the checker's work (check.ts).
 */

export interface VerseSpan {
  start: number;
  end: number;
}

export interface NoteSection extends VerseSpan {
  heading: string;
  summary: string;
}

export interface NoteTheme {
  title: string;
  verses: VerseSpan[];
  description: string;
}

export interface NoteKeyWord {
  /** A Strong's number in the app's canonical form ('H3068', 'G26'). */
  number: string;
  verses: number[];
  sentence: string;
}

export interface ChapterNote {
  chapter: number;
  point: string;
  context: string;
  sections: NoteSection[];
  themes: NoteTheme[];
  questions: string[];
  keyWords: NoteKeyWord[];
  /** Line number (1-based) of the chapter's heading in its file, for messages. */
  line: number;
}

export interface OutlinePart {
  start: number;
  end: number;
  heading: string;
}

export interface BookIntroduction {
  summary: string;
  authorship: string;
  setting: string;
  message: string;
  themes: string[];
  outline: OutlinePart[];
  keyPassages: string[];
}

export interface BookNotes {
  book: string;
  introduction: BookIntroduction | null;
  chapters: ChapterNote[];
}

export interface ParseProblem {
  line: number;
  message: string;
}

export interface ParsedBook {
  notes: BookNotes;
  problems: ParseProblem[];
}

const FIELD = /^([A-Z][A-Za-z ]+):\s*(.*)$/;
const SPAN = /^(\d+)(?:\s*[-–]\s*(\d+))?$/;

/** '3', '3-5' → {start, end}; null when not a span. */
export function parseSpan(text: string): VerseSpan | null {
  const m = SPAN.exec(text.trim());
  if (!m) return null;
  const start = Number(m[1]);
  const end = m[2] ? Number(m[2]) : start;
  return { start, end };
}

/** '1-2, 8, 13-14' → spans; null when any part is not a span. */
export function parseSpans(text: string): VerseSpan[] | null {
  const spans: VerseSpan[] = [];
  for (const part of text.split(',')) {
    const span = parseSpan(part);
    if (!span) return null;
    spans.push(span);
  }
  return spans;
}

type Block = 'sections' | 'themes' | 'questions' | 'key words' | 'outline' | null;

const BLOCKS: Record<string, Exclude<Block, null>> = {
  Sections: 'sections',
  Themes: 'themes',
  Questions: 'questions',
  'Key words': 'key words',
  Outline: 'outline',
};

/** Reads one book's notes. Never throws: whatever cannot be read is a problem with its line. */
export function parseBookNotes(text: string): ParsedBook {
  const problems: ParseProblem[] = [];
  const notes: BookNotes = { book: '', introduction: null, chapters: [] };
  const lines = text.split(/\r?\n/);
  let intro: BookIntroduction | null = null;
  let chapter: ChapterNote | null = null;
  let block: Block = null;
  const problem = (line: number, message: string) => problems.push({ line, message });

  lines.forEach((raw, i) => {
    const n = i + 1;
    const line = raw.trimEnd();
    if (!line.trim()) return;
    if (line.startsWith('# ')) {
      if (notes.book) problem(n, 'A second book title');
      notes.book = line.slice(2).trim();
      return;
    }
    if (line.startsWith('## ')) {
      const title = line.slice(3).trim();
      block = null;
      if (title === 'Introduction') {
        if (intro) problem(n, 'A second introduction');
        intro = {
          summary: '',
          authorship: '',
          setting: '',
          message: '',
          themes: [],
          outline: [],
          keyPassages: [],
        };
        notes.introduction = intro;
        chapter = null;
        return;
      }
      const m = /^Chapter (\d+)$/.exec(title);
      if (!m) {
        problem(n, `Unknown heading "${title}": expected "Introduction" or "Chapter N"`);
        return;
      }
      intro = null;
      chapter = {
        chapter: Number(m[1]),
        point: '',
        context: '',
        sections: [],
        themes: [],
        questions: [],
        keyWords: [],
        line: n,
      };
      notes.chapters.push(chapter);
      return;
    }
    if (!intro && !chapter) {
      problem(n, 'Text outside an introduction or a chapter');
      return;
    }
    const field = FIELD.exec(line);
    if (field && !line.startsWith('-') && !/^\d+\./.test(line)) {
      const [, name = '', value = ''] = field;
      if (name in BLOCKS && !value.trim()) {
        block = BLOCKS[name] ?? null;
        return;
      }
      block = null;
      if (chapter) {
        if (name === 'Point') chapter.point = value.trim();
        else if (name === 'Context') chapter.context = value.trim();
        else problem(n, `Unknown field "${name}" in a chapter note`);
      } else if (intro) {
        if (name === 'Summary') intro.summary = value.trim();
        else if (name === 'Author and date') intro.authorship = value.trim();
        else if (name === 'Setting') intro.setting = value.trim();
        else if (name === 'Message') intro.message = value.trim();
        else if (name === 'Themes')
          intro.themes = value
            .split(';')
            .map((t) => t.trim())
            .filter(Boolean);
        else if (name === 'Key passages')
          intro.keyPassages = value
            .split(';')
            .map((t) => t.trim())
            .filter(Boolean);
        else problem(n, `Unknown field "${name}" in an introduction`);
      }
      return;
    }
    if (block === 'questions' && chapter) {
      const q = /^\d+\.\s+(.+)$/.exec(line);
      if (q?.[1]) chapter.questions.push(q[1].trim());
      else problem(n, 'A question is a numbered line: "1. …"');
      return;
    }
    const item = /^-\s+(.+)$/.exec(line)?.[1];
    if (item === undefined) {
      problem(n, 'Unexpected line: fields are "Name: text", list items start with "- "');
      return;
    }
    if (block === 'outline' && intro) {
      const [span = '', heading = '', ...rest] = item.split('|').map((x) => x.trim());
      const s = parseSpan(span);
      if (!s || !heading || rest.length) problem(n, 'An outline line is "- 1-11 | heading"');
      else intro.outline.push({ ...s, heading });
      return;
    }
    if (!chapter) {
      problem(n, 'A list item outside a chapter block');
      return;
    }
    if (block === 'sections') {
      const [span = '', heading = '', summary = '', ...rest] = item.split('|').map((x) => x.trim());
      const s = parseSpan(span);
      if (!s || !heading || !summary || rest.length)
        problem(n, 'A section line is "- 1-5 | heading | one line of summary"');
      else chapter.sections.push({ ...s, heading, summary });
      return;
    }
    if (block === 'themes') {
      const m = /^(.+?)\s+\(([\d,\s–-]+)\)\s*\|\s*(.+)$/.exec(item);
      const spans = m?.[2] ? parseSpans(m[2]) : null;
      if (!m?.[1] || !m[3] || !spans)
        problem(n, 'A theme line is "- Title (1-3, 8) | description"');
      else chapter.themes.push({ title: m[1].trim(), verses: spans, description: m[3].trim() });
      return;
    }
    if (block === 'key words') {
      const m = /^([HG]\d+)\s+\(([\d,\s]+)\)\s*\|\s*(.+)$/.exec(item);
      const verses = m?.[2]?.split(',').map((x) => Number(x.trim()));
      if (!m?.[1] || !m[3] || !verses || verses.some((v) => !Number.isInteger(v) || v < 1))
        problem(n, 'A key word line is "- H1254 (1, 21) | sentence"');
      else chapter.keyWords.push({ number: m[1], verses, sentence: m[3].trim() });
      return;
    }
    problem(n, 'A list item outside Sections, Themes, Key words or Outline');
  });
  return { notes, problems };
}
