#!/usr/bin/env node
// Runs one npm script in every workspace that has it, as many at once as the machine has cores,
// the largest workspace first; each one's output is printed whole when it ends, with its time.
//   node scripts/workspaces-parallel.mjs <script>
// `npm run <script> --workspaces` runs them one after another, and each of them (tsc, vite) keeps
// one core busy: on a 2-core machine the type check of every workspace took twice its time
// (docs/testing.md#where-the-time-goes).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [script] = process.argv.slice(2);
if (!script) {
  console.error('usage: node scripts/workspaces-parallel.mjs <script>');
  process.exit(2);
}

/** The root package.json's workspace entries: a folder, or a folder of folders (`apps/*`). */
function workspaceDirs() {
  const { workspaces } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  return workspaces.flatMap((entry) => {
    if (!entry.endsWith('/*')) return [path.join(root, entry)];
    const parent = path.join(root, entry.slice(0, -2));
    return fs
      .readdirSync(parent, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => path.join(parent, d.name));
  });
}

/** How many source files a folder holds: the longest runs start first, so none is left alone at the end. */
function sourceCount(dir) {
  let count = 0;
  const walk = (folder) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.') || entry.name === 'dist') continue;
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(ts|tsx|mjs)$/.test(entry.name)) count += 1;
    }
  };
  walk(dir);
  return count;
}

const targets = workspaceDirs()
  .filter((dir) => fs.existsSync(path.join(dir, 'package.json')))
  .filter((dir) => JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).scripts?.[script])
  .map((dir) => ({ dir, size: sourceCount(dir) }))
  .sort((a, b) => b.size - a.size);

function run({ dir }) {
  const name = path.relative(root, dir);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], { cwd: dir, env: process.env });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(
        `\n── ${name}: npm run ${script} (${seconds} s) ${code === 0 ? 'ok' : `failed (${code})`}\n`,
      );
      process.stdout.write(output);
      resolve(code === 0);
    });
  });
}

const queue = [...targets];
const results = [];
const lanes = Array.from({ length: Math.min(os.availableParallelism(), queue.length) }, async () => {
  while (queue.length > 0) results.push(await run(queue.shift()));
});
await Promise.all(lanes);
const failed = results.filter((ok) => !ok).length;
if (failed > 0) {
  console.error(`\n${failed} of ${targets.length} workspaces failed npm run ${script}`);
  process.exit(1);
}
