import { useCallback, useEffect, useMemo, useState } from 'react';
import { pickSlides, SLIDER_BREAKPOINTS, slidesPerView } from '@betsite/domain/content-rules';
import { CONTENT_TEXT } from '@betsite/contract/content-messages';
import type { TCmsObject } from '@betsite/contract/content';
import { useSiteModule } from '../../../lib/site-config.ts';
import { Slide } from './slide.tsx';
import { prefersReducedMotion as reducedMotion, useWidthAtLeast } from '../../../lib/use-media.ts';
import { useLazyCarousel } from './use-lazy-carousel.ts';

// Embla's options, fixed for a slider's life.
const LOOPING = { loop: true, align: 'start', inViewThreshold: 0.97 } as const;

/** visore_generico: a looping carousel, 4 s autoplay, slides per view by width (+0.3 with the new promos layout). */
export function Slider({ widget }: { widget: TCmsObject }) {
  const slides = useMemo(() => pickSlides(widget.Children, widget.Parameters.selectMode), [widget]);
  const newPromos = useSiteModule('V3_NewPromos_Enabled');
  const width = useWidthAtLeast(SLIDER_BREAKPOINTS);
  const perView = slidesPerView(width, newPromos);
  const multiple = slides.length > 1;
  const autoplay = useMemo(() => multiple && !reducedMotion(), [multiple]);
  // A slide counts as in view only when whole; the others (the next one peeking at the edge) hide
  // their texts and buttons, so no title is cut mid-word and no half-visible button takes focus.
  const [ref, api] = useLazyCarousel(multiple, LOOPING, autoplay);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!api) return;
    const on = () => setSelected(api.selectedScrollSnap());
    const markPeek = () => {
      const inView = api.slidesInView();
      // Not measured yet (the carousel's observer reports after its first frame, later on a busy
      // phone): the marks the page was drawn with stay, rather than every slide hiding its texts.
      if (inView.length === 0) return;
      const whole = new Set(inView);
      api.slideNodes().forEach((node, i) => node.toggleAttribute('data-peek', !whole.has(i)));
    };
    api.on('select', on);
    api.on('reInit', on);
    api.on('slidesInView', markPeek);
    markPeek();
    return () => {
      api.off('select', on);
      api.off('reInit', on);
      api.off('slidesInView', markPeek);
    };
  }, [api]);
  const go = useCallback((i: number) => api?.scrollTo(i), [api]);

  if (slides.length === 0) return null;
  // Slides in view, fractional: only the first whole ones start uncut. The layout itself takes the
  // number from the stylesheet (content.css), which knows the window's width when the server does not.
  const inView = Math.min(perView, slides.length);
  const height = (k: string, fallback: number) => `${Number(widget.Parameters[k]) || fallback}px`;
  return (
    <section
      className={newPromos ? 'cms-slider cms-slider--new-promos' : 'cms-slider'}
      aria-roledescription="carosello"
      aria-label={widget.Name}
      style={{
        ['--slides' as string]: String(slides.length),
        ['--h-mobile' as string]: height('mobile_slide_height', 320),
        ['--h-desktop' as string]: height('desktop_slide_height', 380),
      }}
    >
      <div className="cms-slider__viewport" ref={ref}>
        <div className="cms-slider__track">
          {slides.map((s, i) => (
            <Slide key={s.Id} slide={s} index={i} count={slides.length} priority={i === 0} peek={i >= Math.floor(inView)} />
          ))}
        </div>
      </div>
      {multiple && (
        <div className="cms-slider__controls">
          <button type="button" className="cms-slider__arrow" aria-label={CONTENT_TEXT.previousSlide} onClick={() => api?.scrollPrev()}>
            ‹
          </button>
          <div className="cms-slider__dots">
            {slides.map((s, i) => (
              <button
                key={s.Id}
                type="button"
                className="cms-slider__dot"
                aria-label={CONTENT_TEXT.goToSlide(i + 1)}
                aria-current={i === selected}
                onClick={() => go(i)}
              />
            ))}
          </div>
          <button type="button" className="cms-slider__arrow" aria-label={CONTENT_TEXT.nextSlide} onClick={() => api?.scrollNext()}>
            ›
          </button>
        </div>
      )}
    </section>
  );
}
