import { BOOKS } from '../../../../scripture/books.ts';
import { balance, booksFrom, chaptersIn, referenceOf, type Chapter } from './chapters.ts';

// The schedules of the classic plans that are computed rather than imported (decision 158):
// the chapters each plan reads, in its order, spread over its days by verse count. The script
// scripts/classic-plans.ts writes them to data/classic.json, which the app reads; a test checks
// that the file is what these rules give.

/**
 * The whole Bible in the order its events happened, as well-established scholarship places them,
 * chapter by chapter (the sources and the places where scholars differ are in decision 158). Every
 * chapter of the canon appears once; a test checks it. Each entry is a reference of whole chapters.
 */
export const CHRONOLOGICAL_ORDER: readonly string[] = [
  // Beginnings and the patriarchs; Job is set in the patriarchal age.
  'Genesis 1-11',
  'Job 1-42',
  'Genesis 12-50',
  // The exodus and the wilderness; Psalm 90 is headed "A Prayer of Moses".
  'Exodus 1-40',
  'Leviticus 1-27',
  'Numbers 1-36',
  'Deuteronomy 1-34',
  'Psalm 90',
  // The land and the judges.
  'Joshua 1-24',
  'Judges 1-21',
  'Ruth 1-4',
  // The genealogies that open Chronicles lead up to David's line.
  '1 Chronicles 1-9',
  // Saul and David, with the psalms whose headings name the events.
  '1 Samuel 1-19',
  'Psalm 59',
  '1 Samuel 20-21',
  'Psalm 56',
  'Psalm 34',
  '1 Samuel 22',
  'Psalm 52',
  'Psalm 57',
  'Psalm 142',
  '1 Samuel 23',
  'Psalm 54',
  '1 Samuel 24',
  'Psalm 63',
  '1 Samuel 25-31',
  '1 Chronicles 10',
  '2 Samuel 1-5',
  '1 Chronicles 11-12',
  '2 Samuel 6',
  '1 Chronicles 13-16',
  'Psalm 96',
  'Psalm 105',
  'Psalm 106',
  '2 Samuel 7',
  '1 Chronicles 17',
  '2 Samuel 8-10',
  '1 Chronicles 18-20',
  'Psalm 60',
  '2 Samuel 11-12',
  'Psalm 51',
  'Psalm 32',
  '2 Samuel 13-15',
  'Psalm 3',
  '2 Samuel 16-22',
  'Psalm 18',
  '2 Samuel 23-24',
  '1 Chronicles 21-22',
  'Psalm 30',
  '1 Chronicles 23-29',
  // The other psalms of the first two books, most headed "of David".
  'Psalms 1-2',
  'Psalms 4-17',
  'Psalms 19-29',
  'Psalm 31',
  'Psalm 33',
  'Psalms 35-50',
  'Psalm 53',
  'Psalm 55',
  'Psalm 58',
  'Psalms 61-62',
  'Psalms 64-71',
  // Solomon.
  '1 Kings 1-4',
  '2 Chronicles 1',
  'Psalm 72',
  'Song of Solomon 1-8',
  'Proverbs 1-31',
  '1 Kings 5-8',
  '2 Chronicles 2-7',
  'Psalm 127',
  '1 Kings 9-11',
  '2 Chronicles 8-9',
  'Ecclesiastes 1-12',
  // The psalms of Asaph, the sons of Korah and Ethan (the third book), temple songs.
  'Psalm 73',
  'Psalms 75-78',
  'Psalms 80-89',
  // The divided kingdom, Kings and Chronicles side by side, each prophet in the reign he names.
  '1 Kings 12-14',
  '2 Chronicles 10-12',
  '1 Kings 15-16',
  '2 Chronicles 13-16',
  '1 Kings 17-22',
  '2 Chronicles 17-20',
  '2 Kings 1-8',
  '2 Chronicles 21',
  'Obadiah 1',
  '2 Kings 9-12',
  '2 Chronicles 22-24',
  'Joel 1-3',
  '2 Kings 13-14',
  '2 Chronicles 25',
  'Jonah 1-4',
  'Amos 1-9',
  'Hosea 1-14',
  '2 Kings 15-16',
  '2 Chronicles 26-28',
  'Isaiah 1-12',
  'Micah 1-7',
  '2 Kings 17',
  '2 Kings 18-20',
  '2 Chronicles 29-32',
  'Isaiah 13-66',
  '2 Kings 21',
  '2 Chronicles 33',
  'Nahum 1-3',
  '2 Kings 22-23',
  '2 Chronicles 34-35',
  'Zephaniah 1-3',
  'Jeremiah 1-12',
  'Habakkuk 1-3',
  '2 Kings 24',
  'Daniel 1-4',
  'Jeremiah 13-39',
  'Ezekiel 1-24',
  // The fall of Jerusalem and the exile.
  '2 Kings 25',
  '2 Chronicles 36',
  'Jeremiah 40-52',
  'Lamentations 1-5',
  'Psalm 74',
  'Psalm 79',
  'Psalm 137',
  'Ezekiel 25-48',
  'Daniel 5-12',
  // The return.
  'Ezra 1-2',
  'Psalm 126',
  'Ezra 3-4',
  'Haggai 1-2',
  'Zechariah 1-14',
  'Ezra 5-6',
  'Esther 1-10',
  'Ezra 7-10',
  'Nehemiah 1-13',
  // The fourth and fifth books of the Psalms, gathered in and after the exile.
  'Psalms 91-95',
  'Psalms 97-104',
  'Psalms 107-125',
  'Psalm 128',
  'Psalms 129-136',
  'Psalms 138-141',
  'Psalms 143-150',
  'Malachi 1-4',
  // The Gospels in one harmony, chapter by chapter.
  'Luke 1',
  'Matthew 1',
  'Luke 2',
  'Matthew 2',
  'John 1',
  'Matthew 3',
  'Mark 1',
  'Luke 3',
  'Matthew 4',
  'Luke 4',
  'John 2-4',
  'Luke 5',
  'Mark 2-3',
  'Matthew 5-7',
  'Luke 6-7',
  'Matthew 8-12',
  'Mark 4-5',
  'Luke 8',
  'Matthew 13-14',
  'Mark 6',
  'Luke 9',
  'John 5-6',
  'Matthew 15-18',
  'Mark 7-9',
  'John 7-11',
  'Luke 10-18',
  'Matthew 19-20',
  'Mark 10',
  'Luke 19',
  'John 12',
  'Matthew 21-23',
  'Mark 11-12',
  'Luke 20-21',
  'Matthew 24-25',
  'Mark 13',
  'John 13-17',
  'Matthew 26-27',
  'Mark 14-15',
  'Luke 22-23',
  'John 18-19',
  'Matthew 28',
  'Mark 16',
  'Luke 24',
  'John 20-21',
  // The church: Acts with each letter where it was most likely written.
  'Acts 1-12',
  'James 1-5',
  'Acts 13-14',
  'Galatians 1-6',
  'Acts 15-17',
  '1 Thessalonians 1-5',
  '2 Thessalonians 1-3',
  'Acts 18-19',
  '1 Corinthians 1-16',
  'Acts 20',
  '2 Corinthians 1-13',
  'Romans 1-16',
  'Acts 21-28',
  'Ephesians 1-6',
  'Colossians 1-4',
  'Philemon 1',
  'Philippians 1-4',
  '1 Timothy 1-6',
  'Titus 1-3',
  '1 Peter 1-5',
  'Hebrews 1-13',
  '2 Timothy 1-4',
  '2 Peter 1-3',
  'Jude 1',
  '1 John 1-5',
  '2 John 1',
  '3 John 1',
  'Revelation 1-22',
];

