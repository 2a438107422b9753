#!/usr/bin/env node
// `npm run bundle:report`: builds the web app with the bundle visualiser (treemap of every chunk and
// module, apps/web/dist/bundle-report.html, not committed) and prints, from Vite's manifest, the
// JavaScript (gzip -9) each lazy route chunk needs on top of the entry: entry + route chunk + their
// static imports. Chunks a route loads lazily once rendered (e.g. the home's widgets) are listed
// separately; the e2e test js-budget.e2e.ts measures the real first load in Chromium.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? 'apps/web/dist';
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const gz = new Map();
const sizeKb = (file) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024);
  return gz.get(file);
};
/** The chunk's file and, transitively, every chunk it imports statically. */
function closure(key, seen = new Set()) {
  const c = manifest[key];
  if (!c || seen.has(c.file)) return seen;
  seen.add(c.file);
  for (const i of c.imports ?? []) closure(i, seen);
  return seen;
}
const sum = (files) => [...files].reduce((a, f) => a + (f.endsWith('.js') ? sizeKb(f) : 0), 0);

const [entryKey, entry] = Object.entries(manifest).find(([, c]) => c.isEntry);
const base = closure(entryKey);
console.log(`entry ${entry.file}: ${sum(base).toFixed(1)} KB gzip (with its static imports)\n`);
const rows = [];
for (const key of new Set(entry.dynamicImports ?? [])) {
  const files = closure(key, new Set(base));
  const lazy = new Set();
  for (const d of manifest[key].dynamicImports ?? []) for (const f of closure(d, new Set(files))) if (!files.has(f)) lazy.add(f);
  rows.push({ route: manifest[key].name ?? key, 'first load KB': sum(files).toFixed(1), 'loaded later (on render or on demand) KB': sum(lazy).toFixed(1) });
}
rows.sort((a, b) => Number(b['first load KB']) - Number(a['first load KB']));
console.table(rows);
console.log(`\ntreemap: ${path.join(dist, 'bundle-report.html')} (written when built with BUNDLE_REPORT=1)`);
