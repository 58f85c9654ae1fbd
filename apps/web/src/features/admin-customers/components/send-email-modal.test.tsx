import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SIMULATED_EMAIL_DELAY_MS } from '@parashop/shared/constants';
import type { Customer } from '@parashop/shared/api-types';
import { mockFetch, neverAnswered } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { SendEmailModal } from './send-email-modal';

const customer: Customer = {
  id: 7,
  name: 'Salma El Idrissi',
  email: 'salma.idrissi@gmail.com',
  phone: '0612345678',
  city: 'Dakhla',
  total_orders: 2,
  total_spent: 300,
  average_spent: 150,
  joined_at: '2026-11-01T10:00:00.000Z',
  last_order: '2026-11-10T10:00:00.000Z',
};

const fetchSpy = mockFetch(neverAnswered);
afterEach(() => vi.useRealTimers());

describe('send-email modal', () => {
  it('asks for subject and message, addressed to the customer', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<SendEmailModal customer={customer} onClose={() => {}} />);
    expect(await screen.findByRole('textbox', { name: /Recipient/ })).toHaveProperty('value', customer.email);

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Subject is required')).toBeTruthy();
    expect(screen.getByText('Message is required')).toBeTruthy();
  });

  it('waits 1.5 s, reports success and makes no call', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onClose = vi.fn();
    await renderWithProviders(<SendEmailModal customer={customer} onClose={onClose} />);
    await user.type(await screen.findByRole('textbox', { name: /Subject/ }), 'Your order');
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'It is on its way.');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('button', { name: /Sending/ })).toBeTruthy();
    vi.advanceTimersByTime(SIMULATED_EMAIL_DELAY_MS - 100);
    expect(onClose).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText('Email sent successfully!')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('shows the failure message when sending fails', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const send = vi.fn(() => Promise.reject(new Error('down')));
    await renderWithProviders(<SendEmailModal customer={customer} onClose={onClose} send={send} />);
    await user.type(await screen.findByRole('textbox', { name: /Subject/ }), 'Hello');
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect((await screen.findAllByText('Failed to send email. Please try again.')).length).toBeGreaterThan(0);
    expect(send).toHaveBeenCalledWith({ recipient: customer.email, subject: 'Hello', message: 'Hi' });
    expect(onClose).not.toHaveBeenCalled();
  });
});
