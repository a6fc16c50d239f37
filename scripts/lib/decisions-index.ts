import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The index of decision records (docs/decisions/README.md), made from the records themselves: each
 * record's number, title and status line, and which later records supersede it (a record names what it
 * supersedes on its status or "Supersedes" line; records are never edited, so "superseded by" is only
 * ever written here).
 */

export interface DecisionRecord {
  number: string;
  file: string;
  title: string;
  status: string;
  /** Numbers this record says it supersedes (in whole or in part). */
  supersedes: string[];
}

export const DECISIONS_DIR = join(import.meta.dirname, '../../docs/decisions');

export function readDecisions(dir = DECISIONS_DIR): DecisionRecord[] {
  const records: DecisionRecord[] = [];
  for (const file of readdirSync(dir).sort()) {
    const m = /^(\d{3})-.+\.md$/.exec(file);
    if (!m?.[1] || m[1] === '000') continue;
    const text = readFileSync(join(dir, file), 'utf8');
    const title = /^# \d{3}\.\s*(.+)$/m.exec(text)?.[1]?.trim() ?? file;
    const status = /^- Status:\s*(.+)$/m.exec(text)?.[1]?.trim() ?? 'accepted';
    const supersedes = new Set<string>();
    const numbersIn = (text: string) => {
      for (const n of text.matchAll(/\b(\d{3})\b/g)) if (n[1] !== m[1]) supersedes.add(n[1]!);
    };
    for (const part of status.matchAll(/supersedes?\s*([^.;]*)/gi)) numbersIn(part[1] ?? '');
    numbersIn(/^- Supersedes:\s*(.+)$/m.exec(text)?.[1] ?? '');
    records.push({ number: m[1], file, title, status, supersedes: [...supersedes] });
  }
  return records;
}

/** The index's Markdown. */
export function decisionsIndex(records = readDecisions()): string {
  const by = new Map<string, string[]>();
  for (const r of records)
    for (const s of r.supersedes) by.set(s, [...(by.get(s) ?? []), r.number]);
  const rows = records.map((r) => {
    const later = by.get(r.number);
    const state = later
      ? `superseded (in whole or in part) by ${later.join(', ')}`
      : r.status.split(/[;(]/)[0]!.trim();
    return `| [${r.number}](${r.file}) | ${r.title.replace(/\|/g, '\\|')} | ${state} |`;
  });
  return [
    '# Decision records',
    '',
    'One record per decision, numbered, never edited once landed: a later record that changes a decision',
    'says so on its status line ("supersedes 040"), and this index marks the older one. The index is made',
    'from the records by `npx tsx scripts/decisions-index.ts`; a test fails when it is out of date.',
    'New records copy `000-template.md`.',
    '',
    '| record | decision | status |',
    '|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}
