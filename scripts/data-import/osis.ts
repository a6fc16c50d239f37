import { BOOKS, bookIndex, bookIndexFromOsis } from '../../server/scripture/books.ts';
import { normalizeStrongsNumber } from '../../server/strongs/numbers.ts';
import type { Token, VerseNote, VerseRecord } from '../../server/scripture/format.ts';
import type { CommentarySection, TopicLine, TopicRecord } from '../../server/study/format.ts';

/** One record of `mod2imp` output: '$$$Key' then its OSIS text. */
export interface ImpEntry {
  key: string;
  text: string;
}

/** Splits `mod2imp` output into its records, in the module's order. */
export function parseImp(output: string): ImpEntry[] {
  const entries: ImpEntry[] = [];
  for (const chunk of output.split(/^\$\$\$/m)) {
    if (!chunk) continue;
    const nl = chunk.indexOf('\n');
    const key = (nl < 0 ? chunk : chunk.slice(0, nl)).trim();
    const text = nl < 0 ? '' : chunk.slice(nl + 1).replace(/\n+$/, '');
    entries.push({ key, text });
  }
  return entries;
}

/** A verse key from SWORD ('I Samuel 3:4', 'Revelation of John 1:1') in canonical form. */
export function verseKey(key: string): { book: string; chapter: number; verse: number } | null {
  const m = /^(.+) (\d+):(\d+)$/.exec(key);
  if (!m) return null;
  const name = (m[1] as string).replace(/^Revelation of John$/, 'Revelation');
  const b = bookIndex(name);
  if (b < 0) return null;
  return { book: (BOOKS[b] as { name: string }).name, chapter: Number(m[2]), verse: Number(m[3]) };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function decodeEntities(s: string): string {
  if (!s.includes('&')) return s;
  return s.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (all, code: string) => {
    if (code[0] === '#') {
      const n =
        code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : Number(code.slice(1));
      return Number.isFinite(n) ? String.fromCodePoint(n) : all;
    }
    return ENTITIES[code.toLowerCase()] ?? all;
  });
}

interface Tag {
  name: string;
  close: boolean;
  empty: boolean;
  attrs: Record<string, string>;
}

function parseTag(raw: string): Tag {
  const close = raw.startsWith('</');
  const empty = raw.endsWith('/>');
  const m = /^<\/?([A-Za-z][\w:-]*)/.exec(raw);
  const attrs: Record<string, string> = {};
  for (const a of raw.matchAll(/([\w:-]+)="([^"]*)"/g)) attrs[a[1] as string] = a[2] as string;
  return { name: m ? (m[1] as string) : '', close, empty, attrs };
}

/** Tags and text runs of an OSIS fragment, in order. */
function* pieces(osis: string): Generator<{ tag: Tag } | { text: string }> {
  for (const m of osis.matchAll(/<[^>]*>|[^<]+/g)) {
    const s = m[0];
    if (s.startsWith('<')) yield { tag: parseTag(s) };
    else yield { text: decodeEntities(s) };
  }
}

/** Editorial residue of USFM markers left in some KJV notes ('\\nd LORD\\+nd*'). */
function stripUsfm(s: string): string {
  return s.replace(/\\\+?[a-z]+\d*\*?\s?/g, '');
}

function squeeze(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

/** Canonical Strong's numbers in a lemma attribute ('strong:H0835 strong:H1234'). */
export function lemmaNumbers(lemma: string | undefined): string[] {
  if (!lemma) return [];
  const out: string[] = [];
  for (const part of lemma.split(/\s+/)) {
    const m = /^strong:([HG]\d+)[a-z]?$/i.exec(part);
    const n = m ? normalizeStrongsNumber(m[1] as string) : null;
    if (n) out.push(n);
  }
  return out;
}

/** Appends text to a token list, merging plain runs and never doubling a space. */
class TokenBuilder {
  readonly tokens: Token[] = [];

  private lastEndsWithSpace(): boolean {
    const last = this.tokens[this.tokens.length - 1];
    if (last === undefined) return true; // nothing yet: a leading space is dropped
    const text = typeof last === 'string' ? last : last[0];
    return text.endsWith(' ');
  }

  add(raw: string, strongs: string, flags: string): void {
    let text = raw.replace(/\s+/g, ' ');
    if (this.lastEndsWithSpace()) text = text.replace(/^ /, '');
    if (!text) return;
    if (!strongs && !flags) {
      const last = this.tokens[this.tokens.length - 1];
      if (typeof last === 'string') {
        this.tokens[this.tokens.length - 1] = last + text;
        return;
      }
      this.tokens.push(text);
      return;
    }
    // A tagged word keeps its spaces outside the tag.
    const lead = /^ /.test(text) ? ' ' : '';
    const trail = / $/.test(text) && text.trim() ? ' ' : '';
    if (lead) this.add(lead, '', '');
    let core = text.trim();
    // Punctuation after supplied words is the verse's, not the translators' ("*of*:").
    const punct = flags.includes('i') ? (/[.,;:!?)]+$/.exec(core)?.[0] ?? '') : '';
    if (punct && punct.length < core.length) core = core.slice(0, -punct.length);
    const rest = flags.replace('i', '');
    if (core) this.tokens.push(flags ? [core, strongs, flags] : [core, strongs]);
    if (punct && punct !== core) {
      if (rest) this.tokens.push([punct, '', rest]);
      else this.add(punct, '', '');
    }
    if (trail) this.add(trail, '', '');
  }

  endsWithWord(): boolean {
    const last = this.tokens[this.tokens.length - 1];
    if (last === undefined) return false;
    return /\w$/.test(typeof last === 'string' ? last : last[0]);
  }

  /** Drops a trailing space; returns the tokens. */
  finish(): Token[] {
    const last = this.tokens[this.tokens.length - 1];
    if (typeof last === 'string') {
      const t = last.replace(/ $/, '');
      if (t) this.tokens[this.tokens.length - 1] = t;
      else this.tokens.pop();
    }
    return this.tokens;
  }
}

