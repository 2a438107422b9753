/** Button markup in content (<a data-button="…">) becomes a styled link of one of these types. */
export const BUTTON_TYPES = ['primary', 'continua', 'telegram', 'support'] as const;

/** An `<a>` start tag, quotes respected: a '>' inside a quoted value does not end it. */
const A_TAG = /<a\b(?:[^>"']|"[^"]*"|'[^']*')*>/gi;
/** One attribute of a start tag: its name and its value, double-, single- or unquoted. */
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/**
 * The tag's attributes as the browser reads them (the first of a repeated name wins), values as
 * written (entities left encoded). Read as a whole, never searched for a name: a value may hold text
 * such as ' target="' that a search would take for an attribute (and a rewrite would then move the
 * quotes, letting a value's text out as attributes of its own).
 */
function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  const body = tag.slice(2, tag.endsWith('/>') ? -2 : -1);
  for (const m of body.matchAll(ATTRIBUTE)) {
    const name = m[1]!.toLowerCase();
    if (!attributes.has(name)) attributes.set(name, m[2] ?? m[3] ?? m[4] ?? '');
  }
  return attributes;
}

/** Written back double-quoted, with whatever could end the value or a tag encoded ('&' stays: the values are still encoded). */
const startTag = (attributes: Map<string, string>) =>
  `<a${[...attributes].map(([name, value]) => ` ${name}="${value.replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}"`).join('')}>`;

/**
 * The link rules of lib/purify-html.ts's hook, on the `<a>` tags of HTML the server stored already
 * sanitised (apps/server/src/platform/html-sanitizer.ts): button classes, and external links opened
 * apart with noopener. Used where the server renders content, and where the browser keeps that markup.
 * A tag the rules do not change is kept exactly as stored.
 */
export function linkRules(html: string): string {
  return html.replace(A_TAG, (tag) => {
    const attributes = attributesOf(tag);
    const type = attributes.get('data-button');
    const external = /^https?:/i.test(attributes.get('href') ?? '');
    if (type === undefined && !external) return tag;
    if (type !== undefined) attributes.set('class', `cms-btn cms-btn--${(BUTTON_TYPES as readonly string[]).includes(type) ? type : 'primary'}`);
    if (external) attributes.set('target', '_blank').set('rel', 'noopener noreferrer');
    return startTag(attributes);
  });
}
