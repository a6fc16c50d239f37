import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { BrowserRouter, usePathname, useSearchParams } from '@/lib/router.tsx';
import { useCompletePlan } from './complete-plan.ts';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toast.ts', () => ({ toast: Object.assign(vi.fn(), toasts) }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  window.history.replaceState(null, '', '/');
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Today's plan card, reduced to its Complete button: it starts the mutation and is gone before the answer. */
function CompleteButton({ onStarted }: { onStarted: () => void }) {
  const complete = useCompletePlan();
  useEffect(() => {
    complete.mutate({ fromDay: 14 });
    onStarted();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as a click would
  }, []);
  return null;
}

let place = '';
function Where() {
  const path = usePathname();
  const [search] = useSearchParams();
  place = `${path}?${search.toString()}`;
  return null;
}

function Today() {
  const [cardShown, setCardShown] = useState(true);
  return (
    <>
      <Where />
      {cardShown && <CompleteButton onStarted={() => setCardShown(false)} />}
    </>
  );
}

describe('useCompletePlan', () => {
  it("toasts 'Plan completed!' and opens the plan's rating even when the card that started it has unmounted", async () => {
    let answer: (r: Response) => void = () => {};
    const fetchSpy = vi.fn(
      (url: string) =>
        new Promise<Response>((resolve) => {
          if (String(url).endsWith('/api/plans/complete')) answer = resolve;
          else resolve(json(200, {}));
        }),
    );
    vi.stubGlobal('fetch', fetchSpy);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <BrowserRouter>
          <Today />
        </BrowserRouter>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(fetchSpy).toHaveBeenCalled());
    // The card is gone (Today refetched and found no active plan) before the server answers.
    await act(async () => answer(json(200, { id: 42, title: 'Ruth', completedAt: '2026-11-27' })));
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Plan completed!', {
        description: 'Rate it on your Plans page.',
      }),
    );
    await waitFor(() => expect(place).toBe('/plans?rate=42'));
  });
});
