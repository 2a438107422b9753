import type { QueryClient } from '@tanstack/react-query';
import { LAYOUT_AREAS } from '@betsite/contract/content-areas';
import type { TCmsObject, TLayoutArea } from '@betsite/contract/content';

/** What a search result shows at most: longer descriptions are cut anyway. */
const MAX = 155;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The words of an HTML fragment: tags dropped, the common entities read, spaces collapsed. */
function textOf(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, (m, e: string) =>
      e[0] === '#' ? String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1))) : (ENTITIES[e.toLowerCase()] ?? m),
    )
    .replace(/\s+/g, ' ')
    .trim();
}

/** At most MAX characters, cut after a whole word. */
function clip(text: string): string {
  if (text.length <= MAX) return text;
  const cut = text.slice(0, MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length).replace(/[\s,.;:]+$/, '')}…`;
}

/**
 * The `<meta name="description">` of a content page, from what the server's render loaded: a static
 * page's own opening words, a FAQ section's description. Null for any other page (the route's own
 * description is used), so each content page reads as itself in a search result.
 */
export function contentDescription(client: QueryClient, pathname: string): string | null {
  if (pathname.startsWith('/pages/')) {
    // A page's parameters as GetCMSObjParameters answers them (its Title, Url, Content…).
    for (const [key, data] of client.getQueriesData<Record<string, unknown> | null>({ queryKey: ['content', 'parameters'] })) {
      if (key[3] !== false || !data) continue;
      const html = typeof data.Content === 'string' ? data.Content : '';
      // Its paragraphs when it has some (a heading's words run into the sentence after them), else all of it.
      const paragraphs = html.match(/<p[\s>][\s\S]*?<\/p>/gi);
      const text = textOf(paragraphs ? paragraphs.join(' ') : html);
      if (text) return clip(text);
    }
    return null;
  }
  const faq = /^\/faq\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (faq) {
    const area = client.getQueryData<TLayoutArea | null>(['content', 'area', LAYOUT_AREAS.faq, false]);
    const section = area?.Data.find((o: TCmsObject) => o.TypeName === 'faq_section' && String(o.Parameters.faq_section_url ?? '') === faq);
    const text = typeof section?.Parameters.faq_section_description === 'string' ? textOf(section.Parameters.faq_section_description) : '';
    return text ? clip(text) : null;
  }
  return null;
}
