import { kjv } from '../../../scripture/kjv.ts';
import { parseReference } from '../../../scripture/references.ts';
import { isFillerWord, isStopWord, SMALL_WORDS, words } from '../words.ts';
import { normalizeText } from '@contract/plans.ts';

/** Wording helpers of the plan generator: labels, snippets and capitals. */

/** The topic as a title: from its first to its last content word, in title case. */
export function labelOf(text: string): string {
  const tokens = normalizeText(text).split(' ').filter(Boolean);
  const isContent = (t: string) => {
    const w = words(t);
    return w.some((x) => !isStopWord(x) && !isFillerWord(x));
  };
  let a = 0;
  let b = tokens.length - 1;
  while (a < b && !isContent(tokens[a]!)) a++;
  while (b > a && !isContent(tokens[b]!)) b--;
  const span = tokens.slice(a, b + 1);
  const titled = span.map((t, i) => {
    const lower = t.toLowerCase();
    if (i > 0 && SMALL_WORDS.has(lower)) return lower;
    return t.charAt(0).toUpperCase() + t.slice(1);
  });
  const label = clip(titled.join(' ').replace(/[\s,;:.!?-]+$/, ''), 60);
  return label || 'Scripture';
}

export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trim()}…`;
}

/** The scripture parser's display form; every stored reference goes through it. */
export function normalizedReference(reference: string): string {
  return parseReference(reference).reference;
}

export function snippet(text: string, max: number): string {
  return clip(text.replace(/\*/g, '').trim(), max);
}

/** The first letter in capitals ("love of God" → "Love of God"). */
export function sentenceCase(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Names the KJV always capitalises, kept so inside a sentence ("the love of God"). */
const ALWAYS_CAPITAL = new Set(['God', 'LORD', 'Lord', 'Jesus', 'Christ', 'Holy', 'Ghost']);
let properNouns: Set<string> | undefined;

/** Words the KJV writes capitalised nearly everywhere they occur after a sentence's first word. */
function isProperNoun(word: string): boolean {
  if (ALWAYS_CAPITAL.has(word)) return true;
  if (!properNouns) {
    const counts = new Map<string, { upper: number; all: number }>();
    for (const text of kjv().texts) {
      const tokens = text.match(/[A-Za-z]+/g) ?? [];
      for (let i = 1; i < tokens.length; i++) {
        const t = tokens[i]!;
        const key = t.toLowerCase();
        const c = counts.get(key) ?? { upper: 0, all: 0 };
        c.all += 1;
        if (t[0] !== t[0]!.toLowerCase()) c.upper += 1;
        counts.set(key, c);
      }
    }
    properNouns = new Set(
      [...counts].filter(([, c]) => c.all >= 3 && c.upper / c.all > 0.9).map(([w]) => w),
    );
  }
  return properNouns.has(word.toLowerCase());
}

/**
 * A title-cased label as it reads inside a sentence: lower case but for names ("love of God"),
 * and the word after 'Holy' that names the Holy Spirit or Holy Ghost.
 */
export function inSentence(label: string): string {
  const words = label.split(' ');
  return words
    .map((w, i) =>
      isProperNoun(w.replace(/[^A-Za-z]/g, '')) ||
      (i > 0 && words[i - 1] === 'Holy' && /^(?:Spirit|Ghost)\b/.test(w))
        ? w
        : w.toLowerCase(),
    )
    .join(' ');
}
