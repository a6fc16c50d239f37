import { describe, expect, it } from 'vitest';
import { parseReference } from '../scripture/references.ts';
import { navesReferences, navesTopic, navesTopicCount, searchNavesTopics } from './naves.ts';

describe("Nave's Topical Bible", () => {
  it('has its topics', () => {
    expect(navesTopicCount()).toBeGreaterThan(5300);
  });

  it('has PRAYER, whose references all parse to text', () => {
    const prayer = navesTopic('prayer');
    expect(prayer?.name).toBe('PRAYER');
    const daily = prayer?.lines.find((l) => l.text === 'Daily, in the morning');
    expect(daily?.refs).toEqual(['Psalms 5:3', 'Psalms 88:13', 'Psalms 143:8', 'Isaiah 33:2']);
    const refs = navesReferences('PRAYER');
    expect(refs.length).toBeGreaterThan(100);
    for (const ref of refs) expect(parseReference(ref).ranges.length).toBeGreaterThan(0);
  });

  it('finds topics by prefix, alphabetically, at most the limit', () => {
    expect(searchNavesTopics('pray')).toEqual(expect.arrayContaining(['PRAYER']));
    expect(searchNavesTopics('pra', 3)).toHaveLength(3);
    expect(searchNavesTopics('zzzz')).toEqual([]);
    expect(searchNavesTopics('  ')).toEqual([]);
  });

  it('keeps "See" pointers to other topics', () => {
    expect(navesTopic('ABARIM')?.see).toEqual(['NEBO']);
  });
});
