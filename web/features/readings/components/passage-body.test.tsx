import { fireEvent, render, screen } from '@testing-library/react';
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
    expect(await screen.findByText('green…: Heb. pastures of tender grass')).toBeTruthy();
    // The italics survive around the marks.
    expect(screen.getByText('is').tagName).toBe('EM');
  });

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
});
