/**
 * Today's empty state starts a plan in place (Start on a starter plan): the card that held focus is
 * replaced by the active-plan card. The starter card marks the start here; the active-plan card that
 * mounts next takes the mark and focuses its title, so a keyboard reader is not dropped to the page.
 */
let pending = false;

/** Called as Start is pressed. */
export function markPlanStartFocus(): void {
  pending = true;
}

/** Called when the start fails: no card is coming. */
export function clearPlanStartFocus(): void {
  pending = false;
}

/** True once after a start: the caller should take focus. */
export function takePlanStartFocus(): boolean {
  const was = pending;
  pending = false;
  return was;
}
