import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { testProduct } from '@/features/admin-kit/lib/test-products';
import { mockApi, type ApiRoutes } from '@/features/admin-kit/lib/test-api';
import { ProductsList } from './products-list';

let routes: ApiRoutes;
const fetchMock = mockApi((url, init) => routes(url, init));

const products = [
  testProduct({ id: 5, name: 'Bioderma Sensibio', stock: 7 }),
  testProduct({ id: 6, name: 'Avène Cicalfate', stock: 3 }),
];

function renderList() {
  return renderWithProviders(
    <ProductsList
      state={{ filters: { search: '', categoryId: null, stock: 'all' }, page: 1 }}
      onStateChange={() => {}}
      onCreate={() => {}}
      onEdit={() => {}}
    />,
  );
}

describe('the products screen: quarantined units', { timeout: 20_000 }, () => {
  it('shows the units in quarantine of the products that hold some, from the staff-only route', async () => {
    routes = (url) => {
      if (url === '/api/products') return { status: 200, body: products };
      if (url === '/api/order-returns/quarantine')
        return { status: 200, body: { products: [{ product_id: 5, quarantined: 2 }] } };
      if (url === '/api/lots/expiring') return { status: 200, body: { lots: [] } };
      return { status: 200, body: [] };
    };
    await renderList();
    expect((await screen.findAllByText('Quarantined: 2', {}, { timeout: 10_000 })).length).toBeGreaterThan(0);
    expect(screen.queryAllByText(/Quarantined:/).every((node) => node.textContent === 'Quarantined: 2')).toBe(
      true,
    );
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/order-returns/quarantine')).toBe(true);
  });

  it('still lists the products when the quarantine counts cannot be read', async () => {
    routes = (url) => {
      if (url === '/api/products') return { status: 200, body: products };
      if (url === '/api/order-returns/quarantine') return { status: 500, body: { message: 'down' } };
      if (url === '/api/lots/expiring') return { status: 200, body: { lots: [] } };
      return { status: 200, body: [] };
    };
    await renderList();
    expect((await screen.findAllByText('Avène Cicalfate', {}, { timeout: 10_000 })).length).toBeGreaterThan(
      0,
    );
    expect(screen.queryByText(/Quarantined:/)).toBeNull();
  });
});

describe('the products screen: the offer column', { timeout: 20_000 }, () => {
  it("shows the offer's state as the API judged it on the shop's clock, not the browser's", async () => {
    const offer = (id: number) => ({ id, offer_price: 80, start_date: '2000-01-01', end_date: '2099-12-31' });
    routes = (url) => {
      if (url === '/api/products')
        return {
          status: 200,
          body: [
            // Within its dates by the browser's clock, but the API sent no offer price: not active.
            testProduct({ id: 5, name: 'Bioderma Sensibio', price: 100, offer: offer(1), offer_price: null }),
            testProduct({ id: 6, name: 'Avène Cicalfate', price: 100, offer: offer(2), offer_price: 80 }),
          ],
        };
      if (url === '/api/lots/expiring') return { status: 200, body: { lots: [] } };
      if (url === '/api/order-returns/quarantine') return { status: 200, body: { products: [] } };
      return { status: 200, body: [] };
    };
    await renderList();
    const expired = await screen.findAllByText('Expired', {}, { timeout: 10_000 });
    const rowsOf = (name: string) =>
      screen.getAllByText(name).map((node) => node.closest('tr, li, article') ?? node.parentElement!);
    expect(expired.every((badge) => rowsOf('Bioderma Sensibio').some((row) => row.contains(badge)))).toBe(
      true,
    );
    expect(rowsOf('Avène Cicalfate').some((row) => row.textContent?.includes('Expired'))).toBe(false);
  });
});
