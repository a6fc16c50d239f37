import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { StrongsDialog } from './strongs-dialog.tsx';

afterEach(() => vi.restoreAllMocks());

function Page() {
  const [number, setNumber] = useState<string | null>(null);
  return (
    <>
      <button type="button" onClick={() => setNumber('H4057')}>
        wilderness
      </button>
      <StrongsDialog number={number} word="wilderness" onClose={() => setNumber(null)} />
    </>
  );
}

describe('StrongsDialog', () => {
  it('gives focus back to the word the reader opened it from when closed with Escape', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () =>
        new Response(
          JSON.stringify({
            number: 'H4057',
            original: 'מִדְבָּר',
            transliteration: 'midbâr',
            partOfSpeech: 'masculine noun',
            definition: 'A pasture; a desert.',
            verses: [],
            totalVerses: 0,
          }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        ),
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Page />
      </QueryClientProvider>,
    );
    const word = screen.getByRole('button', { name: 'wilderness' });
    word.focus();
    fireEvent.click(word);
    const dialog = await screen.findByRole('dialog', { name: "Strong's Definition" });
    expect(await screen.findByText('midbâr')).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(word));
  });
});
