import type { ComponentProps } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';

// Model output is never trusted: raw HTML is dropped (skipHtml, no rehype-raw), images are not
// loaded, and react-markdown's default URL filter strips javascript: and similar links.
const components: Components = {
  p: (props) => <p className="leading-relaxed [&:not(:first-child)]:mt-3" {...strip(props)} />,
  h1: (props) => <Heading {...strip(props)} />,
  h2: (props) => <Heading {...strip(props)} />,
  h3: (props) => <Heading {...strip(props)} />,
  h4: (props) => <Heading {...strip(props)} />,
  h5: (props) => <Heading {...strip(props)} />,
  h6: (props) => <Heading {...strip(props)} />,
  ul: (props) => (
    <ul className="mt-3 list-disc space-y-1.5 pl-5 marker:text-gold" {...strip(props)} />
  ),
  ol: (props) => (
    <ol className="mt-3 list-decimal space-y-1.5 pl-5 marker:text-gold" {...strip(props)} />
  ),
  li: (props) => <li className="pl-1 leading-relaxed" {...strip(props)} />,
  strong: (props) => <strong className="font-semibold text-foreground" {...strip(props)} />,
  blockquote: (props) => (
    <blockquote
      className="mt-3 border-l-2 border-gold/50 pl-4 font-serif italic"
      {...strip(props)}
    />
  ),
  a: ({ node: _node, ...props }) => (
    <a
      {...props}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="font-medium text-primary underline underline-offset-4"
    />
  ),
  code: (props) => <code className="rounded bg-muted px-1 py-0.5 text-[0.9em]" {...strip(props)} />,
  hr: () => <hr className="my-4" />,
};

/** Drops react-markdown's `node` prop so it never reaches the DOM. */
function strip<T extends { node?: unknown }>({ node: _node, ...rest }: T) {
  return rest;
}

// Markdown headings sit inside a card whose own title is a heading: they are shown as bold
// lines, so the page's heading outline stays the app's own.
function Heading(props: ComponentProps<'p'>) {
  return <p className="font-semibold text-foreground [&:not(:first-child)]:mt-4" {...props} />;
}

/**
 * Renders untrusted markdown (model output, admin insights) safely, shared by every screen that
 * shows an insight. Import it lazily: react-markdown stays out of the first paint.
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
      <ReactMarkdown components={components} skipHtml disallowedElements={['img']} unwrapDisallowed>
        {children}
      </ReactMarkdown>
    </div>
  );
}
