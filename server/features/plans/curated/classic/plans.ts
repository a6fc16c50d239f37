import classic from '../data/classic.json' with { type: 'json' };
import mcheyne from '../data/mcheyne.json' with { type: 'json' };
import { MONTHS } from '@contract/calendar-rules.ts';
import type { CuratedPlan, CuratedSession, PlanCollection } from '../types.ts';

// The classic reading plans (decision 158). Their schedules are data (computed by
// classic/orders.ts or imported for M'Cheyne); their titles, descriptions and day lines are
// written here.

const SCHEDULES = classic as Record<string, string[]>;
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** 'January 1' for day 1 of a calendar plan, 'December 31' for day 365. */
export function calendarDate(day: number): string {
  let rest = day;
  for (let m = 0; m < 12; m++) {
    const days = MONTH_DAYS[m] ?? 31;
    if (rest <= days) return `${MONTHS[m]} ${rest}`;
    rest -= days;
  }
  return `December ${31 + rest}`;
}

/** The readings of a day: 'Genesis 1; Matthew 1' → ['Genesis 1', 'Matthew 1']. */
const readingsOf = (reference: string) => reference.split('; ');

/** 'A', 'A and B', 'A, B and C'. */
function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

/** The books a reference reads, in order, without repeats: 'Genesis 50; Exodus 1-2' → Genesis, Exodus. */
function booksOf(reference: string): string[] {
  const books: string[] = [];
  for (const r of readingsOf(reference)) {
    const book = r.replace(/ \d+(?:[:-]\d+)*(?:-\d+(?::\d+)?)?$/, '').replace(/^Psalm$/, 'Psalms');
    if (!books.includes(book)) books.push(book);
  }
  return books;
}

const WORDS = ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight'];

/** A day's line under its reference: how many readings and which. */
function readingsLine(reference: string): string {
  const readings = readingsOf(reference);
  if (readings.length === 1) return `Read ${reference} today.`;
  return `${WORDS[readings.length] ?? readings.length} readings today: ${list(readings)}.`;
}

interface ClassicSpec {
  slug: string;
  title: string;
  description: string;
  collection: PlanCollection;
  type?: 'book' | 'theme';
  calendar?: boolean;
  days: string[];
  /** The day's title; by default the books it reads. */
  dayTitle?: (day: number, reference: string) => string;
  dayDescription?: (day: number, reference: string) => string;
}

function classicPlan(spec: ClassicSpec): CuratedPlan {
  const sessions: CuratedSession[] = spec.days.map((reference, i) => ({
    day: i + 1,
    reference,
    title: spec.dayTitle?.(i + 1, reference) ?? list(booksOf(reference)),
    description: spec.dayDescription?.(i + 1, reference) ?? readingsLine(reference),
  }));
  return {
    slug: spec.slug,
    title: spec.title,
    description: spec.description,
    type: spec.type ?? 'book',
    planType: 'daily',
    collection: spec.collection,
    ...(spec.calendar ? { calendar: true } : {}),
    sessions,
  };
}

function schedule(slug: string): string[] {
  const days = SCHEDULES[slug];
  if (!days) throw new Error(`no schedule for ${slug} in data/classic.json`);
  return days;
}

export const bibleInAYear = classicPlan({
  slug: 'bible-in-a-year',
  title: 'The Bible in a Year',
  description:
    'Every chapter from Genesis to Revelation once, in the order of the books, about 85 verses a day. Day 1 falls on 1 January, so you can join on any date.',
  collection: 'bible',
  calendar: true,
  days: schedule('bible-in-a-year'),
  dayTitle: (day) => calendarDate(day),
});

export const bibleInAYearChronological = classicPlan({
  slug: 'bible-in-a-year-chronological',
  title: 'The Bible in a Year, in the Order It Happened',
  description:
    "Every chapter once, arranged by when its events took place: Job among the patriarchs, the psalms beside the lives of their singers, the prophets in their kings' reigns and the letters within Acts. Day 1 falls on 1 January.",
  collection: 'bible',
  calendar: true,
  days: schedule('bible-in-a-year-chronological'),
  dayTitle: (day) => calendarDate(day),
});

export const mcheyneCalendar = classicPlan({
  slug: 'mcheyne-calendar',
  title: "M'Cheyne's Calendar",
  description:
    "The plan Robert Murray M'Cheyne drew up for his congregation in 1842: four chapters a day, two for the household and two for private reading. In a year it reads the Old Testament once and the New Testament and Psalms twice.",
  collection: 'bible',
  calendar: true,
  days: mcheyne as string[],
  dayTitle: (day) => calendarDate(day),
});

