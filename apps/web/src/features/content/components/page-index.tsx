import { useMemo } from 'react';
import { CONTENT_TEXT } from '@betsite/contract/content-messages';
import { scrollToElement } from './cms-html.tsx';
import { useIsMobile } from './view-context.ts';
import { serverDraw } from '../../../lib/server-draw.ts';

/** The page's headings (h2, h3 with ids) read from the sanitised HTML; level 3 is indented with an arrow. */
export function headingsOf(html: string): { id: string; text: string; level: 2 | 3 }[] {
  const Parser = serverDraw()?.dom.DOMParser ?? DOMParser;
  const doc = new Parser().parseFromString(html, 'text/html');
  return [...doc.querySelectorAll('h2[id], h3[id]')].map((h) => ({
    id: h.id,
    text: h.textContent ?? '',
    level: h.tagName === 'H3' ? 3 : 2,
  }));
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
