import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEEDED_PAYMENT_METHODS } from './payments.ts';

const webPublic = path.resolve(import.meta.dirname, '../../../../web/public');

describe('seeded payment methods', () => {
  it('point at a WebP logo the web app ships (an SVG <img> costs the browser a document of its own)', () => {
    for (const m of SEEDED_PAYMENT_METHODS) {
      const icon = m.icon ?? '';
      expect(icon, m.name).toMatch(/^\/payments\/[a-z]+\.webp$/);
      const file = path.join(webPublic, icon);
      expect(existsSync(file), file).toBe(true);
      // RIFF....WEBP: the file is what its name says.
      const head = readFileSync(file).subarray(0, 12).toString('latin1');
      expect(head.startsWith('RIFF') && head.endsWith('WEBP'), file).toBe(true);
    }
  });
});
