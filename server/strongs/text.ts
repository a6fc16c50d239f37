/** Small text helpers shared by the Hebrew and Greek dictionary readers. */

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

/** Decodes the XML entities the dictionaries use (named and numeric). */
export function decodeEntities(s: string): string {
  if (!s.includes('&')) return s;
  return s.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

const attrPatterns = new Map<string, RegExp>();

/** Value of one attribute in a tag's attribute text. */
export function attr(tag: string, name: string): string | undefined {
  let pattern = attrPatterns.get(name);
  if (!pattern) {
    pattern = new RegExp(`(?:^|\\s)${name}="([^"]*)"`);
    attrPatterns.set(name, pattern);
  }
  const m = pattern.exec(tag);
  return m ? decodeEntities(m[1] as string) : undefined;
}

/** Collapses whitespace and trims. */
export function squash(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

/** First letter upper-cased (only when it is a lower-case letter). */
export function capitalise(s: string): string {
  return s.replace(/^(\P{L}*)(\p{Ll})/u, (_m, pre: string, ch: string) => pre + ch.toUpperCase());
}

/** A clause ending in exactly one full stop (or ! ?), without trailing ';' ',' ':'. */
export function endSentence(s: string): string {
  const t = squash(s).replace(/[\s;,:]+$/, '');
  if (!t) return '';
  return /[.!?]$/.test(t) ? t : `${t}.`;
}

/** A clause turned into a sentence: capitalised and ending in one full stop. */
export function sentence(s: string): string {
  return capitalise(endSentence(s));
}

/** Drops closing parentheses that close nothing ('committed, like)' in the source data). */
function balanceParens(s: string): string {
  let depth = 0;
  let out = '';
  for (const ch of s) {
    if (ch === '(') depth++;
    if (ch === ')') {
      if (depth === 0) continue;
      depth--;
    }
    out += ch;
  }
  return out;
}

/**
 * The KJV renderings of a dictionary entry as a list, from the Strong's "KJV usage" text:
 * 'chief, (fore-) father(-less), [idiom] patrimony, principal. Compare names in ...' →
 * ['chief', '(fore-) father(-less)', 'patrimony', 'principal']. Strong's idiom/phrase markers
 * ('[idiom]', '[phrase]', 'X', '+') are dropped; commas inside parentheses do not split.
 */
export function splitRenderings(usage: string): string[] {
  const text = squash(usage)
    .replace(/^[:\-—–\s]+/, '')
    .replace(/\s*\b(?:Compare|See)\b.*$/s, '')
    .replace(/[\s.;,]+$/, '');
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of text) {
    if (ch === '(') depth++;
    if (ch === ')') depth = Math.max(0, depth - 1);
    if (ch === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  parts.push(current);
  const out: string[] = [];
  for (const part of parts) {
    const cleaned = squash(
      balanceParens(part.replace(/\[(?:idiom|phrase)\]/g, ' ').replace(/^\s*[X×+]\s+/, '')),
    ).replace(/^[;.:\s]+|[;.:\s]+$/g, '');
    if (cleaned && !out.includes(cleaned)) out.push(cleaned);
  }
  return out;
}
