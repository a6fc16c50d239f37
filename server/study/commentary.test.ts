import { describe, expect, it } from 'vitest';
import { parseReference } from '../scripture/references.ts';
import { commentary, commentaryFor } from './commentary.ts';

function range(ref: string) {
  const r = parseReference(ref).ranges[0];
  if (!r) throw new Error(ref);
  return r;
}

describe("Matthew Henry's Concise Commentary (MHCC)", () => {
  it('has sections covering Exodus 16 and Romans 8', () => {
    const exodus = commentaryFor(range('Exodus 16'));
    expect(exodus.map((s) => s.heading)).toEqual([
      'Verses 1-12',
      'Verses 13-21',
      'Verses 22-31',
      'Verses 32-36',
    ]);
    expect(exodus[1]?.text).toMatch(/^At evening the quails came up/);
    const romans = commentaryFor(range('Romans 8'));
    expect(romans.length).toBeGreaterThanOrEqual(4);
    expect(romans[0]?.start).toBe(1);
    expect(romans.at(-1)?.end).toBe(39);
  });

  it('picks only the sections that overlap a passage', () => {
    expect(commentaryFor(range('Exodus 16:4')).map((s) => s.heading)).toEqual(['Verses 1-12']);
    expect(commentaryFor(range('Exodus 16:20-23')).map((s) => s.heading)).toEqual([
      'Verses 13-21',
      'Verses 22-31',
    ]);
    expect(commentaryFor(range('Exodus 16'), 'mhcc', true)[0]).toMatchObject({
      start: 0,
      heading: '',
    });
  });

  it('covers every book, with plain text only', () => {
    const { sections, author } = commentary('mhcc');
    expect(author).toBe('Matthew Henry');
    expect(new Set(sections.map((s) => s.book)).size).toBe(66);
    expect(sections.some((s) => /<[a-z]/i.test(s.text))).toBe(false);
    expect(sections.filter((s) => s.start > 0).every((s) => s.end >= s.start)).toBe(true);
  });
});

describe("Spurgeon's Treasury of David (TDavid)", () => {
  it('explains the Psalms verse by verse', () => {
    const psalm23 = commentaryFor(range('Psalms 23'), 'tdavid', true);
    expect(psalm23[0]?.start).toBe(0);
    expect(psalm23.filter((s) => s.start > 0)).toHaveLength(6);
    expect(commentary('tdavid').author).toBe('C. H. Spurgeon');
    expect(new Set(commentary('tdavid').sections.map((s) => s.chapter)).size).toBe(150);
  });
});
