#!/usr/bin/env node
// Reads a V8 CPU profile (`node --cpu-prof`, or BENCH_CPU_PROF=dir npm run bench) and prints
// where the time went: the functions with the most self time, and self time per package.
//   node bench/cpu-profile.mjs <file.cpuprofile> [top=30]
// (A process with worker threads writes one file per thread: give the main thread's, the largest.)
import fs from 'node:fs';

const args = process.argv.slice(2);
const file = args.find((arg) => arg.endsWith('.cpuprofile'));
if (!file) {
  console.error('usage: node bench/cpu-profile.mjs <file.cpuprofile> [top]');
  process.exit(2);
}
const top = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 30);
const profile = JSON.parse(fs.readFileSync(file, 'utf8'));

// Self time per node: samples × their intervals.
const selfUs = new Map();
for (let i = 0; i < profile.samples.length; i++) {
  const id = profile.samples[i];
  selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
}
const total = [...selfUs.values()].reduce((a, b) => a + b, 0);

function packageOf(url) {
  if (!url) return '(native/vm)';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (url.startsWith('node:')) return 'node core';
  return url.includes('/apps/server/') ? 'server (ours)' : url;
}

const byFunction = new Map();
const byPackage = new Map();
for (const node of profile.nodes) {
  const us = selfUs.get(node.id) ?? 0;
  if (us === 0) continue;
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url
    ? `${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/apps\//, 'apps/')}:${lineNumber + 1}`
    : '';
  const key = `${functionName || '(anonymous)'} ${where}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + us);
  const pkg = packageOf(url);
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + us);
}

const pct = (us) => `${((100 * us) / total).toFixed(1).padStart(5)}%`;
console.log(`total sampled: ${(total / 1e6).toFixed(1)} s\n\nself time by package`);
for (const [pkg, us] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 20))
  console.log(`${pct(us)}  ${pkg}`);
console.log('\nself time by function');
for (const [key, us] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`${pct(us)}  ${key}`);
