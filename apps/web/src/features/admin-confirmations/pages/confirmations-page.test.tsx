import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConfirmationQueueEntry } from '@parashop/shared/api-types';
import { answerJson, mockFetch, type JsonAnswer } from '@/test/fetch';
import { adminUser, renderRoute } from '@/test/render';
import { answerFor, makeEntry } from '../lib/test-queue';

type PostHandler = (id: number, body: Record<string, unknown>) => JsonAnswer | Promise<JsonAnswer>;

const amina = makeEntry({
  id: 1,
  name: 'Amina Tazi',
  phone_number: '0612345678',
  created_at: '2026-11-18T08:00:00.000Z',
  total_order: 235.5,
  possible_duplicate: true,
  invoice_number: null,
  invoiced_at: null,
  phone_history: { orders: 4, delivered: 1, returned: 1, cancelled: 1 },
});
const youssef = makeEntry({
  id: 2,
  name: 'Youssef Benali',
  phone_number: '0700112233',
  created_at: '2026-11-18T09:00:00.000Z',
  confirmation_status: 'no_answer',
  confirmation_attempts: 1,
});

let queue: ConfirmationQueueEntry[];
let onPost: PostHandler;

const fetchMock = mockFetch(
  answerJson(async (url, init) => {
    const contact = /^\/api\/orders\/(\d+)\/contacts$/.exec(url);
    if (contact && init.method === 'POST') {
      return onPost(Number(contact[1]), JSON.parse(String(init.body)) as Record<string, unknown>);
    }
    if (url.startsWith('/api/orders/confirmation-queue')) return { status: 200, body: queue };
    if (url.startsWith('/api/notifications')) return { status: 200, body: [] };
    return undefined;
  }),
);

/** Decides the order on the server: it leaves the queue, the answer is the order as decided. */
const decide: PostHandler = (id, body) => {
  const entry = queue.find((candidate) => candidate.id === id)!;
  queue = queue.filter((candidate) => candidate.id !== id);
  return { status: 201, body: answerFor(entry, { confirmation_status: body.outcome as 'confirmed' }) };
};

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-token';
  queue = [amina, youssef];
  onPost = decide;
});

const card = (name: string) => screen.getByRole('article', { name });
const posts = () =>
  fetchMock.mock.calls
    .filter(([url, init]) => url.includes('/contacts') && init?.method === 'POST')
    .map(([url, init]) => ({ url, body: JSON.parse(String(init?.body)) as unknown }));

async function openQueue() {
  const rendered = await renderRoute('/admin/confirmations', { user: adminUser });
  await screen.findByRole('heading', { name: 'To confirm', level: 1 }, { timeout: 10_000 });
  await screen.findByRole('article', { name: 'Amina Tazi' }, { timeout: 10_000 });
  return rendered;
}

