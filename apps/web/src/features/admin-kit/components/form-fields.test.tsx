import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { renderWithProviders } from '@/test/render';
import { useAdminForm } from '../hooks/use-admin-form';
import { PriceField } from './form-fields';

const schema = z.object({ price: z.string().min(1, 'A price, please') });
// The list's own words: the field reads its label from `form.price`.
const t = ((key: string) => (key === 'form.price' ? 'Pack price' : key)) as unknown as TFunction;

function PriceForm() {
  const form = useAdminForm(schema, { price: '' });
  return (
    <form onSubmit={form.handleSubmit(() => {})}>
      <PriceField form={form} t={t} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('PriceField', () => {
  it('says under the price how the amount typed was understood', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<PriceForm />);
    const input = await screen.findByLabelText(/Pack price/);
    expect(screen.queryByTestId('understood-amount')).toBeNull();
    await user.type(input, '149,5');
    expect(screen.getByTestId('understood-amount').textContent).toContain('149.50');
    await user.clear(input);
    await user.type(input, 'abc');
    expect(screen.getByTestId('understood-amount').textContent).toBe(
      'Type an amount such as 149.50 or 149,50',
    );
  });

  it("shows the schema's error on the field, which is required", async () => {
    const user = userEvent.setup();
    await renderWithProviders(<PriceForm />);
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('A price, please');
    expect(screen.getByLabelText(/Pack price/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('*')).toBeTruthy();
  });
});
