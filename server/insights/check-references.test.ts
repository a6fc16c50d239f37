import { describe, expect, it } from 'vitest';
import { getVerse } from '../scripture/kjv.ts';
import {
  REPLACEMENT_PHRASE,
  checkInsightReferences,
  comparableWords,
  quotationMatches,
  removeInvalidReferences,
  removeMisattributedQuotations,
  removeMisquotations,
} from './check-references.ts';

describe('removeInvalidReferences', () => {
  it('keeps text whose references all exist untouched', () => {
    const text =
      'Manna falls (Exodus 16:4) and Jesus recalls it in John 6:31-35. See also Deut 8:3, 1 Corinthians 10:3–4 and Song of Solomon 2:4.';
    expect(removeInvalidReferences(text)).toEqual({ text, removed: [] });
  });

  it('leaves words followed by a number that are not books alone ("Day 5", "At 3:00")', () => {
    const text = 'On Day 5 the people gathered. At 3:00 the sun was high. Chapter 3 begins.';
    expect(removeInvalidReferences(text).removed).toEqual([]);
  });

  it('drops an invented reference in an aside, with its brackets', () => {
    expect(removeInvalidReferences('Manna foreshadows Christ (see Hezekiah 3:1).').text).toBe(
      'Manna foreshadows Christ.',
    );
  });

  it('drops one item of a list of references and keeps the others', () => {
    expect(removeInvalidReferences('Bread from heaven (John 6:31-35; Hezekiah 3:1).').text).toBe(
      'Bread from heaven (John 6:31-35).',
    );
    expect(removeInvalidReferences('Bread from heaven (Hezekiah 3:1; John 6:31-35).').text).toBe(
      'Bread from heaven (John 6:31-35).',
    );
  });

  it('drops the sentence that cites an invented reference when the paragraph has more to say', () => {
    const r = removeInvalidReferences(
      'As Hezekiah 3:1 reminds us, trust grows. Daily bread echoes this.',
    );
    expect(r).toEqual({ text: 'Daily bread echoes this.', removed: ['Hezekiah 3:1'] });
  });

  it('removes chapters and verses that do not exist in a real book', () => {
    const r = removeInvalidReferences(
      'Compare Psalm 151:2 for a song. Exodus 99 never happened. Exodus 16 did.',
    );
    expect(r.text).toBe('Exodus 16 did.');
    expect(r.removed).toEqual(['Psalm 151:2', 'Exodus 99']);
  });

  it('finds a numbered book after another number-like word ("Also 1 Kings 30:1")', () => {
    expect(removeInvalidReferences('Also 1 Kings 30:1 was it. Ruth 1:16 is real.').text).toBe(
      'Ruth 1:16 is real.',
    );
  });

  it('keeps a one-sentence field readable with a neutral phrase', () => {
    expect(removeInvalidReferences('How does Hezekiah 3:1 shape your trust?').text).toBe(
      `How does ${REPLACEMENT_PHRASE} shape your trust?`,
    );
  });

  it('drops a markdown list item that only cites an invented reference', () => {
    const text = '## Echoes\n\n- Hezekiah 3:1 says so.\n- Exodus 16:15 names it.';
    expect(removeInvalidReferences(text).text).toBe('## Echoes\n\n- Exodus 16:15 names it.');
  });
});

describe('checkInsightReferences', () => {
  it('checks the summary, every theme and every question', () => {
    const { insight, removed } = checkInsightReferences({
      summary: 'Bread (Hezekiah 3:1). Real bread (Exodus 16:4).',
      themes: [
        { title: 'Provision', description: 'See Obadiah 2:1. God provides.' },
        { title: 'Trust', description: 'Trust God.' },
      ],
      questions: ['What does Malachi 5:1 say?', 'What does Exodus 16:4 say?'],
    });
    expect(insight.summary).toBe('Bread. Real bread (Exodus 16:4).');
    expect(insight.themes[0]?.description).toBe('God provides.');
    expect(insight.questions).toEqual([
      `What does ${REPLACEMENT_PHRASE} say?`,
      'What does Exodus 16:4 say?',
    ]);
    expect(removed).toEqual(['Hezekiah 3:1', 'Obadiah 2:1', 'Malachi 5:1']);
  });

  it('also removes a misquotation and passes the other fields through', () => {
    const { insight, misquoted } = checkInsightReferences({
      summary:
        'Bread. "I will rain bread from heaven for you" (Exodus 16:4). "I will rain cake from heaven for you" (Exodus 16:4).',
      themes: [
        { title: 'Provision', description: 'God provides.' },
        { title: 'Trust', description: 'Trust God.' },
      ],
      questions: ['Why bread?', 'Why daily?'],
      sources: ['Exodus 16 (KJV)'],
    });
    expect(insight.summary).toBe('Bread. "I will rain bread from heaven for you" (Exodus 16:4).');
    expect(insight.sources).toEqual(['Exodus 16 (KJV)']);
    expect(misquoted).toEqual(['"I will rain cake from heaven for you" (Exodus 16:4)']);
  });
});

