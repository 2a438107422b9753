// Writes the site's icon as PNGs (apps/web/public/favicon.svg → favicon-32.png, favicon-180.png, and
// the installed app's 192 and 512 px; icon-maskable.svg, the same art inside the safe zone of a
// full-bleed square, → icon-maskable-512.png for launchers that crop to their own shape),
// which index.html links instead of the SVG: an SVG icon is a document of its own that the page's
// main thread builds, lays out and paints (14–25 ms in every page's trace on the test host), a PNG
// is decoded in a fraction of a millisecond. Run from the repository root: node scripts/generate-favicon.mjs
// (the output is committed).
import path from 'node:path';
import { writePngsBesideSvg } from './svg-to-raster.mjs';

await writePngsBesideSvg(path.resolve('apps/web/public/favicon.svg'), [32, 180, 192, 512]);
await writePngsBesideSvg(path.resolve('apps/web/public/icon-maskable.svg'), [512]);
