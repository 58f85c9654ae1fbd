import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Category, Company } from '@parashop/shared/api-types';
import { createQueryClient } from '@/lib/query-client';
import { renderWithProviders } from '@/test/render';
import { jsonResponse, mockFetch } from '@/test/fetch';
import { adminCategoriesQueryKey } from '@/features/admin-kit/api/get-admin-categories';
import { adminCompaniesQueryKey } from '@/features/admin-kit/api/get-admin-companies';
import { testProduct } from '@/features/admin-kit/lib/test-products';
import { ProductForm } from './product-form';

// fetch plays the server for the saves only; the category and brand lists are put in the cache.
const fetchMock = mockFetch();

const categories: Category[] = [
  { id: 1, name: 'Skincare', sortOrder: 1, isActive: true, image: null, products_count: 3 },
  { id: 2, name: 'Hair care', sortOrder: 2, isActive: true, image: null, products_count: 1 },
];
const companies: Company[] = [
  { id: 4, name: 'Avene', nameAr: 'أفين', nameFr: 'Avène', image: null, created_at: '', products_count: 2 },
];

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=t; path=/';
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

async function renderForm(product = null as ReturnType<typeof testProduct> | null) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(adminCategoriesQueryKey, categories);
  queryClient.setQueryData(adminCompaniesQueryKey, companies);
  const onClose = vi.fn();
  await renderWithProviders(<ProductForm product={product} onClose={onClose} />, { queryClient });
  const form = await screen.findByRole('form', { name: product ? 'Edit product' : 'Add product' });
  return { form: within(form), onClose };
}

const png = () => new File([new Uint8Array(64)], 'cream.png', { type: 'image/png' });

describe('ProductForm validation timing', { timeout: 20_000 }, () => {
  it('shows an error when a field is left, follows each change once touched, and checks all on submit', async () => {
    const user = userEvent.setup();
    const { form } = await renderForm();
    const name = form.getByLabelText(/Product name/);

    await user.type(name, 'A');
    expect(form.queryByText('Product name must be at least 2 characters')).toBeNull();

    await user.tab();
    expect(await form.findByText('Product name must be at least 2 characters')).toBeTruthy();

    await user.type(name, 'B');
    await waitFor(() => expect(form.queryByText('Product name must be at least 2 characters')).toBeNull());
    await user.clear(name);
    expect(await form.findByText('Product name is required')).toBeTruthy();
    // Untouched fields stay quiet until the submit.
    expect(form.queryByText('Price is required')).toBeNull();

    await user.click(form.getByRole('button', { name: 'Create product' }));
    for (const message of [
      'Product name is required',
      'Category is required',
      'Company is required',
      'Price is required',
      'Stock is required',
      'Description is required',
      'Image is required',
    ]) {
      expect(await form.findByText(message)).toBeTruthy();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the chosen image at once and counts the description', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { form } = await renderForm();
    await user.upload(
      form.getByLabelText(/Product image/),
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
    );
    expect(await form.findByText('Please select an image file')).toBeTruthy();
    await user.upload(form.getByLabelText(/Product image/), png());
    await waitFor(() => expect(form.queryByText('Please select an image file')).toBeNull());
    expect(form.getByRole('img', { name: 'Preview of the product image' }).getAttribute('src')).toBe(
      'blob:preview',
    );

    expect(form.getByText('0/500')).toBeTruthy();
    await user.type(form.getByLabelText(/Description/), 'Gentle');
    expect(form.getByText('6/500')).toBeTruthy();
  });
});

describe('ProductForm saving', { timeout: 20_000 }, () => {
  async function fillValid(form: Awaited<ReturnType<typeof renderForm>>['form']) {
    const user = userEvent.setup();
    await user.type(form.getByLabelText(/Product name/), 'Crème Hydratante');
    await user.selectOptions(form.getByLabelText(/Category/), 'Hair care');
    await user.selectOptions(form.getByLabelText(/Company/), 'Avene');
    await user.type(form.getByLabelText(/Price/), '89.90');
    await user.type(form.getByLabelText(/Stock/), '12');
    await user.type(form.getByLabelText(/Description/), 'Soothing cream');
    await user.upload(form.getByLabelText(/Product image/), png());
    return user;
  }

  it('places the server 422 errors on their fields and shows its message in a banner', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(422, {
        message: 'This product name is already used',
        errors: { name: ['This product name is already used'], image: ['The image could not be read'] },
      }),
    );
    const { form, onClose } = await renderForm();
    const user = await fillValid(form);
    await user.click(form.getByRole('button', { name: 'Create product' }));

    // Once under the name field, once in the form's banner.
    expect(await form.findAllByText('This product name is already used')).toHaveLength(2);
    expect(form.getByText('The image could not be read')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/products');
    const body = init?.body as FormData;
    expect(body.get('name')).toBe('Crème Hydratante');
    expect(body.get('category_id')).toBe('2');
    expect(body.get('company_id')).toBe('4');
    expect(body.get('price')).toBe('89.9');
    expect((body.get('image') as File).name).toBe('cream.png');
  });

  it('updates with _method=PUT, needs no new image, and returns to the list', async () => {
    const product = testProduct({
      id: 5,
      name: 'Shampoing doux',
      price: 45,
      stock: 3,
      category_id: 2,
      company_id: 4,
    });
    // The save answers the product; every list read afterwards (the product's lots, the category and
    // brand lists refreshed after the save) answers an empty list.
    fetchMock.mockImplementation(async (input, init) =>
      jsonResponse(200, init?.method === 'POST' && input === '/api/products/5' ? product : []),
    );
    const { form, onClose } = await renderForm(product);
    expect((form.getByLabelText(/Category/) as HTMLSelectElement).value).toBe('2');
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls.find(([, request]) => request?.method === 'POST')!;
    expect(url).toBe('/api/products/5');
    expect(init?.method).toBe('POST');
    const body = init?.body as FormData;
    expect(body.get('_method')).toBe('PUT');
    expect(body.get('price')).toBe('45');
    expect(body.has('image')).toBe(false);
  });
});
