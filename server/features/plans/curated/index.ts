import { advent } from './advent.ts';
import { CLASSIC_PLANS } from './classic/plans.ts';
import { fourteenDaysInMark } from './fourteen-days-in-mark.ts';
import { genesisBeginnings } from './genesis-beginnings.ts';
import { holyWeek } from './holy-week.ts';
import { hopeInLament } from './hope-in-lament.ts';
import { provisionInTheWilderness } from './provision-in-the-wilderness.ts';
import { romansStudySessions } from './romans-study-sessions.ts';
import { ruthAndJonah } from './ruth-and-jonah.ts';
import { sermonOnTheMount } from './sermon-on-the-mount.ts';
import { sevenDaysOfPrayer } from './seven-days-of-prayer.ts';
import { thirtyDaysInThePsalms } from './thirty-days-in-the-psalms.ts';
import { twentyOneDaysOfWisdom } from './twenty-one-days-of-wisdom.ts';
import type { CuratedPlan, PlanCollection } from './types.ts';

export type { CuratedInsight, CuratedPlan, CuratedSession, PlanCollection } from './types.ts';
export { CURATED_TOPICS } from './topics.ts';

/** The reading plans shipped with the app, flagship first. Seeded idempotently by `slug`. */
export const CURATED_PLANS: CuratedPlan[] = [
  provisionInTheWilderness,
  thirtyDaysInThePsalms,
  fourteenDaysInMark,
  sevenDaysOfPrayer,
  romansStudySessions,
  twentyOneDaysOfWisdom,
  sermonOnTheMount,
  genesisBeginnings,
  hopeInLament,
  ruthAndJonah,
  // The classic schedules and the seasons (decision 158), after the first ten so that the rows
  // filled from curated plans in id order (Featured Plans) keep showing the same plans.
  ...CLASSIC_PLANS,
  advent,
  holyWeek,
];

const BY_SLUG = new Map(CURATED_PLANS.map((p) => [p.slug, p]));

/** The shipped plan of a slug, if any. */
export const curatedPlanBySlug = (slug: string | null | undefined): CuratedPlan | undefined =>
  slug ? BY_SLUG.get(slug) : undefined;

/** Where the catalogue files a curated plan: its collection, else its type. */
export const collectionOf = (plan: CuratedPlan): PlanCollection => plan.collection ?? plan.type;