export const newTestamentIn90Days = classicPlan({
  slug: 'new-testament-in-90-days',
  title: 'The New Testament in 90 Days',
  description:
    'All 260 chapters of the New Testament in thirteen weeks, about three chapters a day. A steady season from the manger in Matthew to the new creation in Revelation.',
  collection: 'bible',
  days: schedule('new-testament-in-90-days'),
});

export const newTestamentOnWeekdays = classicPlan({
  slug: 'new-testament-on-weekdays',
  title: 'The New Testament on Weekdays',
  description:
    "One chapter each weekday for a year, five a week, with the weekend left free. Saturday and Sunday gather the week's chapters, to catch up on a missed day or simply to rest.",
  collection: 'bible',
  days: schedule('new-testament-on-weekdays'),
  dayTitle: (day, reference) =>
    day % 7 === 6 || day % 7 === 0 ? 'Weekend: catch up or rest' : list(booksOf(reference)),
  dayDescription: (day, reference) =>
    day % 7 === 6 || day % 7 === 0
      ? `Nothing new today: this week's chapters (${reference}) are here for any you missed. If you are up to date, rest, or read again the one that stayed with you.`
      : readingsLine(reference),
});

export const psalmsAndProverbsInAMonth = classicPlan({
  slug: 'psalms-and-proverbs-in-a-month',
  title: 'Psalms and Proverbs in a Month',
  description:
    'All 150 psalms and the 31 chapters of Proverbs in one month: a handful of psalms for prayer and one chapter of wisdom each day. Day N of the plan reads Proverbs N.',
  collection: 'book',
  days: schedule('psalms-and-proverbs-in-a-month'),
});

export const fourGospelsIn40Days = classicPlan({
  slug: 'four-gospels-in-40-days',
  title: 'The Four Gospels in 40 Days',
  description:
    'Matthew, Mark, Luke and John read straight through in forty days, a little over two chapters a day. Well suited to Lent, or to any season of walking with Jesus.',
  collection: 'season',
  days: schedule('four-gospels-in-40-days'),
});

export const psalmsInTenWeeks = classicPlan({
  slug: 'psalms-in-ten-weeks',
  title: 'The Psalms in Ten Weeks',
  description:
    'The whole Psalter, the prayer book of Israel and the church, in seventy days of about the same length. Praise, lament, trust and thanks, in the order they were gathered.',
  collection: 'book',
  days: schedule('psalms-in-ten-weeks'),
});

export const minorProphetsInFourWeeks = classicPlan({
  slug: 'minor-prophets-in-four-weeks',
  title: 'The Twelve Prophets in Four Weeks',
  description:
    'Hosea to Malachi, the twelve shorter prophets, in twenty-eight days. Judgment and mercy, exile and return, and a hope that reaches beyond them.',
  collection: 'book',
  days: schedule('minor-prophets-in-four-weeks'),
});

export const genesisInSevenWeeks = classicPlan({
  slug: 'genesis-in-seven-weeks',
  title: 'Genesis in Seven Weeks',
  description:
    'The book of beginnings, about a chapter a day: creation, the fall and the flood, then Abraham, Isaac, Jacob and Joseph. Seven weeks with the promises everything else builds on.',
  collection: 'book',
  days: schedule('genesis-in-seven-weeks'),
});

export const proverbsInAMonth = classicPlan({
  slug: 'proverbs-in-a-month',
  title: 'Proverbs in a Month',
  description:
    'One chapter of Proverbs a day, so that the date and the chapter match. Practical wisdom for speech, work, money, friendship and the fear of the Lord.',
  collection: 'book',
  days: schedule('proverbs-in-a-month'),
});

export const johnInThreeWeeks = classicPlan({
  slug: 'john-in-three-weeks',
  title: 'John in Three Weeks',
  description:
    'The Gospel of John, one chapter a day for twenty-one days. Signs, conversations and the long farewell, written so that you may believe and have life.',
  collection: 'book',
  days: schedule('john-in-three-weeks'),
});

export const actsInFourWeeks = classicPlan({
  slug: 'acts-in-four-weeks',
  title: 'Acts in Four Weeks',
  description:
    'The Acts of the Apostles, one chapter a day for twenty-eight days. From Jerusalem to Rome, the church grows as the Spirit sends it out.',
  collection: 'book',
  days: schedule('acts-in-four-weeks'),
});

/** The computed and imported classics, in catalogue order. */
export const CLASSIC_PLANS: CuratedPlan[] = [
  bibleInAYear,
  bibleInAYearChronological,
  mcheyneCalendar,
  newTestamentIn90Days,
  newTestamentOnWeekdays,
  psalmsAndProverbsInAMonth,
  fourGospelsIn40Days,
  psalmsInTenWeeks,
  minorProphetsInFourWeeks,
  genesisInSevenWeeks,
  proverbsInAMonth,
  johnInThreeWeeks,
  actsInFourWeeks,
];
