import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as schema from '../db/schema/index.ts';

/**
 * Each table has a home: the module (a file, or a folder ending in '/') that reads and writes it; every
 * other module calls a function there (decisions 176 and 181). Adding a table: declare its home here.
 * A query that needs another table's columns calls that table's home, or joins a subquery the home
 * lends (`userProfiles` in server/users/users-repository.ts, the plan columns in
 * server/plans-data/plan-columns-repository.ts), so it stays one statement.
 *
 * Where a table has two homes, both are listed and the comment says why.
 */
const TABLE_HOMES: Record<string, readonly string[]> = {
  // The reader's row, and what hangs off it that every feature shares: sessions, admin grants, the
  // reading days behind the streak, the activity list and the membership history.
  users: ['server/users/'],
  admin_user_grants: ['server/users/'],
  reading_days: ['server/users/'],
  activity: ['server/users/'],
  membership_changes: ['server/users/'],
  // Sessions start, end and are looked up in server/users/; the cleanup job (its second home) deletes
  // the expired ones of every kind in one pass.
  sessions: ['server/users/', 'server/jobs/cleanup-repository.ts'],
  // Signing in: the identity provider's rows, and the cleanup job for the expired ones.
  identities: ['server/features/auth/repository.ts'],
  identity_sessions: ['server/features/auth/repository.ts', 'server/jobs/cleanup-repository.ts'],
  email_verifications: ['server/features/auth/repository.ts', 'server/jobs/cleanup-repository.ts'],
  password_resets: ['server/features/auth/repository.ts', 'server/jobs/cleanup-repository.ts'],
  signing_keys: ['server/features/auth/signing-keys-repository.ts'],
  // The plans: what several features share in server/plans-data/, what only the plans feature does
  // (creating, following, the catalogue) in its own repositories.
  plans: ['server/plans-data/', 'server/features/plans/'],
  plan_sessions: ['server/plans-data/', 'server/features/plans/'],
  user_plans: ['server/plans-data/', 'server/features/plans/'],
  plan_completions: ['server/plans-data/', 'server/features/plans/'],
  // Readings: what the journal and the export share in server/readings-data/, the rest in the feature.
  readings: ['server/readings-data/', 'server/features/readings/'],
  insights: ['server/insights/'],
  // The journal writes entries; the notebook lists them and keeps the book and group columns.
  journal_entries: ['server/features/journal/', 'server/features/notebook/'],
  journal_entry_books: ['server/features/notebook/'],
  journal_groups: ['server/features/notebook/'],
  journal_totals: ['server/features/journal/'],
  app_settings: ['server/settings/'],
  stripe_events: ['server/features/membership/'],
  // The request counters, and the cleanup job for the expired ones.
  rate_limits: ['server/rate-limits/', 'server/jobs/cleanup-repository.ts'],
  reminder_settings: ['server/features/reminders/'],
  reminder_sends: ['server/features/reminders/'],
  marks: ['server/features/marks/'],
  prayers: ['server/features/prayers/'],
};

/**
 * Reads of a table kept outside its home, each with its reason (decision 181). Only reads: a write to a
 * table happens in its home.
 */
const KEPT_OUTSIDE: readonly { file: string; tables: readonly string[]; why: string }[] = [
  {
    file: 'server/plans-data/active-plan-day-repository.ts',
    tables: ['readings', 'journal_entries'],
    why: "Today's plan day is one statement (where the reader is, what they read and wrote): the hottest read path",
  },
  {
    file: 'server/features/account/repository.ts',
    tables: ['identities', 'journal_entries', 'marks', 'prayers'],
    why: "the export pages through the reader's rows of tables whose homes are other features, which a feature may not import",
  },
  {
    file: 'server/features/marks/repository.ts',
    tables: ['journal_entries', 'prayers'],
    why: 'a passage shows what the reader wrote and prayed on it, a day what they wrote that day: tables of features marks may not import',
  },
];

const ROOT = join(import.meta.dirname, '..', '..');

/** The schema's tables: the name the code imports and the name SQL uses. */
const TABLES = Object.entries(schema)
  .filter(([, value]) => is(value, PgTable))
  .map(([exported, table]) => ({ exported, name: getTableName(table as PgTable) }));

