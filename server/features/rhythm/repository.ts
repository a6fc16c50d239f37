// The reading_days table belongs to server/users (every feature that counts a day writes it
// there); the rhythm reads it through that repository.
export {
  listReadingDays as readingDaysOf,
  rebuildCounters as rebuildStoredCounters,
} from '../../users/reading-days-repository.ts';
