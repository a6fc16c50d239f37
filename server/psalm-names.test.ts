import { describe, expect, it } from 'vitest';
import { bookBySlug, chapterName } from '@contract/bible-rules.ts';
import { defaultJournalTitle } from '@contract/journal-rules.ts';
import { getChapter, search } from './features/bible/service.ts';
import { CURATED_PLANS } from './features/plans/curated/index.ts';
import { formatRange, parseReference } from './scripture/references.ts';

/**
 * Decision 123's rule, read off a shown reference: within one Psalm it is 'Psalm' ('Psalm 23',
 * 'Psalm 22:1-11', 'Psalm 23:2'); across Psalms it is 'Psalms' ('Psalms 42-43', 'Psalms 42:1-43:5').
 */
function psalmNamingErrors(shown: string): string[] {
  const errors: string[] = [];
  for (const m of shown.matchAll(/\bPsalms?\s+(\d+)(?::(\d+))?(?:-(\d+)(?::(\d+))?)?/g)) {
    const [text, , verse, to, toVerse] = m;
    const several = to !== undefined && (verse === undefined || toVerse !== undefined);
    const want = several ? 'Psalms ' : 'Psalm ';
    if (!text.startsWith(want) || (!several && text.startsWith('Psalms'))) {
      errors.push(`${shown}: '${text}' should start '${want.trim()}'`);
    }
  }
  return errors;
}

describe('one rule for naming Psalms, wherever the app shows a reference', () => {
  it('the rule reads as decision 123 says', () => {
    expect(psalmNamingErrors('Psalm 23')).toEqual([]);
    expect(psalmNamingErrors('Psalm 22:1-11')).toEqual([]);
    expect(psalmNamingErrors('Psalms 42-43')).toEqual([]);
    expect(psalmNamingErrors('Psalms 42:1-43:5')).toEqual([]);
    expect(psalmNamingErrors('Psalms 23:2')).toHaveLength(1);
    expect(psalmNamingErrors('Psalm 42:1-43:5')).toHaveLength(1);
    expect(psalmNamingErrors('Psalm 42-43')).toHaveLength(1);
  });

  it('holds for the formatter, the reader, search results, plans and journal titles', () => {
    const shown: string[] = [];
    // The formatter, from what readers and plan authors type.
    for (const typed of [
      'Psalms 23',
      'psalm 23',
      'Ps 22:1-11',
      'Psalms 42-43',
      'Psalm 42:1-43:5',
      'Psalms 119:105',
      'Psalm 1; Psalms 2:1-3:2',
    ]) {
      const parsed = parseReference(typed);
      shown.push(parsed.reference, ...parsed.ranges.map((r) => formatRange(r)));
      shown.push(...parsed.ranges.map((r) => formatRange(r, true)));
    }
    // The Bible reader's chapter names and its previous/next.
    const psalms = bookBySlug('psalms')!;
    for (let c = 1; c <= psalms.chapters; c++) shown.push(chapterName(psalms, c));
    const chapter = getChapter('psalms', 46).body;
    shown.push(chapter.name, chapter.prev?.name ?? '', chapter.next?.name ?? '');
    // Search results.
    for (const q of ['shepherd', 'still waters', 'selah']) {
      shown.push(...search({ q, book: 'psalms' }).results.map((r) => r.reference));
    }
    // Every curated plan's days, and the journal title a reflection on each gets.
    for (const plan of CURATED_PLANS) {
      for (const day of plan.sessions)
        shown.push(day.reference, defaultJournalTitle(day.reference));
    }
    expect(shown.filter((s) => /Psalm/.test(s)).length).toBeGreaterThan(200);
    expect(shown.flatMap(psalmNamingErrors)).toEqual([]);
    expect(shown).toContain('Psalm 23:2');
    expect(shown).toContain('Psalms 42:1-43:5');
    expect(shown).toContain('Psalm 46');
  });
});
