import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from './data-table';

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

  it('opens a row on click and Enter, but leaves clicks on its buttons to them', async () => {
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

    screen.getByRole('row', { name: 'Open Avène' }).focus();
    await user.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenLastCalledWith(rows[0]);
    expect(onRowClick).toHaveBeenCalledTimes(2);
  });
});
