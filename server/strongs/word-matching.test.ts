import { beforeAll, describe, expect, it } from 'vitest';
import { strongsWordTokens } from '@contract/strongs.ts';
import { ScriptureError } from '../scripture/errors.ts';
import { warmStrongs } from './strongs.ts';
import {
  baseForms,
  clearStrongsWordsCache,
  formsFromRenderings,
  markedRenderings,
  matchVerse,
  passageStrongsWords,
  strongsWordsCacheSize,
  strongsWordsForPassage,
  warmStrongsWords,
} from './word-matching.ts';

/** Every verse key whose words map `word` (lower case) to a number, with that number. */
function occurrencesOf(words: Record<string, Record<string, string>>, word: string) {
  return Object.fromEntries(
    Object.entries(words)
      .filter(([, w]) => w[word] !== undefined)
      .map(([verse, w]) => [verse, w[word]]),
  );
}

describe('strongsWordTokens', () => {
  it('splits verse text into lower-case words, possessives and italics understood', () => {
    const tokens = strongsWordTokens("the LORD'S *is* Beer-sheba, sons' bread");
    expect(tokens.map((t) => t.key)).toEqual([
      'the',
      'lord',
      'is',
      'beer',
      'sheba',
      'sons',
      'bread',
    ]);
    expect(tokens.filter((t) => t.italic).map((t) => t.key)).toEqual(['is']);
    const text = 'the LORD';
    const [, lord] = strongsWordTokens(text);
    expect(text.slice(lord?.start, lord?.end)).toBe('LORD');
  });
});

describe('baseForms', () => {
  it.each([
    ['gathered', 'gather'],
    ['gathereth', 'gather'],
    ['gathering', 'gather'],
    ['quails', 'quail'],
    ['boxes', 'box'],
    ['cities', 'city'],
    ['carried', 'carry'],
    ['cometh', 'come'],
    ['loved', 'love'],
    ['digged', 'dig'],
    ['knowest', 'know'],
    ['brought', 'bring'],
    ['came', 'come'],
    ['led', 'lead'],
  ])('%s may come from %s', (word, base) => expect(baseForms(word)).toContain(base));

  it('leaves words without an ending alone', () => {
    expect(baseForms('wilderness')).toEqual([]);
    expect(baseForms('manna')).toEqual([]);
    expect(baseForms('thus')).toEqual([]);
    expect(baseForms('bring')).toEqual([]);
    expect(baseForms('thing')).toEqual([]);
    expect(baseForms('seed')).toEqual([]);
  });
});

describe('reading KJV renderings', () => {
  it('takes whole words, affixed forms, parts and phrases apart', () => {
    const forms = formsFromRenderings([
      '(shew-) bread',
      'heaven(-s)',
      'the Lord',
      'new moon',
      'come (to pass)',
      'gather (up)',
    ]);
    expect([...forms.whole].sort()).toEqual(
      ['bread', 'shewbread', 'heaven', 'heavens', 'lord', 'come', 'gather'].sort(),
    );
    expect([...forms.part].sort()).toEqual(['moon', 'new']);
    const phrases = forms.phrases.map((p) => p.words.join(' '));
    expect(phrases).toContain('new moon');
    expect(phrases).toContain('come to pass');
    // Filling in '(to pass)' lets the phrase match, but only 'come' is the number's own word.
    const comeToPass = forms.phrases.find((p) => p.words.join(' ') === 'come to pass');
    expect(comeToPass?.claims).toEqual([true, false, false]);
  });

  it('treats renderings Strong marks as idioms or phrases as weak', () => {
    const definition =
      'A day. KJV: age, [phrase] always, ((birth-), each, to) day, [idiom] end, [phrase] evening, life.';
    const marked = markedRenderings(definition);
    expect([...marked].sort()).toEqual(['always', 'end', 'evening']);
    const forms = formsFromRenderings(['age', 'always', 'day', 'end', 'evening', 'life'], marked);
    expect(forms.whole.has('evening')).toBe(false);
    expect(forms.part.has('evening')).toBe(true);
    expect(forms.whole.has('day')).toBe(true);
  });
});

