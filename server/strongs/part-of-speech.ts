/**
 * Parts of speech of the Hebrew dictionary, from the `morph` attribute of each entry's headword
 * in StrongHebrewG.xml. Every code that occurs in the file is listed (checked by a test); an
 * entry may carry several codes separated by spaces ('n-pr-m n-pr-loc': a man's and a place's
 * name), which read as alternatives.
 */
export const HEBREW_PART_OF_SPEECH: Readonly<Record<string, string>> = {
  n: 'noun',
  'n-m': 'masculine noun',
  'n-f': 'feminine noun',
  'n-pr': 'proper noun',
  'n-pr-m': 'proper masculine noun',
  'n-pr-f': 'proper feminine noun',
  'n-pr-loc': 'proper noun (place)',
  'n-m-loc': 'masculine noun (place)',
  v: 'verb',
  a: 'adjective',
  'a-m': 'masculine adjective',
  'a-f': 'feminine adjective',
  adv: 'adverb',
  prep: 'preposition',
  conj: 'conjunction',
  inj: 'interjection',
  prt: 'particle',
  np: 'negative particle',
  dp: 'demonstrative particle',
  d: 'demonstrative pronoun',
  p: 'personal pronoun',
  pron: 'pronoun',
  r: 'relative particle',
  i: 'interrogative pronoun',
  x: 'indefinite pronoun',
};

// Two typing slips in the source file.
const TYPOS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bn-pr loc\b/g, 'n-pr-loc'],
  [/\bm-pr-f\b/g, 'n-pr-f'],
];

/** Words for a Hebrew morph code ('n-m' → 'masculine noun'); unknown codes are returned as given. */
export function hebrewPartOfSpeech(morph: string | undefined): string | null {
  if (!morph?.trim()) return null;
  let codes = morph.trim();
  for (const [typo, fixed] of TYPOS) codes = codes.replace(typo, fixed);
  const words = codes.split(/\s+/).map((code) => HEBREW_PART_OF_SPEECH[code] ?? code);
  return [...new Set(words)].join(' or ');
}
