import { studyFile } from '../scripture/data-files.ts';
import type { NavesFile, TopicRecord } from './format.ts';

function naves(): NavesFile {
  return studyFile<NavesFile>('naves.json.gz');
}

let names: { key: string; lower: string }[] | undefined;

function sortedNames(): { key: string; lower: string }[] {
  names ??= Object.keys(naves().topics)
    .map((key) => ({ key, lower: key.toLowerCase() }))
    .sort((a, b) => (a.lower < b.lower ? -1 : a.lower > b.lower ? 1 : 0));
  return names;
}

/** A Nave's topic by name, case-insensitive ('prayer' → PRAYER), or undefined. */
export function navesTopic(name: string): ({ name: string } & TopicRecord) | undefined {
  const wanted = name.trim().toLowerCase();
  const hit = sortedNames().find((n) => n.lower === wanted);
  if (!hit) return undefined;
  return { name: hit.key, ...(naves().topics[hit.key] as TopicRecord) };
}

/** Topic names starting with a prefix (case-insensitive), alphabetical, at most `limit`. */
export function searchNavesTopics(prefix: string, limit = 5): string[] {
  const p = prefix.trim().toLowerCase();
  if (!p) return [];
  const list = sortedNames();
  // binary search for the first name ≥ prefix
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((list[mid] as { lower: string }).lower < p) lo = mid + 1;
    else hi = mid;
  }
  const out: string[] = [];
  for (let i = lo; i < list.length && out.length < limit; i++) {
    const n = list[i] as { key: string; lower: string };
    if (!n.lower.startsWith(p)) break;
    out.push(n.key);
  }
  return out;
}

/** Every reference a topic gives, in Nave's order, each once. */
export function navesReferences(name: string): string[] {
  const topic = navesTopic(name);
  if (!topic) return [];
  return [...new Set(topic.lines.flatMap((l) => l.refs))];
}

/** Number of topics. */
export function navesTopicCount(): number {
  return Object.keys(naves().topics).length;
}
