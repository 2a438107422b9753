/** Button markup in content (<a data-button="…">) becomes a styled link of one of these types. */
export const BUTTON_TYPES = ['primary', 'continua', 'telegram', 'support'] as const;

const attr = (tag: string, name: string): string | null => {
  const m = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag);
  return m ? m[1]! : null;
};
const withAttr = (tag: string, name: string, value: string) =>
  attr(tag, name) === null ? tag.replace(/^<a\b/i, `<a ${name}="${value}"`) : tag.replace(new RegExp(`(\\s${name}=)"[^"]*"`, 'i'), `$1"${value}"`);

/**
 * The link rules of lib/purify-html.ts's hook, on the `<a>` tags of HTML the server stored already
 * sanitised (apps/server/src/platform/html-sanitizer.ts): button classes, and external links opened
 * apart with noopener. Used where the server renders content, and where the browser keeps that markup.
 */
export function linkRules(html: string): string {
  return html.replace(/<a\b[^>]*>/gi, (tag) => {
    let out = tag;
    const type = attr(tag, 'data-button');
    if (type !== null) out = withAttr(out, 'class', `cms-btn cms-btn--${(BUTTON_TYPES as readonly string[]).includes(type) ? type : 'primary'}`);
    if (/^https?:/i.test(attr(tag, 'href') ?? '')) out = withAttr(withAttr(out, 'target', '_blank'), 'rel', 'noopener noreferrer');
    return out;
  });
}
