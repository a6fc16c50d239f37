import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bookBySlug } from '@contract/bible-rules.ts';
import { MemoryRouter, usePathname } from '@/lib/router.tsx';
import { ChapterPicker } from './chapter-picker.tsx';

function Where() {
  return <p data-testid="where">{usePathname()}</p>;
}

function renderPicker() {
  render(
    <MemoryRouter initialEntries={['/bible/psalms/23']}>
      <ChapterPicker
        book={bookBySlug('psalms')!}
        chapter={23}
        prev={{ book: 'psalms', chapter: 22, name: 'Psalm 22' }}
        next={{ book: 'psalms', chapter: 24, name: 'Psalm 24' }}
      />
      <Where />
    </MemoryRouter>,
  );
}

describe('the chapter picker at the top of the reader', () => {
  it('moves to the chapter or book chosen, and links the chapters either side', () => {
    renderPicker();
    const nav = screen.getByRole('navigation', { name: 'Choose a chapter' });
    expect(nav).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Previous chapter: Psalm 22' }).getAttribute('href'),
    ).toBe('/bible/psalms/22');
    expect(screen.getByRole('link', { name: 'Next chapter: Psalm 24' }).getAttribute('href')).toBe(
      '/bible/psalms/24',
    );
    const chapter = screen.getByRole('combobox', { name: 'Chapter' }) as HTMLSelectElement;
    expect(chapter.value).toBe('23');
    expect(chapter.options).toHaveLength(150);
    fireEvent.change(chapter, { target: { value: '121' } });
    expect(screen.getByTestId('where').textContent).toBe('/bible/psalms/121');
    fireEvent.change(screen.getByRole('combobox', { name: 'Book' }), {
      target: { value: 'john' },
    });
    expect(screen.getByTestId('where').textContent).toBe('/bible/john/1');
  });
});
