import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ListOrForm, type ListScreenProps } from './list-or-form';

type Row = { id: number; name: string };
const rows: Row[] = [
  { id: 1, name: 'First' },
  { id: 2, name: 'Second' },
];

function List({ state, onStateChange, onCreate, onEdit }: ListScreenProps<Row, { page: number }>) {
  return (
    <div>
      <p>Page {state.page}</p>
      <button type="button" onClick={() => onStateChange({ page: state.page + 1 })}>
        Next page
      </button>
      <button type="button" onClick={onCreate}>
        Add
      </button>
      {rows.map((row) => (
        <button key={row.id} type="button" onClick={() => onEdit(row)}>
          Edit {row.name}
        </button>
      ))}
    </div>
  );
}

/** A form that keeps what is typed, so a test sees whether it was made again. */
function Form({ row, onClose }: { row: Row | null; onClose: () => void }) {
  const [typed] = useState(() => `Form of ${row?.name ?? 'a new row'}`);
  return (
    <div>
      <p>{typed}</p>
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  );
}

function renderPage() {
  return render(
    <ListOrForm<Row, { page: number }>
      initialState={() => ({ page: 1 })}
      list={(props) => <List {...props} />}
      form={(row, onClose) => <Form row={row} onClose={onClose} />}
    />,
  );
}

describe('ListOrForm', () => {
  it("replaces the list by a new record's form, and comes back to the list as it was", () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Page 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('Form of a new row')).toBeTruthy();
    expect(screen.queryByText('Page 2')).toBeNull();
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0 });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByText('Page 2')).toBeTruthy();
  });

  it('opens the form of the record chosen', () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Edit First' }));
    expect(screen.getByText('Form of First')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: 'Edit Second' }));
    expect(screen.getByText('Form of Second')).toBeTruthy();
  });
});
