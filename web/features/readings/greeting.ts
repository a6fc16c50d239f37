export type DayPart = 'morning' | 'afternoon' | 'evening';

/** Spec §9: morning before 12:00, afternoon before 17:00, otherwise evening (reader's local time). */
export function dayPart(date: Date): DayPart {
  const hour = date.getHours();
  if (hour < 12) return 'morning';
  if (hour < 17) return 'afternoon';
  return 'evening';
}

/** 'Good morning, Ruth', or 'Good evening, Friend' when the first name is missing or blank. */
export function greeting(firstName: string | null | undefined, date: Date = new Date()): string {
  const name = firstName?.trim() || 'Friend';
  return `Good ${dayPart(date)}, ${name}`;
}
