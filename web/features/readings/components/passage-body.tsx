import { Bookmark } from 'lucide-react';
import { Fragment, lazy, memo, Suspense, useMemo, useState, type KeyboardEvent } from 'react';
import { PASSAGE_TEXT } from '@/lib/reading-comfort.ts';
import { cn } from '@/lib/utils.ts';
import type { PassageNotesResponse } from '@contract/bible.ts';
import type { StrongsWordsResponse } from '@contract/strongs.ts';
import { useAfterPaint } from '@/lib/use-after-paint.ts';
import { HIGHLIGHT_CLASS, describeMarks, useVerseMarks } from '@/lib/verse-marks.ts';
import {
  parsePassage,
  tokenizeItalics,
  verseKeys,
  withSectionHeadings,
  type PassageBlock,
  type SectionHeadingAt,
} from '../passage.ts';
import {
  groupForWrapping,
  splitVerse,
  type VerseSegment,
  type WordSpan,
} from '../strongs-words.ts';

/** A word the reader clicked, with its Strong's number. */
export interface StrongsSelection {
  word: string;
  number: string;
}

export interface PassageBodyProps {
  passage: string;
  /** When on, Strong's words in verse text are buttons. */
  strongsOn: boolean;
  /** The server's Strong's words of the passage (GET /api/strongs/words), once loaded. */
  strongsWords?: StrongsWordsResponse;
  /** The translators' marginal notes of the passage (GET /api/bible/notes), once loaded. */
  notes?: PassageNotesResponse;
  onWord: (selection: StrongsSelection) => void;
  /** The first blocks at once, the rest once they have painted (decision 142); all at once by default. */
  restAfterPaint?: boolean;
  /** The passage's reference, which places the section headings. */
  reference?: string;
  /** The study notes' section headings to show above their verses (decision 149); none by default. */
  sectionHeadings?: readonly SectionHeadingAt[];
}

/** How many blocks (verses, headings) render before the first paint: a phone's screenful at most. */
const FIRST_BLOCKS = 6;

/** The passage text: sub-headings, numbered verses (number in gold) and paragraphs. */
export const PassageBody = memo(function PassageBody({
  passage,
  strongsOn,
  strongsWords,
  notes,
  onWord,
  restAfterPaint = false,
  reference: passageReference,
  sectionHeadings,
}: PassageBodyProps) {
  const blocks = useMemo(
    () => withSectionHeadings(parsePassage(passage), sectionHeadings, passageReference ?? ''),
    [passage, sectionHeadings, passageReference],
  );
  // The reader's marks (decision 164), when the marks feature wraps the card: they need the verse keys too.
  const layer = useVerseMarks();
  const reference = strongsWords?.reference ?? notes?.reference ?? layer?.reference;
  const keys = useMemo(() => (reference ? verseKeys(blocks, reference) : []), [blocks, reference]);
  // The first blocks render with the screen; the rest once that has painted, in a transition (decision 142).
  const painted = useAfterPaint(restAfterPaint);
  const shown = !restAfterPaint || painted ? blocks : blocks.slice(0, FIRST_BLOCKS);
  const firstVerse = blocks.findIndex((b) => b.kind === 'verse');

  return (
    // Sized by the reader's text size and line spacing (decision 127); every part below is in em,
    // so headings, verse numbers and note marks grow with the words.
    <div className={PASSAGE_TEXT}>
      {shown.map((block, i) => {
        const key = keys[i];
        return (
          <Block
            key={i}
            block={block}
            first={i === 0}
            strongsOn={strongsOn}
            spans={key ? strongsWords?.verses[key] : undefined}
            notes={key ? notes?.verses[key] : undefined}
            onWord={onWord}
            markKey={layer && key ? key : undefined}
            firstVerse={i === firstVerse}
          />
        );
      })}
    </div>
  );
});

interface WordProps {
  strongsOn: boolean;
  /** The server's clickable words of this verse. */
  spans?: readonly WordSpan[];
  /** Its marginal notes. */
  notes?: PassageNotesResponse['verses'][string];
  onWord: PassageBodyProps['onWord'];
}

