import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CourierParcelView } from '@parashop/shared';
import { answerJson, mockFetch } from '@/test/fetch';
import { adminUser, renderRoute } from '@/test/render';

/** /admin/couriers (decision 270): the day's or the ticked parcels' labels opened in one click. */

function parcel(id: number, created_at: string, has_label = true): CourierParcelView {
  return {
    id,
    order_id: id,
    order_number: `CMD-${id}`,
    courier: 'sendit',
    reference: `CMD-${id}-1`,
    state: has_label ? 'sent' : 'sending',
    district_id: '11',
    district_name: 'Laayoune - Centre',
    city: 'Laayoune',
    amount: 10_000,
    quoted_fee: 3_500,
    code: has_label ? `SD10000${id}` : null,
    fee: has_label ? 3_500 : null,
    has_label,
    raw_status: has_label ? 'PENDING' : null,
    delivery_state: 'waiting',
    failure_reason: null,
    unknown_status: false,
    last_error: null,
    received_back_at: null,
    created_at,
    events: [],
  };
}

const fetchMock = mockFetch();

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-token';
  const today = new Date().toISOString();
  const earlier = new Date(Date.now() - 3 * 24 * 3_600_000).toISOString();
  const parcels = [parcel(1, today), parcel(2, today), parcel(3, today, false), parcel(4, earlier)];
  fetchMock.mockImplementation(
    answerJson((url) => {
      if (url === '/api/couriers')
        return { status: 200, body: [{ id: 'sendit', name: 'Sendit', webhook: true }] };
      if (url.startsWith('/api/courier-parcels')) return { status: 200, body: parcels };
      return undefined;
    }),
  );
});

describe('courier parcels labels', { timeout: 40_000 }, () => {
  it("prints today's labels in one PDF, or the ticked ones", async () => {
    const user = userEvent.setup();
    await renderRoute('/admin/couriers', { user: adminUser });
    await user.click(
      await screen.findByRole('button', { name: "Open today's labels (2)" }, { timeout: 20_000 }),
    );
    let sheet = screen.getByTestId('labels-sheet');
    expect(within(sheet).getByRole('heading', { name: '2 labels' })).toBeTruthy();
    // One PDF with every label, in the list's order; each label stays a link of its own.
    expect(
      within(sheet).getByRole('link', { name: 'Print all the labels (one PDF)' }).getAttribute('href'),
    ).toBe('/api/courier-parcels/labels?orders=1,2');
    expect(within(sheet).getByRole('link', { name: 'CMD-2 · SD100002' }).getAttribute('href')).toBe(
      '/api/orders/2/courier-parcel/label',
    );
    await user.click(within(sheet).getByRole('button', { name: 'Close the labels' }));
    expect(screen.queryByTestId('labels-sheet')).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Choose the label of CMD-4' }));
    await user.click(screen.getByRole('button', { name: 'Open the ticked label (1)' }));
    sheet = screen.getByTestId('labels-sheet');
    expect(within(sheet).getByRole('heading', { name: '1 label' })).toBeTruthy();
    expect(within(sheet).getByRole('link', { name: 'CMD-4 · SD100004' })).toBeTruthy();
    expect(
      within(sheet).getByRole('link', { name: 'Print all the labels (one PDF)' }).getAttribute('href'),
    ).toBe('/api/courier-parcels/labels?orders=4');
    // A parcel still being sent has no label to choose.
    expect(screen.queryByRole('checkbox', { name: 'Choose the label of CMD-3' })).toBeNull();
  });
});
