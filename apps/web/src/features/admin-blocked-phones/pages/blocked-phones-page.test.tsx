import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BlockedPhone } from '@parashop/shared/api-types';
import { jsonResponse } from '@/test/fetch';
import { adminUser, renderRoute } from '@/test/render';
import { mockApi, type ApiAnswer } from '@/features/admin-kit/lib/test-api';

let phones: BlockedPhone[];
let onPost: (body: { phone_number: string; reason: string }) => ApiAnswer;

const fetchMock = mockApi((url, init) => {
  const remove = /^\/api\/blocked-phones\/(\d+)$/.exec(url);
  if (remove && init.method === 'DELETE') {
    phones = phones.filter((phone) => phone.id !== Number(remove[1]));
    return { status: 200, body: { message: 'Number unblocked.' } };
  }
  if (url === '/api/blocked-phones' && init.method === 'POST') {
    return onPost(JSON.parse(String(init.body)) as { phone_number: string; reason: string });
  }
  if (url === '/api/blocked-phones') return { status: 200, body: phones };
  return { status: 200, body: [] };
});

beforeEach(() => {
  phones = [
    {
      id: 1,
      phone_number: '0612345678',
      reason: 'Fake order CMD-20261118-0001',
      created_at: '2026-11-18T10:00:00.000Z',
    },
    { id: 2, phone_number: '0700112233', reason: '', created_at: '2026-11-17T10:00:00.000Z' },
  ];
  onPost = (body) => {
    const created = { id: 3, ...body, created_at: '2026-11-18T12:00:00.000Z' };
    phones = [created, ...phones];
    return { status: 201, body: created };
  };
});

async function open() {
  await renderRoute('/admin/blocked-phones', { user: adminUser });
  await screen.findByRole('heading', { name: 'Blocked numbers', level: 1 }, { timeout: 10_000 });
}

describe('blocked numbers', { timeout: 20_000 }, () => {
  it('lists the numbers with their reason, and searches them', async () => {
    const user = userEvent.setup();
    await open();
    expect(await screen.findByText('Fake order CMD-20261118-0001')).toBeTruthy();
    expect(screen.getByText('No reason given')).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Search blocked numbers' }), '07 00');
    expect(screen.queryByText('06 12 34 56 78')).toBeNull();
    expect(screen.getByText('07 00 11 22 33')).toBeTruthy();
  });

  it("blocks a number, with the server's refusal on the phone field", async () => {
    const user = userEvent.setup();
    onPost = () => ({
      status: 422,
      body: {
        message: 'This number is already blocked',
        errors: { phone_number: ['This number is already blocked'] },
      },
    });
    await open();
    await user.click(screen.getByRole('button', { name: 'Block a number' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block a number' });
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await within(dialog).findByText('Phone number is required')).toBeTruthy();

    await user.type(within(dialog).getByRole('textbox', { name: /Phone number/ }), '0612345678');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Refused twice');
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await within(dialog).findByText('This number is already blocked')).toBeTruthy();

    onPost = (body) => {
      const created = { id: 3, ...body, created_at: '2026-11-18T12:00:00.000Z' };
      phones = [created, ...phones];
      return { status: 201, body: created };
    };
    await user.clear(within(dialog).getByRole('textbox', { name: /Phone number/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Phone number/ }), '0655443322');
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('0655443322 is blocked')).toBeTruthy();
    expect(await screen.findByText('Refused twice')).toBeTruthy();
    const posts = fetchMock.mock.calls.filter(
      ([url, init]) => url === '/api/blocked-phones' && init?.method === 'POST',
    );
    expect(JSON.parse(String(posts.at(-1)?.[1]?.body))).toEqual({
      phone_number: '0655443322',
      reason: 'Refused twice',
    });
  });

  it('unblocks a number once staff confirm', async () => {
    const user = userEvent.setup();
    await open();
    await user.click(await screen.findByRole('button', { name: 'Unblock 0612345678' }));
    const question = await screen.findByRole('dialog', { name: 'Unblock 0612345678?' });
    await user.click(within(question).getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByText('0612345678 is unblocked')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Fake order CMD-20261118-0001')).toBeNull());
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => url === '/api/blocked-phones/1' && init?.method === 'DELETE',
      ),
    ).toBe(true);
  });

  it('says when no number is blocked', async () => {
    phones = [];
    await open();
    expect(await screen.findByText('No number is blocked.')).toBeTruthy();
  });

  it('says when the list could not be loaded', async () => {
    // 403 is not retried: the error shows at once.
    fetchMock.mockImplementation(async () => jsonResponse(403, { message: 'This action is unauthorized.' }));
    await open();
    expect(await screen.findByText('Failed to load blocked numbers')).toBeTruthy();
    expect(screen.getByText('This action is unauthorized.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
