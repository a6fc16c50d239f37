import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LazyToaster } from '@/components/lazy-toaster.tsx';
import { toast } from './toast.ts';

describe('toast', () => {
  it('mounts the Toaster with the first toast and shows it', async () => {
    const { container } = render(<LazyToaster />);
    // Nothing of sonner before a toast is asked for.
    expect(container.innerHTML).toBe('');
    const shown = toast.error('Save Failed', {
      description: 'Unable to save your reflection. Please try again.',
    });
    await shown;
    expect(await screen.findByText('Save Failed')).toBeTruthy();
    expect(screen.getByText('Unable to save your reflection. Please try again.')).toBeTruthy();
  });
});
