import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { Pagination, pageWindow } from './pagination';

describe('pageWindow', () => {
  it('shows every page when there are at most 5', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps at most 5 buttons centred on the current page, inside the range', () => {
    expect(pageWindow(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 12)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(12, 12)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(11, 12)).toEqual([8, 9, 10, 11, 12]);
  });

  it('copes with no pages and out-of-range pages', () => {
    expect(pageWindow(1, 0)).toEqual([]);
    expect(pageWindow(40, 7)).toEqual([3, 4, 5, 6, 7]);
  });
});

describe('Pagination', () => {
  it('marks the current page and moves with previous/next', async () => {
    const onPageChange = vi.fn();
    await renderWithProviders(<Pagination page={1} pageCount={8} onPageChange={onPageChange} />);
    expect(
      (await screen.findByRole('button', { name: 'Page 1, current page' })).getAttribute('aria-current'),
    ).toBe('page');
    expect(screen.getAllByRole('button', { name: /^Page \d/ })).toHaveLength(5);
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(onPageChange.mock.calls).toEqual([[2], [4]]);
  });

  it('renders nothing for a single page', async () => {
    const { container } = await renderWithProviders(
      <Pagination page={1} pageCount={1} onPageChange={() => {}} />,
    );
    expect(container.querySelector('nav')).toBeNull();
  });
});
