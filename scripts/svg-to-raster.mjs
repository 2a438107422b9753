// Draws SVG sources with Chromium: a WebP beside each (<name>.svg → <name>.webp), or PNGs of an icon. The site's
// images point at the WebPs: each SVG <img> is a document of its own for the browser (created, laid
// out and painted on the main thread, 10–30 ms each in the home's and the deposit page's traces),
// while a WebP is decoded off it. The SVGs stay as the sources, and content saved before keeps them.
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

/**
 * Draws SVG sources with Chromium's canvas and writes each as a raster image.
 * @param {{ svg: string, width: number, height: number, type: string, quality?: number, out: string }[]} jobs
 */
async function drawSvgs(jobs) {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    for (const { svg, width, height, type, quality, out } of jobs) {
      const dataUrl = await page.evaluate(
        async ([source, w, h, t, q]) => {
          const img = new Image();
          img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}`;
          await img.decode();
          const canvas = document.createElement('canvas');
          canvas.width = w;
          canvas.height = h;
          canvas.getContext('2d').drawImage(img, 0, 0, w, h);
          return canvas.toDataURL(t, q);
        },
        [svg, width, height, type, quality],
      );
      if (!dataUrl.startsWith(`data:${type};base64,`)) throw new Error(`${out}: this Chromium cannot write ${type}`);
      writeFileSync(out, Buffer.from(dataUrl.split(',')[1], 'base64'));
    }
  } finally {
    await browser.close();
  }
}

/** An SVG's viewBox width and height. */
function viewBoxSize(svg) {
  const [, , width, height] = svg
    .match(/viewBox="([^"]+)"/)[1]
    .trim()
    .split(/\s+/)
    .map(Number);
  return { width, height };
}

/**
 * @param {string[]} files absolute paths of the SVGs
 * @param {(viewBoxWidth: number) => number} scaleFor how many pixels per viewBox unit
 * @param {number} quality WebP quality, 0–1
 */
export async function writeWebpBesideSvgs(files, scaleFor, quality = 0.9) {
  await drawSvgs(
    files.map((file) => {
      const svg = readFileSync(file, 'utf8');
      const { width, height } = viewBoxSize(svg);
      const scale = scaleFor(width);
      return { svg, width: Math.round(width * scale), height: Math.round(height * scale), type: 'image/webp', quality, out: file.replace(/\.svg$/, '.webp') };
    }),
  );
}

/**
 * Writes a square PNG of an SVG at each size (`<name>-<size>.png` beside it).
 * @param {string} file absolute path of the SVG
 * @param {number[]} sizes edge lengths in pixels
 */
export async function writePngsBesideSvg(file, sizes) {
  const svg = readFileSync(file, 'utf8');
  await drawSvgs(sizes.map((size) => ({ svg, width: size, height: size, type: 'image/png', out: file.replace(/\.svg$/, `-${size}.png`) })));
}
