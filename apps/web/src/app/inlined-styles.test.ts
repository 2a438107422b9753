// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { markInlinedStylesheets } from './inlined-styles.ts';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('markInlinedStylesheets', () => {
  it("adds one disabled stylesheet link per inlined sheet, the markup Vite's chunk loader looks for", () => {
    document.head.innerHTML =
      '<style data-href="/assets/index-a.css">body{}</style><style data-href="/assets/deposit-b.css">.d{}</style><style>.other{}</style>';
    markInlinedStylesheets();
    const links = [...document.head.querySelectorAll('link')];
    expect(links.map((l) => [l.rel, l.getAttribute('href'), l.disabled])).toEqual([
      ['stylesheet', '/assets/index-a.css', true],
      ['stylesheet', '/assets/deposit-b.css', true],
    ]);
    // Vite's own check (its preload helper's selector) now finds them.
    expect(document.querySelector('link[href="/assets/deposit-b.css"][rel="stylesheet"]')).not.toBeNull();
  });

  it('adds nothing for a sheet already linked, and nothing twice', () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/assets/index-a.css"><style data-href="/assets/index-a.css">body{}</style>';
    markInlinedStylesheets();
    markInlinedStylesheets();
    expect(document.head.querySelectorAll('link')).toHaveLength(1);
  });
});
