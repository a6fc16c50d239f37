import { describe, expect, it } from 'vitest';
import { serverTestFiles } from './database-test-files.ts';

describe('the server test files that need a pass on PostgreSQL', () => {
  const { database, other } = serverTestFiles();

  it('finds files that make a test database directly or through a helper', () => {
    // journal.test.ts makes its app through server/test/app.ts; the memory tests reach it through
    // server/test/reader-answer-helpers.ts.
    expect(database).toContain('server/features/journal/journal.test.ts');
    expect(database).toContain('server/features/plans/overview-memory.test.ts');
    expect(database).toContain('server/hardening/authorization.test.ts');
  });

  it('leaves out files that only read shipped data or pure rules', () => {
    expect(other).toContain('server/scripture/references.test.ts');
    expect(other).toContain('scripts/lib/run-prefixed.test.ts');
    expect(database).not.toContain('server/scripture/references.test.ts');
  });

  it('puts every file in exactly one list', () => {
    const all = [...database, ...other];
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBeGreaterThan(80);
  });
});
