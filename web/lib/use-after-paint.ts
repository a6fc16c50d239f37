import { startTransition, useEffect, useState } from 'react';

/**
 * False until the browser has painted a frame after `ready` became true, then true for good (decision 142).
 * The switch is a transition, so React renders what it reveals in small slices the browser can interrupt,
 * not in one long task beside the first screen's render.
 */
export function useAfterPaint(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame callback runs before that frame's paint; the timer after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [ready, painted]);
  return painted;
}
