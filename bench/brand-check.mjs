#!/usr/bin/env node
// The rule-based brand check (packages/domain/src/brand-check.ts) on a 2,000-character
// caption against 100 off-brand rules, on an Instagram post with a slate: the median and the
// slowest of 200 checks after a warm-up. Target (issue 19): under 5 ms per check.
import { performance } from 'node:perf_hooks';
import { tsImport } from 'tsx/esm/api';

const { checkPost } = await tsImport('@expertos/domain/brand-check', import.meta.url);

const words = ['slow', 'mornings', 'autumn', 'blend', 'ritual', 'leaf', 'steep', 'warm', 'cup', 'calm'];
let caption = '';
for (let i = 0; caption.length < 1_950; i += 1) caption += `${words[i % words.length]} `;
caption = `${caption}cheap #tea #autumn`.slice(0, 2_000);
const offBrand = Array.from({ length: 100 }, (_, i) =>
  i % 3 === 0
    ? `Never say "phrase ${i}"`
    : i % 3 === 1
      ? `Avoid word${i}, other${i} or third${i}`
      : `No topic ${i}`,
);
offBrand[99] = 'Never say cheap';
const input = {
  caption,
  platform: 'instagram',
  purpose: 'growth',
  offBrand,
  slate: {
    targets: { growth: 3, trust_building: 2, sales_promotion: 1 },
    planned: { growth: 3, trust_building: 0, sales_promotion: 1 },
  },
};

for (let i = 0; i < 50; i += 1) checkPost(input);
const times = [];
let findings = 0;
for (let i = 0; i < 200; i += 1) {
  const started = performance.now();
  findings = checkPost(input).length;
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const median = times[100];
const worst = times.at(-1);
console.log(
  `brand check, ${caption.length}-character caption, ${offBrand.length} rules: median ${median.toFixed(2)} ms, ` +
    `slowest ${worst.toFixed(2)} ms, ${findings} findings (target < 5 ms)${median < 5 ? '' : ', OVER'}`,
);
