import { JOURNAL_CONTENT_MAX } from '@contract/journal-rules.ts';
import { cn } from '@/lib/utils.ts';

/** The counter appears once a reflection passes this share of the limit: shorter ones never see it. */
const SHOW_FROM = Math.floor(JOURNAL_CONTENT_MAX * 0.8);

const count = new Intl.NumberFormat('en-GB');

/** How long a reflection is as the server will measure it (it stores the trimmed text). */
export function reflectionLength(text: string): number {
  return text.trim().length;
}

/** True when the reflection can never be saved as it is: longer than the server's limit. */
export function isOverLimit(text: string): boolean {
  return reflectionLength(text) > JOURNAL_CONTENT_MAX;
}

/**
 * A quiet character count near the journal's limit, and a plain message past it, so a reader is never sent
 * to a save that cannot succeed. Linked to the textarea with `aria-describedby` (give it `id`); polite, so
 * a screen reader hears it when it changes without being interrupted at every keystroke.
 */
export function LengthCounter({ id, text }: { id: string; text: string }) {
  const length = reflectionLength(text);
  const over = length - JOURNAL_CONTENT_MAX;
  return (
    <p
      id={id}
      aria-live="polite"
      className={cn(
        'min-h-5 text-right text-xs tabular-nums',
        over > 0 ? 'font-medium text-destructive' : 'text-muted-foreground',
      )}
    >
      {length < SHOW_FROM
        ? null
        : over > 0
          ? `${count.format(over)} characters over the ${count.format(JOURNAL_CONTENT_MAX)}-character limit. Shorten it to save.`
          : `${count.format(length)} of ${count.format(JOURNAL_CONTENT_MAX)} characters`}
    </p>
  );
}
