import DOMPurify from 'dompurify';
import { HTML_POLICY } from '@betsite/contract/html-policy';

/** Button markup in content (<a data-button="…">) becomes a styled link of one of these types. */
export const BUTTON_TYPES = ['primary', 'continua', 'telegram', 'support'] as const;

type Purifier = ReturnType<typeof DOMPurify>;

function withHooks(purifier: Purifier): Purifier {
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const type = node.getAttribute('data-button');
    if (type !== null) {
      const t = (BUTTON_TYPES as readonly string[]).includes(type) ? type : 'primary';
      node.setAttribute('class', `cms-btn cms-btn--${t}`);
    }
    const href = node.getAttribute('href') ?? '';
    // External links open apart and never hand our window to the other site.
    if (/^https?:/i.test(href)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
}

let browserPurifier: Purifier | undefined;

/** DOMPurify on the browser's DOM; never a purifier without a DOM (DOMPurify would hand the HTML back untouched). */
function purifier(): Purifier {
  if (!browserPurifier) {
    browserPurifier = withHooks(DOMPurify);
    if (!browserPurifier.isSupported) throw new Error('No DOM to sanitise content HTML with');
  }
  return browserPurifier;
}

const attr = (tag: string, name: string): string | null => {
  const m = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag);
  return m ? m[1]! : null;
};
const withAttr = (tag: string, name: string, value: string) =>
  attr(tag, name) === null ? tag.replace(/^<a\b/i, `<a ${name}="${value}"`) : tag.replace(new RegExp(`(\\s${name}=)"[^"]*"`, 'i'), `$1"${value}"`);

/**
 * On the server (no DOM), content HTML is what the server stored, sanitised with the same policy when
 * it was written (apps/server/src/platform/html-sanitizer.ts): only the link rules of the hooks above
 * are applied, on its `<a>` tags, so the server's markup is the one the browser hydrates.
 */
function serverLinks(html: string): string {
  return html.replace(/<a\b[^>]*>/gi, (tag) => {
    let out = tag;
    const type = attr(tag, 'data-button');
    if (type !== null) out = withAttr(out, 'class', `cms-btn cms-btn--${(BUTTON_TYPES as readonly string[]).includes(type) ? type : 'primary'}`);
    if (/^https?:/i.test(attr(tag, 'href') ?? '')) out = withAttr(withAttr(out, 'target', '_blank'), 'rel', 'noopener noreferrer');
    return out;
  });
}

/**
 * Every HTML string from content passes here before it reaches the DOM: scripts, event handlers,
 * javascript: URLs, forms and embedded frames are removed (frames are built by us from video links).
 */
export function sanitizeHtml(html: string): string {
  if (typeof window === 'undefined') return serverLinks(html);
  // The same policy the server applied when the content was stored (packages/contract/src/html-policy.ts).
  return purifier().sanitize(html, {
    FORBID_TAGS: [...HTML_POLICY.FORBID_TAGS],
    FORBID_ATTR: [...HTML_POLICY.FORBID_ATTR],
    ALLOW_DATA_ATTR: HTML_POLICY.ALLOW_DATA_ATTR,
  });
}
