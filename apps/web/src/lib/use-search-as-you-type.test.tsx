import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { searchDelayMs, useSearchAsYouType } from './use-search-as-you-type';

describe('useSearchAsYouType', () => {
  it('searches once typing rests, at once on submit, and follows a search changed elsewhere', () => {
    vi.useFakeTimers();
    try {
      const onSearch = vi.fn();
      const { result, rerender } = renderHook(({ committed }) => useSearchAsYouType(committed, onSearch), {
        initialProps: { committed: '' },
      });
      act(() => result.current.setText('k'));
      act(() => vi.advanceTimersByTime(100));
      act(() => result.current.setText('kubek '));
      act(() => vi.advanceTimersByTime(searchDelayMs - 1));
      expect(onSearch).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(onSearch.mock.calls).toEqual([['kubek']]);

      rerender({ committed: 'kubek' });
      act(() => result.current.setText('lampa'));
      act(() => result.current.submit());
      expect(onSearch.mock.calls.at(-1)).toEqual(['lampa']);
      rerender({ committed: 'lampa' });
      act(() => vi.advanceTimersByTime(searchDelayMs));
      expect(onSearch).toHaveBeenCalledTimes(2);

      // Cleared elsewhere (a "Wyczyść" button): the box follows and does not bring the old text back.
      rerender({ committed: '' });
      expect(result.current.text).toBe('');
      act(() => vi.advanceTimersByTime(searchDelayMs));
      expect(onSearch).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
