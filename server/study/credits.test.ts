import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { studyFile } from '../scripture/data-files.ts';
import type { BibleFile } from '../scripture/format.ts';

const here = import.meta.dirname;

describe('the credits say what is true of the data', () => {
  it("counts the WEB's Psalm titles as the file has them", () => {
    const readme = readFileSync(join(here, 'study-data', 'README.md'), 'utf8');
    const web = studyFile<BibleFile>('web.json.gz');
    const stated = /WEB: [^|]*?; ([\d,]+) Psalm titles/.exec(readme)?.[1]?.replace(',', '');
    expect(Number(stated)).toBe(Object.keys(web.titles).length);
  });

  it('does not call the WEB unchanged, since Romans 16:25-27 is moved', () => {
    const about = readFileSync(join(here, '..', '..', 'web', 'app', 'routes', 'about.tsx'), 'utf8');
    const readme = readFileSync(join(here, 'study-data', 'README.md'), 'utf8');
    for (const text of [about, readme]) {
      expect(text).not.toMatch(/text unchanged/);
      expect(text.replace(/\s+/g, ' ')).toMatch(/Romans 1[46]:2[35]/);
    }
  });
});
