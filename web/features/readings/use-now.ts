import { useEffect, useState } from 'react';
import { dayPart } from './greeting.ts';

/**
 * The time, kept current while the tab stays open, so the greeting turns from morning to afternoon
 * at 12:00 and to evening at 17:00 (issue 16, item 15). Checked each minute; a new value only when
 * the part of the day changes, so nothing re-renders the rest of the time.
 */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => {
      const next = new Date();
      setNow((prev) => (dayPart(prev) === dayPart(next) ? prev : next));
    }, 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
