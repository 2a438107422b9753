import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml, sanitizeParameters } from './html-sanitizer.ts';

describe('content HTML on write (the shared allow-list, sanitize-html)', () => {
  it('keeps what the editor and the legacy pages write, exactly', async () => {
    const kept = [
      '<h2 id="come-registrarsi">Come registrarsi</h2><p>Testo <strong>forte</strong>, <em>enfasi</em> e <a href="/pages/faq">un link</a>.</p>',
      '<ul><li>uno</li></ul><ol start="3"><li>tre</li></ol><blockquote>citazione</blockquote><hr />',
      '<div data-video="https://www.youtube.com/watch?v=aqz-KE-bpKQ"></div><div data-component="payout-table"></div>',
      '<a data-button="continua" href="https://example.it/promo" target="_blank" rel="noopener">Vai</a>',
      '<table><thead><tr><th scope="col">Gioco</th></tr></thead><tbody><tr><td colspan="2">96,5%</td></tr></tbody></table>',
      '<img src="/cms/hero/benvenuto.webp" alt="Benvenuto" width="640" height="320" loading="lazy" />',
      '<p class="nota" aria-label="nota" data-x="1">Quota &lt; 2 &amp; più</p><a href="mailto:aiuto@betsite.example">scrivici</a>',
    ];
    for (const html of kept) expect(await sanitizeHtml(html)).toBe(html);
  });

  it('removes scripts, handlers, javascript: and //host addresses, styles, forms, frames, SVG and MathML', async () => {
    const cases: [string, string][] = [
      ['<p onclick="steal()">Ciao<img src="x" onerror="alert(1)"></p>', '<p>Ciao<img src="x" /></p>'],
      ['<script>alert(1)</script><style>p{}</style><p style="color:red">t</p>', '<p>t</p>'],
      ['<a href="javascript:alert(1)">a</a><a href=" JaVaScRiPt:alert(1)">b</a><a href="//evil.example">c</a>', '<a>a</a><a>b</a><a>c</a>'],
      ['<iframe src="https://evil.example"></iframe><object data="x"></object><embed src="x">', ''],
      ['<form action="/x"><input name="a"><button>Invia</button><textarea>t</textarea></form>', 'Invia'],
      ['<svg><script>alert(1)</script><a href="javascript:alert(1)">s</a></svg><math><mi>m</mi></math>', '<a>s</a>m'],
      ['<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="d">', '<img alt="d" />'],
      ['<img src="/a.webp" srcset="/a.webp 1x, javascript:alert(1) 2x" alt="a">', '<img src="/a.webp" srcset="/a.webp 1x" alt="a" />'],
      // A tag's text can never become markup: what looks like a closing tag inside a value stays text.
      ['<noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript>', '<p title="&lt;/noscript&gt;&lt;img src=x onerror=alert(1)&gt;"></p>'],
      // Ids that could stand for a global a script reads (DOM clobbering) go; slugs stay.
      ['<h3 id="PublicKeyCredential">x</h3><h3 id="__staticRouterHydrationData">y</h3>', '<h3>x</h3><h3>y</h3>'],
    ];
    for (const [html, expected] of cases) expect(await sanitizeHtml(html)).toBe(expected);
  });

  it('is stable: its own output goes through unchanged', async () => {
    const once = await sanitizeHtml('<p onclick=x>a <b>b<i>c</b></i><br><img src=/a.webp alt=a></p>');
    expect(await sanitizeHtml(once)).toBe(once);
  });

  it('walks a parameters document: markup sanitised, plain text and keys kept', async () => {
    const doc = JSON.parse('{"title":"Quote < 2 & più","__proto__":{"x":1},"items":[{"body":"<b>ok</b><script>x()</script>"}]}');
    const out = await sanitizeParameters(doc);
    expect(out).toEqual(JSON.parse('{"title":"Quote < 2 & più","__proto__":{"x":1},"items":[{"body":"<b>ok</b>"}]}'));
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
  });

  it('never passes markup unsanitised, however deep a document nests (what is deeper than a request may be is dropped)', async () => {
    const nested = (levels: number, value: unknown): unknown => (levels === 0 ? value : { a: nested(levels - 1, value) });
    const markup = '<img src=x onerror=alert(2)>';
    expect(JSON.stringify(await sanitizeParameters(nested(18, markup)))).toContain('<img src=\\"x\\" />');
    const deep = JSON.stringify(await sanitizeParameters(nested(30, markup)));
    expect(deep).not.toContain('onerror');
    expect(deep).not.toContain('<img');
  });

  it('needs no DOM emulation: the server depends on neither jsdom nor DOMPurify (issue 33)', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as Record<string, Record<string, string>>;
    const deps = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies });
    expect(deps.filter((d) => /jsdom|dompurify|happy-dom|linkedom/.test(d))).toEqual([]);
  });
});
