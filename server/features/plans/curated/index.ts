import { fourteenDaysInMark } from './fourteen-days-in-mark.ts';
import { genesisBeginnings } from './genesis-beginnings.ts';
import { hopeInLament } from './hope-in-lament.ts';
import { provisionInTheWilderness } from './provision-in-the-wilderness.ts';
import { romansStudySessions } from './romans-study-sessions.ts';
import { ruthAndJonah } from './ruth-and-jonah.ts';
import { sermonOnTheMount } from './sermon-on-the-mount.ts';
import { sevenDaysOfPrayer } from './seven-days-of-prayer.ts';
import { thirtyDaysInThePsalms } from './thirty-days-in-the-psalms.ts';
import { twentyOneDaysOfWisdom } from './twenty-one-days-of-wisdom.ts';
import type { CuratedPlan } from './types.ts';

export type { CuratedInsight, CuratedPlan, CuratedSession } from './types.ts';
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
];
