import { z } from 'zod';

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** One day of the reader's calendar (decision 125). */
export const rhythmDaySchema = z.object({
  date: isoDay,
  /** read; rest (a rest day of the current streak); missed; today (not read yet); future. */
  state: z.enum(['read', 'rest', 'missed', 'today', 'future']),
});
export type RhythmDay = z.infer<typeof rhythmDaySchema>;

/** GET /api/rhythm: the reader's streak figures and calendar, on their local date (decision 125). */
export const rhythmSchema = z.object({
  /** The reader's local date now ('yyyy-MM-dd'), in their stored time zone. */
  today: isoDay,
  /** Reading days in the current streak (rest days do not count); 0 when there is none. */
  currentStreakDays: z.number().int().min(0),
  longestStreakDays: z.number().int().min(0),
  totalReadingDays: z.number().int().min(0),
  /** The rest days inside the current streak, oldest first. */
  restDays: z.array(isoDay),
  /** Five whole weeks, Monday first, the last holding today. */
  calendar: z.array(rhythmDaySchema),
});
export type Rhythm = z.infer<typeof rhythmSchema>;
