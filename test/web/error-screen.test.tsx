/**
 * The error screens (docs/requirements.md#public-routes, docs/requirements.md#admin-routes): a render error anywhere shows 'Something went
 * wrong' with Refresh Page and Go to Login (/admin/login), whether the router catches it (route
 * error element) or the app's outer error boundary does.
 */
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '@/app/ErrorBoundary';
import { RouteErrorPage } from '@/app/RouteErrorPage';

function Broken(): never {
  throw new Error('render failure (test)');
}

function expectErrorScreen() {
  expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Go to Login' }).getAttribute('href')).toBe('/admin/login');
}

describe('error screens', () => {
  it('the outer error boundary catches a render error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expectErrorScreen();
  });

  it("the router's error element catches a page's render error", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RouteErrorPage /> }]);
    render(<RouterProvider router={router} />);
    expectErrorScreen();
  });
});
