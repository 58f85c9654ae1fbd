import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@/test/render';
import { fakeApi } from '@/features/account-shared/testing/fake-api';
import '@/features/account-shared/testing/patience';

afterEach(() => vi.unstubAllGlobals());

async function typeCode(code: string) {
  const user = userEvent.setup();
  const boxes = await screen.findAllByRole('textbox');
  await user.click(boxes[0]!);
  if (code) await user.keyboard(code);
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  return user;
}

describe('/verify-code', () => {
  it('says so when no id was passed, and refuses to submit', async () => {
    const { calls } = fakeApi({});
    await renderRoute('/verify-code');
    expect(await screen.findByText('No user found for verification.')).toBeTruthy();
    await typeCode('123456');
    expect(await screen.findByText('No user_id or pending_user_id found')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('asks for the full code', async () => {
    fakeApi({});
    await renderRoute('/verify-code?pending_user_id=p1&email=ann%40gmail.com');
    expect(await screen.findByText('ann@gmail.com')).toBeTruthy();
    await typeCode('123');
    expect(await screen.findByText('Please enter the full verification code')).toBeTruthy();
  });

  it('after a registration, verifies with pending_user_id then goes to /login', async () => {
    const { calls } = fakeApi({
      'POST /verify-email': () => ({ status: 200, body: { message: 'Verified.' } }),
    });
    const { router } = await renderRoute('/verify-code?pending_user_id=p1&email=ann%40gmail.com');
    await typeCode('123456');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls.find((call) => call.path === '/verify-email')?.body).toEqual({
      code: '123456',
      pending_user_id: 'p1',
    });
    expect(await screen.findByText('Verified.')).toBeTruthy();
  });

  it('after a reset request, verifies with user_id then goes to /change-password with the e-mail', async () => {
    const { calls } = fakeApi({
      'POST /verify-user': () => ({ status: 200, body: { message: 'ok', email: 'bob@gmail.com' } }),
    });
    const { router } = await renderRoute('/verify-code?user_id=t1&email=bob%40gmail.com');
    await typeCode('654321');
    await waitFor(() => expect(router.state.location.pathname).toBe('/change-password'));
    expect(router.state.location.search).toBe('?email=bob%40gmail.com');
    expect(calls.find((call) => call.path === '/verify-user')?.body).toEqual({
      code: '654321',
      user_id: 't1',
    });
    expect(await screen.findByText('bob@gmail.com')).toBeTruthy();
  });

  it("shows the server's message", async () => {
    fakeApi({
      'POST /verify-email': () => ({
        status: 422,
        body: { message: 'The verification code is invalid or has expired.', errors: {} },
      }),
    });
    await renderRoute('/verify-code?pending_user_id=p1');
    await typeCode('111111');
    expect(await screen.findByText('The verification code is invalid or has expired.')).toBeTruthy();
  });

  it("falls back to 'Verification failed.'", async () => {
    fakeApi({ 'POST /verify-user': () => ({ status: 500 }) });
    await renderRoute('/verify-code?user_id=t1');
    await typeCode('111111');
    expect(await screen.findByText('Verification failed.')).toBeTruthy();
  });
});
