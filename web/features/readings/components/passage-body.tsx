import { Fragment, memo, useMemo } from 'react';
import { cn } from '@/lib/utils.ts';
import type { StrongsWordsResponse } from '@contract/strongs.ts';
import { parsePassage, tokenizeItalics, verseKeys, type PassageBlock } from '../passage.ts';
import { splitVerse, type VerseSegment, type WordSpan } from '../strongs-words.ts';

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
  onWord: (selection: StrongsSelection) => void;
}

/** The passage text: sub-headings, numbered verses (number in gold) and paragraphs. */
export const PassageBody = memo(function PassageBody({
  passage,
  strongsOn,
  strongsWords,
  onWord,
}: PassageBodyProps) {
  const blocks = useMemo(() => parsePassage(passage), [passage]);
  const keys = useMemo(
    () => (strongsWords ? verseKeys(blocks, strongsWords.reference) : []),
    [blocks, strongsWords],
  );

  return (
    <div className="font-serif text-[1.0625rem] leading-[1.85] md:text-lg md:leading-[1.85]">
      {blocks.map((block, i) => {
        const key = keys[i];
        return (
          <Block
            key={i}
            block={block}
            first={i === 0}
            strongsOn={strongsOn}
            spans={key ? strongsWords?.verses[key] : undefined}
            onWord={onWord}
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
  onWord: PassageBodyProps['onWord'];
}

function Block({ block, first, ...words }: { block: PassageBlock; first: boolean } & WordProps) {
  if (block.kind === 'heading') {
    return (
      <h3 className="mt-7 mb-1 font-sans text-sm font-semibold tracking-[0.12em] text-muted-foreground uppercase first:mt-0">
        {block.text}
      </h3>
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
        <RichText text={block.text} {...words} strongsOn={false} />
      </p>
    );
  }
  return (
    <p className={first ? undefined : 'mt-3'} data-verse={block.number}>
      <sup className="mr-1.5 align-super font-sans text-[0.7rem] font-semibold text-gold tabular-nums select-none">
        {block.number}
      </sup>
      <RichText text={block.text} {...words} />
    </p>
  );
}

/** Text with the translators' italics as <em>, and Strong's words as buttons when on. */
function RichText({ text, strongsOn, spans, onWord }: { text: string } & WordProps) {
  const segments: VerseSegment[] = strongsOn ? splitVerse(text, spans) : tokenizeItalics(text);
  return segments.map((segment, i) =>
    segment.strongs ? (
      <StrongsWord key={i} word={segment.text} number={segment.strongs} onWord={onWord} />
    ) : segment.italic ? (
      <em key={i}>{segment.text}</em>
    ) : (
      <Fragment key={i}>{segment.text}</Fragment>
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
