// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html.ts';

describe('sanitizeHtml', () => {
  it('removes scripts, event handlers and javascript: links', () => {
    const out = sanitizeHtml(
      '<p>ok</p><script>window.x=1</script><img src="x" onerror="window.x=2"><a href="javascript:alert(1)">clic</a><iframe src="https://evil.example"></iframe>',
    );
    expect(out).not.toMatch(/script|onerror|javascript:|iframe/i);
    expect(out).toContain('<p>ok</p>');
    expect(out).toContain('<a>clic</a>');
  });
  it('turns button markup into styled links and hardens external links', () => {
    const out = sanitizeHtml('<a data-button="telegram" href="https://t.me/x">T</a><a data-button="boh" href="/a">B</a>');
    expect(out).toContain('class="cms-btn cms-btn--telegram"');
    expect(out).toContain('rel="noopener noreferrer"');
    expect(out).toContain('class="cms-btn cms-btn--primary"');
  });
  it('keeps data markers for components and videos', () => {
    expect(sanitizeHtml('<div data-component="payout-table"></div><div data-video="https://vimeo.com/1"></div>')).toContain('data-component="payout-table"');
  });
});
