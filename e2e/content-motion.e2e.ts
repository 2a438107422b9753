import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './support.ts';

// The timings of document 1 §9 that only show over time: slider autoplay, ticker speed, fragment scroll.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('content timings', () => {
  it('moves the home slider by itself after 4 s, not before', async () => {
    const { page, context } = await newPage(browser);
    try {
      // The page's timers run on a controlled clock: the test moves time instead of sleeping.
      await page.clock.install();
      await page.goto('/');
      const current = page.locator('.cms-slider__dot[aria-current="true"]').first();
      await current.waitFor();
      // Time stops (a moment after the slider is there), then moves 100 ms at a time on command. However long the
      // page took to load, two automatic changes in a row are exactly one autoplay period apart.
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 3000);
      await page.mouse.move(0, 0); // autoplay pauses while the pointer is over the slider
      // React renders the tick in a task of its own, posted as a message (which the controlled clock
      // leaves alone): two messages posted after it come back once that render is done.
      const rendered = () =>
        page.evaluate(
          () =>
            new Promise<void>((resolve) => {
              const channel = new MessageChannel();
              let left = 2;
              channel.port1.onmessage = () => (--left ? channel.port2.postMessage(0) : resolve());
              channel.port2.postMessage(0);
            }),
        );
      const slide = () => page.locator('.cms-slider__dot[aria-current="true"]').first().getAttribute('aria-label');
      const nextChange = async (): Promise<number> => {
        const from = await slide();
        for (let ms = 100; ms <= 10_000; ms += 100) {
          await page.clock.runFor(100);
          await rendered();
          if ((await slide()) !== from) return ms;
        }
        throw new Error('the slider did not move within 10 s');
      };
      await nextChange();
      const period = await nextChange();
      expect(period).toBeGreaterThanOrEqual(3900);
      expect(period).toBeLessThanOrEqual(4200);
    } finally {
      await context.close();
    }
  });

  it('scrolls the ticker at 45 px per second', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/');
    const ticker = page.getByTestId('ticker');
    await ticker.waitFor();
    await page.waitForFunction(() => (document.querySelector('[data-testid="ticker"]') as HTMLElement | null)?.style.animationDuration !== '');
    const { seconds, loopWidth } = await ticker.evaluate((el) => ({
      seconds: parseFloat((el as HTMLElement).style.animationDuration),
      loopWidth: el.scrollWidth / 2,
    }));
    expect(loopWidth).toBeGreaterThan(0);
    expect(loopWidth / seconds).toBeCloseTo(45, 0);
    await context.close();
  });

  it('scrolls to the fragment 500 ms after the page content appears', async () => {
    const { page, context } = await newPage(browser);
    await page.clock.install();
    await page.goto('/pages/termini-condizioni#limiti');
    await page.locator('#limiti').waitFor();
    // The page is rendered by the server, so the browser jumps to the heading itself on arrival (top of
    // the screen); the app's own scroll, to the position the specification sets, comes 500 ms later.
    await page.clock.runFor(450);
    const early = await page.locator('#limiti').evaluate((el) => Math.round(el.getBoundingClientRect().top));
    expect(Math.abs(early - 200)).toBeGreaterThan(50);
    // 500 ms delay, then a smooth scroll (the browser's own animation): wait until it settles.
    await page.clock.runFor(100);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.waitForFunction(
      () => {
        const w = window as unknown as { __lastY?: number };
        const settled = w.__lastY === window.scrollY;
        w.__lastY = window.scrollY;
        return settled;
      },
      undefined,
      { polling: 200, timeout: 5000 },
    );
    const m = await page.locator('#limiti').evaluate((el) => ({
      absTop: el.getBoundingClientRect().top + window.scrollY,
      y: window.scrollY,
      max: document.documentElement.scrollHeight - window.innerHeight,
    }));
    // The heading stops 200 px below the top on desktop (the sticky search sits above it),
    // unless the page ends first.
    expect(Math.abs(m.y - Math.min(m.absTop - 200, m.max))).toBeLessThan(4);
    await context.close();
  });
});
