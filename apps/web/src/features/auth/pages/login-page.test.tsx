import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { adminUser, customerUser, renderRoute } from '@/test/render';
import { fakeApi } from '@/features/account-shared/testing/fake-api';
import '@/features/account-shared/testing/patience';

afterEach(() => vi.unstubAllGlobals());

async function openLogin(path = '/login') {
  const view = await renderRoute(path);
  const email = await screen.findByLabelText('Email');
  const password = screen.getByLabelText('Password');
  return {
    ...view,
    email,
    password,
    user: userEvent.setup(),
    submit: screen.getByRole('button', { name: 'Sign in' }),
  };
}

describe('/login', () => {
  it('checks the fields on blur and keeps submit disabled while errors exist', async () => {
    fakeApi({});
    const { email, password, user, submit } = await openLogin();
    await user.click(email);
    await user.tab();
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await user.type(email, 'not-an-address');
    await user.tab();
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    await user.click(password);
    await user.tab();
    expect(await screen.findByText('Password is required')).toBeTruthy();
    await user.type(password, '12345');
    await user.tab();
    expect(await screen.findByText('Password must be at least 6 characters')).toBeTruthy();
  });

  it('shows and hides the password', async () => {
    fakeApi({});
    const { password, user } = await openLogin();
    expect(password.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.getAttribute('type')).toBe('password');
  });

  it('links to forgot password, register and home', async () => {
    fakeApi({});
    await openLogin();
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/verify-gmail');
    expect(screen.getByRole('link', { name: 'Create one' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });

  it('shows the server message when the credentials are wrong and stays logged out', async () => {
    const message = 'These credentials do not match our records.';
    fakeApi({ 'POST /login': () => ({ status: 422, body: { message, errors: { email: [message] } } }) });
    const { email, password, user, submit, router } = await openLogin();
    await user.type(email, 'ann@gmail.com');
    await user.type(password, 'wrong-password');
    await user.click(submit);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem('islogged')).not.toBe('true');
  });

  it("falls back to 'Login failed. Please try again.' when the server says nothing", async () => {
    fakeApi({ 'POST /login': () => ({ status: 500 }) });
    const { email, password, user, submit } = await openLogin();
    await user.type(email, 'ann@gmail.com');
    await user.type(password, 'secret12');
    await user.click(submit);
    expect(await screen.findByText('Login failed. Please try again.')).toBeTruthy();
  });

  it.each([
    ['an admin', '/admin/dashboard', adminUser],
    ['a customer', '/', customerUser],
  ])('sets the flag and sends %s to %s', async (_who, target, account) => {
    const { calls } = fakeApi({
      'POST /login': () => ({ status: 200, body: { message: 'ok', user: account } }),
      'GET /me': () => ({ status: 200, body: account }),
    });
    const { email, password, user, submit, router } = await openLogin();
    await user.type(email, account.email);
    await user.type(password, 'secret12');
    await user.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe(target));
    expect(window.localStorage.getItem('islogged')).toBe('true');
    expect(calls.find((call) => call.path === '/login')?.body).toEqual({
      email: account.email,
      password: 'secret12',
    });
  });

  it.each([
    ['an admin', '/admin/orders?page=2', adminUser, '/admin/orders?page=2'],
    ['an admin', '//evil.example/admin', adminUser, '/admin/dashboard'],
    ['an admin', 'https://evil.example/', adminUser, '/admin/dashboard'],
    ['a customer', '/favorites', customerUser, '/favorites'],
    ['a customer', '/admin/orders', customerUser, '/'],
  ])(
    'after sign-in %s goes back to next=%s only when it is a page of this site for them',
    async (_who, next, account, target) => {
      fakeApi({
        'POST /login': () => ({ status: 200, body: { message: 'ok', user: account } }),
        'GET /me': () => ({ status: 200, body: account }),
      });
      const { email, password, user, submit, router } = await openLogin(
        `/login?next=${encodeURIComponent(next)}`,
      );
      await user.type(email, account.email);
      await user.type(password, 'secret12');
      await user.click(submit);
      await waitFor(() =>
        expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(target),
      );
    },
  );
});
