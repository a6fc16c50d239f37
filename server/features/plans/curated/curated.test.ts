import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { DAYS_PER_WEEK, scheduleDayCount, totalWeeksFor } from '@contract/plans.ts';
import { BOOKS, isOldTestament } from '../../../scripture/books.ts';
import { verseId } from '../../../scripture/kjv.ts';
import { getPassage } from '../../../scripture/passage.ts';
import { parseReference } from '../../../scripture/references.ts';
import { chapterKey, chaptersIn } from './classic/chapters.ts';
import { CANON_CHAPTERS, CHRONOLOGICAL_ORDER, classicSchedules } from './classic/orders.ts';
import { CLASSIC_PLANS, calendarDate } from './classic/plans.ts';
import classicData from './data/classic.json' with { type: 'json' };
import { CURATED_PLANS, CURATED_TOPICS, curatedPlanBySlug } from './index.ts';
import type { CuratedInsight } from './types.ts';

const kjvFile = createRequire(import.meta.url).resolve('kjv/json/verses-1769.json');
const KJV = JSON.parse(readFileSync(kjvFile, 'utf8')) as Record<string, string>;
/** Book names in the kjv package that differ from Lamplight's canonical names. */
const KJV_BOOK_NAMES: Record<string, string> = { 'Song of Solomon': "Solomon's Song" };
const inKjvData = (book: string, chapter: number, verse: number) =>
  `${KJV_BOOK_NAMES[book] ?? book} ${chapter}:${verse}` in KJV;

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const sentences = (text: string) => text.split(/[.!?](?:\s|$)/).filter((s) => s.trim()).length;
const insightTexts = (i: CuratedInsight) => [
  i.summary,
  ...i.themes.flatMap((t) => [t.title, t.description]),
  ...i.questions,
];

const FLAGSHIP = 'provision-in-the-wilderness';

