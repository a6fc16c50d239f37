import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { lazyRoute } from './route-loading.ts';

const Broken = lazyRoute(() => Promise.reject(new Error('chunk gone')));

function Page({ path }: { path: string }) {
  return (
    <RouteErrorBoundary resetKey={path}>
      <Suspense fallback={<p>loading</p>}>{path === '/broken' ? <Broken /> : <p>fine</p>}</Suspense>
    </RouteErrorBoundary>
  );
}

describe('RouteErrorBoundary', () => {
  it('shows a way out when a screen cannot load, and clears on another path', async () => {
    // React reports the caught error on the console, as it would in the browser: expected here.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(<Page path="/broken" />);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('This page could not load.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(JSON.stringify(reported.mock.calls.map((c) => String(c)))).toContain('chunk gone');

    rerender(<Page path="/about" />);
    expect(await screen.findByText('fine')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
