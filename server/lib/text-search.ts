const MAX_WORDS = 12;
const MAX_WORD_LENGTH = 60;

/**
 * Free text as a PostgreSQL prefix tsquery where every word must match ('manna:* & morning:*'),
 * or null when the text holds no word. Only letters, marks and digits are kept, so nothing the
 * reader types can become a tsquery operator.
 */
export function prefixTsQuery(text: string): string | null {
  const words =
    text
      .normalize('NFC')
      .toLowerCase()
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  const kept = [...new Set(words.map((word) => word.slice(0, MAX_WORD_LENGTH)))];
  if (kept.length === 0) return null;
  return kept
    .slice(0, MAX_WORDS)
    .map((word) => `${word}:*`)
    .join(' & ');
}
