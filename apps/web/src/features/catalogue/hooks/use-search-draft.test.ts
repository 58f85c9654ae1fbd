import { useEffect } from 'react';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSearchDraft } from './use-search-draft';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup(initial = '') {
  const onCommit = vi.fn();
  const view = renderHook(({ committed }) => useSearchDraft(committed, onCommit), {
    initialProps: { committed: initial },
  });
  return { onCommit, view };
}

describe('useSearchDraft', () => {
  it('commits a moment after typing stops', () => {
    const { onCommit, view } = setup();
    act(() => view.result.current.setDraft('cica'));
    act(() => vi.advanceTimersByTime(299));
    expect(onCommit).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onCommit).toHaveBeenCalledWith('cica');
  });

  it('keeps the letters typed while its own commit was on its way', () => {
    const { onCommit, view } = setup();
    act(() => view.result.current.setDraft('c'));
    act(() => vi.advanceTimersByTime(300));
    expect(onCommit).toHaveBeenLastCalledWith('c');
    // The shopper types on before the committed search comes back.
    act(() => view.result.current.setDraft('cica'));
    view.rerender({ committed: 'c' });
    expect(view.result.current.draft).toBe('cica');
    act(() => vi.advanceTimersByTime(300));
    expect(onCommit).toHaveBeenLastCalledWith('cica');
  });

  it('never sends back the text a cleared search replaces, however late the box is shown again', () => {
    const onCommit = vi.fn();
    // The probe's effect runs after the hook's, in the same commit: it counts the timers pending then.
    const pending: number[] = [];
    const view = renderHook(
      ({ committed }) => {
        const search = useSearchDraft(committed, onCommit);
        useEffect(() => void pending.push(vi.getTimerCount()), [committed]);
        return search;
      },
      { initialProps: { committed: '' } },
    );
    act(() => view.result.current.setDraft('zzz'));
    act(() => view.result.current.commit());
    view.rerender({ committed: 'zzz' });
    expect(onCommit).toHaveBeenCalledTimes(1);
    // "Clear search": the committed search goes back to nothing. On a slow phone the render that
    // empties the box may come after the delay, so nothing may be on its way with the old text.
    pending.length = 0;
    view.rerender({ committed: '' });
    expect(pending).toEqual([0]);
    act(() => vi.advanceTimersByTime(1000));
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(view.result.current.draft).toBe('');
  });

  it('shows a search changed elsewhere (a reset) and drops a commit still pending', () => {
    const { onCommit, view } = setup('creme');
    act(() => view.result.current.setDraft('cremes'));
    view.rerender({ committed: '' });
    expect(view.result.current.draft).toBe('');
    act(() => vi.advanceTimersByTime(1000));
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('drops the commit still waiting when told to (a suggestion was picked)', () => {
    const { onCommit, view } = setup();
    act(() => view.result.current.setDraft('bioder'));
    act(() => vi.advanceTimersByTime(100));
    act(() => view.result.current.cancel());
    act(() => vi.advanceTimersByTime(1000));
    expect(onCommit).not.toHaveBeenCalled();
  });
});
