import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Rider } from '@parashop/shared/api-types';
import { adminUser, renderRoute } from '@/test/render';
import { callsTo, mockApi, rider, type Handler } from '../test/fixtures';

let riders: Rider[];
let onCreate: Handler;

const handler: Handler = (url, init) => {
  const update = /^\/api\/riders\/(\d+)$/.exec(url);
  if (update && init.method === 'PATCH') {
    const body = JSON.parse(String(init.body)) as { disabled: boolean };
    riders = riders.map((item) => (item.id === Number(update[1]) ? { ...item, ...body } : item));
    return { status: 200, body: riders.find((item) => item.id === Number(update[1])) };
  }
  if (url === '/api/riders' && init.method === 'POST') return onCreate(url, init);
  if (url === '/api/riders') return { status: 200, body: riders };
  return undefined;
};

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-token';
  riders = [rider(1, 'Yassine'), rider(2, 'محمد الأمين '.repeat(8).trim())];
  onCreate = (_url, init) => {
    const body = JSON.parse(String(init.body)) as { name: string; phone: string };
    const created = { ...rider(3, body.name), phone: body.phone };
    riders = [...riders, created];
    return { status: 201, body: created };
  };
});
afterEach(() => vi.unstubAllGlobals());

async function open() {
  await renderRoute('/admin/riders', { user: adminUser });
  await screen.findByRole('heading', { name: 'Riders', level: 1 }, { timeout: 20_000 });
}

describe('riders', { timeout: 40_000 }, () => {
  it('creates a rider, with the rules of the shared schema and the server refusals on their fields', async () => {
    const user = userEvent.setup();
    onCreate = () => ({
      status: 422,
      body: {
        message: 'Another rider already has this phone number',
        errors: { phone: ['Another rider already has this phone number'] },
      },
    });
    const fetchMock = mockApi(handler);
    await open();
    await user.click(await screen.findByRole('button', { name: 'New rider' }));
    const dialog = await screen.findByRole('dialog', { name: 'New rider' });
    await user.click(within(dialog).getByRole('button', { name: 'Create rider' }));
    expect(await within(dialog).findByText("The rider's name is required")).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', /^\/api\/riders$/)).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Brahim');
    await user.type(within(dialog).getByRole('textbox', { name: /Phone/ }), '06 61 22 33 44');
    await user.type(within(dialog).getByRole('textbox', { name: /Password/ }), 'secret-123');
    await user.click(within(dialog).getByRole('button', { name: 'Create rider' }));
    expect(await within(dialog).findByText('Another rider already has this phone number')).toBeTruthy();

    onCreate = (_url, init) => {
      const body = JSON.parse(String(init.body)) as { name: string; phone: string };
      const created = { ...rider(3, body.name), phone: body.phone };
      riders = [...riders, created];
      return { status: 201, body: created };
    };
    await user.click(within(dialog).getByRole('button', { name: 'Create rider' }));
    expect(await screen.findByText('Brahim can now sign in.')).toBeTruthy();
    expect(await screen.findByTestId('rider-3')).toBeTruthy();
  });

  it('disables a rider once staff confirm, and enables them again', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi(handler);
    await open();
    await user.click(await screen.findByRole('button', { name: 'Disable Yassine' }));
    const question = await screen.findByRole('dialog', { name: 'Disable Yassine?' });
    await user.click(within(question).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Yassine is disabled.')).toBeTruthy();
    expect(await within(screen.getByTestId('rider-1')).findByText('Disabled')).toBeTruthy();
    expect(callsTo(fetchMock, 'PATCH', /^\/api\/riders\/1$/)[0]!.body).toEqual({ disabled: true });
    await user.click(screen.getByRole('button', { name: 'Enable Yassine' }));
    expect(await screen.findByText('Yassine is enabled.')).toBeTruthy();
    expect(callsTo(fetchMock, 'PATCH', /^\/api\/riders\/1$/)[1]!.body).toEqual({ disabled: false });
  });

  it('says when there is no rider yet', async () => {
    riders = [];
    mockApi(handler);
    await open();
    expect(await screen.findByText('No rider yet')).toBeTruthy();
  });
});