/** One use of a table in a source file. */
export interface TableUse {
  table: string;
  line: number;
  how: string;
  /** An insert, update or delete (or raw SQL that writes it). */
  write: boolean;
}

/** Query builder methods whose first argument is the table they read or write. */
const TABLE_METHODS = new Set([
  'from',
  'update',
  'insert',
  'delete',
  'join',
  'innerJoin',
  'leftJoin',
  'rightJoin',
  'fullJoin',
  'crossJoin',
  'innerJoinLateral',
  'leftJoinLateral',
  'crossJoinLateral',
]);
const WRITE_METHODS = new Set(['update', 'insert', 'delete']);

/** In raw SQL text: a table after from/join/update/into/table, or a quoted table qualifying a column. */
const RAW_TABLE = [
  /\b(delete\s+from|from|join|update|into|table)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)"?/gi,
  /()"([a-z_][a-z0-9_]*)"\s*\.\s*"/gi,
];
const RAW_WRITE = /^(delete|update|into|table)/i;
/** Text before an interpolated table that makes the statement write it. */
const WRITES_NEXT = /\b(delete\s+from|update|into|truncate(\s+table)?)\s+(only\s+)?$/i;

const isSchemaModule = (specifier: string) => /(^|\/)db\/schema(\/index(\.ts)?)?$/.test(specifier);

const isSqlTag = (tag: ts.Expression) => ts.isIdentifier(tag) && tag.text === 'sql';

/** True when `node` sits in a type (`typeof users.$inferSelect`), which runs no query. */
function inType(node: ts.Node): boolean {
  for (let n: ts.Node | undefined = node.parent; n; n = n.parent) {
    if (ts.isTypeNode(n) || ts.isTypeAliasDeclaration(n) || ts.isInterfaceDeclaration(n)) {
      return true;
    }
    if (ts.isStatement(n)) return false;
  }
  return false;
}

/** The `sql` template span `node` is interpolated in, with the literal text just before it. */
function sqlSpan(node: ts.Node): { before: string } | undefined {
  for (let n: ts.Node = node; n.parent; n = n.parent) {
    const parent = n.parent;
    if (ts.isTemplateSpan(parent) && parent.expression === n) {
      const template = parent.parent;
      if (!ts.isTaggedTemplateExpression(template.parent) || !isSqlTag(template.parent.tag)) {
        return undefined;
      }
      const index = template.templateSpans.indexOf(parent);
      const before =
        index === 0 ? template.head.text : template.templateSpans[index - 1]!.literal.text;
      return { before };
    }
    if (ts.isStatement(parent)) return undefined;
  }
  return undefined;
}

/**
 * Every use of a table in one TypeScript source: the table value imported from the schema (as a query's
 * table, inside a `sql` template, or any other reference outside a type), a relational query
 * (`db.query.users.findFirst`), and a table named in raw SQL text (`sql\`… from users …\``,
 * `sql.raw('…')`).
 */
