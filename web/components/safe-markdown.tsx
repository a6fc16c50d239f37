import Markdown, { type MarkdownToJSX } from 'markdown-to-jsx';
import type { ComponentProps } from 'react';
import { Link } from '@/lib/router.tsx';

// The parser hands every element `className: undefined`, so props go first and our classes after.
// Model output is never trusted. HTML tags are removed from the source first (their words stay), and the
// parser runs with raw HTML turned off, so anything left of a tag shows as text, never as markup. Images are
// not loaded, and markdown-to-jsx's URL filter drops javascript:, vbscript: and data: links.
const TAG = /<\/?[A-Za-z][A-Za-z0-9-]*(?:\s[^<>]*)?\/?>|<!--[\s\S]*?-->/g;

const overrides: MarkdownToJSX.Overrides = {
  p: (props: ComponentProps<'p'>) => (
    <p {...props} className="leading-relaxed [&:not(:first-child)]:mt-3" />
  ),
  h1: Heading,
  h2: Heading,
  h3: Heading,
  h4: Heading,
  h5: Heading,
  h6: Heading,
  ul: (props: ComponentProps<'ul'>) => (
    <ul {...props} className="mt-3 list-disc space-y-1.5 pl-5 marker:text-gold" />
  ),
  ol: (props: ComponentProps<'ol'>) => (
    <ol {...props} className="mt-3 list-decimal space-y-1.5 pl-5 marker:text-gold" />
  ),
  li: (props: ComponentProps<'li'>) => <li {...props} className="pl-1 leading-relaxed" />,
  strong: (props: ComponentProps<'strong'>) => (
    <strong {...props} className="font-semibold text-foreground" />
  ),
  blockquote: (props: ComponentProps<'blockquote'>) => (
    <blockquote {...props} className="mt-3 border-l-2 border-gold/50 pl-4 font-serif italic" />
  ),
  a: ({ href, ...props }: ComponentProps<'a'>) =>
    // A reference linked to the Bible reader opens in place; nothing else of the app's is linked.
    href && /^\/bible\/[a-z0-9-]+\/\d+(#v\d+)?$/.test(href) ? (
      <Link
        {...props}
        to={href}
        className="font-medium text-primary underline underline-offset-4"
      />
    ) : (
      <a
        {...props}
        href={href}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className="font-medium text-primary underline underline-offset-4"
      />
    ),
  code: (props: ComponentProps<'code'>) => (
    <code {...props} className="rounded bg-muted px-1 py-0.5 text-[0.9em]" />
  ),
  img: () => null,
  hr: () => <hr className="my-4" />,
};

const options: MarkdownToJSX.Options = {
  disableParsingRawHTML: true,
  forceBlock: true,
  forceWrapper: true,
  wrapper: 'div',
  overrides,
};

// Markdown headings sit inside a card whose own title is a heading: they are shown as bold
// lines, so the page's heading outline stays the app's own.
// The parser's slug ids are dropped too: two insights on a page could repeat them.
function Heading({ id: _id, ...props }: ComponentProps<'p'>) {
  return <p {...props} className="font-semibold text-foreground [&:not(:first-child)]:mt-4" />;
}

/**
 * Renders untrusted markdown (model output, admin insights) safely, shared by every screen that
 * shows an insight.
 */
export default function SafeMarkdown({
  children,
  size = 'base',
}: {
  children: string;
  size?: 'base' | 'sm';
}) {
  return (
    <div
      className={
        size === 'sm' ? 'text-sm text-foreground/90' : 'text-[0.9375rem] text-foreground/90'
      }
    >
      <Markdown options={options}>{children.replace(TAG, '')}</Markdown>
    </div>
  );
}
