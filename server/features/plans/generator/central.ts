import { verseId } from '../../../scripture/kjv.ts';
import { parseReference } from '../../../scripture/references.ts';
import { centralPassages } from '../central-passages.ts';
import { navesOrWordSessions } from './naves.ts';
import { checkReference } from './passages.ts';
import type { Analysis, GeneratedSession, NavesSource } from './shapes.ts';

/**
 * Strategy: a common topic's central passages first (central-passages.ts), in their order; further
 * days from Nave's or the theme strategy, none overlapping them.
 */

/**
 * A common topic's central passages first (central-passages.ts), in their order; further days
 * from Nave's or the word heuristics, none overlapping them, in canonical order.
 */
export function centralSessions(
  analysis: Extract<Analysis, { mode: 'theme' }>,
  n: number,
  cap: number,
): { sessions: GeneratedSession[]; navesTopic: NavesSource | undefined } | null {
  const found = analysis.phrases.map((p) => centralPassages(p)).find(Boolean);
  if (!found) return null;
  const sessions: GeneratedSession[] = [];
  const taken: [number, number][] = [];
  for (const p of found.passages) {
    if (sessions.length >= n) break;
    const checked = checkReference(p.reference, cap);
    if (!checked) continue;
    const r = parseReference(checked.reference).ranges[0]!;
    taken.push([
      verseId(r.bookIndex, r.startChapter, r.startVerse),
      verseId(r.bookIndex, r.endChapter, r.endVerse),
    ]);
    sessions.push({ reference: checked.reference, title: p.title, description: p.note });
  }
  let navesTopic: NavesSource | undefined;
  if (sessions.length < n) {
    const more = navesOrWordSessions(analysis, n + sessions.length, cap);
    navesTopic = more.navesTopic;
    for (const s of more.sessions) {
      if (sessions.length >= n) break;
      const r = parseReference(s.reference).ranges[0]!;
      const from = verseId(r.bookIndex, r.startChapter, r.startVerse);
      const to = verseId(r.bookIndex, r.endChapter, r.endVerse);
      if (taken.some(([a, b]) => from <= b && a <= to)) continue;
      sessions.push(s);
    }
  }
  return { sessions, navesTopic: { name: found.name, all: true, central: true, more: navesTopic } };
}
