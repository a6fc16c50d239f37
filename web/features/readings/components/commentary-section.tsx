import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import type { InsightCommentary } from '@contract/insights.ts';
import { ScriptureLink } from '@/components/scripture-link.tsx';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/utils.ts';

export const COMMENTARY_TITLE = 'Commentary';
/** Words of a section shown before 'Read more'. */
export const PREVIEW_WORDS = 70;

/**
 * The opening of a section shown while it is collapsed: whole sentences of its first paragraph up to
 * about PREVIEW_WORDS words (at least one sentence), or null when the whole text is short enough.
 */
export function commentaryPreview(text: string, words = PREVIEW_WORDS): string | null {
  const total = text.trim().split(/\s+/).length;
  if (total <= words * 1.3) return null;
  const first = text.split(/\n\s*\n/)[0] ?? '';
  const sentences = first.split(/(?<=[.!?]["'”’)]*)\s+(?=["'“‘(]?[A-Z])/);
  let preview = '';
  let count = 0;
  for (const sentence of sentences) {
    const n = sentence.split(/\s+/).length;
    if (preview && count + n > words) break;
    preview = preview ? `${preview} ${sentence}` : sentence;
    count += n;
  }
  return preview.split(/\s+/).length >= total ? null : preview;
}

/**
 * Published commentary on the passage beside the insight (decision 120): each section with its
 * heading and author; a long section shows its opening and a 'Read more' disclosure. Nothing is
 * rendered when there is no commentary.
 */
export function CommentarySection({ commentary }: { commentary: InsightCommentary[] }) {
  const titleId = useId();
  if (commentary.length === 0) return null;
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId} className="text-xs font-semibold tracking-[0.12em] text-gold uppercase">
        {COMMENTARY_TITLE}
      </h3>
      <div className="mt-3 space-y-3">
        {commentary.map((section, i) => (
          <CommentaryEntry key={i} section={section} />
        ))}
      </div>
    </section>
  );
}

function CommentaryEntry({ section }: { section: InsightCommentary }) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const headingId = useId();
  const preview = commentaryPreview(section.text);
  const paragraphs = (open || preview === null ? section.text : `${preview} …`).split(/\n\s*\n/);
  return (
    <article className="rounded-lg border bg-background/60 p-4">
      <header className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h4 id={headingId} className="font-serif font-semibold">
          {section.heading}
          <span className="sr-only"> ({section.reference})</span>
        </h4>
        <p className="text-xs text-muted-foreground">
          {section.author}, {section.work}
        </p>
      </header>
      <p className="mt-1 text-xs text-muted-foreground">
        <ScriptureLink reference={section.reference} className="font-medium text-foreground" />
      </p>
      <div id={bodyId} className="mt-2 space-y-2 text-sm leading-relaxed text-muted-foreground">
        {paragraphs.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
      {preview !== null && (
        <Button
          variant="link"
          size="sm"
          className="mt-1 h-auto px-0 py-0 text-xs"
          aria-expanded={open}
          aria-controls={bodyId}
          aria-describedby={headingId}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? 'Show less' : 'Read more'}
          <ChevronDown
            aria-hidden
            className={cn('size-3.5 transition-transform duration-200', open && 'rotate-180')}
          />
        </Button>
      )}
    </article>
  );
}
