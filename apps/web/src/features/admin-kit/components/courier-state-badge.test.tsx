import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { CourierParcelView } from '@parashop/shared';
import { renderWithProviders } from '@/test/render';
import { CourierStateBadge } from './courier-state-badge';

function parcel(state: CourierParcelView['state'], delivery_state: CourierParcelView['delivery_state']) {
  return { state, delivery_state } as CourierParcelView;
}

describe('CourierStateBadge', () => {
  it('says "being sent" while the courier has not answered', async () => {
    await renderWithProviders(<CourierStateBadge parcel={parcel('sending', 'waiting')} />);
    expect(await screen.findByText('Being sent')).toBeTruthy();
  });

  it('says "refused" for a parcel the courier refused', async () => {
    await renderWithProviders(<CourierStateBadge parcel={parcel('refused', 'waiting')} />);
    expect(await screen.findByText('Refused')).toBeTruthy();
  });

  it('says "cancelled" for a refused parcel cancelled since, on every screen that shows it', async () => {
    await renderWithProviders(<CourierStateBadge parcel={parcel('refused', 'cancelled')} />);
    expect(await screen.findByText('Cancelled')).toBeTruthy();
    expect(screen.queryByText('Refused')).toBeNull();
  });

  it('shows the delivery state of a sent parcel', async () => {
    await renderWithProviders(<CourierStateBadge parcel={parcel('sent', 'delivered')} />);
    expect(await screen.findByText('Delivered')).toBeTruthy();
  });
});
