import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ColumnDef } from '@tanstack/react-table';
import { CARD_LAYOUT_QUERY, DataTable } from './data-table';

type Row = { id: number; name: string };

const columns: ColumnDef<Row>[] = [
  { id: 'name', header: 'Name', cell: ({ row }) => row.original.name },
  {
    id: 'actions',
    header: 'Actions',
    meta: { align: 'end' },
    cell: ({ row }) => <button type="button">Edit {row.original.name}</button>,
  },
];

const rows: Row[] = [
  { id: 1, name: 'Avène' },
  { id: 2, name: 'Bioderma' },
];

describe('DataTable', () => {
  it('renders a labelled table with a header row and one row per item', () => {
    render(<DataTable label="Brands" data={rows} columns={columns} empty="No brands" />);
    const table = screen.getByRole('table', { name: 'Brands' });
    const [header, ...body] = within(table).getAllByRole('row');
    expect(
      within(header!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Actions']);
    expect(body.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Avène',
      'Bioderma',
    ]);
    expect(screen.getByRole('region', { name: 'Brands' })).toHaveProperty('tabIndex', 0);
  });

  it('shows the empty message across every column when there is no data', () => {
    render(<DataTable label="Brands" data={[]} columns={columns} empty="No brands" />);
    const cell = screen.getByRole('cell', { name: 'No brands' });
    expect(cell.getAttribute('colspan')).toBe('2');
  });

  it('opens a row on click and with its open button, but leaves clicks on its buttons to them', async () => {
    const user = userEvent.setup();
    const onRowClick = vi.fn();
    render(
      <DataTable
        label="Brands"
        data={rows}
        columns={columns}
        empty="No brands"
        onRowClick={onRowClick}
        rowLabel={(row) => `Open ${row.name}`}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Edit Avène' }));
    expect(onRowClick).not.toHaveBeenCalled();

    await user.click(screen.getByRole('cell', { name: 'Bioderma' }));
    expect(onRowClick).toHaveBeenLastCalledWith(rows[1]);

    // Each row has a real button named after what it opens, for the keyboard and screen readers.
    screen.getByRole('button', { name: 'Open Avène' }).focus();
    await user.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenLastCalledWith(rows[0]);
    expect(onRowClick).toHaveBeenCalledTimes(2);
  });
});

/** A phone-width screen: `matchMedia` answers the card layout's query. */
function phoneWidth(matches = true) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return matches;
    },
    media: CARD_LAYOUT_QUERY,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn((media: string) => (media === CARD_LAYOUT_QUERY ? query : { ...query, matches: false })),
  );
  return {
    resize(next: boolean) {
      matches = next;
      for (const listener of listeners) listener();
    },
  };
}

type Product = { id: number; name: string; brand: string; price: number; clicks: number };

const productColumns: ColumnDef<Product>[] = [
  { id: 'image', header: 'Image', meta: { card: 'media' }, cell: () => <img alt="" src="/a.webp" /> },
  { id: 'name', header: 'Name', meta: { card: 'title' }, cell: ({ row }) => row.original.name },
  {
    id: 'brand',
    header: () => <span>Brand</span>,
    meta: { cardLabel: 'Maker' },
    cell: ({ row }) => row.original.brand,
  },
  { id: 'price', header: 'Price', cell: ({ row }) => `${row.original.price} DH` },
  { id: 'clicks', header: 'Clicks', meta: { card: 'hidden' }, cell: ({ row }) => row.original.clicks },
  {
    id: 'actions',
    header: 'Actions',
    cell: ({ row }) => (
      <>
        <button type="button">Edit {row.original.name}</button>
        <button type="button" data-testid="delete">
          Delete {row.original.name}
        </button>
      </>
    ),
  },
];

const products: Product[] = [
  { id: 1, name: 'Avène serum', brand: 'Avène', price: 120, clicks: 7 },
  { id: 2, name: 'Bioderma gel', brand: 'Bioderma', price: 80, clicks: 3 },
];

describe('DataTable on a phone (below 768 px)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('renders one card per row instead of the table, never both', () => {
    phoneWidth();
    render(<DataTable label="Products" data={products} columns={productColumns} empty="No products" />);
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: 'Products' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    // Each row's test ids are on the page once.
    expect(screen.getAllByTestId('delete')).toHaveLength(2);
  });

  it('shows the title, labelled fields and actions of each column as it declares, hiding the hidden ones', () => {
    phoneWidth();
    render(<DataTable label="Products" data={products} columns={productColumns} empty="No products" />);
    const card = screen.getAllByTestId('data-card')[0]!;
    expect(within(card).getByText('Avène serum')).toBeTruthy();
    // Labels: the header text, or `cardLabel` when the header is not a text.
    const terms = within(card)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(['Maker', 'Price']);
    expect(card.textContent).toContain('120 DH');
    expect(card.textContent).not.toContain('Clicks');
    expect(within(card).getByRole('button', { name: 'Delete Avène serum' })).toBeTruthy();
    expect(card.querySelector('img')).not.toBeNull();
  });

  it('opens a card on tap and with its open button, leaving its other buttons to them', async () => {
    phoneWidth();
    const user = userEvent.setup();
    const onRowClick = vi.fn();
    render(
      <DataTable
        label="Products"
        data={products}
        columns={productColumns}
        empty="No products"
        onRowClick={onRowClick}
        rowLabel={(row) => `Open ${row.name}`}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Edit Bioderma gel' }));
    expect(onRowClick).not.toHaveBeenCalled();
    await user.click(screen.getByText('Bioderma gel'));
    expect(onRowClick).toHaveBeenLastCalledWith(products[1]);
    // The card holds a real button named after what it opens (issue 25 item 11).
    const open = screen.getByRole('button', { name: 'Open Avène serum' });
    expect(open.textContent).toBe('Open Avène serum');
    open.focus();
    await user.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenLastCalledWith(products[0]);
  });

  it('shows the empty text in place of the cards', () => {
    phoneWidth();
    render(<DataTable label="Products" data={[]} columns={productColumns} empty="No products" />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText('No products')).toBeTruthy();
  });

  it('switches between cards and table when the width crosses 768 px', async () => {
    const screenWidth = phoneWidth(false);
    render(<DataTable label="Products" data={products} columns={productColumns} empty="No products" />);
    expect(screen.getByRole('table', { name: 'Products' })).toBeTruthy();
    await act(async () => screenWidth.resize(true));
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('list', { name: 'Products' })).toBeTruthy();
  });

  it("keeps the table when the list asks for it (layout='table')", () => {
    phoneWidth();
    render(
      <DataTable
        label="Products"
        data={products}
        columns={productColumns}
        empty="No products"
        layout="table"
      />,
    );
    expect(screen.getByRole('table', { name: 'Products' })).toBeTruthy();
  });
});
