// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { appTookClick } from './link-click.test-support.ts';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { Link, NavLink } from './link.tsx';

afterEach(cleanup);

function Where() {
  const { pathname, search, hash, state } = useLocation();
  return <p data-testid="where">{`${pathname}${search}${hash}${state ? ` ${JSON.stringify(state)}` : ''}`}</p>;
}

/** A data router (as the site's) at `at`, with `links` drawn on /conto and every page under it. */
function renderAt(at: string, links: React.ReactNode) {
  const page = (
    <>
      {links}
      <Where />
      <Outlet />
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/', element: <Where /> },
      { path: '/faq', element: <Where /> },
      {
        path: '/conto',
        element: page,
        children: [
          { path: 'estratto', element: <i /> },
          { path: 'Dati', element: <i /> },
        ],
      },
    ],
    { initialEntries: [at] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('Link', () => {
  it('resolves a relative path against its route and follows a plain click in the app', () => {
    const router = renderAt('/conto', <Link to="estratto?mese=11#fine">Estratto</Link>);
    const link = screen.getByRole('link', { name: 'Estratto' });
    expect(link.getAttribute('href')).toBe('/conto/estratto?mese=11#fine');
    expect(appTookClick(link)).toBe(true);
    expect(router.state.location.pathname).toBe('/conto/estratto');
    expect(screen.getByTestId('where').textContent).toBe('/conto/estratto?mese=11#fine');
  });

  it('carries state and replaces the entry when asked', () => {
    const router = renderAt(
      '/conto',
      <Link to="/faq" state={{ from: 'conto' }} replace>
        FAQ
      </Link>,
    );
    expect(appTookClick(screen.getByRole('link', { name: 'FAQ' }))).toBe(true);
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByTestId('where').textContent).toBe('/faq {"from":"conto"}');
  });

  it('leaves to the browser a modified click, another target, reloadDocument and a click its own handler prevented', () => {
    const router = renderAt(
      '/conto',
      <>
        <Link to="/faq">Modificato</Link>
        <Link to="/faq" target="_blank">
          Nuova scheda
        </Link>
        <Link to="/faq" reloadDocument>
          Ricarica
        </Link>
        <Link to="/faq" onClick={(e) => e.preventDefault()}>
          Fermato
        </Link>
      </>,
    );
    expect(appTookClick(screen.getByRole('link', { name: 'Modificato' }), { ctrlKey: true })).toBe(false);
    expect(appTookClick(screen.getByRole('link', { name: 'Nuova scheda' }))).toBe(false);
    expect(appTookClick(screen.getByRole('link', { name: 'Ricarica' }))).toBe(false);
    expect(screen.getByRole('link', { name: 'Nuova scheda' }).getAttribute('target')).toBe('_blank');
    screen.getByRole('link', { name: 'Fermato' }).click();
    expect(router.state.location.pathname).toBe('/conto');
  });

  it('follows an absolute address of this origin in the app and leaves any other to the browser, href as written', () => {
    const here = window.location.origin;
    const router = renderAt(
      '/conto',
      <>
        <Link to={`${here}/faq?q=1`}>Stesso sito</Link>
        <Link to="https://www.adm.gov.it/">ADM</Link>
      </>,
    );
    const adm = screen.getByRole('link', { name: 'ADM' });
    expect(adm.getAttribute('href')).toBe('https://www.adm.gov.it/');
    expect(appTookClick(adm)).toBe(false);
    const same = screen.getByRole('link', { name: 'Stesso sito' });
    expect(same.getAttribute('href')).toBe(`${here}/faq?q=1`);
    expect(appTookClick(same)).toBe(true);
    expect(router.state.location.pathname + router.state.location.search).toBe('/faq?q=1');
  });
});

describe('NavLink', () => {
  const nav = (
    <nav>
      <NavLink to="/conto">Conto</NavLink>
      <NavLink to="/conto" end>
        Solo conto
      </NavLink>
      <NavLink to="/conto/dati" className={({ isActive }) => (isActive ? 'tab tab--on' : 'tab')}>
        Dati
      </NavLink>
      <NavLink to="/conto/dati" caseSensitive className="tab">
        Dati esatti
      </NavLink>
    </nav>
  );

  it('marks the current page (aria-current and the class active), the section above it unless end', () => {
    renderAt('/conto/Dati', nav);
    const conto = screen.getByRole('link', { name: 'Conto' });
    expect(conto.getAttribute('aria-current')).toBe('page');
    expect(conto.className).toBe('active');
    const only = screen.getByRole('link', { name: 'Solo conto' });
    expect(only.getAttribute('aria-current')).toBeNull();
    expect(only.hasAttribute('class')).toBe(false);
    // Letter case is ignored, as by React Router, unless caseSensitive.
    expect(screen.getByRole('link', { name: 'Dati' }).className).toBe('tab tab--on');
    const exact = screen.getByRole('link', { name: 'Dati esatti' });
    expect(exact.className).toBe('tab');
    expect(exact.getAttribute('aria-current')).toBeNull();
  });

  it('follows the location: a click moves the mark', () => {
    renderAt('/conto', nav);
    expect(screen.getByRole('link', { name: 'Solo conto' }).getAttribute('aria-current')).toBe('page');
    expect(appTookClick(screen.getByRole('link', { name: 'Dati' }))).toBe(true);
    expect(screen.getByRole('link', { name: 'Solo conto' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'Dati' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Conto' }).getAttribute('aria-current')).toBe('page');
  });
});
