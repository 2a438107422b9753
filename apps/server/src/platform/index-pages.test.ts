import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildPageTemplate } from './index-pages.ts';
import { fakeWebDist } from './web-build-fixture.ts';

/**
 * A build laid out as Vite's manifest describes it: the entry imports two pages lazily (as the router
 * does every page), the deposit page imports its lazily loaded method list, and each has a stylesheet.
 */
function buildWithPages(
  template = '<!doctype html><html><head><title>x</title><link rel="stylesheet" crossorigin href="/assets/app.css"></head><body><div id="root"></div></body></html>',
): string {
  const web = fakeWebDist(template);
  mkdirSync(path.join(web, 'assets'));
  mkdirSync(path.join(web, '.vite'));
  for (const name of ['app', 'deposit', 'methods', 'ranking', 'player-shell']) writeFileSync(path.join(web, 'assets', `${name}.css`), `.${name}{color:red}`);
  const manifest = {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      css: ['assets/app.css'],
      imports: ['_format.js'],
      dynamicImports: ['src/deposit-page.tsx', 'src/ranking-page.tsx', 'src/app/layout/player-shell.tsx'],
    },
    '_format.js': { file: 'assets/format.js' },
    'src/app/layout/player-shell.tsx': {
      file: 'assets/player-shell.js',
      imports: ['index.html', '_format.js', '_notification-calls.js'],
      css: ['assets/player-shell.css'],
    },
    '_notification-calls.js': { file: 'assets/notification-calls.js', imports: ['index.html'] },
    'src/deposit-page.tsx': { file: 'assets/deposit-page.js', imports: ['index.html'], css: ['assets/deposit.css'], dynamicImports: ['src/method-list.tsx'] },
    'src/method-list.tsx': { file: 'assets/method-list.js', imports: ['index.html'], css: ['assets/methods.css'] },
    'src/ranking-page.tsx': { file: 'assets/ranking-page.js', imports: ['index.html'], css: ['assets/ranking.css'] },
  };
  writeFileSync(path.join(web, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return web;
}

const render = (modules: string[]) => buildPageTemplate(buildWithPages()).page({ title: 'Ricarica', modules, contentHead: '', html: '<p>x</p>', data: '{}' });

describe('the stylesheets a rendered page carries', () => {
  it("inlines the app's, its page's and its page's lazy parts', not those of every page the entry can load", () => {
    const html = render(['src/deposit-page.tsx']);
    const inlined = [...html.matchAll(/<style data-href="\/assets\/(\w+)\.css">/g)].map((m) => m[1]);
    expect(inlined).toEqual(['app', 'deposit', 'methods']);
    expect(html).not.toContain('.ranking{');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/deposit-page.js">');
  });

  it('a page of the entry alone carries only the app stylesheet', () => {
    const html = render([]);
    expect([...html.matchAll(/<style data-href/g)]).toHaveLength(1);
  });
});

describe("a player's first calls and shell, preloaded by index.html's inline script under a stored session", () => {
  it("lists the calls, then the shell's own chunks and stylesheet, none of the entry's", () => {
    const content = /<meta name="player-preload" content="([^"]*)">/.exec(render([]))?.[1];
    expect(content?.split(' ')).toEqual([
      '/api/Account/CheckAuth',
      '/api/Notifications/GetNotify?isPoll=false',
      '/assets/player-shell.js',
      '/assets/notification-calls.js',
      '/assets/player-shell.css',
    ]);
  });
});

describe('a page put into the template', () => {
  it("keeps the template's own markers: a description or body holding '</head>' or '</body>' moves nothing", () => {
    const template =
      '<!doctype html><html><head><title>x</title><meta name="description" content="" /><link rel="stylesheet" crossorigin href="/assets/app.css"></head><body><div id="root"></div></body></html>';
    const html = buildPageTemplate(buildWithPages(template)).page({
      title: 'Guida </title>',
      description: 'Come si scrive </head> e </body> in HTML',
      modules: ['src/deposit-page.tsx'],
      contentHead: '<link rel="preload" as="image" href="/cms/a.png">',
      html: '<p title="</body></head>">x</p>',
      data: '{"a":"b"}',
    });
    expect(html).toContain('<meta name="description" content="Come si scrive &lt;/head&gt; e &lt;/body&gt; in HTML" />');
    expect(html).toContain('<title>Guida &lt;/title&gt;</title>');
    // The page's head tags before the template's </head>, the page data last in the body.
    expect(html).toMatch(/<link rel="preload" as="image" href="\/cms\/a.png"><\/head><body><div id="root"><p title="<\/body><\/head>">x<\/p><\/div>/);
    expect(html.endsWith('<script type="application/json" id="page-data">{"a":"b"}</script></body></html>')).toBe(true);
  });
});
