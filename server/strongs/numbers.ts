/** Highest entry numbers in Strong's dictionaries (Hebrew H1-H8674, Greek G1-G5624). */
export const HEBREW_MAX = 8674;
export const GREEK_MAX = 5624;

/**
 * Canonical form of a Strong's number: 'H4057', 'h4057', 'H04057' → 'H4057'; 'G26', 'g0026' →
 * 'G26'. Returns null for anything malformed (no H/G prefix, no digits, more than five digits
 * after leading zeros, zero). A well-formed number need not exist: H99999 → 'H99999'.
 */
export function normalizeStrongsNumber(input: string): string | null {
  if (typeof input !== 'string' || input.length > 12) return null;
  const m = /^\s*([HhGg])0*([1-9]\d{0,4})\s*$/.exec(input);
  if (!m) return null;
  return `${(m[1] as string).toUpperCase()}${m[2]}`;
}

/** 'H' or 'G' and the numeric part of a canonical Strong's number. */
export function splitStrongsNumber(canonical: string): { language: 'H' | 'G'; n: number } {
  return { language: canonical[0] === 'H' ? 'H' : 'G', n: Number(canonical.slice(1)) };
}
