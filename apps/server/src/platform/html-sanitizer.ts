import sanitize from 'sanitize-html';
import { HTML_POLICY, looksLikeHtml } from '@betsite/contract/html-policy';

const options: sanitize.IOptions = {
  allowedTags: [...HTML_POLICY.tags],
  allowedAttributes: {
    '*': [...HTML_POLICY.globalAttributes, 'data-*', 'aria-*'],
    ...Object.fromEntries(Object.entries(HTML_POLICY.byTag).map(([tag, names]) => [tag, [...names]])),
  },
  allowedSchemes: [...HTML_POLICY.schemes],
  allowedSchemesAppliedToAttributes: ['href', 'src', 'srcset', 'cite'],
  allowProtocolRelative: false,
  // A tag not allowed goes, its text stays (a <button>'s label); the text of script, style,
  // textarea, option and noscript goes with them (sanitize-html's nonTextTags).
  disallowedTagsMode: 'discard',
  transformTags: {
    '*': (tagName, attribs) => {
      if (attribs.id !== undefined && !HTML_POLICY.idPattern.test(attribs.id)) delete attribs.id;
      return { tagName, attribs };
    },
  },
};

/**
 * One HTML string through the shared allow-list (sanitize-html: an HTML parser and an allow-list,
 * no DOM emulation in the server).
 */
export async function sanitizeHtml(html: string): Promise<string> {
  return sanitize(html, options);
}

/**
 * Every string in a content parameters document that contains markup is sanitised before it is
 * stored (plain strings are left exactly as written). Nested objects and arrays are walked; keys
 * are defined as own properties, so a '__proto__' key stays data and never becomes a prototype.
 */
export async function sanitizeParameters<T>(value: T, depth = 0): Promise<T> {
  if (typeof value === 'string') return (looksLikeHtml(value) ? await sanitizeHtml(value) : value) as T;
  if (value === null || typeof value !== 'object') return value;
  // Deeper than any request may nest (http-hardening.ts refuses it): dropped, never stored unsanitised.
  if (depth > 20) return null as T;
  if (Array.isArray(value)) return (await Promise.all(value.map((v) => sanitizeParameters(v, depth + 1)))) as T;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value))
    Object.defineProperty(out, k, { value: await sanitizeParameters(v, depth + 1), enumerable: true, writable: true, configurable: true });
  return out as T;
}