// Rendering the whole route tree in jsdom is slow on the shared 2-core machines.
describe('To confirm', { timeout: 20_000 }, () => {
  it('lists the orders oldest first with the links, history and flags a caller needs', async () => {
    await openQueue();
    const names = screen
      .getAllByRole('article')
      .map((article) => within(article).getByRole('heading').textContent);
    expect(names).toEqual(['Amina Tazi', 'Youssef Benali']);

    const first = within(card('Amina Tazi'));
    expect(first.getByRole('link', { name: 'Call 0612345678' }).getAttribute('href')).toBe('tel:0612345678');
    const whatsapp = first
      .getByRole('link', { name: /Write to Amina Tazi on WhatsApp/ })
      .getAttribute('href')!;
    expect(whatsapp).toMatch(/^https:\/\/wa\.me\/212612345678\?text=/);
    const text = new URL(whatsapp).searchParams.get('text')!;
    expect(text).toContain('CMD-20261118-0001');
    expect(text).toContain('235.50 DH');
    expect(first.getByText('Possible duplicate')).toBeTruthy();
    expect(first.getByText('This number has returned or cancelled orders')).toBeTruthy();
    expect(first.getByText('235.50 DH')).toBeTruthy();
    expect(within(card('Youssef Benali')).getByText('1 attempt')).toBeTruthy();

    const menu = screen.getAllByRole('navigation', { name: 'Admin menu' })[0]!;
    expect(await within(menu).findByRole('link', { name: /To confirm.*2 to call/ })).toBeTruthy();
  });

  it('takes a confirmed order out at once and says so', async () => {
    const user = userEvent.setup();
    let release: (answer: JsonAnswer) => void = () => {};
    onPost = (id, body) =>
      new Promise<JsonAnswer>((resolve) => {
        release = resolve;
      }).then(() => decide(id, body));
    await openQueue();

    await user.click(within(card('Amina Tazi')).getByRole('button', { name: 'Confirmed' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Amina Tazi' })).toBeNull());
    release({ status: 201, body: null });
    expect(await screen.findByText('Order CMD-20261118-0001: Confirmed')).toBeTruthy();
    expect(posts()).toEqual([{ url: '/api/orders/1/contacts', body: { outcome: 'confirmed' } }]);
    expect(screen.getByRole('article', { name: 'Youssef Benali' })).toBeTruthy();
  });

  it('keeps a no answer in the queue with one more attempt', async () => {
    const user = userEvent.setup();
    onPost = (id) => {
      queue = queue.map((entry) =>
        entry.id === id ? { ...entry, confirmation_status: 'no_answer', confirmation_attempts: 2 } : entry,
      );
      return { status: 201, body: answerFor(queue.find((entry) => entry.id === id)!) };
    };
    await openQueue();
    await user.click(within(card('Youssef Benali')).getByRole('button', { name: 'No answer' }));
    expect(await within(card('Youssef Benali')).findByText('2 attempts')).toBeTruthy();
  });

  it('puts the order back and says so when the server fails', async () => {
    const user = userEvent.setup();
    onPost = () => ({ status: 500, body: { message: 'Something went wrong. Please try again.' } });
    await openQueue();
    await user.click(within(card('Amina Tazi')).getByRole('button', { name: 'Confirmed' }));
    expect(await screen.findByText('The call could not be recorded. Please try again.')).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Amina Tazi' })).toBeTruthy();
    const names = screen
      .getAllByRole('article')
      .map((article) => within(article).getByRole('heading').textContent);
    expect(names).toEqual(['Amina Tazi', 'Youssef Benali']);
  });

  it("shows a colleague's decision (409) and reads the queue again", async () => {
    const user = userEvent.setup();
    onPost = (id) => {
      queue = queue.filter((entry) => entry.id !== id);
      return { status: 409, body: { message: 'Order CMD-20261118-0001 is no longer pending.' } };
    };
    await openQueue();
    const reads = () => fetchMock.mock.calls.filter(([url]) => url.includes('confirmation-queue')).length;
    const before = reads();
    await user.click(within(card('Amina Tazi')).getByRole('button', { name: 'Confirmed' }));
    expect(await screen.findByText('Order CMD-20261118-0001 is no longer pending.')).toBeTruthy();
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
    expect(screen.queryByRole('article', { name: 'Amina Tazi' })).toBeNull();
  });

  it('asks before an outcome that cancels the order', async () => {
    const user = userEvent.setup();
    await openQueue();
    await user.click(within(card('Amina Tazi')).getByRole('button', { name: 'Fake' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order CMD-20261118-0001?' });
    expect(within(dialog).getByText(/cancels order CMD-20261118-0001 and puts its stock back/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Keep the order' }));
    expect(posts()).toEqual([]);
    // The dialog gives the focus back to "Fake" once it has left: typing the note before then would
    // send the space of "Never ordered" to that button.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(card('Amina Tazi')).getByRole('button', { name: 'Add a note' }));
    await user.type(within(card('Amina Tazi')).getByRole('textbox', { name: /Note/ }), 'Never ordered');
    await user.click(within(card('Amina Tazi')).getByRole('button', { name: 'Fake' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Cancel order CMD-20261118-0001?' })).getByRole(
        'button',
        { name: 'Cancel the order' },
      ),
    );
    await waitFor(() =>
      expect(posts()).toEqual([
        { url: '/api/orders/1/contacts', body: { outcome: 'fake', note: 'Never ordered' } },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Amina Tazi' })).toBeNull());
  });

  it('asks when to call back, refuses a time that has passed', async () => {
    const user = userEvent.setup();
    await openQueue();
    const first = within(card('Amina Tazi'));
    await user.click(first.getByRole('button', { name: 'Call back' }));
    const picker = first.getByLabelText('Call back on');
    fireEvent.change(picker, { target: { value: '2020-01-01T10:00' } });
    await user.click(first.getByRole('button', { name: 'Save the call-back' }));
    expect(await first.findByText('The call-back time must be in the future')).toBeTruthy();
    expect(posts()).toEqual([]);

    fireEvent.change(picker, { target: { value: '2099-01-01T10:00' } });
    await user.click(first.getByRole('button', { name: 'Save the call-back' }));
    await waitFor(() =>
      expect(posts()).toEqual([
        {
          url: '/api/orders/1/contacts',
          body: { outcome: 'call_back', call_back_at: new Date('2099-01-01T10:00').toISOString() },
        },
      ]),
    );
  });

  it('says when there is nothing to confirm', async () => {
    queue = [];
    await renderRoute('/admin/confirmations', { user: adminUser });
    expect(await screen.findByText('Nothing to confirm', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('says when the queue could not be loaded, and retries', async () => {
    fetchMock.mockImplementation(
      answerJson((url) =>
        url.startsWith('/api/orders/confirmation-queue')
          ? { status: 403, body: { message: 'This action is unauthorized.' } }
          : { status: 200, body: [] },
      ),
    );
    await renderRoute('/admin/confirmations', { user: adminUser });
    expect(
      await screen.findByText('Failed to load the orders to confirm', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByText('This action is unauthorized.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
