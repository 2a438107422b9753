import { describe, expect, it } from 'vitest';
import { faqArea } from './content-faq.ts';
import { heroAreas, homeArea, loginArea } from './content-home.ts';
import { providerNewsItems } from './content-payout.ts';
import { DEMO_RANKING_OFFERS } from './ranking.ts';
import { isShippedWebp } from './shipped-webp.ts';

const now = new Date('2026-11-24T10:00:00Z');

/** Every path under /cms/ in the seeded content (pictures and documents alike). */
function cmsPaths(): string[] {
  const seeded = JSON.stringify([homeArea(now), heroAreas(now), loginArea(), faqArea(), providerNewsItems(now), DEMO_RANKING_OFFERS]);
  return [...new Set(seeded.match(/\/cms\/[^"\s]+/g) ?? [])];
}

describe('seeded CMS content', () => {
  it('shows its pictures as WebP files the web app ships (an SVG <img> costs the browser a document of its own)', () => {
    const pictures = cmsPaths().filter((p) => !p.endsWith('.pdf'));
    expect(pictures.length).toBeGreaterThan(30);
    for (const picture of pictures) {
      expect(picture).toMatch(/^\/cms\/[a-z0-9/-]+\.webp$/);
      expect(isShippedWebp(picture), picture).toBe(true);
    }
  });
});
