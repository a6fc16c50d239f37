import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors.ts';
import { BOOKS } from '../../scripture/books.ts';
import { parseReference } from '../../scripture/references.ts';
import {
  checkReference,
  completePlan,
  generateOfflinePlan,
  MAX_SESSION_VERSES,
  sessionCountFor,
} from './generator.ts';
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

  it('builds thematic passages that parse, in canonical order, each 8-25 verses within one chapter', () => {
    const p = plan('prayer', 10);
    expect(p.type).toBe('custom');
    expect(p.title).toContain('Prayer');
    const starts: number[] = [];
    for (const s of p.sessions) {
      const parsed = parseReference(s.reference);
      expect(parsed.reference).toBe(s.reference);
      expect(parsed.ranges).toHaveLength(1);
      const r = parsed.ranges[0]!;
      expect(r.startChapter).toBe(r.endChapter);
      const verses = versesOf([s.reference]).length;
      expect(verses).toBeGreaterThanOrEqual(Math.min(8, verses));
      expect(verses).toBeLessThanOrEqual(25);
      expect(s.title).toBe(`Prayer in ${s.reference}`);
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

  it('walks through a named book in order, covering every verse once', () => {
    for (const [topic, book, n] of [
      ['book of Ruth', 'Ruth', 7],
      ['Romans', 'Romans', 5],
      ['The Gospel of John', 'John', 21],
      ['Psalms', 'Psalms', 10],
      ['Jude', 'Jude', 3],
      ['2 Timothy', '2 Timothy', 4],
      ['second timothy', '2 Timothy', 4],
    ] as const) {
      const p = plan(topic, n);
      expect(p.type, topic).toBe('book');
      expect(p.sessions, topic).toHaveLength(n);
      const covered = versesOf(p.sessions.map((s) => s.reference));
      const whole = versesOf([book]);
      expect(covered, topic).toEqual(whole);
      for (const s of p.sessions) expect(parseReference(s.reference).reference).toBe(s.reference);
    }
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
    expect(p.sessions[0]).toEqual({
      reference: 'Lamentations 3:19-33',
      title: 'New every morning',
      description: 'Hope in grief.',
    });
    expect(p.sessions[1]).toMatchObject({ reference: 'Romans 5:1-11', title: 'Romans 5:1-11' });
    expect(p.sessions.map((s) => s.reference).join(' ')).not.toMatch(/Hezekiah|Isaiah 1-66/);
    for (const s of p.sessions) expect(checkReference(s.reference)).not.toBeNull();
  });

  it('limits a session to a readable length', () => {
    expect(checkReference('Psalms 119')).toMatchObject({ verses: 176 });
    expect(checkReference('Genesis 1-10')).toBeNull();
    expect(MAX_SESSION_VERSES).toBeGreaterThanOrEqual(176);
    expect(checkReference(42)).toBeNull();
  });
});
