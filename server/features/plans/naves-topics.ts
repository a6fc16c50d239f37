import { navesReferences, navesTopic, searchNavesTopics } from '../../study/naves.ts';
import { SMALL_WORDS, stem } from './words.ts';

/**
 * A Nave's topic name as a reader would write it: 'PRAYER' → 'Prayer', 'LOVE OF GOD' → 'Love of
 * God', "LORD'S SUPPER" → "Lord's Supper", 'KINE (BOVINE)' → 'Kine (Bovine)'.
 */
export function readerCase(name: string): string {
  return name
    .toLowerCase()
    .split(' ')
    .map((word, i) =>
      i > 0 && SMALL_WORDS.has(word)
        ? word
        : word.replace(
            /^([^a-z]*)([a-z])/,
            (_m, lead: string, c: string) => lead + c.toUpperCase(),
          ),
    )
    .join(' ');
}

/** One reference of a Nave's topic, with the topic and the line that give it. */
export interface NavesReference {
  reference: string;
  /** The topic's name as Nave's prints it ('PRAYER'). */
  topic: string;
  /** The line's words, tidied ('Daily, in the morning'); '' when the line says nothing useful. */
  line: string;
}

/** A Nave's topic chosen for what a reader typed, with the references it gives. */
export interface NavesMatch {
  /** The topic's name as Nave's prints it ('PRAYER'). */
  name: string;
  /** Its own references, each once, in Nave's order. */
  refs: NavesReference[];
  /** The references of the topics it points to ("See CARE"), one level only, in Nave's order. */
  seeRefs: NavesReference[];
}

/**
 * The Nave's topic for a phrase: the exact name ('prayer' → PRAYER), else the fullest close name:
 * the singular ('prayers' → PRAYER), a one-word topic of the same stem, or a name that starts with
 * the phrase as whole words ('grace' → GRACE OF GOD). Undefined when Nave's has nothing close, or
 * the topic gives no reference even through its pointers.
 */
export function findNavesTopic(phrase: string): NavesMatch | undefined {
  const wanted = phrase.trim().toLowerCase().replace(/\s+/g, ' ');
  if (wanted.length < 3) return undefined;
  const name = bestName(wanted);
  const topic = name ? navesTopic(name) : undefined;
  if (!topic) return undefined;
  const seen = new Set<string>();
  const refs = referencesOf(topic.name, seen);
  const seeRefs = [...new Set(topic.see ?? [])].flatMap((see) => referencesOf(see, seen));
  if (refs.length === 0 && seeRefs.length === 0) return undefined;
  return { name: topic.name, refs, seeRefs };
}

function referencesOf(name: string, seen: Set<string>): NavesReference[] {
  const topic = navesTopic(name);
  if (!topic) return [];
  const out: NavesReference[] = [];
  for (const l of topic.lines) {
    const line = tidyLine(l.text);
    for (const reference of l.refs) {
      if (seen.has(reference)) continue;
      seen.add(reference);
      out.push({ reference, topic: topic.name, line });
    }
  }
  return out;
}

/**
 * A line's words without the residue of its stripped references ('OF ENEMIES ,; ; ,;' → 'Of
 * enemies'); '' for Nave's own headings such as 'MISCELLANY OF MINOR SUB-TOPICS'.
 */
function tidyLine(text: string): string {
  let t = (text.split(/\s[,;:]/)[0] ?? '').replace(/[\s,;:.(-]+$/, '').trim();
  if (/^miscellany/i.test(t)) return '';
  if (t === t.toUpperCase()) t = t.toLowerCase();
  return t.charAt(0).toUpperCase() + t.slice(1);
}

function bestName(wanted: string): string | undefined {
  const exact = navesTopic(wanted);
  if (exact) return exact.name;
  const near: string[] = [];
  for (const v of wanted.endsWith('s') ? [wanted.slice(0, -1), wanted.slice(0, -2)] : []) {
    const hit = navesTopic(v);
    if (hit) near.push(hit.name);
  }
  if (!wanted.includes(' ') && wanted.length >= 4) {
    const s = stem(wanted);
    near.push(
      ...searchNavesTopics(wanted.slice(0, 4), 200).filter(
        (n) => !n.includes(' ') && stem(n.toLowerCase()) === s,
      ),
    );
  }
  near.push(...searchNavesTopics(`${wanted} `, 20));
  // The fullest of the close names: 'grace' → GRACE OF GOD (74 references), not GRACES (7).
  let best: string | undefined;
  let bestCount = -1;
  for (const n of near) {
    const c = navesReferences(n).length;
    if (c > bestCount || (c === bestCount && best !== undefined && n.length < best.length)) {
      best = n;
      bestCount = c;
    }
  }
  return best;
}

/**
 * Nave's topics whose names start with the text, each with how many references it gives, so a
 * caller can prefer the substantial topics (PRAYER) over rare names (PRAISE before PRASE).
 */
export function navesTopicsStartingWith(
  text: string,
  limit: number,
): { name: string; refs: number }[] {
  return searchNavesTopics(text, limit).map((name) => ({
    name,
    refs: navesReferences(name).length,
  }));
}
