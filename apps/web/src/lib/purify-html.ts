import DOMPurify from 'dompurify';
import { allowedAttributeNames, HTML_POLICY } from '@betsite/contract/html-policy';
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

/** DOMPurify's pattern for allowed URLs, with the policy's schemes: a listed scheme, or an address with none. */
const ALLOWED_URI = new RegExp(`^(?:(?:${HTML_POLICY.schemes.join('|')}):|[^a-z]|[a-z+.-]+(?:[^a-z+.\\-:]|$))`, 'i');
const config = {
  ALLOWED_TAGS: [...HTML_POLICY.tags],
  ALLOWED_ATTR: allowedAttributeNames(),
  ALLOW_DATA_ATTR: true,
  ALLOW_ARIA_ATTR: true,
  ALLOWED_URI_REGEXP: ALLOWED_URI,
};
purifier.addHook('uponSanitizeAttribute', (_node, data) => {
  if (data.attrName === 'id' && !HTML_POLICY.idPattern.test(data.attrValue)) data.keepAttr = false;
  // `//host` addresses are refused, as on the server; browsers read `/\host` and `\\host` the same way.
  if ((data.attrName === 'href' || data.attrName === 'src') && /^[/\\]{2}/.test(data.attrValue)) data.keepAttr = false;
});

/** Only the policy's tags and attributes stay: scripts, event handlers, javascript: URLs, forms and frames go (frames are built by us from video links). */
export function purifyHtml(html: string): string {
  return purifier.sanitize(html, config);
}
