import DOMPurify from 'dompurify';
import { HTML_POLICY } from '@betsite/contract/html-policy';

/** Button markup in content (<a data-button="…">) becomes a styled link of one of these types. */
export const BUTTON_TYPES = ['primary', 'continua', 'telegram', 'support'] as const;

let hooked = false;
function installHooks(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
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
}

/**
 * Every HTML string from content passes here before it reaches the DOM: scripts, event handlers,
 * javascript: URLs, forms and embedded frames are removed (frames are built by us from video links).
 */
export function sanitizeHtml(html: string): string {
  installHooks();
  // The same policy the server applied when the content was stored (packages/contract/src/html-policy.ts).
  return DOMPurify.sanitize(html, {
    FORBID_TAGS: [...HTML_POLICY.FORBID_TAGS],
    FORBID_ATTR: [...HTML_POLICY.FORBID_ATTR],
    ALLOW_DATA_ATTR: HTML_POLICY.ALLOW_DATA_ATTR,
  });
}
