import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const webPublic = path.resolve(import.meta.dirname, '../../../web/public');

/**
 * Whether a site path (`/cms/…`, `/payments/…`) is a WebP file the web app ships: it exists under
 * apps/web/public and starts RIFF....WEBP. For the seed's tests: an SVG <img> costs the browser a
 * document of its own, so the seeded pictures point at WebPs.
 */
export function isShippedWebp(sitePath: string): boolean {
  const file = path.join(webPublic, sitePath);
  if (!existsSync(file)) return false;
  const head = readFileSync(file).subarray(0, 12).toString('latin1');
  return head.startsWith('RIFF') && head.endsWith('WEBP');
}
