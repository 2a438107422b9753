// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { appTookClick } from './link-click.test-support.ts';
import { Router, UNSAFE_createBrowserHistory } from 'react-router';
import { AppLink } from './app-link.tsx';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

/** The links inside a router on the browser's own history (the app's), which records every change. */
function renderLinks(links: React.ReactNode) {
  const history = UNSAFE_createBrowserHistory({ v5Compat: true });
  const seen: string[] = [];
  history.listen(({ action, location }) => seen.push(`${action} ${location.pathname}${location.search}${location.hash}`));
  render(
    <Router location={history.location} navigator={history}>
      {links}
    </Router>,
  );
  return seen;
}

describe('AppLink', () => {
  it('is an ordinary anchor to the path, and a plain click follows it in the app (no page load)', () => {
    const seen = renderLinks(
      <AppLink to="/faq?q=bonus#top" className="x">
        FAQ
      </AppLink>,
    );
    const link = screen.getByRole('link', { name: 'FAQ' });
    expect(link.getAttribute('href')).toBe('/faq?q=bonus#top');
    expect(link.className).toBe('x');
    expect(appTookClick(link)).toBe(true);
    expect(seen).toEqual(['PUSH /faq?q=bonus#top']);
    expect(window.location.pathname).toBe('/faq');
  });

  it('replaces the entry when the link is to the page already shown, as React Router’s Link does', () => {
    window.history.replaceState(null, '', '/pages/termini');
    const seen = renderLinks(<AppLink to="/pages/termini">Termini</AppLink>);
    expect(appTookClick(screen.getByRole('link', { name: 'Termini' }))).toBe(true);
    expect(seen).toEqual(['REPLACE /pages/termini']);
  });

  it('leaves modified and middle clicks, other targets and addresses outside the site to the browser', () => {
    const seen = renderLinks(
      <>
        <AppLink to="/faq">Plain</AppLink>
        <AppLink to="/faq" target="_blank">
          New tab
        </AppLink>
        <AppLink to="https://example.org/x">Outside</AppLink>
        <AppLink to="//example.org/x">Protocol-relative</AppLink>
      </>,
    );
    const plain = screen.getByRole('link', { name: 'Plain' });
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }])
      expect(appTookClick(plain, init)).toBe(false);
    for (const name of ['New tab', 'Outside', 'Protocol-relative']) expect(appTookClick(screen.getByRole('link', { name }))).toBe(false);
    expect(seen).toEqual([]);
    // The same link without a modifier is the app's.
    expect(appTookClick(plain)).toBe(true);
    expect(seen).toEqual(['PUSH /faq']);
  });

  it('runs its own onClick first, and a handler that prevents the default keeps the page', () => {
    const seen = renderLinks(
      <AppLink to="/faq" onClick={(e) => e.preventDefault()}>
        Held
      </AppLink>,
    );
    expect(appTookClick(screen.getByRole('link', { name: 'Held' }))).toBe(true);
    expect(seen).toEqual([]);
  });
});
