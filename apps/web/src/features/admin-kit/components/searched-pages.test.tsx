import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { PagedRows, SearchedPages, type RowRange } from './searched-pages';

const rows = Array.from({ length: 23 }, (_, index) => `Row ${index + 1}`);
const list = (page: string[]) => (
  <ul>
    {page.map((row) => (
      <li key={row}>{row}</li>
    ))}
  </ul>
);
const range = ({ from, to, total }: RowRange) => `${from}–${to} of ${total}`;

describe('PagedRows', () => {
  it("draws the page's rows and the pager, with no range unless the list asks for one", async () => {
    await renderWithProviders(
      <PagedRows rows={rows} page={2} pageSize={10} onPageChange={() => {}}>
        {list}
      </PagedRows>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(rows.slice(10, 20));
    expect(screen.getByRole('navigation', { name: 'Pagination' }).className).toContain('mt-4');
    expect(screen.queryByText(/ of 23/)).toBeNull();
  });

  it('says which rows it shows beside the pager, the last page for a page past the end', async () => {
    const onPageChange = vi.fn();
    await renderWithProviders(
      <PagedRows rows={rows} page={9} pageSize={10} onPageChange={onPageChange} range={range}>
        {list}
      </PagedRows>,
    );
    expect(screen.getByText('21–23 of 23')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(onPageChange).toHaveBeenCalledWith(1);
  });

  it('shows no range and no pager for an empty list', async () => {
    const { container } = await renderWithProviders(
      <PagedRows rows={[]} page={1} pageSize={10} onPageChange={() => {}} range={range}>
        {list}
      </PagedRows>,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(container.querySelector('p')?.textContent).toBe('');
  });
});

describe('SearchedPages', () => {
  it('starts a new search at page 1 and keeps the search when the page changes', async () => {
    const onStateChange = vi.fn();
    await renderWithProviders(
      <SearchedPages
        label="Search"
        placeholder="Search by name"
        state={{ search: 'row', page: 2 }}
        onStateChange={onStateChange}
        rows={rows}
        pageSize={10}
      >
        {list}
      </SearchedPages>,
    );
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'row 1' } });
    expect(onStateChange).toHaveBeenLastCalledWith({ search: 'row 1', page: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onStateChange).toHaveBeenLastCalledWith({ search: 'row', page: 3 });
  });
});
