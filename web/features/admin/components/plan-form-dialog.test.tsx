import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { PLAN_FIELDS_REQUIRED, type AdminPlan } from '@contract/admin.ts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { PlanFormDialog } from './plan-form-dialog.tsx';

beforeAll(() => {
  // Radix measures its floating content; jsdom has no ResizeObserver.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

afterEach(() => vi.unstubAllGlobals());

const plan: AdminPlan = {
  id: 7,
  title: 'The Shepherd Psalms',
  description: 'Two readings on the Lord as shepherd.',
  type: 'theme',
  planType: 'daily',
  isFeatured: false,
  isCurated: false,
  authorName: 'Lamplight',
  sessionCount: 2,
  userCount: 0,
  totalWeeks: 1,
  createdAt: '2026-11-22T10:00:00.000Z',
  updatedAt: '2026-11-22T10:00:00.000Z',
  sessions: [
    { day: 1, reference: 'Psalms 23', title: 'The Shepherd', insight: 'The **Lord** leads.' },
    { day: 2, reference: 'John 10:1-18', title: 'The Good Shepherd', insight: 'He calls.' },
  ],
};

function renderDialog(editing: AdminPlan | null = null) {
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PlanFormDialog open plan={editing} onOpenChange={onOpenChange} />
    </QueryClientProvider>,
  );
  return { onOpenChange, dialog: screen.getByRole('dialog') };
}

describe('PlanFormDialog', () => {
  it('refuses an incomplete plan with the spec message, without calling the server', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const { dialog } = renderDialog();
    expect(within(dialog).getByRole('heading', { name: 'Create Plan' })).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Plan Title'), {
      target: { value: 'Psalms of Trust' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Plan' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(PLAN_FIELDS_REQUIRED);
    expect(within(dialog).getByLabelText('Description').getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByLabelText('Plan Title').getAttribute('aria-invalid')).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('adds and removes session blocks, always keeping one', () => {
    const { dialog } = renderDialog();
    expect(within(dialog).getByRole('group', { name: 'Session 1' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /Remove Session/ })).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Session' }));
    expect(within(dialog).getByRole('group', { name: 'Session 2' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove Session 1' }));
    expect(within(dialog).queryByRole('group', { name: 'Session 2' })).toBeNull();
    expect(within(dialog).getByRole('group', { name: 'Session 1' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /Remove Session/ })).toBeNull();
  });

  it('edits a plan with its sessions, with a markdown preview that renders no raw HTML', async () => {
    const { dialog } = renderDialog({
      ...plan,
      sessions: [{ ...plan.sessions[0]!, insight: 'The **Lord** <img src=x onerror=alert(1)>' }],
    });
    expect(within(dialog).getByRole('heading', { name: 'Edit Plan' })).toBeTruthy();
    expect((within(dialog).getByLabelText('Plan Title') as HTMLInputElement).value).toBe(
      plan.title,
    );
    const session = within(dialog).getByRole('group', { name: 'Session 1' });
    expect(within(session).getByText(/Markdown is allowed/)).toBeTruthy();
    const preview = within(session).getByRole('button', { name: /^Preview/ });
    fireEvent.click(preview);
    expect(preview.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(session.querySelector('strong')?.textContent).toBe('Lord'));
    expect(session.querySelector('img')).toBeNull();
  });

  it('sends the trimmed plan and closes on success', async () => {
    const fetchSpy = vi.fn(async () =>
      Response.json({ plan: { ...plan, title: 'Renamed' } }, { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchSpy);
    const { dialog, onOpenChange } = renderDialog(plan);
    fireEvent.change(within(dialog).getByLabelText('Plan Title'), {
      target: { value: '  Renamed  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/plans/7');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(init.body as string)).toEqual({
      title: 'Renamed',
      description: plan.description,
      type: 'theme',
      planType: 'daily',
      sessions: plan.sessions.map(({ reference, title, insight }) => ({
        reference,
        title,
        insight,
      })),
    });
  });
});
