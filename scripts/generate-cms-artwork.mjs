// Writes the site's own CMS artwork (simple SVGs, and their WebPs) and the demo 'Contratto di gioco' PDF into apps/web/public/cms.
// Run from the repository root: node scripts/generate-cms-artwork.mjs (the output is committed).
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { writeWebpBesideSvgs } from './svg-to-raster.mjs';
const root = path.resolve('apps/web/public/cms');
const w = (rel, s) => {
  const f = path.join(root, rel);
  mkdirSync(path.dirname(f), { recursive: true });
  writeFileSync(f, s.replace(/\n\s*/g, ''));
};

const hero = (c1, c2, shapes, vw = 1600, vh = 600) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${vw} ${vh}" preserveAspectRatio="xMidYMid slice">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient></defs>
<rect width="${vw}" height="${vh}" fill="url(#g)"/>${shapes}</svg>`;
const circles = (color, list) => list.map(([x, y, r, o]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${color}" opacity="${o}"/>`).join('');
const ball = (x, y, r) =>
  `<g transform="translate(${x} ${y})"><circle r="${r}" fill="#fff"/><path d="M0 ${-r * 0.45} ${r * 0.43} ${-r * 0.14} ${r * 0.27} ${r * 0.36} ${-r * 0.27} ${r * 0.36} ${-r * 0.43} ${-r * 0.14}Z" fill="#15211c"/></g>`;
const card = (x, y, s, rot, sym, col) =>
  `<g transform="translate(${x} ${y}) rotate(${rot})"><rect x="${-s * 0.35}" y="${-s / 2}" width="${s * 0.7}" height="${s}" rx="${s * 0.06}" fill="#fff"/><text x="0" y="${s * 0.12}" font-size="${s * 0.45}" text-anchor="middle" fill="${col}" font-family="serif">${sym}</text></g>`;
const chip = (x, y, r, c) =>
  `<g transform="translate(${x} ${y})"><circle r="${r}" fill="${c}"/><circle r="${r * 0.7}" fill="none" stroke="#fff" stroke-width="${r * 0.12}" stroke-dasharray="${r * 0.3} ${r * 0.25}"/></g>`;

w(
  'hero/benvenuto.svg',
  hero(
    '#0b3d2e',
    '#12664c',
    circles('#f5c542', [
      [1300, 120, 220, 0.18],
      [1450, 480, 140, 0.22],
      [1100, 420, 60, 0.3],
    ]) + ball(1250, 300, 110),
  ),
);
w(
  'hero/benvenuto-mobile.svg',
  hero(
    '#0b3d2e',
    '#12664c',
    circles('#f5c542', [
      [640, 80, 200, 0.18],
      [80, 260, 90, 0.15],
    ]) + ball(650, 170, 90),
    800,
    1000,
  ),
);
w(
  'hero/scommesse.svg',
  hero(
    '#0f3a6b',
    '#1f7a4d',
    `<rect x="900" y="80" width="600" height="440" rx="20" fill="none" stroke="#fff" stroke-width="6" opacity=".35"/><line x1="1200" y1="80" x2="1200" y2="520" stroke="#fff" stroke-width="6" opacity=".35"/><circle cx="1200" cy="300" r="80" fill="none" stroke="#fff" stroke-width="6" opacity=".35"/>` +
      ball(1350, 380, 60),
  ),
);
w(
  'hero/casino.svg',
  hero(
    '#3b0b2e',
    '#8a1c3a',
    chip(1150, 200, 90, '#f5c542') + chip(1350, 380, 110, '#12664c') + chip(1000, 430, 70, '#1d4f91') + card(1450, 170, 200, 14, '♥', '#b3261e'),
  ),
);
w(
  'hero/live.svg',
  hero(
    '#111827',
    '#7c2d12',
    `<circle cx="1250" cy="300" r="220" fill="#14532d"/><circle cx="1250" cy="300" r="150" fill="#166534" stroke="#f5c542" stroke-width="8"/><circle cx="1250" cy="300" r="20" fill="#f5c542"/>` +
      circles('#ef4444', [[120, 80, 14, 1]]),
  ),
);
w(
  'hero/app.svg',
  hero(
    '#1e1b4b',
    '#0b3d2e',
    `<rect x="1150" y="70" width="260" height="480" rx="36" fill="#0f172a" stroke="#f5c542" stroke-width="8"/><rect x="1175" y="120" width="210" height="360" rx="10" fill="#12664c"/>` +
      ball(1280, 300, 60),
  ),
);
w(
  'hero/poker.svg',
  hero('#0b3d2e', '#052e1f', card(1150, 300, 260, -12, '♠', '#15211c') + card(1330, 290, 260, 10, 'A', '#b3261e') + chip(1000, 470, 60, '#b3261e')),
);
w(
  'hero/carte.svg',
  hero('#7c2d12', '#b45309', card(1100, 300, 240, -18, '♣', '#15211c') + card(1250, 280, 240, 0, '♦', '#b3261e') + card(1400, 300, 240, 18, '7', '#15211c')),
);
w(
  'hero/lotterie.svg',
  hero(
    '#1d4f91',
    '#0f766e',
    [
      [1050, 200, '7'],
      [1250, 330, '21'],
      [1420, 180, '90'],
      [1150, 450, '48'],
    ]
      .map(
        ([x, y, n]) =>
          `<circle cx="${x}" cy="${y}" r="85" fill="#fff"/><text x="${x}" y="${y + 28}" font-size="80" text-anchor="middle" font-family="sans-serif" font-weight="700" fill="#1d4f91">${n}</text>`,
      )
      .join(''),
  ),
);
w(
  'hero/bingo.svg',
  hero(
    '#581c87',
    '#be185d',
    `<g fill="#fff" opacity=".9">${Array.from({ length: 15 }, (_, i) => `<rect x="${1000 + (i % 5) * 100}" y="${150 + Math.floor(i / 5) * 100}" width="86" height="86" rx="10"/>`).join('')}</g>` +
      circles('#f5c542', [
        [1150, 300, 30, 1],
        [1350, 200, 30, 1],
      ]),
  ),
);

