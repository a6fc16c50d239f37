import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * The server test files that touch a database: those whose imports, followed through the project's own
 * modules, reach the test databases, the test app or a spawned server. Only these need a second pass on
 * PostgreSQL; a file that checks shipped data or pure rules (the study notes, the lexicon, references)
 * gives the same answer on either database and runs once.
 */

const ROOT = resolve(import.meta.dirname, '../..');

/**
 * Test files run at once on PostgreSQL (`POSTGRES_TEST_WORKERS`, default 3). Each file has a database of its
 * own, and the pass mostly waits on the database server, so files overlap their waits; on PGlite the database
 * runs inside the test process, and the pass keeps vitest's default.
 */
export const POSTGRES_TEST_WORKERS = Math.max(
  1,
  Number(process.env.POSTGRES_TEST_WORKERS ?? 3) || 3,
);

/** Modules whose reach means "this test uses a database". */
const DATABASE_MODULES = [
  'server/test/db.ts',
  'server/test/app.ts',
  'server/test/spawn-server.ts',
  'server/test/scratch-database.ts',
  // The modules that open a database or describe one (server/db/database.ts and its neighbours).
  'server/db/database.ts',
  'server/db/open.ts',
  'server/db/postgres.ts',
  'server/db/pglite.ts',
  'server/db/statements.ts',
  'server/db/listen.ts',
  'server/db/migrations-up-to-date.ts',
].map((p) => join(ROOT, p));

const IMPORT =
  /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function resolveImport(from: string, spec: string): string | null {
  if (spec.startsWith('@contract/')) return join(ROOT, 'contract', spec.slice('@contract/'.length));
  if (spec.startsWith('.')) return resolve(dirname(from), spec);
  return null;
}

function testFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) testFiles(path, out);
    else if (entry.name.endsWith('.test.ts')) out.push(path);
  }
  return out;
}

/** Whether `file` reaches a database module through its imports. */
function reachesDatabase(file: string, seen = new Map<string, boolean>()): boolean {
  const known = seen.get(file);
  if (known !== undefined) return known;
  seen.set(file, false);
  if (DATABASE_MODULES.includes(file)) {
    seen.set(file, true);
    return true;
  }
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return false;
  }
  for (const m of text.matchAll(IMPORT)) {
    const target = resolveImport(file, m[1] ?? m[2] ?? '');
    if (target && reachesDatabase(target, seen)) {
      seen.set(file, true);
      return true;
    }
  }
  return false;
}

/** Server-project test files (relative to the repository) split by whether they use a database. */
export function serverTestFiles(): { database: string[]; other: string[] } {
  const files = ['server', 'contract', 'scripts'].flatMap((d) => testFiles(join(ROOT, d)));
  const seen = new Map<string, boolean>();
  const database: string[] = [];
  const other: string[] = [];
  for (const file of files.sort())
    (reachesDatabase(file, seen) ? database : other).push(relative(ROOT, file));
  return { database, other };
}
