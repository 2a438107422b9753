import { prefersReducedMotion } from '../../../../lib/use-media.ts';

/** Scrolls to an element in `ms` (500 ms after a method is chosen on mobile); instant with reduced motion. */
export function scrollToElement(el: HTMLElement, ms = 500): void {
  const target = el.getBoundingClientRect().top + window.scrollY - 72;
  if (prefersReducedMotion()) {
    window.scrollTo(0, target);
    return;
  }
  const start = window.scrollY;
  const t0 = performance.now();
  const step = (now: number) => {
    const p = Math.min(1, (now - t0) / ms);
    const eased = p < 0.5 ? 2 * p * p : 1 - (-2 * p + 2) ** 2 / 2;
    window.scrollTo(0, start + (target - start) * eased);
    if (p < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
