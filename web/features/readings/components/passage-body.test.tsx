import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PassageBody } from './passage-body.tsx';

const PASSAGE =
  '### A Psalm of David.\n\n1 The LORD *is* my shepherd; I shall not want.\n\n2 He maketh me to lie down';

describe('PassageBody', () => {
  it("marks a translators' note after its word and opens it on demand", async () => {
    render(
      <PassageBody
        passage={PASSAGE}
        strongsOn={false}
        notes={{
          reference: 'Psalms 23:1-2',
          translation: 'kjv',
          verses: { '23:2': [{ at: 26, text: 'green…: Heb. pastures of tender grass' }] },
        }}
        onWord={vi.fn()}
      />,
    );
    const mark = screen.getByRole('button', { name: "Translators' note" });
    expect(mark.closest('[data-verse]')?.getAttribute('data-verse')).toBe('2');
    expect(mark.closest('[data-verse]')?.textContent).toBe('2He maketh me to lie down');
    expect(mark.previousSibling?.textContent).toBe('down');
    expect(screen.queryByText('green…: Heb. pastures of tender grass')).toBeNull();
    fireEvent.click(mark);
    // The popover's code loads on first use: on a busy machine that can take a few seconds.
    expect(
      await screen.findByText('green…: Heb. pastures of tender grass', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    // The italics survive around the marks.
    expect(screen.getByText('is').tagName).toBe('EM');
  }, 20_000);

  it("makes a Psalm title's words clickable as verse 0 when Strong's is on", () => {
    const onWord = vi.fn();
    render(
      <PassageBody
        passage={PASSAGE}
        strongsOn
        strongsWords={{
          reference: 'Psalms 23:1-2',
          translation: 'kjv',
          verses: { '23:0': [[11, 16, 'H1732']], '23:1': [[4, 8, 'H3068']] },
        }}
        onWord={onWord}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'David' }));
    expect(onWord).toHaveBeenCalledWith({ word: 'David', number: 'H1732' });
    expect(screen.getByRole('button', { name: 'LORD' }).getAttribute('title')).toBe(
      "Strong's H3068",
    );
  });

  it('keeps each note mark a plain button until it is used (decision 135: render cost)', async () => {
    const notes = {
      reference: 'Psalms 23:1-2',
      translation: 'kjv' as const,
      verses: {
        '23:1': [{ at: 4, text: 'LORD: Heb. Jehovah' }],
        '23:2': [{ at: 26, text: 'green…: Heb. pastures of tender grass' }],
      },
    };
    render(<PassageBody passage={PASSAGE} strongsOn={false} notes={notes} onWord={vi.fn()} />);
    const marks = screen.getAllByRole('button', { name: "Translators' note" });
    expect(marks).toHaveLength(2);
    // No popover behind either mark yet: a popover trigger carries its state and the panel's id.
    for (const mark of marks) {
      expect(mark.getAttribute('data-state')).toBeNull();
      expect(mark.getAttribute('aria-expanded')).toBe('false');
    }
    fireEvent.click(marks[1]!);
    const note = await screen.findByRole(
      'dialog',
      { name: "Translators' note" },
      { timeout: 10_000 },
    );
    expect(note.textContent).toContain('green…: Heb. pastures of tender grass');
    const opened = screen.getAllByRole('button', { name: "Translators' note" })[1]!;
    expect(opened.getAttribute('aria-expanded')).toBe('true');
    // Escape closes it and gives focus back to the mark.
    fireEvent.keyDown(note, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opened);
    // The other mark is still a plain button.
    expect(
      screen.getAllByRole('button', { name: "Translators' note" })[0]!.getAttribute('data-state'),
    ).toBeNull();
  }, 20_000);

  it('with restAfterPaint, renders the first six blocks, then the rest after a frame; all at once without', async () => {
    const long = Array.from({ length: 10 }, (_, i) => `${i + 1} Verse number ${i + 1}.`).join(
      '\n\n',
    );
    const verses = () => document.querySelectorAll('[data-verse]').length;
    const view = render(
      <PassageBody passage={long} strongsOn={false} onWord={vi.fn()} restAfterPaint />,
    );
    expect(verses()).toBe(6);
    await waitFor(() => expect(verses()).toBe(10));
    view.unmount();
    render(<PassageBody passage={long} strongsOn={false} onWord={vi.fn()} />);
    expect(verses()).toBe(10);
  });
});
