import { Component, type ReactNode } from 'react';

interface Props {
  /** A new value clears the error (the reader went elsewhere). */
  resetKey: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * A screen whose code could not load (offline, or a new release replaced the chunk): a short
 * message and a reload button instead of a blank page.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  // Another path gets its own try.
  override componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) {
      this.setState({ failed: false });
    }
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div
        role="alert"
        className="flex min-h-[70dvh] flex-1 flex-col items-center justify-center gap-4 px-5 text-center"
      >
        <p className="font-serif text-2xl font-semibold">This page could not load.</p>
        <p className="max-w-sm text-muted-foreground">
          Check your connection, then reload to try again.
        </p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="inline-flex h-10 items-center rounded-lg bg-primary px-5 text-sm font-medium text-primary-foreground shadow-soft focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none"
        >
          Reload
        </button>
      </div>
    );
  }
}
