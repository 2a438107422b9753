#!/usr/bin/env node
// Summarises a V8 .cpuprofile (from `node --cpu-prof`, e.g. BENCH_CPU_PROF=dir npm run bench):
// self time per function and per package/file, so "where the time goes" can be written down.
// Usage: node scripts/cpu-profile-summary.mjs <file.cpuprofile> [top=25] [--requests] [--from=<s>] [--to=<s>]
// --requests counts only samples taken while serving a request (a fastify or node:_http_server
// frame on the stack), leaving out start-up, migrations, seeding and idle time. --from/--to keep only
// the samples of that window (seconds since the profile started; the benchmark prints its phases'
// offsets), e.g. the EL_RefreshBalance load without the plugin loading at start-up.
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const requestsOnly = args.includes('--requests');
const opt = (name) => {
  const a = args.find((x) => x.startsWith(`--${name}=`));
  return a === undefined ? undefined : Number(a.slice(name.length + 3)) * 1e6;
};
const from = opt('from') ?? 0;
const to = opt('to') ?? Infinity;
const [file, topArg] = args.filter((a) => !a.startsWith('--'));
if (!file) {
  console.error('usage: node scripts/cpu-profile-summary.mjs <file.cpuprofile> [top]');
  process.exit(1);
}
const top = Number(topArg ?? 25);
const prof = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(prof.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const servingMemo = new Map();
/** True when a node lies under a frame that serves an HTTP request. */
function serving(id) {
  if (servingMemo.has(id)) return servingMemo.get(id);
  const url = byId.get(id).callFrame.url || '';
  const p = parent.get(id);
  const v = url.includes('/fastify/') || url.includes('node:_http_server') || (p !== undefined && serving(p));
  servingMemo.set(id, v);
  return v;
}
const self = new Map();
const dt = prof.timeDeltas;
let at = 0;
for (let i = 0; i < prof.samples.length; i++) {
  at += dt[i] ?? 0;
  if (at < from || at > to) continue;
  if (requestsOnly && !serving(prof.samples[i])) continue;
  self.set(prof.samples[i], (self.get(prof.samples[i]) ?? 0) + (dt[i] ?? 0));
}
const total = [...self.values()].reduce((a, b) => a + b, 0);

/** Where a function lives: the npm package, or the repository path, or a V8 category. */
function place(cf) {
  const url = cf.url || '';
  if (!url) return `(${cf.functionName || 'native'})`;
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + 13).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (url.startsWith('node:')) return url;
  const repo =
    url.indexOf('/apps/') >= 0 ? url.slice(url.indexOf('/apps/') + 1) : url.indexOf('/packages/') >= 0 ? url.slice(url.indexOf('/packages/') + 1) : url;
  return repo.replace(/^file:\/\//, '');
}

const fnTime = new Map();
const placeTime = new Map();
for (const [id, t] of self) {
  const cf = byId.get(id).callFrame;
  const fn = `${cf.functionName || '(anonymous)'}  ${place(cf)}${cf.url ? `:${cf.lineNumber + 1}` : ''}`;
  fnTime.set(fn, (fnTime.get(fn) ?? 0) + t);
  const p = place(cf);
  placeTime.set(p, (placeTime.get(p) ?? 0) + t);
}
const pct = (t) => `${((100 * t) / total).toFixed(1).padStart(5)} %`;
console.log(`total sampled ${(total / 1000).toFixed(0)} ms\n\nby package / file (self time):`);
for (const [p, t] of [...placeTime].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${pct(t)}  ${p}`);
console.log('\nby function (self time):');
for (const [f, t] of [...fnTime].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${pct(t)}  ${f}`);