describe('matching words to numbers', () => {
  beforeAll(() => warmStrongs(), 60_000);

  it('prefers the number that lists the word exactly, then the rarer one', async () => {
    // Genesis 1:5: H3117 (yom) lists 'evening' only inside a phrase; H6153 (ereb) lists it.
    const words = await matchVerse(
      'And God called the light Day, and the darkness he called Night. And the evening and the morning were the first day.',
      ['H7121', 'H430', 'H216', 'H3117', 'H2822', 'H3915', 'H1961', 'H6153', 'H1242', 'H259'],
    );
    expect(words).toMatchObject({ evening: 'H6153', day: 'H3117', morning: 'H1242' });
    expect(words.god).toBe('H430');
    expect(words.light).toBe('H216');
  });

  it('gives one number one word unless it is the same word inflected', async () => {
    // 'bread' and 'eat' are both renderings of H3899 (lechem); 'eat' belongs to H398 (akal).
    const words = await matchVerse('when we did eat bread to the full', ['H398', 'H3899']);
    expect(words).toEqual({ eat: 'H398', bread: 'H3899' });
    const gathered = await matchVerse('they gathered, and he that gathereth much', ['H3950']);
    expect(gathered).toEqual({ gathered: 'H3950', gathereth: 'H3950' });
  });

  it('never links stop words or the translators’ supplied words', async () => {
    const words = await matchVerse('and *bread* unto the LORD', ['H3899', 'H413', 'H3068']);
    expect(words).toEqual({ lord: 'H3068' });
  });

  it('only uses the numbers tagged in the verse', async () => {
    expect(await matchVerse('bread from heaven', [])).toEqual({});
    expect(await matchVerse('bread from heaven', ['H8064'])).toEqual({ heaven: 'H8064' });
  });
});

describe('strongsWordsForPassage', () => {
  beforeAll(async () => {
    await warmStrongs();
    await warmStrongsWords();
  }, 60_000);

  it('finds the manna, the bread, the quails and the morning of Exodus 16', async () => {
    const words = await strongsWordsForPassage('Exodus 16');
    expect(occurrencesOf(words, 'manna')).toEqual({
      '16:15': 'H4478',
      '16:31': 'H4478',
      '16:33': 'H4478',
      '16:35': 'H4478',
    });
    const bread = occurrencesOf(words, 'bread');
    expect(Object.keys(bread).sort()).toEqual(
      ['16:3', '16:4', '16:8', '16:12', '16:15', '16:22', '16:29', '16:32'].sort(),
    );
    expect(new Set(Object.values(bread))).toEqual(new Set(['H3899']));
    expect(occurrencesOf(words, 'quails')).toEqual({ '16:13': 'H7958' });
    const morning = occurrencesOf(words, 'morning');
    expect(Object.keys(morning).length).toBeGreaterThanOrEqual(8);
    expect(new Set(Object.values(morning))).toEqual(new Set(['H1242']));
    expect(occurrencesOf(words, 'gathered')).toEqual({
      '16:17': 'H3950',
      '16:18': 'H3950',
      '16:21': 'H3950',
      '16:22': 'H3950',
    });
    expect(words['16:4']).toMatchObject({ gather: 'H3950', heaven: 'H8064', lord: 'H3068' });
    expect(words['16:12']).toMatchObject({ god: 'H430' });
    // Supplied words and stop words are never keys.
    expect(words['16:15']).not.toHaveProperty('was');
    expect(words['16:15']).not.toHaveProperty('the');
  });

  it('finds the wilderness and the pillar of Exodus 13:17-22', async () => {
    const words = await strongsWordsForPassage('Exodus 13:17-22');
    expect(Object.keys(words).every((k) => /^13:(1[7-9]|2[0-2])$/.test(k))).toBe(true);
    expect(occurrencesOf(words, 'wilderness')).toEqual({ '13:18': 'H4057', '13:20': 'H4057' });
    expect(occurrencesOf(words, 'pillar')).toEqual({ '13:21': 'H5982', '13:22': 'H5982' });
    expect(words['13:21']).toMatchObject({ cloud: 'H6051', fire: 'H784', night: 'H3915' });
  });

  it('has nothing for the New Testament', async () => {
    expect(await strongsWordsForPassage('John 6:35')).toEqual({});
  });

  it('keys verses of a second book with the book name', async () => {
    const { reference, words } = await passageStrongsWords('Exodus 16:15; Numbers 11:7');
    expect(reference).toBe('Exodus 16:15; Numbers 11:7');
    expect(Object.keys(words).sort()).toEqual(['16:15', 'Numbers 11:7']);
    expect(words['Numbers 11:7']).toMatchObject({ manna: 'H4478' });
  });

  it('rejects a reference it cannot read with a ScriptureError', async () => {
    await expect(strongsWordsForPassage('Hezekiah 3:1')).rejects.toBeInstanceOf(ScriptureError);
  });

  it('remembers passages, and matches a 40-verse passage in well under 50 ms', async () => {
    clearStrongsWordsCache();
    await strongsWordsForPassage('Genesis 1:1-2:9'); // fills the per-number caches
    clearStrongsWordsCache();
    const cpu = process.cpuUsage();
    const first = await passageStrongsWords('Genesis 1:1-2:9');
    const used = process.cpuUsage(cpu);
    expect((used.user + used.system) / 1000).toBeLessThan(50);
    expect(Object.keys(first.words)).toHaveLength(40);
    expect(await passageStrongsWords('Genesis 1:1-2:9')).toBe(first);
    expect(strongsWordsCacheSize()).toBe(1);
    await expect(passageStrongsWords('Hezekiah 3:1')).rejects.toThrow();
    expect(strongsWordsCacheSize()).toBe(1); // failures are not kept
  });
});
