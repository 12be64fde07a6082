#!/usr/bin/env node
// `npm run dev`: the API with restart on change (port 3000) and Vite with hot reload
// (port 5173, proxying /api to the API). Open http://localhost:5173.
import { spawn } from 'node:child_process';

const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'apps/server/src/main.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173',
      // One process while developing: --watch restarts it whole, and a debugger sees everything.
      WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? '1',
    },
  }),
  spawn('npm', ['run', 'dev', '-w', '@expertos/web'], { stdio: 'inherit' }),
];

// Demo results for the newest brand once the API answers (scripts/dev-seed-analytics.ts): only
// a brand with none yet, so a restart adds nothing.
const api = `http://127.0.0.1:${process.env.PORT ?? 3000}/api/ready`;
(async () => {
  for (let i = 0; i < 120; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const ready = await fetch(api).then(
      (res) => res.ok,
      () => false,
    );
    if (!ready) continue;
    children.push(
      spawn(process.execPath, ['--import', 'tsx', 'scripts/dev-seed-analytics.ts', '--if-empty'], {
        stdio: 'inherit',
      }),
    );
    return;
  }
})();

const stop = (signal) => {
  for (const child of children) child.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children) {
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
}
