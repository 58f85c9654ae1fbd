import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { customerUser, renderWithProviders } from '@/test/render';
import { jsonResponse, mockFetch } from '@/test/fetch';
import { getLoggedFlag, setLoggedFlag } from '../auth-flag';
import { AuthSync } from './auth-sync';
import { useLogout } from './use-logout';
import { useUser } from './use-user';
import { userQueryKey } from './user-query';

// fetch is replaced here only to play the server's part for GET /api/me and POST /api/logout:
// these tests are about how the client reacts to those answers.
const fetchMock = mockFetch();

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=t; path=/';
});

function Who() {
  const { user, isLoading, isLogged } = useUser();
  if (isLoading) return <p>loading</p>;
  return <p>{user ? `user:${user.full_name}` : `guest:${String(isLogged)}`}</p>;
}

describe('useUser', () => {
  it('does not call GET /api/me while the flag is false', async () => {
    await renderWithProviders(<Who />);
    expect(await screen.findByText('guest:false')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('loads the user when the flag is true', async () => {
    setLoggedFlag(true);
    fetchMock.mockResolvedValue(jsonResponse(200, customerUser));
    await renderWithProviders(<Who />);
    expect(await screen.findByText('user:Salma Customer')).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/me');
  });

  it('treats a 401 silently: guest, flag false, no retry', async () => {
    setLoggedFlag(true);
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'Unauthenticated.' }));
    await renderWithProviders(<Who />);
    expect(await screen.findByText('guest:false')).toBeTruthy();
    expect(getLoggedFlag()).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sets the flag false when the user cannot be fetched after its retry', async () => {
    setLoggedFlag(true);
    fetchMock.mockResolvedValue(jsonResponse(500, { message: 'Something went wrong. Please try again.' }));
    await renderWithProviders(<Who />);
    expect(await screen.findByText('guest:false', {}, { timeout: 4000 })).toBeTruthy();
    expect(getLoggedFlag()).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

function LogoutButton() {
  const logout = useLogout();
  return (
    <button type="button" onClick={() => logout.mutate()}>
      logout
    </button>
  );
}

describe('useLogout', () => {
  it('clears the local session and goes home even when the call fails', async () => {
    setLoggedFlag(true);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const router = createMemoryRouter(
      [
        { path: '/account-profile', element: <LogoutButton /> },
        { path: '/', element: <p>home</p> },
      ],
      { initialEntries: ['/account-profile'] },
    );
    const { queryClient, store } = await renderWithProviders(<RouterProvider router={router} />, {
      user: customerUser,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'logout' }));
    expect(await screen.findByText('home')).toBeTruthy();
    expect(getLoggedFlag()).toBe(false);
    expect(queryClient.getQueryData(userQueryKey)).toBeUndefined();
    expect(store.getState().ui.favoritesCount).toBe(0);
    expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/logout' && init?.method === 'POST')).toBe(
      true,
    );
  });
});

describe('AuthSync', () => {
  it('logs this tab out when another tab turns the flag off', async () => {
    const { queryClient } = await renderWithProviders(<AuthSync />, { user: customerUser });
    expect(queryClient.getQueryData(userQueryKey)).toEqual(customerUser);

    // What the browser does in this tab when another tab writes the key.
    window.localStorage.setItem('islogged', 'false');
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'islogged', oldValue: 'true', newValue: 'false' }),
      );
    });
    await waitFor(() => expect(queryClient.getQueryData(userQueryKey)).toBeUndefined());
  });
});
