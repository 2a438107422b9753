import { useEffect, useRef, useState, type RefObject } from 'react';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';

const AUTOPLAY_MS = 4000;

/**
 * The carousel engine (Embla, ≈ 7 KB gzip) for a slider of more than one slide, loaded once the
 * slider is on the page and attached to the markup it already drew. A single slide (most heroes)
 * needs no engine and never downloads it. `autoplay`: 4 s, paused under the pointer.
 *
 * The viewport is held in a ref object, not in state: a callback ref that sets state makes React
 * render the slider again synchronously inside the commit that attached it, which after the home's
 * hydration was one more render of every slide in the longest task of the page's start.
 */
export function useLazyCarousel(
  enabled: boolean,
  options: EmblaOptionsType,
  autoplay: boolean,
): [RefObject<HTMLDivElement | null>, EmblaCarouselType | undefined] {
  const viewport = useRef<HTMLDivElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  useEffect(() => {
    const node = viewport.current;
    if (!node || !enabled) return;
    let cancelled = false;
    let instance: EmblaCarouselType | undefined;
    void Promise.all([import('embla-carousel'), autoplay ? import('embla-carousel-autoplay') : null]).then(([embla, plugin]) => {
      if (cancelled) return;
      const plugins = plugin ? [plugin.default({ delay: AUTOPLAY_MS, stopOnInteraction: false, stopOnMouseEnter: true })] : [];
      instance = embla.default(node, options, plugins);
      setApi(instance);
    });
    return () => {
      cancelled = true;
      instance?.destroy();
      setApi(undefined);
    };
    // The options are fixed for a slider's life (loop, alignment, threshold), and so is its viewport.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, autoplay]);
  return [viewport, api];
}