const thumb = (c1, c2, inner) => hero(c1, c2, inner, 400, 240);
w(
  'promo/multipla.svg',
  thumb('#0f3a6b', '#12664c', ball(300, 120, 60) + `<text x="40" y="140" font-size="64" font-family="sans-serif" font-weight="800" fill="#f5c542">x5</text>`),
);
w(
  'promo/giri-gratis.svg',
  thumb(
    '#3b0b2e',
    '#8a1c3a',
    `<g font-size="70" font-family="sans-serif" font-weight="800" fill="#f5c542"><text x="60" y="150">7</text><text x="170" y="150">7</text><text x="280" y="150">7</text></g>`,
  ),
);
w(
  'promo/quota-maggiorata.svg',
  thumb(
    '#14532d',
    '#15803d',
    `<path d="M60 180 160 110 230 140 340 60" fill="none" stroke="#f5c542" stroke-width="14" stroke-linecap="round"/><path d="M300 55h45v45" fill="none" stroke="#f5c542" stroke-width="14" stroke-linecap="round"/>`,
  ),
);
w('promo/poker.svg', thumb('#0b3d2e', '#052e1f', card(160, 120, 150, -10, '♠', '#15211c') + card(250, 120, 150, 10, 'K', '#b3261e')));

const news = [
  ['ippica', '#78350f', '#a16207'],
  ['prelievi', '#0b3d2e', '#1c7c4a'],
  ['limiti', '#1d4f91', '#0f766e'],
  ['tornei', '#3b0b2e', '#8a1c3a'],
  ['app', '#1e1b4b', '#0b3d2e'],
  ['provider-1', '#14532d', '#166534'],
  ['provider-2', '#0f3a6b', '#1e40af'],
  ['provider-3', '#7c2d12', '#9a3412'],
];
for (const [n, a, b] of news)
  w(
    `news/${n}.svg`,
    thumb(
      a,
      b,
      circles('#ffffff', [
        [320, 60, 90, 0.12],
        [80, 200, 70, 0.1],
      ]) + (n.startsWith('provider') ? ball(200, 120, 55) : `<rect x="150" y="70" width="100" height="100" rx="20" fill="#f5c542" opacity=".9"/>`),
    ),
  );

w(
  'widget/cash-out.svg',
  hero(
    '#0b3d2e',
    '#12664c',
    `<rect x="220" y="120" width="360" height="360" rx="30" fill="#fff"/><text x="400" y="330" font-size="150" text-anchor="middle" font-family="sans-serif" font-weight="800" fill="#12664c">€</text>` +
      circles('#f5c542', [
        [650, 140, 50, 0.9],
        [160, 480, 40, 0.8],
      ]),
    800,
    600,
  ),
);
w(
  'widget/cash-out-mobile.svg',
  hero(
    '#0b3d2e',
    '#12664c',
    `<rect x="250" y="100" width="300" height="300" rx="30" fill="#fff"/><text x="400" y="300" font-size="130" text-anchor="middle" font-family="sans-serif" font-weight="800" fill="#12664c">€</text>`,
    800,
    500,
  ),
);

