import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminUser, renderRoute } from '@/test/render';
import { fakeApi } from '@/features/account-shared/testing/fake-api';
import '@/features/account-shared/testing/patience';

afterEach(() => vi.unstubAllGlobals());

// The whole back office is one lazy chunk: the first screen of it takes longest.
const SLOW = { timeout: 20_000 };

describe('/admin/admin-profile', () => {
  it('shows the profile, links back to the dashboard, and switches to edit and back', async () => {
    fakeApi({ 'GET /me': () => ({ status: 200, body: adminUser }) });
    await renderRoute('/admin/admin-profile', { user: adminUser });
    expect(await screen.findByText('admin@parashop.test', {}, SLOW)).toBeTruthy();
    expect(
      screen
        .getAllByRole('link', { name: 'Back to dashboard' })
        .some((a) => a.getAttribute('href') === '/admin/dashboard'),
    ).toBe(true);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit information' }));
    expect(await screen.findByLabelText('Full name')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'Edit information' })).toBeTruthy();
  });

  it("shows 'Profile not found' when the profile cannot be loaded", async () => {
    fakeApi({
      'GET /me': () => ({ status: 500, body: { message: 'Something went wrong. Please try again.' } }),
    });
    await renderRoute('/admin/admin-profile', { user: adminUser });
    expect(await screen.findByText('Profile not found', {}, SLOW)).toBeTruthy();
    expect(
      screen.getByText("We couldn't load your profile information. Please try again later."),
    ).toBeTruthy();
  });

  it('changes the password: required fields, then the success message for 3 s, then the view', async () => {
    const { calls } = fakeApi({
      'GET /me': () => ({ status: 200, body: adminUser }),
      'POST /change_password': () => ({ status: 200, body: { message: 'Password updated successfully !' } }),
    });
    await renderRoute('/admin/admin-profile', { user: adminUser });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change password' }, SLOW));
    await user.click(await screen.findByRole('button', { name: 'Update password' }));
    expect(await screen.findByText('Current password is required')).toBeTruthy();
    expect(screen.getByText('New password is required')).toBeTruthy();
    expect(screen.getByText('Please confirm your new password')).toBeTruthy();
    await user.type(screen.getByLabelText('Current password'), 'old-secret');
    await user.type(screen.getByLabelText('New password'), '12345');
    await user.type(screen.getByLabelText('Confirm new password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText('Password must be at least 6 characters')).toBeTruthy();
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText('Password updated successfully !')).toBeTruthy();
    expect(calls.find((call) => call.path === '/change_password')?.body).toEqual({
      old_password: 'old-secret',
      new_password: 'new-secret',
      new_password_confirmation: 'new-secret',
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 2000)));
    expect(screen.getByText('Password updated successfully !')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Password updated successfully !')).toBeNull(), {
      timeout: 10_000,
    });
    expect(screen.getByRole('button', { name: 'Edit information' })).toBeTruthy();
  });
});
