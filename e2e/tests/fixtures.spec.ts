// The shared fixtures themselves: if these fail, every test that logs in fails for the same reason.
import { expect, test, waitForMail } from '../fixtures';

test('the admin page is logged in as the admin and may open the back office', async ({
  adminPage,
  adminAccount,
}) => {
  const me = await adminPage.request.get('/api/me');
  expect(me.status()).toBe(200);
  expect(await me.json()).toMatchObject({ email: adminAccount.email, role_id: 1 });

  await adminPage.goto('/admin/dashboard');
  await expect(adminPage).toHaveURL(/\/admin\/dashboard$/);
  expect(await adminPage.evaluate(() => localStorage.getItem('islogged'))).toBe('true');
});

test('the customer page is a verified customer whose code came through the mail outbox', async ({
  customerPage,
  customerAccount,
}) => {
  const mail = await waitForMail({ to: customerAccount.email, timeoutMs: 1000 });
  expect(mail.text).toMatch(/\d{6}/);

  const me = await customerPage.request.get('/api/me');
  expect(me.status()).toBe(200);
  expect(await me.json()).toMatchObject({ email: customerAccount.email, role_id: 2 });

  await customerPage.goto('/admin/dashboard');
  await expect(customerPage).toHaveURL(/\/$/);
});
