import { useEffect, useState } from 'react';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';

const AUTOPLAY_MS = 4000;

/**
 * The carousel engine (Embla, ≈ 7 KB gzip) for a slider of more than one slide, loaded once the
 * slider is on the page and attached to the markup it already drew. A single slide (most heroes)
 * needs no engine and never downloads it. `autoplay`: 4 s, paused under the pointer.
 */
export function useLazyCarousel(
  enabled: boolean,
  options: EmblaOptionsType,
  autoplay: boolean,
): [(node: HTMLElement | null) => void, EmblaCarouselType | undefined] {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  useEffect(() => {
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
    // The options are fixed for a slider's life (loop, alignment, threshold).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [node, enabled, autoplay]);
  return [setNode, api];
}
