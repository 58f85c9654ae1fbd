import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@/test/render';
import { fakeApi } from '@/features/account-shared/testing/fake-api';
import '@/features/account-shared/testing/patience';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function fill(values: Record<string, string>) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
  await user.click(screen.getByRole('button', { name: 'Create my account' }));
}

const valid = {
  'Full name': 'Ann Reader',
  Email: 'ann@gmail.com',
  City: 'Dakhla',
  Password: 'secret1',
  'Confirm password': 'secret1',
};

describe('/register', () => {
  it('checks, in order, matching passwords, the length, then the Gmail address', async () => {
    const { calls } = fakeApi({});
    await renderRoute('/register');
    await screen.findByLabelText('Full name');
    await fill({ ...valid, Email: 'ann@yahoo.com', Password: '123', 'Confirm password': '1234' });
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(screen.queryByText('Password must be at least 6 characters')).toBeNull();
    await fill({ ...valid, Email: 'ann@yahoo.com', Password: '12345', 'Confirm password': '12345' });
    expect(await screen.findByText('Password must be at least 6 characters')).toBeTruthy();
    await fill({ ...valid, Email: 'ann@yahoo.com' });
    expect(await screen.findByText('Email must be a valid Gmail address')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('puts a server refusal on its field', async () => {
    fakeApi({
      'POST /register': () => ({
        status: 422,
        body: {
          message: 'This email is already registered.',
          errors: { email: ['This email is already registered.'] },
        },
      }),
    });
    await renderRoute('/register');
    await screen.findByLabelText('Full name');
    await fill(valid);
    expect(await screen.findByText('This email is already registered.')).toBeTruthy();
  });

  it('shows the message, then after 800 ms goes to /verify-code with pending_user_id and email', async () => {
    const { calls } = fakeApi({
      'POST /register': () => ({
        status: 201,
        body: {
          message: 'We have sent a verification code.',
          pending_user_id: 'p-77',
          email: 'ann@gmail.com',
        },
      }),
    });
    const { router } = await renderRoute('/register');
    await screen.findByLabelText('Full name');
    await fill(valid);
    expect(await screen.findByText('We have sent a verification code.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/register');
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(router.state.location.pathname).toBe('/register');
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-code'), { timeout: 10_000 });
    expect(router.state.location.state).toEqual({ pending_user_id: 'p-77', email: 'ann@gmail.com' });
    expect(calls.find((call) => call.path === '/register')?.body).toMatchObject({
      full_name: 'Ann Reader',
      email: 'ann@gmail.com',
      city: 'Dakhla',
      password: 'secret1',
      password_confirmation: 'secret1',
    });
  });
});
