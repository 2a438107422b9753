// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SLIDER_BREAKPOINTS, slidesPerView } from '@betsite/domain/content-rules';
import type { TCmsObject } from '@betsite/contract/content';
import { Slider } from './slider.tsx';

/** Renders counted through a hook each calls once per render: the slider the site module, a slide the session. */
const count = vi.hoisted(() => ({ slider: 0, slides: 0, attached: 0 }));

vi.mock('../../../lib/site-config.ts', () => ({
  useSiteModule: () => {
    count.slider++;
    return false;
  },
}));
vi.mock('../../../lib/session-store.ts', () => ({
  useSession: (select: (s: { user: null }) => unknown) => {
    count.slides++;
    return select({ user: null });
  },
}));
/** What the carousel's observer has reported as whole slides (none before its first frame). */
const measured = { inView: [0] as number[] };
/** The carousel engine, as far as the slider uses it. */
vi.mock('embla-carousel', () => ({
  default: (node: HTMLElement) => {
    count.attached++;
    return {
      on: () => {},
      off: () => {},
      destroy: () => {},
      slidesInView: () => measured.inView,
      slideNodes: () => [...node.querySelectorAll('[data-testid="cms-slide"]')],
      selectedScrollSnap: () => 0,
      scrollTo: () => {},
      scrollPrev: () => {},
      scrollNext: () => {},
    };
  },
}));
vi.mock('embla-carousel-autoplay', () => ({ default: () => ({}) }));

const slide = (Id: number) => ({ Id, TypeName: 'slide', Name: `slide ${Id}`, Parameters: { title: `Titolo ${Id}` }, Children: [] }) as unknown as TCmsObject;
const widget = { Id: 10, TypeName: 'visore_generico', Name: 'Benvenuto', Parameters: {}, Children: [slide(1), slide(2), slide(3)] } as unknown as TCmsObject;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  // jsdom has no media queries: none matches, as the server's guess (no viewport) says.
  window.matchMedia = ((media: string) => ({ media, matches: false, addEventListener: () => {}, removeEventListener: () => {} })) as never;
});

describe('Slider', () => {
  it('hydrates its slides once, and the carousel attaching to the markup renders the slider once more, not its slides', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Slider widget={widget} />);
    document.body.append(container);
    Object.assign(count, { slider: 0, slides: 0, attached: 0 });
    const recoverable = vi.fn();

    await act(async () => {
      hydrateRoot(container, <Slider widget={widget} />, { onRecoverableError: recoverable });
    });
    await vi.waitFor(() => expect(count.attached).toBe(1));
    await act(async () => {});

    expect(container.textContent).toContain('Titolo 3');
    // Hydration, then the carousel's arrival; no render in between for the viewport being attached.
    expect(count.slider).toBe(2);
    // Each slide rendered by the hydration only.
    expect(count.slides).toBe(3);
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('keeps the marks it was drawn with until the carousel has measured its slides: the first never hides its texts', async () => {
    measured.inView = [];
    try {
      const container = document.createElement('div');
      container.innerHTML = renderToString(<Slider widget={widget} />);
      document.body.append(container);
      const before = count.attached;
      await act(async () => {
        hydrateRoot(container, <Slider widget={widget} />);
      });
      await vi.waitFor(() => expect(count.attached).toBe(before + 1));
      await act(async () => {});
      const slides = container.querySelectorAll('[data-testid="cms-slide"]');
      expect(slides[0]!.hasAttribute('data-peek')).toBe(false);
      expect(slides[2]!.hasAttribute('data-peek')).toBe(true);
    } finally {
      measured.inView = [0];
    }
  });

  it("lays its slides out by the stylesheet's steps, which are the content rules' slides per view", () => {
    const css = readFileSync(join(import.meta.dirname, '../content.css'), 'utf8');
    const steps = new Map(
      [...css.matchAll(/@media \(min-width: (\d+)px\) \{\s*\.cms-slider \{\s*--spv-at: ([\d.]+);/g)].map((m) => [Number(m[1]), Number(m[2])]),
    );
    expect(css).toMatch(/\.cms-slider \{[^}]*--spv-at: 1;/);
    expect(SLIDER_BREAKPOINTS.slice(1).map((bp) => [bp, steps.get(bp)])).toEqual(SLIDER_BREAKPOINTS.slice(1).map((bp) => [bp, slidesPerView(bp, false)]));
    expect(steps.size).toBe(SLIDER_BREAKPOINTS.length - 1);
    expect(slidesPerView(SLIDER_BREAKPOINTS[0], false)).toBe(1);
    expect(css).toMatch(/\.cms-slider--new-promos \{\s*--spv-extra: 0\.3;/);
    expect(slidesPerView(SLIDER_BREAKPOINTS[0], true)).toBeCloseTo(1.3);
  });
});
