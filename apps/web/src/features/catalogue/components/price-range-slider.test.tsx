import { useEffect, useState } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { PRICE_FILTER_MAX, PRICE_FILTER_MIN } from '@parashop/shared/constants';
import type * as Slider from './price-range-slider';

vi.mock('react-i18next', () => ({
  useTranslation: () => ({
    i18n: { language: 'en' },
    t: (key: string, options?: { value?: string }) =>
      key === 'filters.minPrice'
        ? 'Minimum price'
        : key === 'filters.maxPrice'
          ? 'Maximum price'
          : key === 'filters.priceFrom'
            ? 'From'
            : key === 'filters.priceTo'
              ? 'To'
              : `${key} ${options?.value}`,
  }),
}));

// vi.mock reaches only the modules this file loads itself, and the other test files of this worker
// (one module world, vite.config.ts) may have loaded the slider with the real react-i18next already:
// the slider is loaded afresh here, and the modules loaded against the stand-in are dropped after
// this file so that no other file is served them.
let PriceRangeSlider: typeof Slider.PriceRangeSlider;
beforeAll(async () => {
  vi.resetModules();
  ({ PriceRangeSlider } = await import('./price-range-slider'));
});
afterAll(() => vi.resetModules());

/** The filter as the page holds it: in the URL, so a change comes back as props a moment later. */
function Filter({
  onCommit,
  echoDelayMs,
}: {
  onCommit: (min: number, max: number) => void;
  echoDelayMs: number;
}) {
  const [value, setValue] = useState<[number, number]>([PRICE_FILTER_MIN, PRICE_FILTER_MAX]);
  return (
    <PriceRangeSlider
      min={value[0]}
      max={value[1]}
      onChange={(min, max) => {
        onCommit(min, max);
        window.setTimeout(() => setValue([min, max]), echoDelayMs);
      }}
    />
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('price range slider', () => {
  it('keeps a handle moved while the other handle’s change is on its way back', () => {
    const onCommit = vi.fn();
    render(<Filter onCommit={onCommit} echoDelayMs={50} />);

    fireEvent.change(screen.getByLabelText('Minimum price'), { target: { value: '100' } });
    act(() => void vi.advanceTimersByTime(250));
    expect(onCommit).toHaveBeenLastCalledWith(100, PRICE_FILTER_MAX);

    // The maximum moves before the minimum's change has come back as props.
    fireEvent.change(screen.getByLabelText('Maximum price'), { target: { value: '150' } });
    act(() => void vi.advanceTimersByTime(50));
    expect(screen.getByLabelText('Maximum price')).toHaveProperty('value', '150');

    act(() => void vi.advanceTimersByTime(300));
    expect(onCommit).toHaveBeenLastCalledWith(100, 150);
  });

  it('follows new props from elsewhere (a reset)', () => {
    const { rerender } = render(<PriceRangeSlider min={100} max={150} onChange={() => {}} />);
    expect(screen.getByLabelText('Minimum price')).toHaveProperty('value', '100');
    rerender(<PriceRangeSlider min={PRICE_FILTER_MIN} max={PRICE_FILTER_MAX} onChange={() => {}} />);
    expect(screen.getByLabelText('Minimum price')).toHaveProperty('value', String(PRICE_FILTER_MIN));
    expect(screen.getByLabelText('Maximum price')).toHaveProperty('value', String(PRICE_FILTER_MAX));
  });

  it('the number fields move the handles and commit the range; an empty "to" is no upper bound', () => {
    const onCommit = vi.fn();
    render(<Filter onCommit={onCommit} echoDelayMs={50} />);
    const from = screen.getByRole('spinbutton', { name: 'From' });
    const to = screen.getByRole('spinbutton', { name: 'To' });
    // The top of the range is shown as an empty "to".
    expect(to).toHaveProperty('value', '');

    fireEvent.change(from, { target: { value: '120' } });
    fireEvent.change(to, { target: { value: '300' } });
    expect(screen.getByLabelText('Minimum price')).toHaveProperty('value', '120');
    expect(screen.getByLabelText('Maximum price')).toHaveProperty('value', '300');
    act(() => void vi.advanceTimersByTime(300));
    expect(onCommit).toHaveBeenLastCalledWith(120, 300);

    fireEvent.change(to, { target: { value: '' } });
    act(() => void vi.advanceTimersByTime(300));
    expect(onCommit).toHaveBeenLastCalledWith(120, PRICE_FILTER_MAX);
  });

  it('keeps the text typed while the field is in use, and shows the range once it is left', () => {
    const onCommit = vi.fn();
    render(<Filter onCommit={onCommit} echoDelayMs={0} />);
    const to = screen.getByRole('spinbutton', { name: 'To' });
    const from = screen.getByRole('spinbutton', { name: 'From' });
    fireEvent.change(to, { target: { value: '200' } });
    act(() => void vi.advanceTimersByTime(300));
    // A "from" above the "to" is kept as typed, the range stops at the other bound.
    fireEvent.change(from, { target: { value: '250' } });
    expect(from).toHaveProperty('value', '250');
    expect(screen.getByLabelText('Minimum price')).toHaveProperty('value', '200');
    fireEvent.blur(from);
    expect(from).toHaveProperty('value', '200');
    act(() => void vi.advanceTimersByTime(300));
    expect(onCommit).toHaveBeenLastCalledWith(200, 200);
  });

  it('never sends back the range that new props replace (Reset filters on a slow phone)', () => {
    const onChange = vi.fn();
    // Reset filters: the page's props go back to the whole range. On a slow phone the render that
    // moves the handles may come after the commit delay, so nothing may be on its way with the old
    // range meanwhile. A probe after the slider reads, in the commit of the new props (its effects
    // run after the slider's), how many timers are pending.
    const pending: number[] = [];
    function Probe({ min }: { min: number }) {
      useEffect(() => void pending.push(vi.getTimerCount()), [min]);
      return null;
    }
    const page = (min: number, max: number) => (
      <>
        <PriceRangeSlider min={min} max={max} onChange={onChange} />
        <Probe min={min} />
      </>
    );
    const { rerender } = render(page(100, 150));
    rerender(page(PRICE_FILTER_MIN, PRICE_FILTER_MAX));
    expect(pending).toEqual([0, 0]);
    act(() => void vi.advanceTimersByTime(1000));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Minimum price')).toHaveProperty('value', String(PRICE_FILTER_MIN));

    // The shopper's own move is still sent.
    fireEvent.change(screen.getByLabelText('Minimum price'), { target: { value: '300' } });
    act(() => void vi.advanceTimersByTime(300));
    expect(onChange).toHaveBeenLastCalledWith(300, PRICE_FILTER_MAX);
  });

  it('sends its bounds under the URL names through the number fields only', () => {
    render(
      <form data-testid="filters">
        <PriceRangeSlider
          min={50}
          max={PRICE_FILTER_MAX}
          onChange={() => {}}
          names={{ min: 'min', max: 'max' }}
        />
      </form>,
    );
    const sent = new FormData(screen.getByTestId('filters') as HTMLFormElement);
    expect([...sent]).toEqual([
      ['min', '50'],
      ['max', ''],
    ]);
  });
});
