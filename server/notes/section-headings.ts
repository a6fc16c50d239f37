import type { SectionHeading } from '@contract/bible.ts';
import type { PassageVerse } from '../scripture/passage.ts';
import { chapterNote } from './notes.ts';

/**
 * The study notes' section headings for a passage's verses (decision 149): each section that
 * starts on a verse of the passage, and, where the passage opens inside a section, that section's
 * heading above its first verse. Chapters without a note have none. In passage order.
 */
export function sectionHeadingsFor(verses: readonly PassageVerse[]): SectionHeading[] {
  const out: SectionHeading[] = [];
  let previous: PassageVerse | undefined;
  for (const v of verses) {
    const opensChapter = !previous || previous.book !== v.book || previous.chapter !== v.chapter;
    previous = v;
    const sections = chapterNote(v.book, v.chapter)?.sections ?? [];
    const section = sections.find((s) =>
      opensChapter ? v.verse >= s.start && v.verse <= s.end : s.start === v.verse,
    );
    if (section)
      out.push({ book: v.book, chapter: v.chapter, verse: v.verse, text: section.heading });
  }
  return out;
}