describe('quotations of scripture', () => {
  it('accept the KJV words of the reference, whatever the case, punctuation and italics', () => {
    // Deuteronomy 8:3 in the KJV: "...that man doth not live by bread only, but by every word..."
    expect(getVerse('Deuteronomy', 8, 3)).toContain('man doth not live by bread only');
    expect(quotationMatches('Man doth not live by bread only', 'Deuteronomy 8:3')).toBe(true);
    expect(quotationMatches('The LORD is my shepherd; I shall not want.', 'Psalm 23:1')).toBe(true);
    // Across verses of a range, and with an ellipsis skipping words in order.
    expect(
      quotationMatches('I shall not want. He maketh me to lie down in green pastures', 'Ps 23:1-2'),
    ).toBe(true);
    expect(
      quotationMatches('The LORD is my shepherd … beside the still waters', 'Psalms 23:1-2'),
    ).toBe(true);
    // The translators' italics (*is*) and apostrophes are not words of their own.
    expect(getVerse('Exodus', 16, 15)).toContain('It *is* manna');
    expect(quotationMatches('It is manna: for they wist not what it was', 'Exodus 16:15')).toBe(
      true,
    );
    expect(comparableWords("The LORD’s *portion*, isn't it?")).toEqual([
      'the',
      'lords',
      'portion',
      'isnt',
      'it',
    ]);
  });

  it('catch one word changed, words out of order, the wrong verse and a reference that does not exist', () => {
    expect(quotationMatches('Man doth not live by bread alone', 'Deuteronomy 8:3')).toBe(false);
    expect(quotationMatches('Man doth not live by only bread', 'Deuteronomy 8:3')).toBe(false);
    expect(quotationMatches('Man doth not live by bread only', 'Deuteronomy 8:4')).toBe(false);
    expect(quotationMatches('Man doth not live by bread only', 'Hezekiah 8:3')).toBe(false);
    expect(
      quotationMatches('beside the still waters … The LORD is my shepherd', 'Psalms 23:1-2'),
    ).toBe(false);
  });

  it('find quotations a reference follows or introduces, and drop the sentence of a misquotation', () => {
    expect(
      removeMisquotations(
        'God feeds them. Moses recalls it: "Man doth not live by cake only" (Deuteronomy 8:3). Trust grows.',
      ),
    ).toEqual({
      text: 'God feeds them. Trust grows.',
      misquoted: ['"Man doth not live by cake only" (Deuteronomy 8:3)'],
    });
    expect(
      removeMisquotations(
        'As Deuteronomy 8:3 says, “man shall not live by bread alone.” Trust grows.',
      ).text,
    ).toBe('Trust grows.');
    expect(
      removeMisquotations('He said, "bread from heaven," Exodus 16:5. Trust grows.').text,
    ).toBe('Trust grows.');
    const true1 = 'As Deuteronomy 8:3 says, "man doth not live by bread only". Trust grows.';
    expect(removeMisquotations(true1)).toEqual({ text: true1, misquoted: [] });
  });

  it('keep a one-sentence field readable with the reference in place of the misquotation', () => {
    expect(
      removeMisquotations(
        'What does "Man shall not live by bread alone" (Deuteronomy 8:3) teach you?',
      ).text,
    ).toBe('What does Deuteronomy 8:3 teach you?');
  });

  it('leave quoted words with no reference alone', () => {
    const text = 'They asked, "What is it?" The word manna may mean just that.';
    expect(removeMisquotations(text)).toEqual({ text, misquoted: [] });
  });
});

describe('words given to a named author', () => {
  it("keep a sentence quoting Matthew Henry's own words and drop one he never wrote", () => {
    const text =
      'Matthew Henry observes, "Prayer is the soul\'s breath." Henry writes that "Every trial is indeed a temptation" for Abraham. Abraham obeyed.';
    const { text: out, misattributed } = removeMisattributedQuotations(text);
    expect(out).toBe(
      'Henry writes that "Every trial is indeed a temptation" for Abraham. Abraham obeyed.',
    );
    expect(misattributed).toEqual([`"Prayer is the soul's breath." (Matthew Henry)`]);
  });

  it('hold Spurgeon to The Treasury of David and anyone else named to the passage given', () => {
    const passage = '1 God is our refuge and strength, a very present help in trouble.';
    const text = [
      'Spurgeon calls the psalm "a song of holy confidence for all who love the Lord".',
      'The psalmist says, "God is our refuge and strength".',
      'Luther wrote, "A mighty fortress is our God".',
    ].join(' ');
    const { text: out, misattributed } = removeMisattributedQuotations(text, passage);
    expect(out).toBe('The psalmist says, "God is our refuge and strength".');
    expect(misattributed.map((m) => m.replace(/^.*\(/, ''))).toEqual(['Spurgeon)', 'Luther)']);
  });

  it('leave scripture with its reference to the quotation check', () => {
    const text = 'Henry notes the verse "God will provide himself a lamb" (Genesis 22:8).';
    expect(removeMisattributedQuotations(text).misattributed).toEqual([]);
  });

  it('run with the other checks over an insight, a WEB reader held to the WEB', () => {
    const insight = {
      summary:
        'Abraham answered, "God will provide himself a lamb" (Genesis 22:8). Matthew Henry says, "Faith is a lamp in the dark." The story ends in blessing.',
      themes: [{ title: 'Faith', description: 'Trust.' }],
      questions: ['Matthew Henry asks, "Where is your Moriah?"', 'What did Abraham fear?'],
    };
    const web = checkInsightReferences(insight, { translation: 'web' });
    expect(web.insight.summary).toBe('The story ends in blessing.');
    expect(web.misquoted).toEqual(['"God will provide himself a lamb" (Genesis 22:8)']);
    expect(web.misattributed).toHaveLength(2);
    expect(web.insight.questions).toEqual(['What did Abraham fear?']);
    const kjv = checkInsightReferences(insight);
    expect(kjv.insight.summary).toContain('"God will provide himself a lamb" (Genesis 22:8)');
  });
});
