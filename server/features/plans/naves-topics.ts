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
  /**
   * The references of the sub-entries its lines point to ("See SIN, FORGIVENESS OF"), one level
   * only, in Nave's order: where Nave's keeps a sense of the topic under another heading.
   */
  pointedRefs: NavesReference[];
  /** The references of the topics it points to ("See CARE"), one level only, in Nave's order. */
  seeRefs: NavesReference[];
  /**
   * References its lines give for the word in another sense (imprecatory prayer, prayer of the
   * wicked, prayer to idols, figurative marriage): never read for the topic.
   */
  avoid: string[];
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
  const avoid: string[] = [];
  const pointers: { topic: string; heading: string }[] = [];
  const refs = referencesOf(topic.name, seen, avoid, pointers);
  // Other-sense verses are never read, even when another line cites them too.
  for (const r of avoid) seen.add(r);
  const pointedRefs = pointers.flatMap((p) => subEntryReferences(p.topic, p.heading, seen));
  const seeRefs = [...new Set(topic.see ?? [])].flatMap((see) => referencesOf(see, seen, avoid));
  if (refs.length === 0 && pointedRefs.length === 0 && seeRefs.length === 0) return undefined;
  return {
    name: topic.name,
    refs: refs.filter((r) => !avoid.includes(r.reference)),
    pointedRefs,
    seeRefs: seeRefs.filter((r) => !avoid.includes(r.reference)),
    avoid,
  };
}

/**
 * Nave's lines about the word in another sense than a reader of the topic means: curses prayed
 * against enemies, the prayers of the wicked or to idols, hypocrites' long prayers, marriage as a
 * figure of God and his people. A heading with no references of its own ('OF WICKED PEOPLE NOT
 * HEARD') rules out the lines under it up to the next heading.
 */
const OTHER_SENSE = [
  /^imprecatory\b/i,
  /\bof (?:the )?wicked\b/i,
  /\bwicked people\b/i,
  /\bunanswered\b/i,
  /\bnot heard\b/i,
  /\bto idols\b/i,
  /\bidolatrous\b/i,
  /\bsatiri[sz]ed\b/i,
  /\bhypocri/i,
  /^of (?:pharisees|scribes)\b/i,
  /^unbelief in\b/i,
  /^false\b/i,
  /^figurative\b/i,
  /^parables? from\b/i,
];

/** Whether a line of Nave's is about the word in another sense (see OTHER_SENSE). */
export function otherSense(text: string): boolean {
  const t = tidyLine(text);
  return OTHER_SENSE.some((re) => re.test(t));
}

const isHeading = (l: { text: string; refs: string[]; sub?: 1 }) =>
  l.refs.length === 0 || (!l.sub && /[A-Z]{3}/.test(l.text) && l.text === l.text.toUpperCase());

function referencesOf(
  name: string,
  seen: Set<string>,
  avoid: string[],
  pointers?: { topic: string; heading: string }[],
): NavesReference[] {
  const topic = navesTopic(name);
  if (!topic) return [];
  const out: NavesReference[] = [];
  let ruledOut = false;
  for (const l of topic.lines) {
    if (isHeading(l)) ruledOut = false;
    if (otherSense(l.text)) ruledOut = true;
    if (ruledOut) {
      avoid.push(...l.refs);
      continue;
    }
    if (l.refs.length === 0 && pointers) {
      const p = pointerOf(l.text);
      if (p && p.topic !== topic.name) pointers.push(p);
    }
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
 * A line pointing to another topic's sub-entry ('See SIN, FORGIVENESS OF' → SIN, 'FORGIVENESS
 * OF'); null for a bare pointer ('See ENEMY', already among the topic's own pointers) or none.
 */
function pointerOf(text: string): { topic: string; heading: string } | null {
  const m = /^See (.+?)(?:,? below)?$/.exec(text.trim());
  if (!m?.[1]) return null;
  const parts = m[1].split(',').map((p) => p.trim());
  // The longest run of leading parts that names a topic ('JESUS, MEDIATION OF' → JESUS).
  for (let k = parts.length - 1; k >= 1; k--) {
    const topic = navesTopic(parts.slice(0, k).join(', '));
    if (topic) return { topic: topic.name, heading: parts.slice(k).join(', ') };
  }
  return null;
}

/** The references of one sub-entry of a topic: its heading line and the lines under it. */
function subEntryReferences(name: string, heading: string, seen: Set<string>): NavesReference[] {
  const topic = navesTopic(name);
  if (!topic) return [];
  const wanted = heading.toUpperCase();
  const start = topic.lines.findIndex((l) => tidyLine(l.text).toUpperCase() === wanted);
  if (start < 0) return [];
  const out: NavesReference[] = [];
  for (let i = start; i < topic.lines.length; i++) {
    const l = topic.lines[i]!;
    if (i > start && !l.sub && isHeading(l) && l.text === l.text.toUpperCase()) break;
    if (otherSense(l.text)) continue;
    const line = tidyLine(l.text);
    for (const reference of l.refs) {
      if (seen.has(reference)) continue;
      seen.add(reference);
      out.push({ reference, topic: topic.name, line: line || readerCase(wanted) });
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
