import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { customerUser, renderRoute } from '@/test/render';
import { fakeApi } from '@/features/account-shared/testing/fake-api';
import '@/features/account-shared/testing/patience';

afterEach(() => vi.unstubAllGlobals());

const FILL_ALL = 'يرجى ملء جميع الحقول';
const MIN_8 = 'يجب أن تتكون كلمة المرور الجديدة من 8 أحرف على الأقل';
const MISMATCH = 'كلمتا المرور غير متطابقتين';
const UPDATE_FAILED = 'فشل تحديث كلمة المرور';
const SUCCESS = 'تم تحديث كلمة المرور بنجاح';

async function fill(values: Record<string, string>, submit: string) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
  await user.click(screen.getByRole('button', { name: submit }));
}

describe('/change-password (after a verified reset code)', () => {
  it('speaks Arabic: all fields, at least 8, matching', async () => {
    fakeApi({});
    await renderRoute('/change-password?email=bob%40gmail.com');
    expect(await screen.findByText('bob@gmail.com')).toBeTruthy();
    expect(screen.getByText('يجب أن تتكون كلمة المرور من 8 أحرف على الأقل')).toBeTruthy();
    await fill({ 'New password': '', 'Confirm new password': '' }, 'Save the new password');
    expect((await screen.findAllByText(FILL_ALL)).length).toBe(2);
    await fill({ 'New password': '1234567', 'Confirm new password': '1234567' }, 'Save the new password');
    expect(await screen.findByText(MIN_8)).toBeTruthy();
    await fill({ 'New password': '12345678', 'Confirm new password': '12345679' }, 'Save the new password');
    expect(await screen.findByText(MISMATCH)).toBeTruthy();
  });

  it('sends the e-mail with the new password, then goes to /login', async () => {
    const { calls } = fakeApi({ 'PUT /update-password': () => ({ status: 200, body: { message: 'ok' } }) });
    const { router } = await renderRoute('/change-password?email=bob%40gmail.com');
    await screen.findByText('bob@gmail.com');
    await fill(
      { 'New password': 'brand-new-1', 'Confirm new password': 'brand-new-1' },
      'Save the new password',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls.find((call) => call.path === '/update-password')?.body).toEqual({
      new_password: 'brand-new-1',
      new_password_confirmation: 'brand-new-1',
      email: 'bob@gmail.com',
    });
  });

  it("shows the server's message, else the Arabic 'failed to update password'", async () => {
    fakeApi({ 'PUT /update-password': () => ({ status: 500 }) });
    await renderRoute('/change-password?email=bob%40gmail.com');
    await screen.findByText('bob@gmail.com');
    await fill(
      { 'New password': 'brand-new-1', 'Confirm new password': 'brand-new-1' },
      'Save the new password',
    );
    expect(await screen.findByText(UPDATE_FAILED)).toBeTruthy();
  });
});

describe('/reset-password', () => {
  it('shows the Arabic success message and returns to /login after 3 seconds', async () => {
    const { calls } = fakeApi({ 'POST /change_password': () => ({ status: 200, body: { message: 'ok' } }) });
    const { router } = await renderRoute('/reset-password', { user: customerUser });
    await screen.findByLabelText('Current password');
    await fill(
      {
        'Current password': 'old-secret',
        'New password': 'brand-new-1',
        'Confirm new password': 'brand-new-1',
      },
      'Update password',
    );
    expect(await screen.findByText(SUCCESS)).toBeTruthy();
    expect(calls.find((call) => call.path === '/change_password')?.body).toEqual({
      old_password: 'old-secret',
      new_password: 'brand-new-1',
      new_password_confirmation: 'brand-new-1',
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 2000)));
    expect(router.state.location.pathname).toBe('/reset-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 10_000 });
  });

  it('asks for every field in Arabic', async () => {
    fakeApi({});
    await renderRoute('/reset-password');
    await screen.findByLabelText('Current password');
    await fill({ 'Current password': '' }, 'Update password');
    expect((await screen.findAllByText(FILL_ALL)).length).toBe(3);
  });
});