/** What one verse entry of a Bible module holds. */
export interface ParsedVerse {
  record: VerseRecord;
  /** A canonical Psalm title inside the entry (before verse 1). */
  title?: Token[];
  /** A heading before the verse (Psalm 119's letters). */
  heading?: string;
  /** A closing note after the verse (epistle subscriptions). */
  subscription?: string;
  /** A paragraph opened after the verse's text, so the next verse starts one. */
  paragraphAfter: boolean;
  /** Lemma attributes that gave no valid Strong's number. */
  badLemmas: string[];
}

/**
 * Parses one verse of a Strong's-tagged OSIS Bible (KJV or WEB) into tokens. `paragraph`
 * says whether a paragraph was opened before this verse's text began.
 */
export function parseVerse(osis: string, paragraph: boolean, pilcrows = false): ParsedVerse {
  const body = new TokenBuilder();
  const titleTokens = new TokenBuilder();
  const notes: VerseNote[] = [];
  const badLemmas: string[] = [];
  let heading: string | undefined;
  let subscription: string | undefined;
  let title: Token[] | undefined;
  // The KJV marks its own paragraphs with ¶ in the text; its x-p divisions are the module
  // maker's, so with `pilcrows` only the ¶ counts.
  let startsParagraph = pilcrows ? false : paragraph;
  let paragraphAfter = false;

  // Open containers that change how text is read.
  const strongsStack: string[] = [];
  let italics = 0;
  let jesus = 0;
  let divine = 0;
  let noteDepth = 0;
  let noteText = '';
  let skipNote = false;
  let annotateRef = 0;
  let titleKind: 'psalm' | 'plain' | 'other' | null = null;
  let titleText = '';
  let foreign = false;
  let afterNote = false;

  for (const piece of pieces(osis)) {
    if ('text' in piece) {
      if (noteDepth > 0) {
        if (!skipNote && annotateRef === 0) noteText += piece.text;
        continue;
      }
      if (titleKind) {
        titleText += piece.text;
        if (titleKind === 'psalm') {
          titleTokens.add(
            piece.text,
            strongsStack[strongsStack.length - 1] ?? '',
            divine ? 'd' : '',
          );
        }
        continue;
      }
      const flags = `${italics ? 'i' : ''}${jesus ? 'j' : ''}${divine ? 'd' : ''}`;
      // A note between two words stands for a space the WEB's source sometimes lacks
      // ("only born</q><note>…</note><q><w>Son</w>").
      const clean = stripUsfm(piece.text);
      const text = afterNote && /^\w/.test(clean) && body.endsWithWord() ? ` ${clean}` : clean;
      afterNote = false;
      if (text.includes('¶')) {
        startsParagraph = true;
        body.add(text.replace(/¶\s*/g, ''), strongsStack[strongsStack.length - 1] ?? '', flags);
        continue;
      }
      body.add(text, strongsStack[strongsStack.length - 1] ?? '', flags);
      continue;
    }
    const { name, close, empty, attrs } = piece.tag;
    const hasText = body.tokens.some((t) => (typeof t === 'string' ? t.trim() : t[0]));
    switch (name) {
      case 'note':
        if (close) {
          noteDepth--;
          if (noteDepth === 0 && !skipNote) {
            const text = squeeze(stripUsfm(noteText));
            if (text) notes.push({ after: body.tokens.length, text });
            afterNote = true;
          }
        } else {
          if (noteDepth === 0) {
            noteText = '';
            skipNote = attrs.type === 'crossReference' || attrs.type === 'x-strongsMarkup';
          }
          noteDepth++;
        }
        break;
      case 'reference':
        if (noteDepth > 0 && attrs.type === 'annotateRef') annotateRef++;
        else if (close && annotateRef > 0) annotateRef--;
        break;
      case 'w':
        if (noteDepth > 0) break;
        if (close) strongsStack.pop();
        else if (!empty) {
          const nums = lemmaNumbers(attrs.lemma);
          if (attrs.lemma && nums.length === 0) badLemmas.push(attrs.lemma);
          strongsStack.push(nums.join(' '));
        }
        break;
      case 'transChange':
        if (noteDepth > 0) break;
        if (close) italics--;
        else if (!empty && attrs.type === 'added') italics++;
        else if (!empty) italics += 0;
        break;
      case 'q':
        if (empty) {
          if (attrs.who === 'Jesus' && attrs.sID) jesus++;
          if (attrs.eID && jesus > 0 && attrs.who === 'Jesus') jesus--;
        } else if (close) {
          if (jesus > 0) jesus--;
        } else if (attrs.who === 'Jesus') jesus++;
        else jesus += 0;
        break;
      case 'divineName':
        if (noteDepth > 0) break;
        if (close) divine--;
        else if (!empty) divine++;
        break;
      case 'title':
        if (noteDepth > 0) break;
        if (close) {
          const text = squeeze(titleText);
          if (titleKind === 'psalm') title = titleTokens.finish();
          else if (titleKind === 'plain' && text) {
            if (foreign || !hasText) heading = text;
            else subscription = text;
          }
          titleKind = null;
          foreign = false;
        } else if (!empty) {
          titleText = '';
          if (attrs.canonical === 'true' && attrs.type === 'psalm') titleKind = 'psalm';
          else if (!attrs.type && !attrs.level) titleKind = 'plain';
          else titleKind = 'other';
        }
        break;
      case 'foreign':
        if (titleKind) foreign = true;
        break;
      case 'div':
        if (attrs.type === 'x-p' && attrs.sID && !pilcrows) {
          if (hasText) paragraphAfter = true;
          else startsParagraph = true;
        }
        break;
      default:
        break;
    }
  }
  const record: VerseRecord = { w: body.finish() };
  if (notes.length) record.notes = notes;
  if (startsParagraph) record.p = 1;
  return { record, title, heading, subscription, paragraphAfter, badLemmas };
}

