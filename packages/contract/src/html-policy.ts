/**
 * The allow-list for HTML from content, one object for both sides: the server applies it when an
 * operator stores content (apps/server/src/platform/html-sanitizer.ts, sanitize-html), the web app
 * again before the DOM for HTML it fetched itself (apps/web/src/lib/purify-html.ts, DOMPurify).
 * Whatever is not listed goes: scripts, styles, forms, frames, SVG and MathML, event handlers.
 * Frames are built by the web app from video links (`data-video`), never stored.
 */
export const HTML_POLICY = {
  /** Text, headings, lists, quotes, tables, figures and images: what the editor and the legacy pages write. */
  // prettier-ignore
  tags: [
    'a', 'abbr', 'article', 'aside', 'b', 'blockquote', 'br', 'caption', 'cite', 'code', 'col',
    'colgroup', 'dd', 'del', 'details', 'dfn', 'div', 'dl', 'dt', 'em', 'figcaption', 'figure',
    'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'i', 'img', 'ins', 'kbd', 'li',
    'mark', 'ol', 'p', 'pre', 'q', 's', 'section', 'small', 'span', 'strong', 'sub', 'summary',
    'sup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'time', 'tr', 'u', 'ul',
  ],
  /** On any allowed tag, besides `data-*` and `aria-*`. */
  globalAttributes: ['class', 'id', 'title', 'lang', 'dir', 'role'],
  byTag: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding'],
    td: ['colspan', 'rowspan', 'headers'],
    th: ['colspan', 'rowspan', 'headers', 'scope', 'abbr'],
    ol: ['start', 'reversed', 'type'],
    li: ['value'],
    col: ['span'],
    colgroup: ['span'],
    time: ['datetime'],
    blockquote: ['cite'],
    q: ['cite'],
    del: ['cite', 'datetime'],
    ins: ['cite', 'datetime'],
    details: ['open'],
  } as Record<string, readonly string[]>,
  /** Schemes a link or an image may use; relative addresses are allowed, `//host` ones are not. */
  schemes: ['http', 'https', 'mailto', 'tel'],
  /**
   * An `id` is an anchor for the page's own links (`#come-registrarsi`): a lowercase slug, so it can
   * never stand for a global the page's scripts read (`window.someName`, DOM clobbering).
   */
  idPattern: /^[a-z][a-z0-9_-]*$/,
} as const;

/** Every attribute name the policy allows on some tag (DOMPurify's list is one for all tags). */
export const allowedAttributeNames = (): string[] => [...new Set([...HTML_POLICY.globalAttributes, ...Object.values(HTML_POLICY.byTag).flat()])];

/** A string that contains a tag (so it is HTML to sanitise, not plain text such as "quota < 2"). */
export const looksLikeHtml = (v: string) => /<[a-zA-Z!/?]/.test(v);
