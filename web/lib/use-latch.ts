import { useState } from 'react';

/**
 * True from the first render in which `condition` holds, and for good after that. Mounts a lazily
 * loaded dialog the first time it opens and keeps it mounted, so closing can animate.
 */
export function useLatch(condition: boolean): boolean {
  const [latched, setLatched] = useState(condition);
  if (condition && !latched) setLatched(true);
  return latched || condition;
}
