import { History, HandHeart, X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { Link } from '@/lib/router.tsx';
import { useCachedUser } from '@/lib/current-user.ts';
import { useOnThisDay, usePrayerSummary } from '../api/prayers.ts';

/** Today's gentle prayers line: "3 prayers · pray now", opening the prayer list. Nothing with none. */
export function PrayerLine() {
  const { data } = usePrayerSummary();
  if (!data || data.active === 0) return null;
  const count = data.active === 1 ? '1 prayer' : `${data.active} prayers`;
  return (
    <p className="mt-2 text-sm text-muted-foreground" data-testid="prayer-line">
      <HandHeart aria-hidden className="mr-2 inline size-4 align-[-0.1875rem] text-gold" />
      <Link to="/prayers" className="underline-offset-4 hover:text-foreground hover:underline">
        {count}
        <span aria-hidden className="mx-1.5">
          ·
        </span>
        pray now
      </Link>
    </p>
  );
}

// "On this day" is turned off on the device, per reader: one click, no round trip, no account setting.
const offKey = (userId: string) =>
  `lamplight-private:on-this-day-off:${encodeURIComponent(userId)}`;
const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
function readOff(userId: string | undefined): boolean {
  if (!userId) return true;
  try {
    return localStorage.getItem(offKey(userId)) === '1';
  } catch {
    return false;
  }
}

/** "On this day": what the reader wrote a year, two years… ago today, with a one-click Hide. */
export function OnThisDay() {
  const userId = useCachedUser()?.id;
  const off = useSyncExternalStore(
    subscribe,
    () => readOff(userId),
    () => true,
  );
  const { data } = useOnThisDay(!off);
  if (off || !data || data.items.length === 0) return null;
  const hide = () => {
    try {
      if (userId) localStorage.setItem(offKey(userId), '1');
    } catch {
      // storage blocked: hidden for this page only
    }
    for (const l of listeners) l();
  };
  return (
    <section
      aria-labelledby="on-this-day-title"
      className="mt-4 rounded-xl border bg-card/60 p-4 text-sm"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="on-this-day-title" className="flex items-center gap-2 font-semibold">
          <History aria-hidden className="size-4 text-gold" />
          On this day
        </h2>
        <button
          type="button"
          onClick={hide}
          className="hitbox relative inline-flex items-center gap-1 rounded-sm text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        >
          <X aria-hidden className="size-4" />
          Hide “On this day”
        </button>
      </div>
      <ul className="mt-2 flex flex-col gap-2">
        {data.items.map((item) => (
          <li key={`${item.kind}${item.id}`}>
            <span className="text-muted-foreground">
              {item.yearsAgo === 1 ? 'A year ago' : `${item.yearsAgo} years ago`}:{' '}
            </span>
            <Link
              to={
                item.kind === 'reflection'
                  ? `/journal?entry=${item.id}`
                  : item.kind === 'prayer'
                    ? `/prayers#prayer-${item.id}`
                    : '/marks?kind=note'
              }
              className="font-medium underline-offset-4 hover:underline"
            >
              {item.title}
            </Link>
            {item.reference && <span className="text-muted-foreground"> · {item.reference}</span>}
            {item.firstLine && (
              <p className="line-clamp-2 text-muted-foreground">{item.firstLine}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
