import type { CataloguePlan, PlanCollectionName } from '@contract/plans.ts';

// Browsing the catalogue (decision 159): filters and the "what next" suggestions after a finish.

export const COLLECTION_LABELS: Record<PlanCollectionName, string> = {
  bible: 'Whole Bible',
  book: 'A book',
  theme: 'A theme',
  season: 'A season',
};

export type LengthBucket = 'week' | 'month' | 'season' | 'year';

export const LENGTH_LABELS: Record<LengthBucket, string> = {
  week: 'About a week',
  month: 'About a month',
  season: 'A season',
  year: 'A year',
};

/** A plan's length as a reader thinks of it: up to 2 weeks, up to 6 weeks, up to 4 months, longer. */
export function lengthBucket(days: number): LengthBucket {
  if (days <= 14) return 'week';
  if (days <= 45) return 'month';
  if (days <= 120) return 'season';
  return 'year';
}

export interface CatalogueFilter {
  collection: PlanCollectionName | 'all';
  length: LengthBucket | 'all';
  notTried: boolean;
}

export const NO_FILTER: CatalogueFilter = { collection: 'all', length: 'all', notTried: false };

export function filterCatalogue(plans: CataloguePlan[], f: CatalogueFilter): CataloguePlan[] {
  return plans.filter(
    (p) =>
      (f.collection === 'all' || p.collection === f.collection) &&
      (f.length === 'all' || lengthBucket(p.sessionCount) === f.length) &&
      (!f.notTried || !p.tried),
  );
}

/** The books of the Bible in order, to find "the next book" of a finished book plan. */
const BOOK_ORDER = [
  'Genesis',
  'Exodus',
  'Leviticus',
  'Numbers',
  'Deuteronomy',
  'Joshua',
  'Judges',
  'Ruth',
  '1 Samuel',
  '2 Samuel',
  '1 Kings',
  '2 Kings',
  '1 Chronicles',
  '2 Chronicles',
  'Ezra',
  'Nehemiah',
  'Esther',
  'Job',
  'Psalms',
  'Proverbs',
  'Ecclesiastes',
  'Song of Solomon',
  'Isaiah',
  'Jeremiah',
  'Lamentations',
  'Ezekiel',
  'Daniel',
  'Hosea',
  'Joel',
  'Amos',
  'Obadiah',
  'Jonah',
  'Micah',
  'Nahum',
  'Habakkuk',
  'Zephaniah',
  'Haggai',
  'Zechariah',
  'Malachi',
  'Matthew',
  'Mark',
  'Luke',
  'John',
  'Acts',
  'Romans',
  '1 Corinthians',
  '2 Corinthians',
  'Galatians',
  'Ephesians',
  'Philippians',
  'Colossians',
  '1 Thessalonians',
  '2 Thessalonians',
  '1 Timothy',
  '2 Timothy',
  'Titus',
  'Philemon',
  'Hebrews',
  'James',
  '1 Peter',
  '2 Peter',
  '1 John',
  '2 John',
  '3 John',
  'Jude',
  'Revelation',
];

/** The first book a title names ('John in Three Weeks' → 43), or -1. */
function bookIn(title: string): number {
  let found = -1;
  let at = Infinity;
  BOOK_ORDER.forEach((book, i) => {
    const m = new RegExp(`\\b${book === 'Psalms' ? 'Psalms?' : book}\\b`).exec(title);
    if (m && m.index < at) {
      at = m.index;
      found = i;
    }
  });
  return found;
}

export interface Suggestion {
  plan: CataloguePlan;
  /** Why it follows: 'The next book', 'The same kind of plan', 'A longer plan'. */
  reason: string;
}

/**
 * Two or three plans to read after finishing `done`: the plan of the next book that has one,
 * another plan of the same kind, and a longer one, preferring plans the reader has not tried.
 */
export function whatNext(done: CataloguePlan, plans: CataloguePlan[]): Suggestion[] {
  const others = plans
    .filter((p) => p.id !== done.id)
    .sort((a, b) => Number(a.tried) - Number(b.tried));
  const out: Suggestion[] = [];
  const fresh = (p: CataloguePlan) => !out.some((s) => s.plan.id === p.id);
  const take = (plan: CataloguePlan | undefined, reason: string) => {
    if (plan) out.push({ plan, reason });
  };
  const book = bookIn(done.title);
  if (book >= 0) {
    const next = others
      .map((p) => ({ p, b: bookIn(p.title) }))
      .filter((x) => x.b > book && x.p.collection !== 'bible')
      .sort((a, b) => a.b - b.b)[0]?.p;
    take(next, 'The next book');
  }
  take(
    others.find(
      (p) => fresh(p) && p.collection === done.collection && p.sessionCount >= done.sessionCount,
    ),
    done.collection === 'theme' ? 'Another theme' : 'The same kind of plan',
  );
  take(
    others
      .filter((p) => fresh(p) && p.sessionCount > done.sessionCount)
      .sort((a, b) => a.sessionCount - b.sessionCount)[0],
    'A longer plan',
  );
  if (out.length < 2) take(others.find(fresh), 'Something new');
  return out.slice(0, 3);
}
