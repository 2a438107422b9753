// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { Outlet, useLocation, type RouteObject } from 'react-router';
import { navigationSettled } from '../lib/navigation-settled.ts';
import { loadPages, matchedHandles, PageModule, PageView, type PageHandle } from '../lib/page-module.tsx';
import { RouteError, RouteErrorBoundary } from '../ui/route-error.tsx';
import { AppRouter, createAppHistory } from './app-router.tsx';

const heading =
  (text: string): ComponentType =>
  () => <h1>{text}</h1>;

function deferredModule() {
  let resolve!: (m: { default: ComponentType }) => void;
  const promise = new Promise<{ default: ComponentType }>((r) => (resolve = r));
  return { module: new PageModule(() => promise), resolve };
}

function Layout() {
  const { pathname } = useLocation();
  return (
    <>
      <nav aria-label="Principale">menu</nav>
      <RouteErrorBoundary resetKey={pathname} fallback={() => <RouteError />}>
        <Suspense fallback={<p>Caricamento</p>}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    </>
  );
}

const route = (path: string, page: PageModule): RouteObject => ({ path, element: <PageView module={page} />, handle: { page } satisfies PageHandle });

async function start(routes: RouteObject[], url: string) {
  window.history.replaceState(null, '', url);
  const history = createAppHistory();
  await loadPages(matchedHandles(routes, url));
  render(<AppRouter history={history} routes={routes} />);
  return history;
}

const flush = () => act(async () => new Promise((r) => setTimeout(r, 0)));

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('AppRouter', () => {
  it('keeps the page on screen until the next page’s module is in, then shows it', async () => {
    const slow = deferredModule();
    const history = await start(
      [{ path: '/', element: <Layout />, children: [route('a', new PageModule(async () => ({ default: heading('Pagina A') }))), route('b', slow.module)] }],
      '/a',
    );
    expect(screen.getByRole('heading', { name: 'Pagina A' })).toBeTruthy();

    act(() => history.push('/b'));
    await flush();
    expect(screen.getByRole('heading', { name: 'Pagina A' })).toBeTruthy();
    expect(screen.queryByText('Caricamento')).toBeNull();

    await act(async () => slow.resolve({ default: heading('Pagina B') }));
    await flush();
    expect(screen.getByRole('heading', { name: 'Pagina B' })).toBeTruthy();
  });

  it('lets code wait until the page it navigated to is on screen', async () => {
    const slow = deferredModule();
    const history = await start(
      [{ path: '/', element: <Layout />, children: [route('a', new PageModule(async () => ({ default: heading('Pagina A') }))), route('b', slow.module)] }],
      '/a',
    );
    act(() => history.push('/b'));
    let settled = false;
    void navigationSettled().then(() => (settled = true));
    await flush();
    expect(settled).toBe(false);
    await act(async () => slow.resolve({ default: heading('Pagina B') }));
    await flush();
    expect(settled).toBe(true);
    expect(screen.getByRole('heading', { name: 'Pagina B' })).toBeTruthy();
  });

  it('shows the last address asked for when an earlier one loads later', async () => {
    const slow = deferredModule();
    const history = await start(
      [
        {
          path: '/',
          element: <Layout />,
          children: [
            route('a', new PageModule(async () => ({ default: heading('Pagina A') }))),
            route('b', slow.module),
            route('c', new PageModule(async () => ({ default: heading('Pagina C') }))),
          ],
        },
      ],
      '/a',
    );
    act(() => history.push('/b'));
    act(() => history.push('/c'));
    await flush();
    expect(screen.getByRole('heading', { name: 'Pagina C' })).toBeTruthy();
    await act(async () => slow.resolve({ default: heading('Pagina B') }));
    await flush();
    expect(screen.getByRole('heading', { name: 'Pagina C' })).toBeTruthy();
  });

  it('shows an Italian message in the layout when a page’s module fails, and clears it on the next page', async () => {
    const history = await start(
      [
        {
          path: '/',
          element: <Layout />,
          children: [
            route('a', new PageModule(async () => ({ default: heading('Pagina A') }))),
            route('rotta', new PageModule(() => Promise.reject(new Error('chunk missing')))),
          ],
        },
      ],
      '/a',
    );
    act(() => history.push('/rotta'));
    await flush();
    expect(screen.getByRole('heading', { name: 'Si è verificato un errore' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Principale' })).toBeTruthy();

    act(() => history.push('/a'));
    await flush();
    expect(screen.getByRole('heading', { name: 'Pagina A' })).toBeTruthy();
  });

  it('opens a new page at its top and returns to the place on Back', async () => {
    const page = (text: string) => new PageModule(async () => ({ default: heading(text) }));
    const history = await start([{ path: '/', element: <Layout />, children: [route('a', page('Pagina A')), route('b', page('Pagina B'))] }], '/a');
    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
    act(() => history.push('/b'));
    await flush();
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 0);

    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    act(() => history.go(-1));
    await vi.waitFor(() => expect(screen.getByRole('heading', { name: 'Pagina A' })).toBeTruthy());
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 640);
  });
});