function Block({
  block,
  first,
  markKey,
  firstVerse,
  ...words
}: { block: PassageBlock; first: boolean; markKey?: string; firstVerse?: boolean } & WordProps) {
  if (block.kind === 'heading') {
    return (
      <h3 className="mt-[2em] mb-1 font-sans text-[0.8em] font-semibold tracking-[0.12em] text-muted-foreground uppercase first:mt-0">
        {block.text}
      </h3>
    );
  }
  if (block.kind === 'section') {
    // A section heading of the study notes: the reader's guide, set apart from the words of the text;
    // below a reading's own heading when the day has several.
    const Heading = block.under ? 'h4' : 'h3';
    return (
      <Heading
        data-section-heading
        className="mt-[1.6em] mb-1 font-sans text-[0.85em] leading-snug font-semibold text-foreground/80 first:mt-0"
      >
        {block.text}
      </Heading>
    );
  }
  if (block.kind === 'title') {
    // A Psalm's title or Psalm 119's letter: part of the text, but not a numbered verse.
    return (
      <p
        className={cn(
          'font-serif text-[0.95em] text-muted-foreground italic',
          first ? 'mb-3' : 'mt-5 mb-3',
        )}
      >
        <RichText text={block.text} {...words} />
      </p>
    );
  }
  if (block.kind === 'paragraph') {
    // Strong's words are only in verse text.
    return (
      <p className={first ? undefined : 'mt-3'}>
        <RichText text={block.text} {...words} strongsOn={false} notes={undefined} />
      </p>
    );
  }
  if (markKey) {
    return (
      <MarkedVerse
        block={block}
        first={first}
        firstVerse={firstVerse ?? false}
        markKey={markKey}
        {...words}
      />
    );
  }
  return (
    <p className={first ? undefined : 'mt-3'} data-verse={block.number}>
      <sup className="mr-[0.35em] align-super font-sans text-[0.65em] font-semibold text-gold tabular-nums select-none">
        {block.number}
      </sup>
      <RichText text={block.text} {...words} />
    </p>
  );
}

/**
 * A verse the reader can mark (decision 164): its number is a button that selects it (Shift, or a second
 * verse, selects the run between), the Up and Down arrows move between verse numbers, and its marks show as
 * a background colour, a bookmark and a note sign, each also said to screen readers in words.
 */
function MarkedVerse({
  block,
  first,
  firstVerse,
  markKey,
  ...words
}: {
  block: Extract<PassageBlock, { kind: 'verse' }>;
  first: boolean;
  firstVerse: boolean;
  markKey: string;
} & WordProps) {
  const layer = useVerseMarks();
  if (!layer) return null;
  const state = layer.stateOf(markKey);
  const said = describeMarks(state);
  const selected = state?.selected ?? false;
  const tabStop = layer.anchor === markKey || (layer.anchor === null && firstVerse);
  return (
    <p
      className={cn(
        first ? undefined : 'mt-3',
        'relative -mx-1.5 rounded-md px-1.5',
        state?.color && [HIGHLIGHT_CLASS[state.color], '[&_.text-gold]:text-current'],
        selected && 'outline-2 outline-offset-1 outline-ring',
      )}
      data-verse={block.number}
      data-verse-key={markKey}
      data-mark-color={state?.color ?? undefined}
      data-bookmarked={state?.bookmarked ? '' : undefined}
    >
      <button
        type="button"
        data-verse-button={markKey}
        tabIndex={tabStop ? 0 : -1}
        aria-pressed={selected}
        aria-label={`Verse ${block.number}`}
        onClick={(e) => layer.press(markKey, e.shiftKey)}
        onKeyDown={(e) => moveBetweenVerses(e, layer.press)}
        className="hitbox relative mr-[0.35em] cursor-pointer rounded-sm px-0.5 align-super font-sans text-[0.65em] font-semibold text-gold tabular-nums select-none hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-pressed:bg-secondary aria-pressed:text-secondary-foreground"
      >
        {block.number}
      </button>
      {said && <span className="sr-only">({said}) </span>}
      {state?.bookmarked && (
        <Bookmark
          aria-hidden
          data-testid="bookmark-sign"
          className="mr-1 inline size-[0.8em] fill-current align-baseline text-gold"
        />
      )}
      <span data-verse-text>
        <RichText text={block.text} {...words} />
      </span>
      {state && state.notes > 0 && (
        <button
          type="button"
          onClick={() => layer.openNotes(markKey)}
          aria-label={state.notes === 1 ? 'Open your note' : `Open your ${state.notes} notes`}
          className="hitbox relative ml-1 rounded-sm px-0.5 align-super font-sans text-[0.65em] font-semibold text-current underline decoration-dotted hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
        >
          <span aria-hidden>✎</span>
        </button>
      )}
      {layer.after?.(markKey)}
    </p>
  );
}

