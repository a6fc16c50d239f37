/**
 * Whether the database already holds every committed migration, so start-up can skip drizzle's migrator
 * (decision 139). Running the migrations themselves is each driver's `migrate` (postgres.ts, pglite.ts).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { MIGRATIONS_DIR } from '../paths.ts';

/** The `when` of the newest migration in the committed journal (drizzle's folderMillis). */
export function lastJournalMillis(migrationsFolder: string = MIGRATIONS_DIR): number {
  const journal = JSON.parse(
    readFileSync(resolve(migrationsFolder, 'meta/_journal.json'), 'utf8'),
  ) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((e) => e.when));
}

/**
 * True when the database already holds the journal's newest migration (decision 139): drizzle applies a
 * migration only when its `when` is newer than the newest `created_at` in drizzle.__drizzle_migrations, so
 * then it would apply nothing. One statement instead of drizzle's five (schema and table creation, the
 * read, an empty transaction) and reading and hashing every migration file. False when the table is
 * missing (a new database) or on any error: the migrator then runs as before.
 */
export async function migrationsUpToDate(
  client: { query(text: string): Promise<{ rows: unknown[] }> },
  migrationsFolder: string = MIGRATIONS_DIR,
): Promise<boolean> {
  try {
    const { rows } = await client.query(
      'select max(created_at)::text as last from drizzle.__drizzle_migrations',
    );
    const last = (rows[0] as { last: string | null } | undefined)?.last;
    return last != null && Number(last) >= lastJournalMillis(migrationsFolder);
  } catch {
    return false;
  }
}