export function tableUses(
  fileName: string,
  text: string,
  tables: readonly { exported: string; name: string }[] = TABLES,
): TableUse[] {
  const source = ts.createSourceFile(
    fileName,
    text,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TS,
  );
  const byExport = new Map(tables.map((t) => [t.exported, t.name]));
  const bySqlName = new Set(tables.map((t) => t.name));
  const locals = new Map<string, string>();
  const namespaces = new Set<string>();
  const uses: TableUse[] = [];
  const lineOf = (node: ts.Node) =>
    source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;

  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) {
      continue;
    }
    if (!isSchemaModule(statement.moduleSpecifier.text)) continue;
    const clause = statement.importClause;
    if (!clause || clause.isTypeOnly || !clause.namedBindings) continue;
    if (ts.isNamespaceImport(clause.namedBindings)) {
      namespaces.add(clause.namedBindings.name.text);
      continue;
    }
    for (const element of clause.namedBindings.elements) {
      if (element.isTypeOnly) continue;
      const table = byExport.get((element.propertyName ?? element.name).text);
      if (table) locals.set(element.name.text, table);
    }
  }

  /** A use of the table value `node` (shown as `shown`): as a query's table, in SQL, or a column. */
  const tableValue = (node: ts.Node, table: string, shown: string) => {
    const call = node.parent;
    if (
      ts.isCallExpression(call) &&
      call.arguments[0] === node &&
      ts.isPropertyAccessExpression(call.expression) &&
      TABLE_METHODS.has(call.expression.name.text)
    ) {
      const method = call.expression.name.text;
      uses.push({
        table,
        line: lineOf(node),
        how: `${method}(${shown})`,
        write: WRITE_METHODS.has(method),
      });
      return;
    }
    const span = sqlSpan(node);
    if (span) {
      uses.push({
        table,
        line: lineOf(node),
        how: `sql\`…\${${shown}}…\``,
        write: WRITES_NEXT.test(span.before),
      });
      return;
    }
    uses.push({ table, line: lineOf(node), how: `${shown} (its columns)`, write: false });
  };

  const rawSql = (node: ts.Node, sqlText: string) => {
    for (const pattern of RAW_TABLE) {
      for (const match of sqlText.matchAll(pattern)) {
        const name = match[2]!.toLowerCase();
        if (!bySqlName.has(name)) continue;
        uses.push({
          table: name,
          line: lineOf(node),
          how: `raw SQL "${match[0].trim().replace(/\s+/g, ' ')}"`,
          write: RAW_WRITE.test(match[1]!),
        });
      }
    }
  };

  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) return;
    if (ts.isIdentifier(node) && locals.has(node.text) && !inType(node)) {
      const parent = node.parent;
      const isName =
        (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
        (ts.isPropertyAssignment(parent) && parent.name === node) ||
        ts.isBindingElement(parent);
      if (!isName) tableValue(node, locals.get(node.text)!, node.text);
    }
    if (ts.isPropertyAccessExpression(node) && !inType(node)) {
      const target = node.expression;
      const table = byExport.get(node.name.text);
      // schema.users
      if (table && ts.isIdentifier(target) && namespaces.has(target.text)) {
        tableValue(node, table, node.getText(source));
      }
      // db.query.users.findFirst(...)
      if (table && ts.isPropertyAccessExpression(target) && target.name.text === 'query') {
        uses.push({
          table,
          line: lineOf(node),
          how: `relational query .query.${node.name.text}`,
          write: false,
        });
      }
    }
    if (ts.isTaggedTemplateExpression(node) && isSqlTag(node.tag)) {
      const template = node.template;
      const parts = ts.isNoSubstitutionTemplateLiteral(template)
        ? [template.text]
        : [template.head.text, ...template.templateSpans.map((s) => s.literal.text)];
      // Each part on its own: an interpolated value never joins two words into a table name.
      for (const part of parts) rawSql(node, part);
    }
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      isSqlTag(node.expression.expression) &&
      node.expression.name.text === 'raw'
    ) {
      const [arg] = node.arguments;
      if (arg && (ts.isStringLiteral(arg) || ts.isNoSubstitutionTemplateLiteral(arg))) {
        rawSql(node, arg.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return uses;
}

/** The product's server source: every .ts file under server/ but tests, test helpers and the schema. */
function serverSources(): string[] {
  const skipped = new Set(['server/test', 'server/db/schema', 'server/db/migrations']);
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      const rel = relative(ROOT, path).split('\\').join('/');
      if (entry.isDirectory()) {
        if (!skipped.has(rel)) walk(path);
      } else if (rel.endsWith('.ts') && !rel.endsWith('.test.ts') && !rel.endsWith('.d.ts')) {
        files.push(rel);
      }
    }
  };
  walk(join(ROOT, 'server'));
  return files.sort();
}

const isIn = (file: string, home: string) =>
  home.endsWith('/') ? file.startsWith(home) : file === home;

