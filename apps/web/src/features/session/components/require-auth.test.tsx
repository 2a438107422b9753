// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { TUserData } from '@betsite/contract/session';
import { useSession } from '../../../lib/session-store.ts';
import { RequireAuth } from './require-auth.tsx';

const user = { betsession: 'bs-1', username: 'mario' } as TUserData;

/** The app's kind of router (a data router, whose navigations resolve once done). */
function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>home</p> },
      { path: '/account/login', element: <p>login</p> },
      {
        path: '/account/*',
        element: (
          <RequireAuth>
            <p>account page</p>
          </RequireAuth>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('RequireAuth', () => {
  it('sends a visitor to the login form', async () => {
    useSession.setState({ ready: true, user: null, token: null, endedElsewhere: false });
    renderAt('/account/dashboard');
    await screen.findByText('login');
  });

  it('sends the tab home when another tab logged out, then asks for the login again on a later visit', async () => {
    useSession.getState().setLogin({ token: 'T1', user, clientSettings: null, remember: true });
    renderAt('/account/dashboard');
    await screen.findByText('account page');
    act(() => useSession.getState().clear(null, { elsewhere: true }));
    await screen.findByText('home');
    await waitFor(() => expect(useSession.getState().endedElsewhere).toBe(false));
    cleanup();
    renderAt('/account/dashboard');
    await screen.findByText('login');
  });
});
