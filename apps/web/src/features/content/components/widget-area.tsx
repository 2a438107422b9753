import '../content.css';
import { lazy, memo, Suspense, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ComponentType } from 'react';
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
const HistoryWidget = lazy(() => import('../../preferences/widgets.ts').then((m) => ({ default: m.HistoryWidget })));
const FavouritesWidget = lazy(() => import('../../preferences/widgets.ts').then((m) => ({ default: m.FavouritesWidget })));

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

/** Widgets drawn with the area itself in a client-side render; each further one in a task of its own. */
const WIDGETS_AT_ONCE = 2;

const noSubscribe = () => () => {};

/**
 * How many of an area's widgets to draw.
 * - On the server and while hydrating: all of them. The page arrives whole, and each widget sits in
 *   its own Suspense boundary, which React 19 hydrates after the page's shell, in time-sliced work
 *   (a dehydrated boundary is hydrated at offscreen priority): no long task, and the HTML that came
 *   with the page is kept as it is, without the browser's sanitiser (lib/sanitize-html.ts).
 * - In a client-side render (a later navigation): the first ones at once, then one more per task.
 *   The home's eight widgets drawn in one render made one task of ≈ 150 ms on a fast machine (600 ms
 *   on a throttled phone); one widget per task keeps each short, and the browser paints between them.
 */
function useWidgetsRevealed(total: number): number {
  // React's hydration signal: the server snapshot on the server and while hydrating.
  const hydrating = useSyncExternalStore(
    noSubscribe,
    () => false,
    () => true,
  );
  const [revealed, setRevealed] = useState(() => (hydrating ? Number.POSITIVE_INFINITY : WIDGETS_AT_ONCE));
  useEffect(() => {
    if (revealed >= total) return;
    const next = setTimeout(() => setRevealed((n) => n + 1), 0);
    return () => clearTimeout(next);
  }, [revealed, total]);
  return Math.min(revealed, total);
}

/**
 * One widget, memoised on its object. The area renders once more right after hydration (its
 * hydration signal above turns false, and React re-renders a component whose store snapshot differs
 * from the server's synchronously): its widgets, whose objects have not changed, are left alone
 * instead of being rendered again in that one task (the home's eight took 160–420 ms at 4× CPU).
 */
const WidgetSlot = memo(function WidgetSlot({ widget }: { widget: TCmsObject }) {
  const W = WIDGETS[widget.TypeName]!;
  const slot = useRef<HTMLDivElement>(null);
  // A widget's boundary hydrates after the page's (which marks the document hydrated), a few hundred
  // milliseconds later on a slow phone: until its own effects run its buttons have no handlers and
  // take no presses (styles.css), so a press is not silently lost. Set on the element, not rendered:
  // the server's markup and the first client render stay the same.
  useEffect(() => slot.current?.setAttribute('data-live', ''), []);
  return (
    <div ref={slot} className="cms-slot">
      <W widget={widget} />
    </div>
  );
});

/** A welcome-hero (or any widget) layout area, rendered in ViewOrder; widgets without data hide themselves. */
export function WidgetArea({ area }: { area: string }) {
  const { objects, ready, failed, retry } = useVisibleArea(area);
  const revealed = useWidgetsRevealed(objects.length);
  // The same elements for as long as the widgets and their number are the same: the area's render
  // right after hydration (its hydration signal) is synchronous, and a Suspense boundary still
  // waiting to hydrate that received new props there would be hydrated in that one task, whole, or
  // drawn afresh; with its props unchanged React leaves it to its time-sliced hydration.
  const slots = useMemo(
    () =>
      objects.slice(0, revealed).map((o) =>
        WIDGETS[o.TypeName] ? (
          <Suspense key={o.Id} fallback={null}>
            <WidgetSlot widget={o} />
          </Suspense>
        ) : null,
      ),
    [objects, revealed],
  );
  if (!ready) return <div className="cms-area cms-area--loading" aria-busy="true" />;
  if (failed) return <LoadError onRetry={retry} />;
  const revealing = revealed < objects.length;
  return (
    // While widgets are still being drawn the area keeps at least a screen's height, so what
    // follows it (the footer) is never drawn on screen and then pushed down.
    <div className={revealing ? 'cms-area cms-area--revealing' : 'cms-area'} data-area={area} aria-busy={revealing || undefined}>
      {slots}
    </div>
  );
}
