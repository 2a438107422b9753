import '../content.css';
import { lazy, Suspense, type ComponentType } from 'react';
import type { TCmsObject } from '@betsite/contract/content';
import { HtmlBlock } from './html-block.tsx';
import { ImageText } from './image-text.tsx';
import { NavTiles } from './nav-tiles.tsx';
import { NewsTicker } from './news-ticker.tsx';
import { NewsWidget } from './news-widget.tsx';
import { PromoList } from './promo-list.tsx';
import { Slider } from './slider.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { useVisibleArea } from './view-context.ts';

// History and favourites come from the preferences area and load only where an area has them.
const HistoryWidget = lazy(() => import('../../preferences/index.ts').then((m) => ({ default: m.HistoryWidget })));
const FavouritesWidget = lazy(() => import('../../preferences/index.ts').then((m) => ({ default: m.FavouritesWidget })));

/** Widgets by TypeName. */
const WIDGETS: Record<string, ComponentType<{ widget: TCmsObject }>> = {
  visore_generico: Slider,
  lista_promo: PromoList,
  visore_news: NewsWidget,
  news_ticker: NewsTicker,
  html_block: HtmlBlock,
  visore_immagine_descrizione: ImageText,
  visore_generico_navigazione: NavTiles,
  history: HistoryWidget,
  favourites: FavouritesWidget,
};

/** A welcome-hero (or any widget) layout area, rendered in ViewOrder; widgets without data hide themselves. */
export function WidgetArea({ area }: { area: string }) {
  const { objects, ready, failed, retry } = useVisibleArea(area);
  if (!ready) return <div className="cms-area cms-area--loading" aria-busy="true" />;
  if (failed) return <LoadError onRetry={retry} />;
  return (
    <div className="cms-area" data-area={area}>
      {objects.map((o) => {
        const W = WIDGETS[o.TypeName];
        return W ? (
          <Suspense key={o.Id} fallback={null}>
            <W widget={o} />
          </Suspense>
        ) : null;
      })}
    </div>
  );
}
