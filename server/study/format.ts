import type { ModuleSource } from '../scripture/format.ts';

/**
 * The shapes of the commentaries and Nave's Topical Bible in the committed study data
 * (server/study/study-data); the tagged Bibles' shapes and the format number are in
 * server/scripture/format.ts.
 */

/** A commentary section on a run of verses inside one chapter. */
export interface CommentarySection {
  book: string;
  chapter: number;
  /** First and last verse (0 for a chapter's or book's introduction). */
  start: number;
  end: number;
  /** As printed, e.g. 'Verses 3-5'; '' for an introduction. */
  heading: string;
  /** Plain text; paragraphs separated by a blank line. */
  text: string;
}

export interface CommentaryFile {
  format: number;
  author: string;
  title: string;
  source: ModuleSource;
  /** Canonical order (book, chapter, start). */
  sections: CommentarySection[];
}

/** One line of a Nave's topic: its words and the references it gives. */
export interface TopicLine {
  text: string;
  /** Full references the app's parser accepts, e.g. 'Psalms 5:3', 'Exodus 6:16-20'. */
  refs: string[];
  /** 1 for a sub-item under the line before it. */
  sub?: 1;
}

export interface TopicRecord {
  lines: TopicLine[];
  /** Other topics this one points to ("See NEBO"). */
  see?: string[];
}

export interface NavesFile {
  format: number;
  source: ModuleSource;
  /** Keyed by the topic's name as Nave's prints it (upper case), in Nave's order. */
  topics: Record<string, TopicRecord>;
}
