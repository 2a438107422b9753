// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { TUserData } from '@betsite/contract/session';
import { useSession } from '../../lib/session-store.ts';
import { RootLayout } from './root-layout.tsx';

/** How many times the layout's own children rendered: the footer stands for the layout (it has no state of its own). */
const renders = vi.hoisted(() => ({ footer: 0, watchersWithPlayerHeader: null as boolean | null }));

vi.mock('./footer.tsx', () => ({
  Footer: () => {
    renders.footer++;
    return <footer>footer</footer>;
  },
}));
// The header reads the session, as the real one does: its commit says what came with the session.
vi.mock('./header.tsx', async () => {
  const { useLayoutEffect } = await import('react');
  const { useIsLoggedIn } = await import('../../lib/session-store.ts');
  return {
    Header: () => {
      const loggedIn = useIsLoggedIn();
      useLayoutEffect(() => {
        if (loggedIn && renders.watchersWithPlayerHeader === null) renders.watchersWithPlayerHeader = document.body.textContent!.includes('player watchers');
      }, [loggedIn]);
      return <header>header</header>;
    },
  };
});
vi.mock('./player-shell-parts.tsx', () => ({
  NotificationCenter: () => <p>notification centre</p>,
  PlayerWatchers: () => <p>player watchers</p>,
}));
vi.mock('../../features/session/index.ts', () => ({ SessionBootstrap: () => null, SessionEndedNotice: () => null }));
vi.mock('../../features/server-messages/index.ts', () => ({ ServerMessages: () => null }));

const user = { betsession: 'bs-1', username: 'mario' } as TUserData;
// The layout's ScrollRestoration scrolls on navigation; jsdom has no scrolling.
vi.spyOn(window, 'scrollTo').mockImplementation(() => {});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  renders.footer = 0;
  renders.watchersWithPlayerHeader = null;
});

/** The layout around a page, for a visitor (no session yet), once the page is on screen. */
async function renderLayoutForVisitor() {
  useSession.setState({ ready: false, user: null, token: null });
  const router = createMemoryRouter([{ path: '/', element: <RootLayout />, children: [{ index: true, element: <p>page</p> }] }], {
    initialEntries: ['/'],
  });
  render(<RouterProvider router={router} />);
  await screen.findByText('page');
}

describe('RootLayout', () => {
  it("shows the player's parts when the session arrives without rendering the layout again", async () => {
    await renderLayoutForVisitor();
    expect(screen.queryByText('notification centre')).toBeNull();
    const before = renders.footer;

    act(() => useSession.getState().setLogin({ token: 'T1', user, clientSettings: null, remember: false }));
    act(() => useSession.getState().setReady());

    expect(await screen.findByText('notification centre')).toBeTruthy();
    expect(screen.getByText('player watchers')).toBeTruthy();
    // The session is read by the parts that need it (PlayerPart), not by the layout around them.
    expect(renders.footer).toBe(before);
  });

  it("mounts the player's watchers in a render of their own, after the one that brought the session", async () => {
    await renderLayoutForVisitor();

    // A store update renders synchronously (as the stored session does right after hydration).
    act(() => useSession.getState().setLogin({ token: 'T1', user, clientSettings: null, remember: false }));

    // The header drew the player in a commit without the watchers: their effects (queries, timers)
    // run in a task of their own, not in the one of the render that brought the session. The
    // notifications (their alert is seen) came with the header.
    expect(renders.watchersWithPlayerHeader).toBe(false);
    expect(screen.getByText('notification centre')).toBeTruthy();
    expect(await screen.findByText('player watchers')).toBeTruthy();
  });

  it("keeps the server's title at hydration and names the route on every move after", async () => {
    // A content page: its title comes from the content, the route's own title is just 'Betsite'.
    document.title = 'Termini e condizioni | Betsite';
    const data = Object.assign(document.createElement('script'), { id: 'page-data', type: 'application/json', textContent: '{}' });
    document.body.append(data);
    try {
      useSession.setState({ ready: false, user: null, token: null });
      const router = createMemoryRouter(
        [
          {
            path: '/',
            element: <RootLayout />,
            children: [
              { path: 'pages/:name', element: <p>page</p> },
              { path: 'faq', element: <p>faq</p> },
            ],
          },
        ],
        { initialEntries: ['/pages/termini-condizioni'] },
      );
      render(<RouterProvider router={router} />);
      await screen.findByText('page');
      expect(document.title).toBe('Termini e condizioni | Betsite');
      await act(() => router.navigate('/faq'));
      expect(document.title).toBe('FAQ | Betsite');
    } finally {
      data.remove();
    }
  });

  it('names the route at once in a page the browser renders alone (no server render)', async () => {
    document.title = 'Betsite';
    useSession.setState({ ready: false, user: null, token: null });
    const router = createMemoryRouter([{ path: '/', element: <RootLayout />, children: [{ path: 'faq', element: <p>faq</p> }] }], { initialEntries: ['/faq'] });
    render(<RouterProvider router={router} />);
    await screen.findByText('faq');
    expect(document.title).toBe('FAQ | Betsite');
  });
});