/** Chapters of a list of references, in order. */
const chaptersOfAll = (refs: readonly string[]): Chapter[] => refs.flatMap(chaptersIn);

/** The Psalms spread over `days` by verse count, with one chapter of Proverbs a day beside them. */
function psalmsAndProverbs(days: number): string[] {
  const psalms = balance(booksFrom('Psalms'), days);
  return psalms.map((run, i) => `${referenceOf(run)}; Proverbs ${i + 1}`);
}

/**
 * The New Testament on weekdays: one chapter each weekday for 52 weeks (260 chapters), and the
 * weekend's two days each hold the week's five chapters again, for catching up or resting.
 */
function newTestamentOnWeekdays(): string[] {
  const chapters = booksFrom('Matthew', 'Revelation');
  const out: string[] = [];
  for (let week = 0; week < 52; week++) {
    const five = chapters.slice(week * 5, week * 5 + 5);
    for (const c of five) out.push(referenceOf([c]));
    const all = referenceOf(five);
    out.push(all, all);
  }
  return out;
}

/** Every computed classic schedule, by the plan's slug: one reference a day. */
export function classicSchedules(): Record<string, string[]> {
  const spread = (chapters: Chapter[], days: number) => balance(chapters, days).map(referenceOf);
  return {
    'bible-in-a-year': spread(booksFrom('Genesis', 'Revelation'), 365),
    'bible-in-a-year-chronological': spread(chaptersOfAll(CHRONOLOGICAL_ORDER), 365),
    'new-testament-in-90-days': spread(booksFrom('Matthew', 'Revelation'), 90),
    'psalms-and-proverbs-in-a-month': psalmsAndProverbs(31),
    'four-gospels-in-40-days': spread(booksFrom('Matthew', 'John'), 40),
    'new-testament-on-weekdays': newTestamentOnWeekdays(),
    'psalms-in-ten-weeks': spread(booksFrom('Psalms'), 70),
    'minor-prophets-in-four-weeks': spread(booksFrom('Hosea', 'Malachi'), 28),
    'genesis-in-seven-weeks': spread(booksFrom('Genesis'), 49),
    'proverbs-in-a-month': booksFrom('Proverbs').map((c) => referenceOf([c])),
    'john-in-three-weeks': booksFrom('John').map((c) => referenceOf([c])),
    'acts-in-four-weeks': booksFrom('Acts').map((c) => referenceOf([c])),
  };
}

/** Total chapters of the canon (1,189), for tests. */
export const CANON_CHAPTERS = BOOKS.reduce((n, b) => n + b.chapters, 0);