/** Whether a heading-only entry ('Book C:0') opens a paragraph for the next verse. */
export function opensParagraph(osis: string): boolean {
  let open = false;
  for (const m of osis.matchAll(/<div [^>]*>/g)) {
    const tag = parseTag(m[0]);
    if (tag.attrs.type === 'x-p' && tag.attrs.sID) open = true;
  }
  return open;
}

/** Titles inside a heading-only entry (Psalm 119:0 carries ALEPH), as plain text. */
export function headingTitles(osis: string): string[] {
  const out: string[] = [];
  for (const m of osis.matchAll(/<title>(.*?)<\/title>/g)) {
    const text = squeeze(decodeEntities((m[1] as string).replace(/<[^>]*>/g, ' ')));
    if (text) out.push(text);
  }
  return out;
}

/**
 * Commentary OSIS → plain text with paragraphs. Bold headings matching `headingPattern`
 * become markers (\u0001heading\u0002) so the caller can split sections on them.
 */
export function commentaryText(osis: string, headingPattern: RegExp): string {
  let out = '';
  let bold = '';
  let inBold = false;
  for (const piece of pieces(osis)) {
    if ('text' in piece) {
      if (inBold) bold += piece.text;
      else out += piece.text;
      continue;
    }
    const { name, close, empty, attrs } = piece.tag;
    if (name === 'hi' && attrs.type === 'bold' && !close && !empty) {
      inBold = true;
      bold = '';
    } else if (name === 'hi' && close && inBold) {
      inBold = false;
      const text = squeeze(bold);
      out += headingPattern.test(text) ? `\u0001${text}\u0002` : bold;
    } else if (name === 'div' && attrs.type === 'x-p') out += '\n\n';
    else if (name === 'title') out += '\n\n';
    else if (name === 'row' || name === 'item' || name === 'lb' || name === 'l') out += '\n';
    else if (name === 'cell') out += ' ';
  }
  return out;
}

/** Cleans commentary text: single spaces, paragraphs separated by one blank line. */
export function paragraphs(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((p) =>
      p
        .split('\n')
        .map((l) => squeeze(l))
        .filter(Boolean)
        .join('\n'),
    )
    .filter(Boolean)
    .join('\n\n');
}

