import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dayPart } from './greeting.ts';
import { useNow } from './use-now.ts';

afterEach(() => vi.useRealTimers());

describe('useNow', () => {
  it('turns the greeting from morning to afternoon while the tab stays open', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date(2026, 10, 26, 11, 58));
    const { result } = renderHook(() => useNow());
    expect(dayPart(result.current)).toBe('morning');
    const first = result.current;

    // A minute later it is still morning: the same value, so nothing re-renders.
    act(() => void vi.advanceTimersByTime(60_000));
    expect(result.current).toBe(first);

    // Past noon the hook gives a new time and the part of the day changes.
    act(() => void vi.advanceTimersByTime(2 * 60_000));
    expect(dayPart(result.current)).toBe('afternoon');

    // And on to the evening at 17:00.
    act(() => void vi.advanceTimersByTime(5 * 60 * 60_000));
    expect(dayPart(result.current)).toBe('evening');
  });

  it('stops its timer when the page goes away', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const { unmount } = renderHook(() => useNow());
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