describe('the scanner', () => {
  const tables = [
    { exported: 'users', name: 'users' },
    { exported: 'planSessions', name: 'plan_sessions' },
  ];
  const found = (text: string) =>
    tableUses('x.ts', text, tables).map((u) => `${u.table}:${u.line}${u.write ? ' write' : ''}`);

  it('finds a table used by the query builder, in a sql template, as a relational query and in raw SQL', () => {
    const text = [
      "import { users as people, planSessions } from '../db/schema/index.ts';",
      'await db.select().from(people).where(eq(people.id, id));',
      'await tx.update(planSessions).set({ day: 1 });',
      'await db.execute(sql`select id from ${people} for update`);',
      'await db.query.users.findFirst();',
      'await db.execute(sql`delete from plan_sessions where day = ${day}`);',
      "await db.execute(sql.raw('select 1 from users'));",
      'await db.select().from(other).innerJoin(planSessions, on);',
      'await db.execute(sql`with x as (update ${people} set a = 1) select 1`);',
      'await db.execute(sql`select "users"."id" from u`);',
    ].join('\n');
    expect(found(text)).toEqual([
      'users:2',
      'users:2',
      'plan_sessions:3 write',
      'users:4',
      'users:5',
      'plan_sessions:6 write',
      'users:7',
      'plan_sessions:8',
      'users:9 write',
      'users:10',
    ]);
  });

  it('finds a table reached through a namespace import', () => {
    const text = "import * as s from '../../db/schema';\nawait db.insert(s.users).values(v);";
    expect(found(text)).toEqual(['users:2 write']);
  });

  it('ignores types, comments, plain strings and tables of other names', () => {
    const text = [
      "import type { users } from '../db/schema/index.ts';",
      "import { planSessions } from '../db/schema/index.ts';",
      '// select * from users',
      'type Row = typeof planSessions.$inferSelect;',
      "const label = 'from users';",
      'await db.execute(sql`select 1 from user_plans join usersx on true`);',
    ].join('\n');
    expect(found(text)).toEqual([]);
  });
});

describe('each table has its home', () => {
  const sources = serverSources();
  const usesByFile = new Map(
    sources.map((file) => [file, tableUses(file, readFileSync(join(ROOT, file), 'utf8'))]),
  );
  const keptOutside = (file: string, table: string) =>
    KEPT_OUTSIDE.some((k) => k.file === file && k.tables.includes(table));

  it('declares a home for every table of the schema, and only for those', () => {
    expect(Object.keys(TABLE_HOMES).sort()).toEqual(TABLES.map((t) => t.name).sort());
  });

  it('reads the server source', () => {
    expect(sources.length).toBeGreaterThan(100);
    expect(usesByFile.get('server/users/users-repository.ts')?.length).toBeGreaterThan(0);
  });

  it('uses each table only in its home', () => {
    const strays: string[] = [];
    for (const [file, uses] of usesByFile) {
      const byTable = new Map<string, TableUse[]>();
      for (const use of uses) {
        if ((TABLE_HOMES[use.table] ?? []).some((home) => isIn(file, home))) continue;
        if (!use.write && keptOutside(file, use.table)) continue;
        byTable.set(use.table, [...(byTable.get(use.table) ?? []), use]);
      }
      for (const [table, found] of byTable) {
        const queries = found.filter((u) => !u.how.endsWith('(its columns)'));
        const shown = [
          ...new Set((queries.length > 0 ? queries : found).map((u) => `${u.line}: ${u.how}`)),
        ];
        strays.push(
          `${file} uses ${table} (${shown.join('; ')}); its home is ${TABLE_HOMES[table]?.join(' and ') ?? 'not declared'}`,
        );
      }
    }
    expect(
      strays,
      'A table is read and written only in its home module. Move the query into a named function ' +
        "there and call it (one that runs in the caller's transaction takes it as its first parameter; " +
        "a join can use a subquery the home lends). If this module really is the table's home, declare " +
        'it in TABLE_HOMES in server/architecture/table-homes.test.ts and say why in a decision.',
    ).toEqual([]);
  });

  it('declares no home or kept read that no longer uses its table', () => {
    const idle: string[] = [];
    const uses = (where: string, table: string) =>
      [...usesByFile].some(
        ([file, found]) => isIn(file, where) && found.some((u) => u.table === table),
      );
    for (const [table, homes] of Object.entries(TABLE_HOMES)) {
      for (const home of homes) {
        if (!uses(home, table))
          idle.push(`${home} is declared a home of ${table} but never uses it`);
      }
    }
    for (const kept of KEPT_OUTSIDE) {
      expect(kept.why.length).toBeGreaterThan(0);
      for (const table of kept.tables) {
        if (!uses(kept.file, table))
          idle.push(`${kept.file} is said to read ${table} but does not`);
      }
    }
    expect(idle, 'Remove the declaration from server/architecture/table-homes.test.ts.').toEqual(
      [],
    );
  });
});
