import type { BibleTranslation } from '@contract/bible.ts';
import { HIGHLIGHT_COLORS, markReference, type HighlightColor } from '@contract/marks-rules.ts';
import type { Mark } from '@contract/marks.ts';
import type { RecallItem } from '@contract/prayers.ts';
import { Bookmark, Copy, HandHeart, NotebookPen, PenLine, StickyNote, X } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useCachedUser } from '@/lib/current-user.ts';
import { Link } from '@/lib/router.tsx';
import { toast } from '@/lib/toast.ts';
import { cn } from '@/lib/utils.ts';
import { HIGHLIGHT_CLASS, VerseMarksContext, type VerseMarksLayer } from '@/lib/verse-marks.ts';
import {
  failureText,
  useChapterRecall,
  useCreateMark,
  useDeleteMark,
  usePassageMarks,
} from '../api/marks.ts';
import { firstBookOf, placeOf, stateOf, type VerseRun } from '../verse-keys.ts';
import { NoteDialog } from './note-dialog.tsx';

export interface MarkableReadingProps {
  /** The passage shown: Today's reference or the chapter's name. */
  reference: string | undefined;
  translation: BibleTranslation;
  /** The Bible reader's chapter: its "You wrote on this passage" markers come with it. */
  chapter?: { slug: string; chapter: number };
  children: ReactNode;
}

const runReference = (run: VerseRun) =>
  markReference(run.book.name, run.chapter, run.start, run.end);

/**
 * The reader's marks on a reading card (decision 164): wraps the card, gives its passage the marks layer,
 * and shows the marking toolbar while verses are selected. Signed out, the card is shown as it is.
 */
export function MarkableReading(props: MarkableReadingProps) {
  // One tree whether or not marks are on, so the card keeps its state when the reading arrives.
  const active = Boolean(useCachedUser() && props.reference);
  return <Markable {...props} reference={props.reference ?? ''} active={active} />;
}

function Markable({
  reference,
  translation,
  chapter,
  children,
  active,
}: MarkableReadingProps & { reference: string; active: boolean }) {
  const { data } = usePassageMarks(reference, active);
  const marks = useMemo(() => data?.marks ?? [], [data]);
  const recall = useChapterRecall(
    chapter?.slug,
    chapter?.chapter ?? 0,
    active && Boolean(chapter),
  ).data;
  const first = useMemo(() => firstBookOf(reference), [reference]);
  const [selection, setSelection] = useState<{ anchor: string; keys: string[] } | null>(null);
  const [anchor, setAnchor] = useState<string | null>(null);
  const [notesFor, setNotesFor] = useState<VerseRun | null>(null);
  const box = useRef<HTMLDivElement>(null);

  // Another passage: nothing stays selected.
  const [shownReference, setShownReference] = useState(reference);
  if (shownReference !== reference) {
    setShownReference(reference);
    setSelection(null);
    setAnchor(null);
  }

  const press = useCallback(
    (key: string, extend: boolean) => {
      setAnchor(key);
      setSelection((current) => {
        const all = [
          ...(box.current?.querySelectorAll<HTMLElement>('[data-verse-button]') ?? []),
        ].map((b) => b.dataset.verseButton ?? '');
        const target = placeOf(key, first);
        if (!current || !target) return target ? { anchor: key, keys: [key] } : null;
        const from = placeOf(current.anchor, first);
        const sameChapter =
          from && from.book.name === target.book.name && from.chapter === target.chapter;
        if (current.keys.length === 1 && current.keys[0] === key && !extend) return null;
        if (!sameChapter || (!extend && current.keys.length > 1))
          return { anchor: key, keys: [key] };
        const a = all.indexOf(current.anchor);
        const b = all.indexOf(key);
        if (a < 0 || b < 0) return { anchor: key, keys: [key] };
        const keys = all.slice(Math.min(a, b), Math.max(a, b) + 1).filter((k) => {
          const p = placeOf(k, first);
          return p && p.book.name === target.book.name && p.chapter === target.chapter;
        });
        return { anchor: current.anchor, keys };
      });
    },
    [first],
  );

  const run = useMemo((): VerseRun | null => {
    if (!selection) return null;
    const places = selection.keys.map((k) => placeOf(k, first)).filter((p) => p !== undefined);
    if (places.length === 0) return null;
    const verses = places.map((p) => p.verse);
    return {
      book: places[0]!.book,
      chapter: places[0]!.chapter,
      start: Math.min(...verses),
      end: Math.max(...verses),
    };
  }, [selection, first]);

  const recallAt = useMemo(() => {
    const at = new Map<number, RecallItem[]>();
    for (const item of recall?.items ?? [])
      at.set(item.verse, [...(at.get(item.verse) ?? []), item]);
    return at;
  }, [recall]);

  const layer = useMemo((): VerseMarksLayer | null => {
    if (!active) return null;
    const selected = new Set(selection?.keys ?? []);
    return {
      reference,
      anchor,
      stateOf: (key) => {
        const place = placeOf(key, first);
        return place ? stateOf(marks, place, selected.has(key)) : undefined;
      },
      press,
      openNotes: (key) => {
        const place = placeOf(key, first);
        if (place)
          setNotesFor({
            book: place.book,
            chapter: place.chapter,
            start: place.verse,
            end: place.verse,
          });
      },
      after: chapter
        ? (key) => {
            const place = placeOf(key, first);
            const items = place ? recallAt.get(place.verse) : undefined;
            return items ? <RecallMarkers items={items} onNote={(id) => openNoteById(id)} /> : null;
          }
        : undefined,
    };
    function openNoteById(id: number) {
      const mark = marks.find((m) => m.id === id);
      const book = mark && firstBookOf(`${mark.book} 1`);
      if (mark && book)
        setNotesFor({ book, chapter: mark.chapter, start: mark.verseStart, end: mark.verseEnd });
    }
  }, [active, reference, anchor, first, marks, selection, press, chapter, recallAt]);

  return (
    <VerseMarksContext.Provider value={layer}>
      <div ref={box}>{children}</div>
      {run && active && (
        <MarkToolbar
          run={run}
          marks={marks}
          translation={translation}
          box={box}
          keys={selection?.keys ?? []}
          onNote={() => setNotesFor(run)}
          onClose={() => {
            setSelection(null);
            box.current
              ?.querySelector<HTMLElement>(`[data-verse-button="${CSS.escape(anchor ?? '')}"]`)
              ?.focus();
          }}
        />
      )}
      <NoteDialog
        run={notesFor}
        label={notesFor ? runReference(notesFor) : ''}
        marks={marks}
        onClose={() => setNotesFor(null)}
      />
    </VerseMarksContext.Provider>
  );
}

