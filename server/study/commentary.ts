import { bookIndex } from '../scripture/books.ts';
import type { PassageRange } from '../scripture/references.ts';
import { studyFile } from './data-files.ts';
import type { CommentaryFile, CommentarySection } from './format.ts';

export type CommentaryName = 'mhcc' | 'tdavid';

/** The commentary's file: Matthew Henry (whole Bible) or Spurgeon (Psalms). */
export function commentary(name: CommentaryName): CommentaryFile {
  return studyFile<CommentaryFile>(name === 'tdavid' ? 'tdavid.json.gz' : 'mhcc.json.gz');
}

const byChapter = new Map<CommentaryName, Map<string, CommentarySection[]>>();

function chapterIndex(name: CommentaryName): Map<string, CommentarySection[]> {
  let map = byChapter.get(name);
  if (!map) {
    map = new Map();
    for (const s of commentary(name).sections) {
      const key = `${s.book}|${s.chapter}`;
      let list = map.get(key);
      if (!list) map.set(key, (list = []));
      list.push(s);
    }
    byChapter.set(name, map);
  }
  return map;
}

/**
 * The sections of a commentary on a passage: every section whose verses overlap the range,
 * in order; with `introductions`, each chapter's introduction too (start 0) when the range
 * covers its first verse.
 */
export function commentaryFor(
  range: Pick<PassageRange, 'book' | 'startChapter' | 'startVerse' | 'endChapter' | 'endVerse'>,
  name: CommentaryName = 'mhcc',
  introductions = false,
): CommentarySection[] {
  if (bookIndex(range.book) < 0) return [];
  const index = chapterIndex(name);
  const out: CommentarySection[] = [];
  for (let c = range.startChapter; c <= range.endChapter; c++) {
    const from = c === range.startChapter ? range.startVerse : 1;
    const to = c === range.endChapter ? range.endVerse : Number.MAX_SAFE_INTEGER;
    for (const s of index.get(`${range.book}|${c}`) ?? []) {
      if (s.start === 0) {
        if (introductions && from <= 1) out.push(s);
        continue;
      }
      if (s.start <= to && s.end >= from) out.push(s);
    }
  }
  return out;
}
