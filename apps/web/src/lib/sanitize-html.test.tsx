// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { linkRules } from './html-links.ts';
import { purifyHtml } from './purify-html.ts';
import { useSanitizedHtml } from './sanitize-html.ts';

describe('purifyHtml (the browser sanitiser)', () => {
  it('removes scripts, event handlers and javascript: links', () => {
    const out = purifyHtml(
      '<p>ok</p><script>window.x=1</script><img src="x" onerror="window.x=2"><a href="javascript:alert(1)">clic</a><iframe src="https://evil.example"></iframe>',
    );
    expect(out).not.toMatch(/script|onerror|javascript:|iframe/i);
    expect(out).toContain('<p>ok</p>');
    expect(out).toContain('<a>clic</a>');
  });
  it('turns button markup into styled links and hardens external links', () => {
    const out = purifyHtml('<a data-button="telegram" href="https://t.me/x">T</a><a data-button="boh" href="/a">B</a>');
    expect(out).toContain('class="cms-btn cms-btn--telegram"');
    expect(out).toContain('rel="noopener noreferrer"');
    expect(out).toContain('class="cms-btn cms-btn--primary"');
  });
  it('keeps data markers for components and videos', () => {
    expect(purifyHtml('<div data-component="payout-table"></div><div data-video="https://vimeo.com/1"></div>')).toContain('data-component="payout-table"');
  });
  it("applies the policy's allow-list, as the server did on write (packages/contract/src/html-policy.ts)", () => {
    const dom = (markup: string) => Object.assign(document.createElement('div'), { innerHTML: markup });
    const kept =
      '<h2 id="come-registrarsi">Titolo</h2><table><tbody><tr><td colspan="2">96,5%</td></tr></tbody></table><img src="/cms/a.webp" alt="a" width="10"><ol start="3"><li>tre</li></ol><p class="n" aria-label="n">t</p>';
    expect(dom(purifyHtml(kept)).isEqualNode(dom(kept))).toBe(true);
    expect(purifyHtml('<svg><a href="/x">s</a></svg><math><mi>m</mi></math><form><button>Invia</button></form><p style="color:red">p</p>')).toBe(
      'Invia<p>p</p>',
    );
    // A `//host` address and an id that could stand for a global (DOM clobbering) go, as on the server.
    expect(purifyHtml('<a href="/\\evil.example">b</a>')).toBe('<a>b</a>');
    expect(purifyHtml('<a href="//evil.example">c</a><img src="//evil.example/x.png" alt="x"><h3 id="PublicKeyCredential">x</h3>')).toBe(
      '<a>c</a><img alt="x"><h3>x</h3>',
    );
  });
});

describe('linkRules (stored HTML the server renders)', () => {
  it('applies the same link rules as the sanitiser hook', () => {
    const html = '<a data-button="telegram" href="https://t.me/x">T</a><a data-button="boh" href="/a">B</a>';
    // The same DOM (attributes in any order: isEqualNode ignores their order).
    const dom = (markup: string) => Object.assign(document.createElement('div'), { innerHTML: markup });
    expect(dom(linkRules(html)).isEqualNode(dom(purifyHtml(html)))).toBe(true);
    expect(dom(linkRules(html)).isEqualNode(dom(html))).toBe(false);
  });

  it("reads a tag's attributes whole: text in a value that looks like an attribute stays in that value", () => {
    const dom = (markup: string) => Object.assign(document.createElement('div'), { innerHTML: markup });
    // Sanitised as stored (the sanitiser keeps such text: it is harmless inside the value).
    const stored = purifyHtml(
      '<a title="x target=" href="https: style=position:fixed;inset:0;background:red onmouseover=alert(1)">Vinci</a><a class=" data-button=" title=\'a>b\' href="/x">Y</a>',
    );
    const out = dom(linkRules(stored));
    const [first, second] = [...out.querySelectorAll('a')];
    expect(first!.getAttributeNames().sort()).toEqual(['href', 'rel', 'target', 'title']);
    expect(first!.getAttribute('href')).toBe('https: style=position:fixed;inset:0;background:red onmouseover=alert(1)');
    expect(first!.getAttribute('title')).toBe('x target=');
    expect(second!.getAttributeNames().sort()).toEqual(['class', 'href', 'title']);
    expect(second!.getAttribute('title')).toBe('a>b');
    expect(out.querySelector('[style], [onmouseover]')).toBeNull();
  });
});

function Html({ raw }: { raw: string }) {
  const clean = useSanitizedHtml(raw);
  return clean === null ? <p>attesa</p> : <div className="box" dangerouslySetInnerHTML={{ __html: clean }} />;
}

let host: HTMLDivElement;
afterEach(() => {
  host?.remove();
});

describe('useSanitizedHtml', () => {
  it('hydrates the markup the server rendered as it is: same nodes, no mismatch', async () => {
    const raw = '<p>Benvenuto</p><a href="https://esempio.it">esterno</a>';
    host = document.createElement('div');
    document.body.append(host);
    host.innerHTML = renderToString(<Html raw={raw} />);
    expect(host.innerHTML).toContain('rel="noopener noreferrer"');
    const before = host.querySelector('.box')!;
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(host, <Html raw={raw} />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(host.querySelector('.box')).toBe(before);
    expect(host.querySelector('.box')!.innerHTML).toBe(linkRules(raw));
  });

  it('keeps the server-rendered string when a component shows it again after hydration (remounted)', async () => {
    const raw = '<p>Resta com’era</p><a href="https://esempio.it/2">esterno</a>';
    host = document.createElement('div');
    document.body.append(host);
    host.innerHTML = renderToString(<Html raw={raw} />);
    const root = hydrateRoot(host, <Html raw={raw} />);
    await act(async () => {});
    // A different element type remounts the component: not hydrating any more, the string is the server's.
    await act(async () =>
      root.render(
        <section>
          <Html raw={raw} />
        </section>,
      ),
    );
    expect(host.querySelector('section .box')!.innerHTML).toBe(linkRules(raw));
    await act(async () => root.unmount());
  });

  it('sanitises HTML the server did not render, showing nothing until the sanitiser is there', async () => {
    host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    await act(async () => {
      root.render(<Html raw={'<p>nuovo</p><img src="x" onerror="window.hacked=1">'} />);
    });
    await vi.waitFor(() => expect(host.querySelector('.box')).not.toBeNull());
    expect(host.querySelector('.box')!.innerHTML).toBe('<p>nuovo</p><img src="x">');
    expect((window as { hacked?: number }).hacked).toBeUndefined();
    // The hydrated string is trusted only as it came: changed content goes through the sanitiser.
    await act(async () => {
      root.render(<Html raw={'<p>altro</p><script>window.hacked=2</script>'} />);
    });
    expect(host.querySelector('.box')!.innerHTML).toBe('<p>altro</p>');
    await act(async () => root.unmount());
  });
});
