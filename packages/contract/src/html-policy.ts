/**
 * The allow-list policy for HTML from content, one object for both sides: the server applies it
 * when an operator stores content (apps/server/src/platform/html-sanitizer.ts), the web app again
 * before the DOM (apps/web/src/features/content/components/sanitize.ts). DOMPurify options.
 */
export const HTML_POLICY = {
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style'],
  ALLOW_DATA_ATTR: true,
} as const;

/** A string that contains a tag (so it is HTML to sanitise, not plain text such as "quota < 2"). */
export const looksLikeHtml = (v: string) => /<[a-zA-Z!/?]/.test(v);