const RECALL_ICON = { reflection: PenLine, note: StickyNote, prayer: HandHeart } as const;
const RECALL_WORD = {
  reflection: 'Your reflection',
  note: 'Your note',
  prayer: 'Your prayer',
} as const;

/** "You wrote on this passage": a small sign per item, each opening what was written. */
function RecallMarkers({ items, onNote }: { items: RecallItem[]; onNote: (id: number) => void }) {
  return (
    <span className="ml-1 inline-flex gap-0.5 align-middle" data-testid="recall-markers">
      {items.map((item) => {
        const Icon = RECALL_ICON[item.kind];
        const label = `${RECALL_WORD[item.kind]}: ${item.title} (${item.date})`;
        const cls =
          'hitbox relative inline-flex size-5 items-center justify-center rounded-full bg-accent text-accent-foreground hover:bg-secondary focus-visible:outline-2 focus-visible:outline-ring';
        if (item.kind === 'note') {
          return (
            <button
              key={`n${item.id}`}
              type="button"
              aria-label={label}
              title={label}
              className={cls}
              onClick={() => onNote(item.id)}
            >
              <Icon aria-hidden className="size-3" />
            </button>
          );
        }
        const to =
          item.kind === 'reflection' ? `/journal?entry=${item.id}` : `/prayers#prayer-${item.id}`;
        return (
          <Link
            key={`${item.kind}${item.id}`}
            to={to}
            aria-label={label}
            title={label}
            className={cls}
          >
            <Icon aria-hidden className="size-3" />
          </Link>
        );
      })}
    </span>
  );
}

const SWATCH: Record<HighlightColor, string> = {
  yellow: 'bg-[#f2d24b]',
  green: 'bg-[#6cc07a]',
  blue: 'bg-[#6aa5e6]',
  pink: 'bg-[#e88bb0]',
};

