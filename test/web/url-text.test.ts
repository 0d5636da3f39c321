/**
 * The debounced text filters of the admin lists (web/src/lib/use-url-text.ts): a typed search
 * reaches the address once typing stops, even while the list keeps re-rendering (live refreshes
 * of CV Management arrive every few hundred ms on a busy day).
 */
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { URL_TEXT_DEBOUNCE_MS, useUrlText } from '@/lib/use-url-text';

describe('useUrlText', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('applies the typed text once, after the pause, while unrelated re-renders keep coming', () => {
    const apply = vi.fn();
    const { result, rerender } = renderHook(({ url, tick }) => useUrlText(url, (t) => apply(t, tick)), {
      initialProps: { url: '', tick: 0 },
    });
    act(() => result.current[1]('murphy'));
    // A re-render every 100 ms (a live list refresh, a new callback each time).
    for (let tick = 1; tick <= 10; tick++) {
      act(() => vi.advanceTimersByTime(100));
      rerender({ url: '', tick });
    }
    expect(apply).toHaveBeenCalledTimes(1);
    expect(apply.mock.calls[0]![0]).toBe('murphy');
    expect(result.current[0]).toBe('murphy');
  });

  it('waits for the last keystroke', () => {
    const apply = vi.fn();
    const { result } = renderHook(() => useUrlText('', apply));
    act(() => result.current[1]('mur'));
    act(() => vi.advanceTimersByTime(URL_TEXT_DEBOUNCE_MS - 50));
    act(() => result.current[1]('murphy'));
    act(() => vi.advanceTimersByTime(URL_TEXT_DEBOUNCE_MS - 50));
    expect(apply).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(50));
    expect(apply).toHaveBeenCalledExactlyOnceWith('murphy');
  });

  it('follows the address when it changes from elsewhere (Back, a shared link)', () => {
    const apply = vi.fn();
    const { result, rerender } = renderHook(({ url }) => useUrlText(url, apply), {
      initialProps: { url: 'murphy' },
    });
    rerender({ url: 'siobhan' });
    expect(result.current[0]).toBe('siobhan');
    act(() => vi.advanceTimersByTime(URL_TEXT_DEBOUNCE_MS * 2));
    expect(apply).not.toHaveBeenCalled();
  });
});
