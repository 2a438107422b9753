// Writes a WebP beside each given SVG (<name>.svg → <name>.webp), drawn by Chromium. The site's
// images point at the WebPs: each SVG <img> is a document of its own for the browser (created, laid
// out and painted on the main thread, 10–30 ms each in the home's and the deposit page's traces),
// while a WebP is decoded off it. The SVGs stay as the sources, and content saved before keeps them.
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

/**
 * @param {string[]} files absolute paths of the SVGs
 * @param {(viewBoxWidth: number) => number} scaleFor how many pixels per viewBox unit
 * @param {number} quality WebP quality, 0–1
 */
export async function writeWebpBesideSvgs(files, scaleFor, quality = 0.9) {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    for (const file of files) {
      const svg = readFileSync(file, 'utf8');
      const [, , width, height] = svg
        .match(/viewBox="([^"]+)"/)[1]
        .trim()
        .split(/\s+/)
        .map(Number);
      const scale = scaleFor(width);
      const dataUrl = await page.evaluate(
        async ([source, w, h, q]) => {
          const img = new Image();
          img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}`;
          await img.decode();
          const canvas = document.createElement('canvas');
          canvas.width = w;
          canvas.height = h;
          canvas.getContext('2d').drawImage(img, 0, 0, w, h);
          return canvas.toDataURL('image/webp', q);
        },
        [svg, Math.round(width * scale), Math.round(height * scale), quality],
      );
      if (!dataUrl.startsWith('data:image/webp;base64,')) throw new Error(`${file}: this Chromium cannot write WebP`);
      writeFileSync(file.replace(/\.svg$/, '.webp'), Buffer.from(dataUrl.split(',')[1], 'base64'));
    }
  } finally {
    await browser.close();
  }
}