describe('curated plans', () => {
  it('ships at least 25 plans covering both kinds of study and both plan types', () => {
    expect(CURATED_PLANS.length).toBeGreaterThanOrEqual(25);
    expect(new Set(CURATED_PLANS.map((p) => p.type))).toEqual(new Set(['book', 'theme']));
    expect(new Set(CURATED_PLANS.map((p) => p.planType))).toEqual(new Set(['daily', 'session']));
  });

  it('gives every plan a unique kebab-case slug', () => {
    const slugs = CURATED_PLANS.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('files plans under every kind of the catalogue', () => {
    const kinds = new Set(CURATED_PLANS.map((p) => p.collection ?? p.type));
    expect(kinds).toEqual(new Set(['bible', 'book', 'theme', 'season']));
  });

  describe.each(CURATED_PLANS.map((p) => [p.slug, p] as const))(
    '%s (every plan)',
    (_slug, plan) => {
      it('names only references that resolve, already in canonical form', () => {
        for (const s of plan.sessions) {
          expect(parseReference(s.reference).reference, `day ${s.day}`).toBe(s.reference);
        }
      });

      it('numbers its days from 1 and gives each a title and a short description', () => {
        expect(plan.sessions.map((s) => s.day)).toEqual(plan.sessions.map((_s, i) => i + 1));
        for (const s of plan.sessions) {
          expect(s.title.trim(), `day ${s.day} title`).not.toBe('');
          expect(sentences(s.description), `day ${s.day} description`).toBeLessThanOrEqual(2);
        }
      });

      it('lasts whole weeks, or as many days as its title or calendar says (decision 158)', () => {
        const days = plan.sessions.length;
        // "Day N of {totalWeeks × 7}" is the plan's length for every plan (decision 101).
        expect(scheduleDayCount(totalWeeksFor(days))).toBe(days);
        if (days % DAYS_PER_WEEK === 0) return;
        const named = /\b(\d+) Days\b/.exec(plan.title)?.[1];
        if (named) expect(days).toBe(Number(named));
        else if (/\ba Month\b/.test(plan.title)) expect(days).toBe(31);
        else expect({ calendar: plan.calendar, days }).toEqual({ calendar: true, days: 365 });
      });
    },
  );

  describe.each(
    CURATED_PLANS.filter((p) => !CLASSIC_PLANS.includes(p)).map((p) => [p.slug, p] as const),
  )('%s', (_slug, plan) => {
    it('has a title and a one-to-two-sentence description', () => {
      expect(plan.title.trim()).not.toBe('');
      expect(plan.description.trim()).not.toBe('');
      expect(sentences(plan.description)).toBeLessThanOrEqual(2);
    });

    it('lasts whole weeks: its days are totalWeeks × 7 ("Day N of {totalWeeks × 7}")', () => {
      const totalWeeks = totalWeeksFor(plan.sessions.length);
      expect(Number.isInteger(totalWeeks), `${plan.sessions.length} days`).toBe(true);
      expect(plan.sessions.length).toBe(totalWeeks * DAYS_PER_WEEK);
      expect(scheduleDayCount(totalWeeks)).toBe(plan.sessions.length);
    });

    it('extends its previous release only by appending days', () => {
      if (!plan.previous) return;
      expect(plan.previous.days).toBeLessThan(plan.sessions.length);
      expect(plan.sessions.slice(0, plan.previous.days).map((s) => s.day)).toEqual(
        plan.sessions.slice(0, plan.previous.days).map((_s, i) => i + 1),
      );
      expect(sentences(plan.previous.description)).toBeLessThanOrEqual(2);
    });

    it('has 7-35 sessions numbered contiguously from day 1', () => {
      expect(plan.sessions.length).toBeGreaterThanOrEqual(7);
      expect(plan.sessions.length).toBeLessThanOrEqual(35);
      expect(plan.sessions.map((s) => s.day)).toEqual(plan.sessions.map((_s, i) => i + 1));
    });

    it('gives every session a title and a short description', () => {
      for (const s of plan.sessions) {
        expect(s.title.trim(), `day ${s.day} title`).not.toBe('');
        expect(s.description.trim(), `day ${s.day} description`).not.toBe('');
        expect(sentences(s.description), `day ${s.day} description`).toBeLessThanOrEqual(2);
      }
    });

    it('uses real KJV references of a sensible length, already in canonical form', () => {
      const [min, max] = plan.planType === 'daily' ? [5, 40] : [10, 100];
      for (const s of plan.sessions) {
        const passage = getPassage(s.reference);
        expect(passage.reference, s.reference).toBe(s.reference);
        const first = passage.verses[0];
        const last = passage.verses.at(-1);
        expect(first && inKjvData(first.book, first.chapter, first.verse), s.reference).toBe(true);
        expect(last && inKjvData(last.book, last.chapter, last.verse), s.reference).toBe(true);
        expect(passage.verses.length, s.reference).toBeGreaterThanOrEqual(min);
        expect(passage.verses.length, s.reference).toBeLessThanOrEqual(max);
      }
    });

    it('keeps raw HTML out of any insight', () => {
      for (const s of plan.sessions) {
        if (!s.insight) continue;
        for (const text of insightTexts(s.insight)) expect(text, `day ${s.day}`).not.toContain('<');
      }
    });
  });

  describe('the flagship plan', () => {
    const flagship = CURATED_PLANS.find((p) => p.slug === FLAGSHIP);

    it('is a featured daily theme plan of 10-14 days', () => {
      expect(flagship).toMatchObject({
        title: 'Provision in the Wilderness',
        type: 'theme',
        planType: 'daily',
        featured: true,
      });
      expect(flagship?.sessions.length).toBeGreaterThanOrEqual(10);
      expect(flagship?.sessions.length).toBeLessThanOrEqual(14);
    });

    it('follows the wilderness journey from the pillar of cloud to Amalek', () => {
      const refs = flagship?.sessions.map((s) => s.reference) ?? [];
      expect(refs[0]).toBe('Exodus 13:17-22');
      for (const ref of ['Exodus 14', 'Exodus 15:22-27', 'Exodus 17:1-7', 'Exodus 17:8-16']) {
        expect(refs).toContain(ref);
      }
      expect(refs.some((r) => r.startsWith('Exodus 16'))).toBe(true);
    });

    it('carries a full written insight every day', () => {
      for (const s of flagship?.sessions ?? []) {
        const insight = s.insight;
        expect(insight, `day ${s.day}`).toBeDefined();
        if (!insight) continue;
        const count = words(insight.summary);
        expect(count, `day ${s.day} summary words`).toBeGreaterThanOrEqual(150);
        expect(count, `day ${s.day} summary words`).toBeLessThanOrEqual(400);
        expect(insight.summary, `day ${s.day}`).toContain('\n\n');
        expect(insight.themes, `day ${s.day}`).toHaveLength(3);
        for (const t of insight.themes) {
          expect(t.title.trim()).not.toBe('');
          expect(t.description.trim()).not.toBe('');
        }
        expect(insight.questions, `day ${s.day}`).toHaveLength(3);
        for (const q of insight.questions) expect(q.trim()).toMatch(/\?$/);
        for (const text of insightTexts(insight)) expect(text).not.toMatch(/<[a-z/!]/i);
      }
    });
  });
});

/** How many times each chapter of the canon is read by a plan, by 'Book chapter'. */
function chapterReads(slug: string): Map<string, number> {
  const reads = new Map<string, number>();
  for (const s of curatedPlanBySlug(slug)?.sessions ?? []) {
    for (const c of chaptersIn(s.reference))
      reads.set(chapterKey(c), (reads.get(chapterKey(c)) ?? 0) + 1);
  }
  return reads;
}

/** How many times each verse (by id) is read by a plan. */
function verseReads(slug: string): Map<number, number> {
  const reads = new Map<number, number>();
  for (const s of curatedPlanBySlug(slug)?.sessions ?? []) {
    for (const r of parseReference(s.reference).ranges) {
      const from = verseId(r.bookIndex, r.startChapter, r.startVerse);
      const to = verseId(r.bookIndex, r.endChapter, r.endVerse);
      for (let id = from; id <= to; id++) reads.set(id, (reads.get(id) ?? 0) + 1);
    }
  }
  return reads;
}

const bookOfVerse = (id: number) => {
  let b = BOOKS.length - 1;
  while (b > 0 && verseId(b, 1, 1) > id) b--;
  return BOOKS[b]?.name ?? '';
};

describe('the classic plans (decision 158)', () => {
  it('ship the schedules their rules give (npx tsx scripts/classic-plans.ts)', () => {
    expect(classicData).toEqual(classicSchedules());
  });

  it('has 1,189 chapters in the canon', () => {
    expect(CANON_CHAPTERS).toBe(1189);
  });

  it.each(['bible-in-a-year', 'bible-in-a-year-chronological'])(
    '%s reads each of the 1,189 chapters exactly once in 365 days',
    (slug) => {
      expect(curatedPlanBySlug(slug)?.sessions).toHaveLength(365);
      const reads = chapterReads(slug);
      expect(reads.size).toBe(1189);
      expect([...reads.entries()].filter(([, n]) => n !== 1)).toEqual([]);
    },
  );

  it('keeps the canonical yearly plan in the order of the books, its days even by verses', () => {
    const sessions = curatedPlanBySlug('bible-in-a-year')?.sessions ?? [];
    const order = sessions.flatMap((s) => chaptersIn(s.reference).map(chapterKey));
    const canon = BOOKS.flatMap((b) =>
      Array.from({ length: b.chapters }, (_v, i) => `${b.name} ${i + 1}`),
    );
    expect(order).toEqual(canon);
    const sizes = sessions.map((s) => chaptersIn(s.reference).reduce((n, c) => n + c.verses, 0));
    const mean = sizes.reduce((a, b) => a + b, 0) / sizes.length;
    // Whole chapters only: a day is at most one long chapter away from the mean (Psalm 119 alone is 176).
    for (const size of sizes) expect(size).toBeLessThanOrEqual(176);
    expect(sizes.filter((n) => Math.abs(n - mean) > 30).length).toBeLessThan(sizes.length / 10);
  });

  it('lists every chapter once in the chronological order', () => {
    const keys = CHRONOLOGICAL_ORDER.flatMap((r) => chaptersIn(r).map(chapterKey));
    expect(keys).toHaveLength(1189);
    expect(new Set(keys).size).toBe(1189);
  });

  it("reads in M'Cheyne's calendar four readings a day: the Old Testament once, the New Testament and Psalms twice", () => {
    const plan = curatedPlanBySlug('mcheyne-calendar');
    expect(plan?.sessions).toHaveLength(365);
    // Four readings a day; one reading of day 220 is two chapters apart (Jeremiah 36, 45).
    const parts = (plan?.sessions ?? []).map((s) => s.reference.split('; ').length);
    expect(parts.filter((n) => n !== 4)).toEqual([5]);
    expect(plan?.sessions[0]?.reference).toBe('Genesis 1; Matthew 1; Ezra 1; Acts 1');
    const reads = verseReads('mcheyne-calendar');
    const wrong: string[] = [];
    for (let id = 0; id < 31_102; id++) {
      const book = bookOfVerse(id);
      const expected = book === 'Psalms' || !isOldTestament(book) ? 2 : 1;
      if ((reads.get(id) ?? 0) !== expected) wrong.push(`${book} #${id}: ${reads.get(id) ?? 0}`);
    }
    expect(wrong.slice(0, 10)).toEqual([]);
  });

  it('puts the calendar plans on the calendar: day 1 is January 1, day 365 December 31', () => {
    expect(calendarDate(1)).toBe('January 1');
    expect(calendarDate(59)).toBe('February 28');
    expect(calendarDate(60)).toBe('March 1');
    expect(calendarDate(365)).toBe('December 31');
    for (const plan of CURATED_PLANS.filter((p) => p.calendar)) {
      expect(plan.sessions).toHaveLength(365);
      expect(plan.sessions[330]?.title).toBe('November 27');
    }
  });

  it('reads the New Testament once on weekdays, five chapters a week, weekends free', () => {
    const sessions = curatedPlanBySlug('new-testament-on-weekdays')?.sessions ?? [];
    expect(sessions).toHaveLength(364);
    const weekdays = sessions.filter((s) => s.day % 7 !== 6 && s.day % 7 !== 0);
    expect(weekdays).toHaveLength(260);
    const keys = weekdays.flatMap((s) => chaptersIn(s.reference).map(chapterKey));
    expect(new Set(keys).size).toBe(260);
    expect(keys[0]).toBe('Matthew 1');
    expect(keys.at(-1)).toBe('Revelation 22');
    for (const s of sessions.filter((x) => !weekdays.includes(x))) {
      expect(s.title).toBe('Weekend: catch up or rest');
    }
  });

  it('reads the whole New Testament in 90 days, the Gospels in 40 and the Psalms with Proverbs in 31', () => {
    const nt = chapterReads('new-testament-in-90-days');
    expect(curatedPlanBySlug('new-testament-in-90-days')?.sessions).toHaveLength(90);
    expect(nt.size).toBe(260);
    expect(curatedPlanBySlug('four-gospels-in-40-days')?.sessions).toHaveLength(40);
    expect(chapterReads('four-gospels-in-40-days').size).toBe(89);
    const pp = curatedPlanBySlug('psalms-and-proverbs-in-a-month')?.sessions ?? [];
    expect(pp).toHaveLength(31);
    expect(pp.map((s) => s.reference.split('; ').at(-1))).toEqual(
      pp.map((s) => `Proverbs ${s.day}`),
    );
    expect(chapterReads('psalms-and-proverbs-in-a-month').size).toBe(150 + 31);
  });

  it('serves a four-reading day as one passage with each reading under its own heading', () => {
    const passage = getPassage('Genesis 1; Matthew 1; Ezra 1; Acts 1');
    const headings = passage.passage.split('\n\n').filter((b) => b.startsWith('## '));
    expect(headings).toEqual(['## Genesis 1', '## Matthew 1', '## Ezra 1', '## Acts 1']);
  });
});

describe('curated topics', () => {
  it('offers around 60 distinct, non-empty study topics', () => {
    expect(CURATED_TOPICS.length).toBeGreaterThanOrEqual(50);
    expect(CURATED_TOPICS.length).toBeLessThanOrEqual(80);
    for (const t of CURATED_TOPICS) expect(t.trim()).toBe(t);
    for (const t of CURATED_TOPICS) expect(t).not.toBe('');
    expect(new Set(CURATED_TOPICS.map((t) => t.toLowerCase())).size).toBe(CURATED_TOPICS.length);
  });
});
