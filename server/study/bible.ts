/**
 * The tagged Bibles' verses as the study modules read them. The reader itself is
 * server/scripture/bible.ts (the passage is built from it); this names what study code uses.
 */
export { studyVerse, studyVerseText } from '../scripture/bible.ts';
