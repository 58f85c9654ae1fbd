import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { jsonResponse, mockFetch } from '@/test/fetch';
import { getPublicSettings, usePublicSettings } from './public-settings';

// fetch plays the server's part for GET /api/settings: these tests are about how the client reads it.
const fetchMock = mockFetch();

function Settings() {
  const settings = usePublicSettings();
  return <p>{`${settings.whatsapp ?? 'none'}/${settings.order_max_units_per_line}`}</p>;
}

describe('usePublicSettings', () => {
  it('reads GET /api/settings', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { whatsapp: '0612345678', order_max_units_per_line: 4 }));
    await renderWithProviders(<Settings />);
    expect(await screen.findByText('0612345678/4')).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/settings');
  });

  it('falls back to no WhatsApp and 10 a line while loading and when the call fails', async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, { message: 'Something went wrong. Please try again.' }));
    await renderWithProviders(<Settings />);
    expect(screen.getByText('none/10')).toBeTruthy();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2), { timeout: 4000 });
    expect(screen.getByText('none/10')).toBeTruthy();
  });

  it('asks once per visit, however many parts read it', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { whatsapp: null, order_max_units_per_line: 10 }));
    await renderWithProviders(
      <>
        <Settings />
        <Settings />
      </>,
    );
    await waitFor(() => expect(screen.getAllByText('none/10')).toHaveLength(2));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('getPublicSettings', () => {
  it('keeps a usable cap and number whatever the answer holds', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { whatsapp: '  ', order_max_units_per_line: -2 }));
    expect(await getPublicSettings()).toMatchObject({ whatsapp: null, order_max_units_per_line: 10 });
    fetchMock.mockResolvedValue(jsonResponse(200, { order_max_units_per_line: 'many' }));
    expect(await getPublicSettings()).toMatchObject({ whatsapp: null, order_max_units_per_line: 10 });
  });

  it('reads the contact details, keeping the first values for what is missing or not text', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, { shop_name: 'Para Sud', phone: 5, latitude: 95, longitude: -16.5, address: '' }),
    );
    expect(await getPublicSettings()).toMatchObject({
      shop_name: 'Para Sud',
      phone: '+212 528 89 76 45',
      latitude: null,
      longitude: -16.5,
      address: '',
    });
  });
});
