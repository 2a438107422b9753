/** What a thumbnail draws of a catalogue game (its own type: the catalogue imports this file). */
export interface ThumbnailGame {
  name: string;
  provider: string;
  category: string;
  colors: [string, string];
}

const escapeXml = (v: string) => v.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** Splits a name into at most two lines of about 14 characters. */
function lines(name: string): string[] {
  const words = name.split(' ');
  const out: string[] = [''];
  for (const w of words) {
    const cur = out[out.length - 1]!;
    if (cur && (cur + ' ' + w).length > 14 && out.length < 2) out.push(w);
    else out[out.length - 1] = cur ? `${cur} ${w}` : w;
  }
  return out;
}

/**
 * The game's thumbnail, drawn by the site (no outside image): its colours, name and provider. The
 * text sits in the lower left: the lobby puts the favourite star over the top right corner.
 */
export function thumbnailSvg(g: ThumbnailGame): string {
  const [dark, light] = g.colors;
  const title = lines(g.name)
    .map((l, i, all) => `<text x="20" y="${(all.length === 1 ? 158 : 130) + i * 31}" font-size="28" font-weight="700" fill="#fff">${escapeXml(l)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200" role="img" aria-label="${escapeXml(g.name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
<rect width="320" height="200" rx="16" fill="url(#g)"/>
<circle cx="270" cy="40" r="70" fill="#fff" fill-opacity="0.08"/><circle cx="300" cy="190" r="60" fill="#000" fill-opacity="0.12"/>
<g font-family="system-ui, sans-serif">${title}
<text x="20" y="186" font-size="15" fill="#fff" fill-opacity="0.85">${escapeXml(g.provider)} · ${escapeXml(g.category)}</text></g>
</svg>`;
}
