import { AppLink } from '../../../lib/app-link.tsx';
import { TILE_BREAKPOINTS, tilesPerView } from '@betsite/domain/content-rules';
import type { TCmsObject } from '@betsite/contract/content';
import { useWidthAtLeast } from '../../../lib/use-media.ts';
import { str } from './view-context.ts';

/** visore_generico_navigazione: a row of tiles, 1.2 / 3 / 4 / 5 per view by width, scrolling sideways. */
export function NavTiles({ widget }: { widget: TCmsObject }) {
  const width = useWidthAtLeast(TILE_BREAKPOINTS);
  const p = widget.Parameters;
  const items = widget.Children.filter((c) => str(c.Parameters.url) && str(c.Parameters.title));
  if (items.length === 0) return null;
  const minWidth = Number(p.items_min_width) || 0;
  return (
    <section
      className={`cms-widget cms-nav cms-nav--${str(p.size) === 'large' ? 'large' : 'small'} cms-nav--${str(p.style) || 'light'}`}
      aria-labelledby={`w-${widget.Id}`}
    >
      <h2 id={`w-${widget.Id}`} className="cms-nav__title">
        {str(p.title_icon) && <img src={str(p.title_icon)} alt="" width="24" height="24" />}
        {str(p.title)}
      </h2>
      <ul
        className="cms-nav__list"
        style={{
          ['--tpv' as string]: String(tilesPerView(width)),
          ['--tile-min' as string]: `${minWidth}px`,
        }}
      >
        {items.map((c) => {
          const q = c.Parameters;
          const url = str(q.url);
          const inner = (
            <>
              {str(q.icon) && (
                <img src={str(q.icon)} alt="" width="40" height="40" className={`cms-nav__icon cms-nav__icon--${str(p.icon_position) || 'left'}`} />
              )}
              <span>{str(q.title)}</span>
            </>
          );
          const style = str(q.image_background) ? { backgroundImage: `url(${str(q.image_background)})` } : undefined;
          return (
            <li key={c.Id}>
              {url.startsWith('/') ? (
                <AppLink to={url} className="cms-nav__tile" style={style}>
                  {inner}
                </AppLink>
              ) : (
                <a href={url} className="cms-nav__tile" style={style} target="_blank" rel="noopener noreferrer">
                  {inner}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
