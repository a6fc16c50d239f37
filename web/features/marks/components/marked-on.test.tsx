import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarkedOn } from './marked-on.tsx';

describe('MarkedOn', () => {
  it('writes the day in words, with the timestamp for machines', () => {
    // Midday UTC: the same calendar day in every zone from UTC-11 to UTC+11.
    render(<MarkedOn createdAt="2026-11-28T12:00:00.000Z" />);
    const day = screen.getByText('November 28, 2026');
    expect(day.tagName).toBe('TIME');
    expect(day.getAttribute('datetime')).toBe('2026-11-28T12:00:00.000Z');
    expect(screen.queryByText(/2026-11-28/)).toBeNull();
  });

  it('shows nothing for a value that is not a date', () => {
    const { container } = render(<MarkedOn createdAt="yesterday" />);
    expect(container.innerHTML).toBe('');
  });
});
