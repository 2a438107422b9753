// Writes a WebP next to every payment logo (apps/web/public/payments/<brand>.svg → <brand>.webp),
// drawn by Chromium at twice the SVG's size. The seeded methods point at the WebP: each SVG <img>
// is a document of its own for the browser (created, laid out and painted on the main thread),
// 10–20 ms per logo in the deposit and withdrawal pages' traces, while a WebP is decoded off it.
// The SVGs stay: they are the sources, and methods seeded before keep their paths.
// Run from the repository root: node scripts/generate-payment-logos.mjs (the output is committed).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const dir = path.resolve('apps/web/public/payments');
const SCALE = 2;
const QUALITY = 0.9;

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
for (const file of readdirSync(dir).filter((f) => f.endsWith('.svg'))) {
  const svg = readFileSync(path.join(dir, file), 'utf8');
  const dataUrl = await page.evaluate(
    async ([source, scale, quality]) => {
      const [, , width, height] = source
        .match(/viewBox="([^"]+)"/)[1]
        .trim()
        .split(/\s+/)
        .map(Number);
      const img = new Image();
      img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}`;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = width * scale;
      canvas.height = height * scale;
      canvas.getContext('2d').drawImage(img, 0, 0, canvas.width, canvas.height);
      return canvas.toDataURL('image/webp', quality);
    },
    [svg, SCALE, QUALITY],
  );
  if (!dataUrl.startsWith('data:image/webp;base64,')) throw new Error(`${file}: this Chromium cannot write WebP`);
  writeFileSync(path.join(dir, file.replace(/\.svg$/, '.webp')), Buffer.from(dataUrl.split(',')[1], 'base64'));
}
await browser.close();
