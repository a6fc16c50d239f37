import { describe, expect, it } from 'vitest';
import type { CataloguePlan } from '@contract/plans.ts';
import { NO_FILTER, filterCatalogue, lengthBucket, whatNext } from './catalogue.ts';
import { balancedLists } from './components/public-plans.tsx';

let nextId = 1;
const plan = (title: string, over: Partial<CataloguePlan> = {}): CataloguePlan => ({
  id: nextId++,
  type: 'book',
  title,
  description: '',
  usageCount: 0,
  rating: null,
  planType: 'daily',
  sessionCount: 7,
  collection: 'book',
  calendar: false,
  tried: false,
  ...over,
});

const mark = plan('Fourteen Days in Mark', { sessionCount: 14 });
const john = plan('John in Three Weeks', { sessionCount: 21 });
const acts = plan('Acts in Four Weeks', { sessionCount: 28 });
const year = plan('The Bible in a Year', {
  sessionCount: 365,
  collection: 'bible',
  calendar: true,
});
const prayer = plan('Seven Days of Prayer', { collection: 'theme', type: 'theme' });
const lament = plan('Hope in Lament', { collection: 'theme', type: 'theme', sessionCount: 14 });
const advent = plan('Advent', {
  collection: 'season',
  type: 'theme',
  sessionCount: 28,
  tried: true,
});
const all = [mark, john, acts, year, prayer, lament, advent];

describe('browsing the catalogue', () => {
  it('files lengths as a week, a month, a season or a year', () => {
    expect([7, 14, 21, 31, 40, 49, 90, 120, 364, 365].map(lengthBucket)).toEqual([
      'week',
      'week',
      'month',
      'month',
      'month',
      'season',
      'season',
      'season',
      'year',
      'year',
    ]);
  });

  it('filters by kind, by length and by what the reader has not tried', () => {
    expect(filterCatalogue(all, NO_FILTER)).toHaveLength(all.length);
    expect(filterCatalogue(all, { ...NO_FILTER, collection: 'theme' })).toEqual([prayer, lament]);
    expect(filterCatalogue(all, { ...NO_FILTER, length: 'year' })).toEqual([year]);
    expect(filterCatalogue(all, { ...NO_FILTER, collection: 'season', notTried: true })).toEqual(
      [],
    );
    expect(filterCatalogue(all, { ...NO_FILTER, notTried: true })).not.toContain(advent);
  });
});

describe('what next after a finish', () => {
  it('suggests the next book, the same kind of plan and a longer plan', () => {
    const next = whatNext(mark, all);
    expect(next.map((s) => [s.reason, s.plan.title])).toEqual([
      ['The next book', 'John in Three Weeks'],
      ['The same kind of plan', 'Acts in Four Weeks'],
      ['A longer plan', 'Advent'],
    ]);
    expect(next[0]?.plan).toBe(john);
    expect(next.length).toBeGreaterThanOrEqual(2);
    expect(next.length).toBeLessThanOrEqual(3);
    expect(new Set(next.map((s) => s.plan.id)).size).toBe(next.length);
    expect(next.some((s) => s.plan.sessionCount > mark.sessionCount)).toBe(true);
    expect(next.map((s) => s.plan)).not.toContain(mark);
  });

  it('suggests another theme after a theme, and never the finished plan', () => {
    const next = whatNext(prayer, all);
    expect(next[0]).toMatchObject({ reason: 'Another theme', plan: lament });
    expect(next.map((s) => s.plan)).not.toContain(prayer);
  });
});

describe('Top Rated beside Most Popular', () => {
  it('sits side by side only when the lists are about as long', () => {
    expect(balancedLists([1], [1, 2, 3, 4, 5, 6])).toBe(false);
    expect(balancedLists([1, 2, 3, 4], [1, 2, 3, 4, 5, 6])).toBe(true);
  });
});
