import DOMPurify from 'dompurify';
import { HTML_POLICY } from '@betsite/contract/html-policy';
import { serverDraw } from './server-draw.ts';

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
const serverPurifiers = new WeakMap<object, Purifier>();

/**
 * DOMPurify on the browser's own DOM, or, when the server draws the page (no window), on the DOM the
 * server gave it. Never a purifier without a DOM: DOMPurify would hand the HTML back untouched.
 */
function purifier(): Purifier {
  const draw = serverDraw();
  let p = draw ? serverPurifiers.get(draw.dom) : browserPurifier;
  if (!p) {
    p = withHooks(draw ? DOMPurify(draw.dom) : DOMPurify);
    if (!p.isSupported) throw new Error('No DOM to sanitise content HTML with');
    if (draw) serverPurifiers.set(draw.dom, p);
    else browserPurifier = p;
  }
  return p;
}

/**
 * Every HTML string from content passes here before it reaches the DOM: scripts, event handlers,
 * javascript: URLs, forms and embedded frames are removed (frames are built by us from video links).
 */
export function sanitizeHtml(html: string): string {
  // The same policy the server applied when the content was stored (packages/contract/src/html-policy.ts).
  return purifier().sanitize(html, {
    FORBID_TAGS: [...HTML_POLICY.FORBID_TAGS],
    FORBID_ATTR: [...HTML_POLICY.FORBID_ATTR],
    ALLOW_DATA_ATTR: HTML_POLICY.ALLOW_DATA_ATTR,
  });
}
