import { useEffect, useRef, useState } from 'react';
import { AppLink } from '../../../lib/app-link.tsx';
import { TICKER_ITEMS, TICKER_PX_PER_SECOND } from '@betsite/domain/content-rules';
import { CONTENT_TEXT } from '@betsite/contract/content-messages';
import type { TCmsObject } from '@betsite/contract/content';
import { paths } from '../../../lib/paths.ts';
import { str } from './view-context.ts';

/** news_ticker: up to 20 items scrolling at 45 px per second; pauses on hover and focus. */
export function NewsTicker({ widget }: { widget: TCmsObject }) {
  const items = widget.Children.slice(0, TICKER_ITEMS).filter((c) => str(c.Parameters.Title));
  const track = useRef<HTMLUListElement>(null);
  const [duration, setDuration] = useState(0);
  useEffect(() => {
    const el = track.current;
    if (!el) return;
    // The track holds the list twice; one list's width at 45 px/s gives one loop. Measured when the
    // browser has laid the page out anyway (and again when the width changes), not by reading the
    // width in the render's task, which would force the first layout of the whole page inside it.
    const observer = new ResizeObserver(() => setDuration(el.scrollWidth / 2 / TICKER_PX_PER_SECOND));
    observer.observe(el);
    return () => observer.disconnect();
  }, [items.length]);
  if (items.length === 0) return null;
  const list = (copy: number) =>
    items.map((c) => (
      <li key={`${copy}-${c.Id}`} aria-hidden={copy === 1 || undefined}>
        {str(c.Parameters.LinkUrl) ? (
          <AppLink to={str(c.Parameters.LinkUrl)} tabIndex={copy === 1 ? -1 : undefined}>
            {str(c.Parameters.Title)}
          </AppLink>
        ) : (
          str(c.Parameters.Title)
        )}
      </li>
    ));
  return (
    <section className="cms-ticker" aria-label={str(widget.Parameters.title) || widget.Name}>
      <AppLink to={paths.home} className="cms-ticker__logo" aria-label={CONTENT_TEXT.tickerLogo}>
        {str(widget.Parameters.logo) ? <img src={str(widget.Parameters.logo)} alt="" width="96" height="24" /> : null}
      </AppLink>
      <span className="cms-ticker__label">{str(widget.Parameters.title)}</span>
      <div className="cms-ticker__window">
        <ul ref={track} className="cms-ticker__track" data-testid="ticker" style={{ animationDuration: duration ? `${duration}s` : undefined }}>
          {list(0)}
          {list(1)}
        </ul>
      </div>
    </section>
  );
}
