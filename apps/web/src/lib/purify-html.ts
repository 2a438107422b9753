import DOMPurify from 'dompurify';
import { HTML_POLICY } from '@betsite/contract/html-policy';
import { BUTTON_TYPES } from './html-links.ts';

/**
 * DOMPurify on the browser's DOM, with the policy the server applied when the content was stored
 * (packages/contract/src/html-policy.ts) and our link rules as a hook. Its own chunk: loaded by
 * lib/sanitize-html.ts only when content HTML the server did not render has to reach the DOM.
 */
const purifier = DOMPurify;
if (!purifier.isSupported) throw new Error('No DOM to sanitise content HTML with');
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName !== 'A') return;
  const type = node.getAttribute('data-button');
  if (type !== null) {
    const t = (BUTTON_TYPES as readonly string[]).includes(type) ? type : 'primary';
    node.setAttribute('class', `cms-btn cms-btn--${t}`);
  }
  // External links open apart and never hand our window to the other site.
  if (/^https?:/i.test(node.getAttribute('href') ?? '')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/** Scripts, event handlers, javascript: URLs, forms and embedded frames removed (frames are built by us from video links). */
export function purifyHtml(html: string): string {
  return purifier.sanitize(html, {
    FORBID_TAGS: [...HTML_POLICY.FORBID_TAGS],
    FORBID_ATTR: [...HTML_POLICY.FORBID_ATTR],
    ALLOW_DATA_ATTR: HTML_POLICY.ALLOW_DATA_ATTR,
  });
}
