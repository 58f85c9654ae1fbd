import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createQueryClient } from '@/lib/query-client';
import { renderWithProviders } from '@/test/render';
import { jsonResponse, mockFetch } from '@/test/fetch';
import { adminProductsQueryKey } from '@/features/admin-kit/api/get-admin-products';
import { testProduct } from '@/features/admin-kit/lib/test-products';
import { PackForm } from './pack-form';

const fetchMock = mockFetch();

const products = Array.from({ length: 14 }, (_, index) =>
  testProduct({ id: index + 1, name: `Soin ${String(index + 1).padStart(2, '0')}`, price: 50 + index }),
);

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=t; path=/';
});

async function renderForm() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(adminProductsQueryKey, products);
  const onClose = vi.fn();
  await renderWithProviders(<PackForm pack={null} onClose={onClose} />, { queryClient });
  const form = within(await screen.findByRole('form', { name: 'Create pack' }));
  const picker = within(screen.getByRole('region', { name: 'Choose the products' }));
  return { form, picker, onClose, user: userEvent.setup() };
}

describe('PackForm messages', { timeout: 20_000 }, () => {
  it('shows every required message on submit, word for word', async () => {
    const { form, user } = await renderForm();
    await user.click(form.getByRole('button', { name: 'Create pack' }));
    for (const message of [
      'Pack name is required',
      'Description is required',
      'Price is required',
      'Please select at least one product',
    ]) {
      expect(await form.findByText(message)).toBeTruthy();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks lengths and the price range as the admin leaves and edits each field', async () => {
    const { form, user } = await renderForm();
    const name = form.getByLabelText(/Pack name/);
    await user.type(name, 'A');
    await user.tab();
    expect(await form.findByText('Pack name must be at least 2 characters')).toBeTruthy();
    await user.click(name);
    await user.paste('x'.repeat(100));
    expect(await form.findByText('Pack name cannot exceed 100 characters')).toBeTruthy();

    const description = form.getByLabelText(/Description/);
    await user.click(description);
    await user.paste('d'.repeat(501));
    await user.tab();
    expect(await form.findByText('Description cannot exceed 500 characters')).toBeTruthy();
    expect(form.getByText('501/500')).toBeTruthy();

    const price = form.getByLabelText(/Price/);
    await user.type(price, '0');
    await user.tab();
    expect(await form.findByText('Price must be a positive number')).toBeTruthy();
    await user.clear(price);
    await user.type(price, '10000.01');
    expect(await form.findByText('Price cannot exceed 10,000')).toBeTruthy();
  });

  it('builds the selection from the paged picker and sends the price as a number', async () => {
    const { form, picker, user, onClose } = await renderForm();
    // 12 per page: the 13th product is on page 2.
    expect(picker.getAllByRole('button', { pressed: false })).toHaveLength(12);
    await user.click(picker.getByRole('button', { name: 'Add Soin 01 to the pack' }));
    await user.click(form.getByRole('button', { name: 'Remove Soin 01 from the pack' }));
    expect(await form.findByText('Please select at least one product')).toBeTruthy();

    await user.click(picker.getByRole('button', { name: 'Add Soin 02 to the pack' }));
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await user.click(picker.getByRole('button', { name: 'Add Soin 13 to the pack' }));
    await waitFor(() => expect(form.queryByText('Please select at least one product')).toBeNull());
    expect(form.getByText('Products in the pack (2)')).toBeTruthy();

    await user.type(form.getByLabelText(/Pack name/), 'Routine peau sèche');
    await user.type(form.getByLabelText(/Description/), 'Deux soins');
    await user.type(form.getByLabelText(/Price/), '99.90');
    fetchMock.mockResolvedValue(jsonResponse(201, {}));
    await user.click(form.getByRole('button', { name: 'Create pack' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/packs');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Routine peau sèche',
      description: 'Deux soins',
      price: 99.9,
      product_ids: [2, 13],
      name_fr: null,
      name_ar: null,
      description_fr: null,
      description_ar: null,
    });
  });
});
