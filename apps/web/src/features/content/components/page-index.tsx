import { useMemo } from 'react';
import { CONTENT_TEXT } from '@betsite/contract/content-messages';
import { scrollToElement } from './cms-html.tsx';
import { useIsMobile } from './view-context.ts';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
/** The text of serialised HTML: tags dropped, character references decoded. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (ref, name: string) =>
      name[0] === '#'
        ? String.fromCodePoint(parseInt(name.slice(name[1] === 'x' || name[1] === 'X' ? 2 : 1), name[1] === 'x' || name[1] === 'X' ? 16 : 10))
        : (ENTITIES[name.toLowerCase()] ?? ref),
    );

/**
 * The page's headings (h2, h3 with ids) read from the sanitised HTML; level 3 is indented with an
 * arrow. Read from the markup as serialised (no DOM), so the server renders the same index.
 */
export function headingsOf(html: string): { id: string; text: string; level: 2 | 3 }[] {
  return [...html.matchAll(/<h([23])\b([^>]*)>([\s\S]*?)<\/h\1>/gi)].flatMap(([, level, attrs, inner]) => {
    const id = /\sid="([^"]*)"/i.exec(attrs!)?.[1];
    return id ? [{ id: textOf(id), text: textOf(inner!), level: level === '3' ? (3 as const) : (2 as const) }] : [];
  });
}

export function PageIndex({ html }: { html: string }) {
  const mobile = useIsMobile();
  const items = useMemo(() => headingsOf(html), [html]);
  if (items.length === 0) return null;
  return (
    <nav className="cms-index" aria-label={CONTENT_TEXT.pageIndex}>
      <h2 className="cms-index__title">{CONTENT_TEXT.pageIndex}</h2>
      <ul>
        {items.map((h) => (
          <li key={h.id} className={h.level === 3 ? 'cms-index__sub' : undefined}>
            <a
              href={`#${h.id}`}
              onClick={(e) => {
                e.preventDefault();
                const el = document.getElementById(h.id);
                if (el) scrollToElement(el, mobile);
                history.replaceState(history.state, '', `#${h.id}`);
              }}
            >
              {h.level === 3 && <span aria-hidden="true">↳ </span>}
              {h.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
