import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Outlet, useRoutes, type RouteObject } from 'react-router';
import { renderWithProviders } from '@/test/render';
import { StorefrontErrorFallback } from './error-fallback';
import { RouteErrorBoundary } from './route-error-boundary';

function Crashing(): never {
  throw new Error('broken screen');
}

const routes: RouteObject[] = [
  {
    element: (
      <div>
        <nav aria-label="Frame">
          <Link to="/fine">Fine page</Link>
        </nav>
        <Outlet />
      </div>
    ),
    children: [
      {
        element: <RouteErrorBoundary fallback={StorefrontErrorFallback} />,
        children: [
          { path: 'broken', element: <Crashing /> },
          { path: 'fine', element: <h1>All good</h1> },
        ],
      },
    ],
  },
];

function Routes() {
  return useRoutes(routes);
}

describe('RouteErrorBoundary', () => {
  it('shows the error screen in place of a crashing page, keeps the frame, and leaves it on navigation', async () => {
    // React reports the caught error on the console; the screen is what this test is about.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderWithProviders(
      <MemoryRouter initialEntries={['/broken']}>
        <Routes />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');

    await userEvent.click(screen.getByRole('link', { name: 'Fine page' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'All good' })).toBeTruthy());
    expect(screen.queryByRole('heading', { name: 'Unexpected Application Error!' })).toBeNull();
  });
});