const icon = (inner) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" fill="none" stroke="currentColor" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"><g stroke="#12664c">${inner}</g></svg>`;
const icons = {
  bussola: '<circle cx="24" cy="24" r="18"/><path d="M30 18 26 26 18 30 22 22Z" fill="#f5c542"/>',
  promo: '<path d="M8 20h32v20H8z"/><path d="M6 14h36v6H6z"/><path d="M24 14v26"/><path d="M24 14c-4-8-12-6-8 0m8 0c4-8 12-6 8 0"/>',
  faq: '<circle cx="24" cy="24" r="18"/><path d="M19 19a5 5 0 1 1 7 5c-2 1-2 2-2 4"/><circle cx="24" cy="34" r="1.5" fill="#12664c"/>',
  casino:
    '<rect x="8" y="8" width="32" height="32" rx="6"/><circle cx="17" cy="17" r="2" fill="#12664c"/><circle cx="31" cy="31" r="2" fill="#12664c"/><circle cx="24" cy="24" r="2" fill="#12664c"/>',
  poker: '<path d="M24 8c6 8 14 12 14 19a7 7 0 0 1-12 5l2 8h-8l2-8a7 7 0 0 1-12-5c0-7 8-11 14-19z"/>',
  scudo: '<path d="M24 6 40 12v12c0 9-7 15-16 18C15 39 8 33 8 24V12z"/><path d="m17 24 5 5 9-10"/>',
  contatti: '<rect x="6" y="12" width="36" height="24" rx="4"/><path d="m6 14 18 12 18-12"/>',
  conto: '<circle cx="24" cy="17" r="7"/><path d="M10 40c2-8 8-11 14-11s12 3 14 11"/>',
  pagamenti: '<rect x="6" y="12" width="36" height="24" rx="4"/><path d="M6 20h36M12 30h8"/>',
  bonus: '<path d="m24 6 5 11 12 1-9 8 3 12-11-6-11 6 3-12-9-8 12-1z"/>',
  sport: '<circle cx="24" cy="24" r="18"/><path d="m24 14 7 5-3 8h-8l-3-8z"/>',
};
for (const [n, inner] of Object.entries(icons)) w(`nav/${n}.svg`, icon(inner));
for (const n of ['conto', 'pagamenti', 'bonus', 'sport', 'scudo']) w(`faq/${n}.svg`, icon(icons[n]));
w(
  'logo-betsite.svg',
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 40"><rect width="40" height="40" rx="10" fill="#f5c542"/><path d="M11 10h11a6 6 0 0 1 1 12A6 6 0 0 1 22 34H11zm5 5v4h6a2 2 0 0 0 0-4zm0 9v5h6a2.5 2.5 0 0 0 0-5z" fill="#0b3d2e"/><text x="50" y="28" font-size="22" font-family="sans-serif" font-weight="700" fill="#fff">Betsite</text></svg>`,
);

// A small, valid one-page PDF written by hand (text only), with a correct xref table.
const lines = [
  'Betsite Italia S.r.l. - Contratto di gioco a distanza',
  '',
  '1. Oggetto: apertura e gestione del conto gioco.',
  '2. Il conto e personale e non cedibile.',
  '3. Ricariche e prelievi con strumenti intestati al titolare.',
  '4. Limiti di deposito e autoesclusione secondo la normativa ADM.',
  '5. Il gioco e vietato ai minori di 18 anni.',
];
const stream = `BT /F1 12 Tf 56 780 Td 16 TL ${lines.map((l) => `(${l}) Tj T*`).join(' ')} ET`;
const objs = [
  '<< /Type /Catalog /Pages 2 0 R >>',
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
  `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
];
let pdf = '%PDF-1.4\n';
const offs = [];
objs.forEach((o, i) => {
  offs.push(pdf.length);
  pdf += `${i + 1} 0 obj\n${o}\nendobj\n`;
});
const xref = pdf.length;
pdf += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n${offs.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}trailer\n<< /Size ${objs.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
mkdirSync(path.join(root, 'docs'), { recursive: true });
writeFileSync(path.join(root, 'docs/contratto-di-gioco.pdf'), pdf);

// The pages show the artwork as WebP (scripts/svg-to-raster.mjs): the wide pictures (heroes, widgets)
// at their own size, which is already twice a phone's width; cards and icons at twice theirs.
await writeWebpBesideSvgs(
  readdirSync(root, { recursive: true })
    .filter((f) => f.endsWith('.svg'))
    .map((f) => path.join(root, f)),
  (width) => (width >= 800 ? 1 : 2),
  0.8,
);
