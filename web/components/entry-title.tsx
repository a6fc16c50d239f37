import { defaultJournalTitle } from '@contract/journal-rules.ts';
import { ScriptureLink } from './scripture-link.tsx';

/**
 * True when an entry's title is the default 'Bible Reading - {reference}' of its own reference: the
 * title then carries the reference (linked), and the card does not show it a second time below.
 */
export function titleHasReference(
  title: string | null | undefined,
  reference: string | null | undefined,
) {
  const ref = reference?.trim();
  return Boolean(ref) && title?.trim() === defaultJournalTitle(ref);
}

/**
 * A journal or notebook entry's title, as written ('Bible Reading' when empty). When it is the default
 * title of its reference, the reference inside it links to the Bible reader.
 */
export function EntryTitle({
  title,
  reference,
}: {
  title: string | null | undefined;
  reference: string | null | undefined;
}) {
  if (titleHasReference(title, reference)) {
    const ref = reference!.trim();
    return (
      <>
        {defaultJournalTitle(null)} - <ScriptureLink reference={ref} />
      </>
    );
  }
  return title || 'Bible Reading';
}
