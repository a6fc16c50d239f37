/** The plans feature's clock; tests move it (month boundaries) with setClock. */
let current: () => Date = () => new Date();

/** The current time as the plans feature sees it. */
export function now(): Date {
  return current();
}

/** Replaces the clock (tests only); call with no argument to restore the real one. */
export function setClock(clock?: () => Date): void {
  current = clock ?? (() => new Date());
}
