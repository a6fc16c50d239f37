import { Fragment, memo, useMemo } from 'react';
import type { StrongsWordsResponse } from '@contract/strongs.ts';
import { parsePassage, tokenizeItalics, verseKeys, type PassageBlock } from '../passage.ts';
import { splitStrongsWords } from '../strongs-words.ts';

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
            verseWords={key ? strongsWords?.words[key] : undefined}
            onWord={onWord}
          />
        );
      })}
    </div>
  );
});

interface WordProps {
  strongsOn: boolean;
  /** The server's words for this verse (lowercased word → number). */
  verseWords?: Record<string, string>;
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
function RichText({ text, strongsOn, verseWords, onWord }: { text: string } & WordProps) {
  return tokenizeItalics(text).map((run, i) => {
    const content = strongsOn
      ? splitStrongsWords(run.text, { verseWords, italic: run.italic }).map((segment, j) =>
          segment.strongs ? (
            <StrongsWord key={j} word={segment.text} number={segment.strongs} onWord={onWord} />
          ) : (
            <Fragment key={j}>{segment.text}</Fragment>
          ),
        )
      : run.text;
    return run.italic ? <em key={i}>{content}</em> : <Fragment key={i}>{content}</Fragment>;
  });
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
