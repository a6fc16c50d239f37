// Today's layout talks to the reflection panel (journal feature) through the page, not an import:
// features never import each other. The panel sits in the element with this id.

/** The id of the element that holds the reflection panel on Today. */
export const REFLECTION_ID = 'reflection';

function reflectionTextarea(): HTMLTextAreaElement | null {
  return document.getElementById(REFLECTION_ID)?.querySelector('textarea') ?? null;
}

/** Scrolls to the reflection box and puts the cursor in it (the phone's 'Write a reflection'). */
export function focusReflection(): boolean {
  const box = reflectionTextarea();
  if (!box) return false;
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  box.scrollIntoView({ block: 'center', behavior: smooth ? 'smooth' : 'auto' });
  box.focus({ preventScroll: true });
  return true;
}

/**
 * Adds a reflection question to the reflection box, on a line of its own after what the reader
 * wrote, and puts the cursor after it. The box is a controlled React textarea, so the value goes in
 * through the native setter and an input event, as typing would, and the panel's draft (and its
 * Save button) follow.
 */
export function insertIntoReflection(text: string): boolean {
  const box = reflectionTextarea();
  if (!box) return false;
  const current = box.value.replace(/\s+$/, '');
  const next = current ? `${current}\n\n${text}\n` : `${text}\n`;
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
  setter?.call(box, next);
  box.dispatchEvent(new Event('input', { bubbles: true }));
  focusReflection();
  box.setSelectionRange(next.length, next.length);
  return true;
}
