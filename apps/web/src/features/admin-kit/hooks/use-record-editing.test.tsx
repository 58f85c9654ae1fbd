import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { renderWithProviders } from '@/test/render';
import { useRecordEditing } from './use-record-editing';

type Brand = { id: number; name: string; products_count: number };
const brand: Brand = { id: 7, name: 'Avène', products_count: 2 };

function Editing({
  remove,
}: {
  remove: (id: number, options: { onSuccess: () => void; onError: (e: Error) => void }) => void;
}) {
  const { t } = useTranslation('admin-companies');
  const { formTarget, onAdd, onEdit, onDelete, closeForm } = useRecordEditing<Brand>({
    t,
    nameOf: (record) => record.name.toUpperCase(),
    remove,
  });
  return (
    <div>
      <p>
        {formTarget === null
          ? 'closed'
          : formTarget.mode === 'edit'
            ? `editing ${formTarget.record.id}`
            : 'creating'}
      </p>
      <button onClick={onAdd}>add</button>
      <button onClick={() => onEdit(brand)}>edit</button>
      <button onClick={() => void onDelete(brand)}>delete</button>
      <button onClick={closeForm}>close</button>
    </div>
  );
}

describe('useRecordEditing', () => {
  it('opens the form for a new record or the one edited, and closes it', async () => {
    await renderWithProviders(<Editing remove={vi.fn()} />);
    // The page's texts load first (Suspense).
    await userEvent.click(await screen.findByRole('button', { name: 'add' }));
    expect(screen.getByText('creating')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'edit' }));
    expect(screen.getByText('editing 7')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'close' }));
    expect(screen.getByText('closed')).toBeTruthy();
  });

  it("asks with the record's name and products before deleting, then says it is done", async () => {
    const remove = vi.fn((_id: number, options: { onSuccess: () => void }) => options.onSuccess());
    await renderWithProviders(<Editing remove={remove} />);
    await userEvent.click(await screen.findByRole('button', { name: 'delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete brand' });
    expect(dialog.textContent).toContain(
      'Are you sure you want to delete the brand “AVÈNE”? All of its 2 products will be deleted too.',
    );
    expect(remove).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete brand' }));
    expect(remove).toHaveBeenCalledWith(7, expect.anything());
    expect(await screen.findByText('Brand deleted.')).toBeTruthy();
  });

  it('deletes nothing when the question is cancelled, and says so when the delete fails', async () => {
    const remove = vi.fn((_id: number, options: { onError: (e: Error) => void }) =>
      options.onError(new Error('500')),
    );
    await renderWithProviders(<Editing remove={remove} />);
    await userEvent.click(await screen.findByRole('button', { name: 'delete' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(remove).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'delete' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete brand' }));
    expect(remove).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Failed to delete the brand. Please try again.')).toBeTruthy();
  });
});
