// Writes a WebP next to every payment logo (apps/web/public/payments/<brand>.svg → <brand>.webp),
// drawn at twice the SVG's size; the seeded methods point at the WebPs (scripts/svg-to-raster.mjs).
// Run from the repository root: node scripts/generate-payment-logos.mjs (the output is committed).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { writeWebpBesideSvgs } from './svg-to-raster.mjs';

const dir = path.resolve('apps/web/public/payments');
const logos = readdirSync(dir)
  .filter((f) => f.endsWith('.svg'))
  .map((f) => path.join(dir, f));
await writeWebpBesideSvgs(logos, () => 2, 0.9);
