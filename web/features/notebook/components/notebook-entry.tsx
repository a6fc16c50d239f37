import { Fragment, type ReactNode } from 'react';
import { DEFAULT_TRANSLATION, translationNames } from '@contract/account-rules.ts';
import type { JournalEntry } from '@contract/journal.ts';
import { EntryTitle, titleHasReference } from '@/components/entry-title.tsx';
import { ScriptureLink } from '@/components/scripture-link.tsx';
import { entryDate } from '../format.ts';

/** Renders an entry's actions (Edit, Insights); the app layer passes the journal feature's. */
export type RenderEntryActions = (entry: JournalEntry) => ReactNode;

export interface NotebookEntryProps {
  entry: JournalEntry;
  renderActions: RenderEntryActions;
  /** What to show under the title: the reference, the date, or both. */
  meta?: 'reference' | 'date' | 'both';
  /** Words to mark in the text (search results). */
  highlight?: string[];
}

/** One reflection inside a notebook group. */
export function NotebookEntry({
  entry,
  renderActions,
  meta = 'both',
  highlight,
}: NotebookEntryProps) {
  const date = entryDate(entry);
  const reference = entry.reference || 'Bible Reading';
  const version = <TranslationTag translation={entry.translation} />;
  // The default title already names (and links) the reference: the line below does not repeat it.
  const showReference = meta !== 'date' && !titleHasReference(entry.title, entry.reference);
  const showDate = meta !== 'reference' && Boolean(date);
  const parts: ReactNode[] = [];
  if (showReference) {
    parts.push(
      <span key="reference">
        <ScriptureLink reference={reference} />
        {version}
      </span>,
    );
  }
  if (showDate) {
    parts.push(
      <span key="date">
        {date}
        {!showReference && version}
      </span>,
    );
  }
  if (
    !showReference &&
    !showDate &&
    entry.translation &&
    entry.translation !== DEFAULT_TRANSLATION
  ) {
    parts.push(<TranslationTag key="version" translation={entry.translation} bare />);
  }
  if (entry.planTitle) parts.push(<span key="plan">{entry.planTitle}</span>);
  const line = parts;
  return (
    <article
      aria-labelledby={`nb-entry-${entry.id}`}
      className="flex flex-col rounded-xl border bg-card p-4 shadow-soft sm:grid sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-x-4 md:p-5"
    >
      <div className="min-w-0">
        <h3
          id={`nb-entry-${entry.id}`}
          className="font-serif leading-snug font-semibold break-words"
        >
          <EntryTitle title={entry.title} reference={entry.reference} />
        </h3>
        {line.length > 0 && (
          <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
            {line.map((part, i) => (
              <Fragment key={i}>
                {i > 0 && <span aria-hidden>·</span>}
                {part}
              </Fragment>
            ))}
          </p>
        )}
      </div>
      {/* Beside the title from sm up; under the text on phones. */}
      <div className="order-last mt-3 sm:order-none sm:mt-0">{renderActions(entry)}</div>
      <p className="mt-3 text-[0.9375rem] leading-relaxed break-words whitespace-pre-line sm:col-span-2">
        {entry.content.trim() ? (
          <Highlighted text={entry.content} words={highlight} />
        ) : (
          <span className="text-muted-foreground italic">No reflection written yet</span>
        )}
      </p>
    </article>
  );
}

/**
 * ' · WEB' after the reference when the reader wrote while reading a translation other than the
 * KJV (decision 122); nothing for the KJV, which most entries are.
 */
function TranslationTag({
  translation,
  bare = false,
}: {
  translation: string | undefined;
  bare?: boolean;
}) {
  if (!translation || translation === DEFAULT_TRANSLATION) return null;
  const names = translationNames(translation);
  return (
    <>
      <span aria-hidden>{bare ? names.short : ` · ${names.short}`}</span>
      <span className="sr-only">, {names.name}</span>
    </>
  );
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Marks the searched words (case-insensitive) with <mark>; plain text otherwise. */
function Highlighted({ text, words }: { text: string; words?: string[] }) {
  const terms = (words ?? []).filter((w) => w.length > 1).map(escapeRegExp);
  if (terms.length === 0) return text;
  const parts = text.split(new RegExp(`(${terms.join('|')})`, 'gi'));
  return parts.map((part, i) =>
    i % 2 === 1 ? (
      <mark key={i} className="rounded-sm bg-lamp/45 px-0.5 text-foreground">
        {part}
      </mark>
    ) : (
      part
    ),
  );
}