/** 'Verses 3-5' → {3, 5}; 'Verse 1.' → {1, 1}; 'Verses 1, 2.' → {1, 2}; else null. */
export function headingRange(heading: string): { start: number; end: number } | null {
  const m = /^(?:Verses?|Ver\.)\s+(\d+)(?:\s*(?:-|–|,|to)\s*(\d+))?/i.exec(heading);
  if (!m) return null;
  const start = Number(m[1]);
  const end = m[2] ? Number(m[2]) : start;
  return end >= start ? { start, end } : { start, end: start };
}

/** Splits one commentary entry's text into sections on the heading markers. */
export function splitSections(
  text: string,
  book: string,
  chapter: number,
  keyVerse: number,
): CommentarySection[] {
  const out: CommentarySection[] = [];
  const parts = text.split('\u0001');
  const intro = paragraphs(parts[0] ?? '');
  if (intro) {
    out.push({
      book,
      chapter,
      start: keyVerse <= 1 ? 0 : keyVerse,
      end: keyVerse <= 1 ? 0 : keyVerse,
      heading: '',
      text: intro,
    });
  }
  for (const part of parts.slice(1)) {
    const close = part.indexOf('\u0002');
    const heading = part.slice(0, close);
    const body = paragraphs(part.slice(close + 1));
    const range = headingRange(heading) ?? { start: keyVerse, end: keyVerse };
    out.push({ book, chapter, start: range.start, end: range.end, heading, text: body });
  }
  return out;
}

/** An OSIS reference ('Exod.6.16-Exod.6.20', 'Ps.5.3', '1Chr.24') in the app's form. */
export function osisToReference(osis: string): string | null {
  const [from, to] = osis.split('-');
  const a = /^(\w+)\.(\d+)(?:\.(\d+))?$/.exec(from ?? '');
  if (!a) return null;
  const b = bookIndexFromOsis(a[1] as string);
  if (b < 0) return null;
  const name = (BOOKS[b] as { name: string }).name;
  const c1 = a[2] as string;
  const v1 = a[3];
  let ref = v1 ? `${name} ${c1}:${v1}` : `${name} ${c1}`;
  if (to) {
    const z = /^(\w+)\.(\d+)(?:\.(\d+))?$/.exec(to);
    if (!z || z[1] !== a[1]) return null;
    const c2 = z[2] as string;
    const v2 = z[3];
    if (v1 && v2) ref += c2 === c1 ? `-${v2}` : `-${c2}:${v2}`;
    else if (!v1 && !v2) ref += `-${c2}`;
    else return null;
  }
  return ref;
}

/** One Nave's entry (`<entryFree>`) → its lines with references and its "See" pointers. */
export function parseTopic(osis: string): { topic: TopicRecord; badRefs: string[] } {
  const lines: TopicLine[] = [];
  const see: string[] = [];
  const badRefs: string[] = [];
  let current: TopicLine | null = null;
  let inItem = false;
  let inRef = false;
  let refTarget: string | null = null;
  let refText = '';

  const flush = () => {
    if (current) {
      current.text = squeeze(current.text)
        .replace(/^→\s*/, '')
        .replace(/[\s;,.]+$/, '');
      if (current.text || current.refs.length) lines.push(current);
    }
    current = null;
  };
  const start = (sub: boolean) => {
    flush();
    current = sub ? { text: '', refs: [], sub: 1 } : { text: '', refs: [] };
  };

  for (const piece of pieces(osis)) {
    if ('text' in piece) {
      if (inRef) refText += piece.text;
      else if (current) (current as TopicLine).text += piece.text;
      else if (piece.text.trim()) {
        start(inItem);
        (current as unknown as TopicLine).text += piece.text;
      }
      continue;
    }
    const { name, close, attrs } = piece.tag;
    if (name === 'lb') start(false);
    else if (name === 'item' && !close) {
      inItem = true;
      start(true);
    } else if (name === 'item' && close) {
      flush();
      inItem = false;
    } else if (name === 'list' && close) {
      flush();
    } else if (name === 'ref' && !close) {
      inRef = true;
      refText = '';
      refTarget = attrs.target ?? null;
      if (attrs.osisRef) {
        const ref = osisToReference(attrs.osisRef);
        if (!current) start(inItem);
        if (ref) (current as unknown as TopicLine).refs.push(ref);
        else badRefs.push(attrs.osisRef);
      }
    } else if (name === 'ref' && close) {
      inRef = false;
      if (refTarget) {
        const name = refTarget.replace(/^Nave:/, '');
        see.push(name);
        if (!current) start(inItem);
        (current as unknown as TopicLine).text += refText;
      }
      refTarget = null;
    }
  }
  flush();
  const topic: TopicRecord = { lines };
  if (see.length) topic.see = see;
  return { topic, badRefs };
}
