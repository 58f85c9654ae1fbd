import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { renderWithProviders } from '@/test/render';
import { useConfirmedDelete } from './use-confirmed-delete';

type Remove = (id: number, options: { onSuccess: () => void; onError: (e: Error) => void }) => void;
type Product = { id: number; name: string };

/** The products' list delete, with their real texts (the packs' say no name). */
function ProductDelete({
  remove,
  namespace,
}: {
  remove: Remove;
  namespace: 'admin-products' | 'admin-packs';
}) {
  const { t } = useTranslation(namespace);
  const onDelete = useConfirmedDelete<Product>({
    t,
    describe: (product) => ({ name: product.name }),
    remove,
  });
  return <button onClick={() => void onDelete({ id: 12, name: 'Crème Cicalfate+ 40ml' })}>delete</button>;
}

describe('useConfirmedDelete', () => {
  it('asks with what the page names of the record, deletes it by its id, then says it is done', async () => {
    const remove = vi.fn<Remove>((_id, options) => options.onSuccess());
    await renderWithProviders(<ProductDelete remove={remove} namespace="admin-products" />);
    await userEvent.click(await screen.findByRole('button', { name: 'delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete product' });
    expect(dialog.textContent).toContain(
      'Are you sure you want to delete “Crème Cicalfate+ 40ml”? It will also be removed from any pack.',
    );
    expect(remove).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete product' }));
    expect(remove).toHaveBeenCalledWith(12, expect.anything());
    expect(await screen.findByText('Product deleted.')).toBeTruthy();
  });

  it("deletes nothing when cancelled, and shows the page's failure text when the delete fails", async () => {
    const remove = vi.fn<Remove>((_id, options) => options.onError(new Error('500')));
    await renderWithProviders(<ProductDelete remove={remove} namespace="admin-packs" />);
    await userEvent.click(await screen.findByRole('button', { name: 'delete' }));
    expect((await screen.findByRole('dialog', { name: 'Delete pack' })).textContent).toContain(
      'Are you sure you want to delete this pack?',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(remove).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'delete' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete pack' }));
    expect(remove).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Failed to delete the pack. Please try again.')).toBeTruthy();
  });
});
