import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { ModelInsightsSetting } from './model-insights-setting.tsx';

const toastSuccess = vi.fn();
vi.mock('@/lib/toast.ts', () => ({
  toast: Object.assign(vi.fn(), {
    success: (...a: unknown[]) => toastSuccess(...a),
    error: vi.fn(),
  }),
}));

afterEach(() => {
  vi.restoreAllMocks();
  toastSuccess.mockReset();
});

function renderSetting(state: { modelInsights: boolean; configured: boolean }, postStatus = 200) {
  const posts: unknown[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) => {
    if (init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { enabled: boolean };
      posts.push(body);
      return postStatus === 200
        ? Response.json({ modelInsights: body.enabled, configured: state.configured })
        : Response.json({ message: 'boom', code: 'internal' }, { status: postStatus });
    }
    return Response.json(state);
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ModelInsightsSetting />
    </QueryClientProvider>,
  );
  return posts;
}

const toggle = () => screen.findByRole('switch', { name: 'Model-written insights' });
const description = async () =>
  document.getElementById((await toggle()).getAttribute('aria-describedby') ?? '')?.textContent;

describe('the model-written insights switch (admin Settings)', () => {
  it('says in words what readers get, and turns the model off for everyone', async () => {
    const posts = renderSetting({ modelInsights: true, configured: true });
    await waitFor(async () => expect(await description()).toMatch(/^On: readers get insights/));
    expect((await toggle()).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(await toggle());
    await waitFor(() => expect(posts).toEqual([{ enabled: false }]));
    await waitFor(async () =>
      expect(await description()).toBe(
        "Off: every reader gets Lamplight's study notes, and no model is called.",
      ),
    );
    expect(toastSuccess).toHaveBeenCalledWith('Model Insights Updated', expect.anything());
  });

  it('says when no model is set up at all', async () => {
    renderSetting({ modelInsights: true, configured: false });
    await waitFor(async () => expect(await description()).toMatch(/^No model is set up/));
  });

  it('springs back when the change cannot be saved', async () => {
    renderSetting({ modelInsights: true, configured: true }, 500);
    await waitFor(async () => expect((await toggle()).getAttribute('aria-checked')).toBe('true'));
    fireEvent.click(await toggle());
    await waitFor(async () => expect((await toggle()).hasAttribute('disabled')).toBe(false));
    expect((await toggle()).getAttribute('aria-checked')).toBe('true');
  });
});
