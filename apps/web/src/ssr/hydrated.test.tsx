import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HydrationMark, whenHydrated } from './hydrated';

describe('whenHydrated', () => {
  it('runs the callback once, when the mark first commits, and not again on a later mark', () => {
    const callback = vi.fn();
    whenHydrated(callback);
    expect(callback).not.toHaveBeenCalled();
    const first = render(<HydrationMark />);
    expect(callback).toHaveBeenCalledTimes(1);
    first.unmount();
    render(<HydrationMark />);
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
