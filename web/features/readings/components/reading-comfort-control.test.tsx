import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@contract/auth.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { COMFORT_NOT_SAVED } from '@/lib/reading-comfort.ts';
import { ReadingCard } from './reading-card.tsx';

const toastError = vi.fn();
vi.mock('@/lib/toast.ts', () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: (...a: unknown[]) => toastError(...a) }),
}));

afterEach(() => {
  vi.restoreAllMocks();
  toastError.mockReset();
});

const reader = (readingComfort?: User['readingComfort']) =>
  ({ id: 'ann', firstName: 'Ann', readingComfort }) as User;

/** The card with the reader in the cache; PUTs answer `status` and are recorded. */
function renderCard(user: User, status = 200, gate: Promise<void> = Promise.resolve()) {
  const puts: unknown[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    if (init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as unknown;
      puts.push({ url: String(input), body });
      await gate;
      return Response.json(status === 200 ? body : { message: 'boom', code: 'internal' }, {
        status,
      });
    }
    return Response.json({ reference: 'Psalm 23:1', translation: 'kjv', verses: {} });
  });
  const client: QueryClient = createQueryClient();
  client.setQueryData(queryKeys.authUser, user);
  render(
    <QueryClientProvider client={client}>
      <ReadingCard
        reference="Psalm 23:1"
        passage="1 The LORD is my shepherd; I shall not want."
        onWord={vi.fn()}
      />
    </QueryClientProvider>,
  );
  return { puts, client };
}

const passage = () => screen.getByTestId('passage');
const textButton = () => screen.getByRole('button', { name: 'Text' });

describe('the reading card’s text size and line spacing', () => {
  it('draws the passage at the reader’s saved setting from the first frame', () => {
    renderCard(reader({ textSize: 'xl', lineSpacing: 'loose' }));
    expect(passage().dataset.textSize).toBe('xl');
    expect(passage().dataset.lineSpacing).toBe('loose');
    expect(passage().style.getPropertyValue('--passage-scale')).toBe('1.45');
    expect(passage().style.getPropertyValue('--passage-leading')).toBe('2.4');
    // The button shows the size, and says both in words to a screen reader.
    expect(textButton().textContent).toContain('XL');
    expect(textButton().getAttribute('aria-describedby')).toBeTruthy();
    const description = document.getElementById(textButton().getAttribute('aria-describedby')!);
    expect(description?.textContent).toBe('Extra large text, loose line spacing');
  });

  it('uses medium and normal for a reader who never chose', () => {
    renderCard(reader());
    expect(passage().dataset.textSize).toBe('m');
    expect(passage().dataset.lineSpacing).toBe('normal');
  });

  it('changes the passage at once and saves the choice for the reader', async () => {
    let answer = () => {};
    const gate = new Promise<void>((resolve) => (answer = resolve));
    const { puts, client } = renderCard(
      reader({ textSize: 'm', lineSpacing: 'normal' }),
      200,
      gate,
    );
    fireEvent.click(textButton());
    const dialog = await screen.findByRole('dialog', { name: 'Reading text' });
    const sizes = within(dialog).getByRole('radiogroup', { name: 'Text size' });
    expect(
      within(sizes)
        .getAllByRole('radio')
        .map((r) => r.textContent),
    ).toEqual(['ASmall', 'AMedium', 'ALarge', 'AExtra large']);
    expect(within(sizes).getByRole('radio', { name: 'Medium' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    fireEvent.click(within(sizes).getByRole('radio', { name: 'Large' }));
    // Shown before the server answers.
    await waitFor(() => expect(passage().dataset.textSize).toBe('l'));
    expect(puts).toHaveLength(1);
    answer();

    const spacing = within(dialog).getByRole('radiogroup', { name: 'Line spacing' });
    fireEvent.click(within(spacing).getByRole('radio', { name: 'Relaxed' }));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(passage().dataset.lineSpacing).toBe('relaxed');
    expect(puts).toEqual([
      { url: '/api/account/reading-comfort', body: { textSize: 'l', lineSpacing: 'normal' } },
      { url: '/api/account/reading-comfort', body: { textSize: 'l', lineSpacing: 'relaxed' } },
    ]);
    expect(client.getQueryData<User>(queryKeys.authUser)?.readingComfort).toEqual({
      textSize: 'l',
      lineSpacing: 'relaxed',
    });
  });

  it('goes back to the saved size, with an error toast, when the save fails', async () => {
    renderCard(reader({ textSize: 's', lineSpacing: 'normal' }), 500);
    fireEvent.click(textButton());
    const dialog = await screen.findByRole('dialog', { name: 'Reading text' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Extra large' }));
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith(COMFORT_NOT_SAVED, expect.anything()),
    );
    expect(passage().dataset.textSize).toBe('s');
  });
});
