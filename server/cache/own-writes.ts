/**
 * This process's own writes to the tables kept answers read, seen in the text of the statements it sends
 * (PostgreSQL announces a change only after the commit, on another connection, so the write's own request
 * must not wait for it). Which tables count comes from the declarations (server/cache/answers.ts).
 */

/** A write to one watched table, by a reader when the request that made it is known to write only theirs. */
export interface OwnWrite {
  table: string;
  reader: string | undefined;
}

const WRITE =
  /^\s*(?:insert\s+into|update(?:\s+only)?|delete\s+from(?:\s+only)?|truncate(?:\s+table)?(?:\s+only)?)\s+((?:(?:"[^"]+"|\w+)(?:\s*\.\s*(?:"[^"]+"|\w+))?\s*,?\s*)+)/i;
const BEGIN = /^\s*(?:begin|start\s+transaction)\b/i;
const COMMIT = /^\s*(?:commit|end)\b/i;
/** A whole transaction rolled back (not `rollback to savepoint`). */
const ROLLBACK = /^\s*(?:rollback|abort)\s*(?:transaction|work)?\s*;?\s*$/i;

/** A write inside a `with` statement (a data-modifying CTE). */
const CTE_WRITE =
  /\b(?:insert\s+into|update|delete\s+from)\s+(?:only\s+)?(?:"?\w+"?\.)?"?(\w+)"?/gi;

/** The tables a statement writes (lower case, without schema), or none for a read. */
export function writtenTables(text: string): string[] {
  if (/^\s*with\b/i.test(text)) {
    return [...new Set([...text.matchAll(CTE_WRITE)].map((m) => m[1]!.toLowerCase()))];
  }
  const match = WRITE.exec(text);
  if (!match) return [];
  const isTruncate = /^\s*truncate/i.test(text);
  const names = match[1]!
    .split(',')
    .map((part) => part.trim().split(/\s+/)[0]!)
    .filter(Boolean)
    .map((name) => name.split('.').at(-1)!.replaceAll('"', '').toLowerCase());
  return isTruncate ? names.filter((n) => n !== 'cascade' && n !== 'restrict') : names.slice(0, 1);
}

/**
 * Follows transactions per connection: a write to a watched table is applied at once, and again when its
 * transaction commits (a lookup on another connection in between read the rows as they were). A commit that
 * wrote nothing watched applies nothing; a rollback forgets the transaction's writes.
 */
export class OwnWrites {
  private readonly open = new WeakMap<object, OwnWrite[]>();

  constructor(
    private readonly watched: ReadonlySet<string>,
    private readonly apply: (write: OwnWrite) => void,
  ) {}

  statement(text: string, connection: object, reader: string | undefined): void {
    if (BEGIN.test(text)) {
      this.open.set(connection, []);
      return;
    }
    if (COMMIT.test(text)) {
      const writes = this.open.get(connection);
      this.open.delete(connection);
      for (const write of writes ?? []) this.apply(write);
      return;
    }
    if (ROLLBACK.test(text)) {
      this.open.delete(connection);
      return;
    }
    for (const table of writtenTables(text)) {
      if (!this.watched.has(table)) continue;
      const write = { table, reader };
      this.apply(write);
      this.open.get(connection)?.push(write);
    }
  }
}
