import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';

describe('Button', () => {
  it('is a type="button" by default, so it never submits a form by accident', () => {
    render(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' }).getAttribute('type')).toBe('button');
  });

  it('shows a spinner and ignores clicks while loading', () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Sign In
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Sign In' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('svg.animate-spin')).not.toBeNull();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders its child with the button look when asChild is set', () => {
    render(
      <Button asChild variant="outline">
        <a href="/plans">Browse Plans</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Browse Plans' });
    expect(link.getAttribute('href')).toBe('/plans');
    expect(link.className).toContain('border-input');
  });
});
