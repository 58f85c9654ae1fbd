import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RunSheet } from '@parashop/shared/api-types';
import { deliveryStop } from '@/test/delivery-stops';
import { answerJson, mockFetch } from '@/test/fetch';
import { adminUser, renderRoute } from '@/test/render';

function sheet(lang: RunSheet['lang']): RunSheet {
  return {
    lang,
    shop: { shop_name: 'Parashop Dakhla', address: 'Avenue Al Walaa', city: 'Dakhla', phone: '0528123456' },
    printed_at: '2026-11-28T08:00:00.000Z',
    run: {
      id: 12,
      rider: { id: 1, name: 'Yassine', phone: '0612345671' },
      date: '2026-11-28',
      status: 'handed_over',
      created_at: '2026-11-28T07:00:00.000Z',
      handed_over_at: '2026-11-28T07:30:00.000Z',
      started_at: null,
      finished_at: null,
      totals: { to_collect: 45_000, collected: 0, delivered: 0, failed: 0, postponed: 0, left: 2 },
      stops: [2, 1].map((position) =>
        deliveryStop(position, 'assigned', {
          order: {
            order_number: `CMD-20261128-000${position}`,
            total: position === 1 ? 15_000 : 30_000,
            items: [{ name: lang === 'ar' ? 'كريم مرطب' : 'Crème hydratante', quantity: position }],
          },
        }),
      ),
    },
  };
}

const fetchMock = mockFetch(
  answerJson((url) => {
    const lang = new URL(url, 'http://shop').searchParams.get('lang') as RunSheet['lang'];
    return { status: 200, body: sheet(lang) };
  }),
);

describe('the run sheet', { timeout: 40_000 }, () => {
  it('prints the stops in order with amounts, total and signatures, in the language chosen', async () => {
    await renderRoute('/admin/deliveries/runs/12/sheet?lang=fr', { user: adminUser });
    const document = await screen.findByTestId('run-sheet', {}, { timeout: 20_000 });
    expect(within(document).getByRole('heading', { name: 'Feuille de route 12' })).toBeTruthy();
    const rows = within(document).getAllByRole('row').slice(1, 3);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['1', '2']);
    expect(within(document).getByText('2 arrêts, total à encaisser')).toBeTruthy();
    expect(within(document).getByText('Signature du livreur')).toBeTruthy();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/delivery-runs/12/sheet?lang=fr');

    await userEvent.click(screen.getByRole('button', { name: 'العربية' }));
    const arabic = await screen.findByRole('heading', { name: 'ورقة الجولة 12' });
    expect(arabic.closest('article')!.getAttribute('dir')).toBe('rtl');
    expect(await screen.findByText('1 × كريم مرطب')).toBeTruthy();
  });
});
