import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { useConfirm } from './confirm-dialog';

function DeletePack() {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button
        type="button"
        onClick={async () =>
          setAnswer(
            String(await confirm({ message: 'Are you sure you want to delete this pack?', tone: 'danger' })),
          )
        }
      >
        Delete pack
      </button>
      <output>{answer}</output>
    </>
  );
}

describe('useConfirm', () => {
  it('resolves true when confirmed', async () => {
    await renderWithProviders(<DeletePack />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete pack' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(dialog.textContent).toContain('Are you sure you want to delete this pack?');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('true'));
  });

  it('resolves false when cancelled or dismissed with Escape', async () => {
    await renderWithProviders(<DeletePack />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete pack' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('false'));

    await userEvent.click(screen.getByRole('button', { name: 'Delete pack' }));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('false'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