/** The marking tools for the selected verses: colours, bookmark, note and copy. */
function MarkToolbar({
  run,
  marks,
  translation,
  box,
  keys,
  onNote,
  onClose,
}: {
  run: VerseRun;
  marks: readonly Mark[];
  translation: BibleTranslation;
  box: React.RefObject<HTMLDivElement | null>;
  keys: string[];
  onNote: () => void;
  onClose: () => void;
}) {
  const create = useCreateMark();
  const remove = useDeleteMark();
  const [said, setSaid] = useState('');
  const label = runReference(run);
  const inRun = (m: Mark) =>
    m.book === run.book.name &&
    m.chapter === run.chapter &&
    m.verseStart <= run.end &&
    run.start <= m.verseEnd;
  const exact = (m: Mark) =>
    m.book === run.book.name &&
    m.chapter === run.chapter &&
    m.verseStart === run.start &&
    m.verseEnd === run.end;
  const highlight = marks.find((m) => m.kind === 'highlight' && exact(m));
  const bookmark = marks.find((m) => m.kind === 'bookmark' && exact(m));
  const overlapping = marks.filter((m) => m.kind === 'highlight' && inRun(m));
  const verses = {
    book: run.book.name,
    chapter: run.chapter,
    verseStart: run.start,
    verseEnd: run.end,
  };
  const failed = (error: unknown) =>
    void toast.error('Mark Not Saved', { description: failureText(error, 'Please try again.') });

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const paint = (color: HighlightColor) => {
    if (highlight?.color === color) {
      remove.mutate(highlight.id, {
        onSuccess: () => setSaid(`Highlight removed from ${label}`),
        onError: failed,
      });
      return;
    }
    create.mutate(
      { kind: 'highlight', color, verses },
      {
        onSuccess: (o) =>
          setSaid(o.queued ? 'Saved offline, will sync' : `${label} highlighted ${color}`),
        onError: failed,
      },
    );
  };
  const unpaint = () => {
    for (const m of overlapping) remove.mutate(m.id, { onError: failed });
    setSaid(`Highlight removed from ${label}`);
  };
  const toggleBookmark = () => {
    if (bookmark) {
      remove.mutate(bookmark.id, {
        onSuccess: () => setSaid(`Bookmark removed from ${label}`),
        onError: failed,
      });
    } else {
      create.mutate(
        { kind: 'bookmark', verses },
        {
          onSuccess: (o) => setSaid(o.queued ? 'Saved offline, will sync' : `${label} bookmarked`),
          onError: failed,
        },
      );
    }
  };
  const copy = async () => {
    const parts = keys.map((k) => {
      const el = box.current?.querySelector(`[data-verse-key="${CSS.escape(k)}"]`);
      const text =
        el?.querySelector('[data-verse-text]')?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      const n = el?.getAttribute('data-verse');
      return keys.length > 1 && n ? `${n} ${text}` : text;
    });
    const text = `${parts.join(' ')}\n${label} (${translation.toUpperCase()})`;
    try {
      await navigator.clipboard.writeText(text);
      setSaid(`Copied ${label}`);
      void toast.success('Copied', { description: `${label} (${translation.toUpperCase()})` });
    } catch {
      void toast.error('Copy Failed', { description: 'Your browser did not allow copying.' });
    }
  };

  return (
    <div
      role="toolbar"
      aria-label={`Mark ${label}`}
      className="fixed inset-x-2 bottom-20 z-40 mx-auto flex max-w-2xl flex-wrap items-center gap-2 rounded-xl border bg-popover p-2.5 text-popover-foreground shadow-lifted md:bottom-6"
    >
      <span className="px-1 font-serif font-semibold" data-testid="mark-selection">
        {label}
      </span>
      <span className="flex gap-1" role="group" aria-label="Highlight">
        {HIGHLIGHT_COLORS.map((color) => (
          <button
            key={color}
            type="button"
            aria-pressed={highlight?.color === color}
            aria-label={`Highlight ${color}`}
            title={`Highlight ${color}`}
            onClick={() => paint(color)}
            className={cn(
              'hitbox relative flex size-8 items-center justify-center rounded-full border-2 border-transparent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring aria-pressed:border-foreground',
              HIGHLIGHT_CLASS[color],
            )}
          >
            <span aria-hidden className={cn('size-4 rounded-full', SWATCH[color])} />
          </button>
        ))}
      </span>
      {overlapping.length > 0 && (
        <Button variant="ghost" size="sm" onClick={unpaint}>
          Remove highlight
        </Button>
      )}
      <Button variant="outline" size="sm" aria-pressed={Boolean(bookmark)} onClick={toggleBookmark}>
        <Bookmark aria-hidden className={cn(bookmark && 'fill-current')} />
        {bookmark ? 'Bookmarked' : 'Bookmark'}
      </Button>
      <Button variant="outline" size="sm" onClick={onNote}>
        <NotebookPen aria-hidden />
        Note
      </Button>
      <Button variant="outline" size="sm" onClick={() => void copy()}>
        <Copy aria-hidden />
        Copy
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Done marking"
        onClick={onClose}
        className="ml-auto"
      >
        <X aria-hidden />
      </Button>
      <span role="status" className="sr-only">
        {said}
      </span>
    </div>
  );
}