/** Up/Down (and Left/Right) move focus between verse numbers; with Shift they also extend the selection. */
function moveBetweenVerses(
  event: KeyboardEvent<HTMLButtonElement>,
  press: (key: string, extend: boolean) => void,
) {
  const step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[event.key];
  if (!step) return;
  const all = [
    ...(
      event.currentTarget.closest('[data-testid="passage"]') ?? document
    ).querySelectorAll<HTMLButtonElement>('[data-verse-button]'),
  ];
  const next = all[all.indexOf(event.currentTarget) + step];
  if (!next) return;
  event.preventDefault();
  next.focus();
  if (event.shiftKey) press(next.dataset.verseButton ?? '', true);
}

/** Text with the translators' italics as <em>, and Strong's words as buttons when on. */
function RichText({ text, strongsOn, spans, notes, onWord }: { text: string } & WordProps) {
  if (!strongsOn && !notes?.length) {
    return tokenizeItalics(text).map((run, i) =>
      run.italic ? <em key={i}>{run.text}</em> : <Fragment key={i}>{run.text}</Fragment>,
    );
  }
  const segment = (s: VerseSegment, key: number) =>
    s.note !== undefined ? (
      <NoteMark key={key} text={notes?.[s.note]?.text ?? ''} />
    ) : s.strongs ? (
      <StrongsWord key={key} word={s.text} number={s.strongs} onWord={onWord} />
    ) : s.italic ? (
      <em key={key}>{s.text}</em>
    ) : (
      <Fragment key={key}>{s.text}</Fragment>
    );
  const pieces = groupForWrapping(
    splitVerse(
      text,
      strongsOn ? spans : [],
      notes?.map((n) => n.at),
    ),
  );
  return pieces.map((piece, i) =>
    'nowrap' in piece ? (
      <span key={i} className="whitespace-nowrap">
        {piece.nowrap.map(segment)}
      </span>
    ) : (
      segment(piece, i)
    ),
  );
}

function StrongsWord({
  word,
  number,
  onWord,
}: {
  word: string;
  number: string;
  onWord: PassageBodyProps['onWord'];
}) {
  return (
    <button
      type="button"
      title={`Strong's ${number}`}
      data-strongs={number}
      onClick={() => onWord({ word, number })}
      className="cursor-pointer rounded-sm underline decoration-gold decoration-dotted decoration-2 underline-offset-[5px] transition-colors hover:bg-accent hover:decoration-solid focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
    >
      {word}
    </button>
  );
}

const NOTE_MARK_CLASS =
  'cursor-pointer rounded-sm px-0.5 align-super font-sans text-[0.65em] leading-none font-semibold text-gold hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring';

const NotePopover = lazy(() =>
  import('./note-popover.tsx').then((m) => ({ default: m.NotePopover })),
);

/**
 * A translators' marginal note: a small mark in the text that opens the note. A passage can carry dozens:
 * each is a plain button until its first use, and only then becomes a popover, whose code loads then
 * (decision 135: less work and less code for the passage's first render).
 */
function NoteMark({ text }: { text: string }) {
  const [used, setUsed] = useState(false);
  // Drawn by CSS, so copying the verse copies the words without the mark.
  const mark = <span aria-hidden className="after:content-['†']" />;
  const plain = (
    <button
      type="button"
      aria-label="Translators' note"
      aria-haspopup="dialog"
      aria-expanded={false}
      className={NOTE_MARK_CLASS}
      onClick={() => setUsed(true)}
    >
      {mark}
    </button>
  );
  if (!used) return plain;
  return (
    <Suspense fallback={plain}>
      <NotePopover text={text} className={NOTE_MARK_CLASS}>
        {mark}
      </NotePopover>
    </Suspense>
  );
}
