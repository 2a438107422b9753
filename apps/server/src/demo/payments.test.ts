import { describe, expect, it } from 'vitest';
import { SEEDED_PAYMENT_METHODS } from './payments.ts';
import { isShippedWebp } from './shipped-webp.ts';

describe('seeded payment methods', () => {
  it('point at a WebP logo the web app ships (an SVG <img> costs the browser a document of its own)', () => {
    for (const m of SEEDED_PAYMENT_METHODS) {
      const icon = m.icon ?? '';
      expect(icon, m.name).toMatch(/^\/payments\/[a-z]+\.webp$/);
      expect(isShippedWebp(icon), icon).toBe(true);
    }
  });
});
