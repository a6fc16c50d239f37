import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DECISIONS_DIR, decisionsIndex, readDecisions } from './decisions-index.ts';

describe('the decision index', () => {
  it('lists every record, as the records say (run npx tsx scripts/decisions-index.ts)', () => {
    const committed = readFileSync(join(DECISIONS_DIR, 'README.md'), 'utf8');
    expect(committed).toBe(decisionsIndex());
    for (const r of readDecisions()) expect(committed).toContain(`[${r.number}](${r.file})`);
  });

  it('marks a record superseded when a later one says it supersedes it', () => {
    const records = [
      { number: '040', file: '040-a.md', title: 'Old', status: 'accepted', supersedes: [] },
      {
        number: '113',
        file: '113-b.md',
        title: 'New',
        status: 'accepted; supersedes 040',
        supersedes: ['040'],
      },
    ];
    const index = decisionsIndex(records);
    expect(index).toContain('| [040](040-a.md) | Old | superseded (in whole or in part) by 113 |');
    expect(index).toContain('| [113](113-b.md) | New | accepted |');
  });
});
