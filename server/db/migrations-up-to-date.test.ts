import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../paths.ts';
import { createTestDatabase, type TestDatabase } from '../test/db.ts';
import { lastJournalMillis, migrationsUpToDate } from './migrations-up-to-date.ts';

// Decision 139: start-up skips drizzle's migrator when the journal's newest migration is already applied.

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.dispose();
});

/** The test database as the `{ query(text) }` the check takes. */
const client = () => ({
  async query(text: string) {
    const res = (await t.database.db.execute(sql.raw(text))) as unknown as { rows: unknown[] };
    return { rows: res.rows };
  },
});

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A migrations folder whose journal is the committed one plus a migration written `later` ms after the last. */
function journalWithNewer(later: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'lamplight-journal-'));
  folders.push(dir);
  mkdirSync(join(dir, 'meta'));
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
    entries: { idx: number; when: number; tag: string }[];
  };
  const last = journal.entries.at(-1)!;
  journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + later, tag: '9999_next' });
  writeFileSync(join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  return dir;
}

describe('migrationsUpToDate', () => {
  it('is true on a migrated database with the committed journal', async () => {
    expect(lastJournalMillis()).toBeGreaterThan(0);
    expect(await migrationsUpToDate(client())).toBe(true);
  });

  it('is false when the journal holds a migration the database has not applied', async () => {
    expect(await migrationsUpToDate(client(), journalWithNewer(1000))).toBe(false);
  });

  it('is false on a database without the migrations table (a new one)', async () => {
    // Dropped inside a transaction that is then rolled back, so the file's database keeps its table.
    const rollback = new Error('rollback');
    let seen: boolean | undefined;
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.execute(sql`drop schema drizzle cascade`);
        seen = await migrationsUpToDate({
          async query(text: string) {
            const res = (await tx.execute(sql.raw(text))) as unknown as { rows: unknown[] };
            return { rows: res.rows };
          },
        });
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(seen).toBe(false);
    expect(await migrationsUpToDate(client())).toBe(true);
  });
});
