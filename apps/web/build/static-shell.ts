import type { Plugin } from 'vite';
import { BRAND_MARK, MENU_ICON_PATH } from '../src/app/layout/header-icons.ts';
import { MAIN_NAV } from '../src/app/layout/main-nav.ts';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * What index.html shows inside #root until the app renders its first page: the site header (menu
 * button, logo, main sections; the actions stay empty, as the React header's do while it checks a
 * stored session) and the page loader, with the app's own classes, so the inlined stylesheet draws
 * them exactly where the app will. The links are real links: they work before the script has run.
 *
 * Why: #root used to stay empty until the main script had downloaded and run, so nothing painted
 * before it (first contentful paint 1.5–2.2 s on a throttled phone, docs/performance.md). The app
 * replaces the shell with its first render (main.tsx waits for the first page's chunk first), and
 * e2e/static-shell.e2e.ts checks that the two headers have the same size and positions.
 */
export function staticShellMarkup(): string {
  const nav = MAIN_NAV.map((n) => `<a href="${escape(n.to)}">${escape(n.label)}</a>`).join('');
  return (
    '<div class="app" data-static-shell="">' +
    '<header class="site-header"><div class="site-header__inner">' +
    '<div class="mobile-menu"><span class="icon-button mobile-menu__toggle" aria-hidden="true">' +
    `<svg viewBox="0 0 24 24" width="24" height="24"><path fill="currentColor" d="${MENU_ICON_PATH}"/></svg></span></div>` +
    '<a href="/" class="brand" aria-label="Betsite, vai alla home">' +
    '<svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">' +
    `<rect width="32" height="32" rx="8" fill="${BRAND_MARK.tile}"/><path d="${BRAND_MARK.letter}" fill="${BRAND_MARK.ink}"/></svg>` +
    '<span>Betsite</span></a>' +
    `<nav class="site-nav" aria-label="Principale">${nav}</nav>` +
    '<div class="site-header__actions"></div>' +
    '</div></header>' +
    '<main id="main"><div class="loader" role="status"><span class="loader__spin" aria-hidden="true"></span>' +
    '<span class="sr-only">Caricamento in corso…</span></div></main>' +
    '</div>'
  );
}

/** Puts the static shell into index.html's empty #root (build and dev server alike). */
export function staticShell(): Plugin {
  return {
    name: 'betsite-static-shell',
    transformIndexHtml(html) {
      if (!html.includes('<div id="root"></div>')) throw new Error('static-shell: index.html has no empty <div id="root"></div>');
      return html.replace('<div id="root"></div>', `<div id="root">${staticShellMarkup()}</div>`);
    },
  };
}
