import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));

async function startServer(): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'test/slow-server.ts')], {
    cwd: path.resolve(here, '..'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  for await (const chunk of child.stdout!) {
    output += String(chunk);
    const match = /PORT=(\d+)/.exec(output);
    if (match) return { child, port: Number(match[1]) };
  }
  throw new Error(`server did not start: ${output}`);
}

describe('graceful shutdown on SIGTERM', () => {
  // Starting the real server (compiling it, migrating a new database) is not what is tested,
  // and takes from 10 s alone to 20 s beside the other test workers: it has its own time.
  let server: { child: ChildProcess; port: number };
  beforeAll(async () => {
    server = await startServer();
  }, 120_000);
  afterAll(() => {
    server?.child.kill('SIGKILL');
  });

  it('finishes the request in flight, refuses new connections and exits cleanly', async () => {
    const { child, port } = server;
    const exited = once(child, 'exit');
    const inFlight = fetch(`http://127.0.0.1:${port}/api/test/slow`);
    await new Promise((resolve) => setTimeout(resolve, 250));
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 150));

    const late = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (res) => res.status,
      () => 'refused',
    );
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ finished: true });
    // A new request during shutdown is either refused at the socket or answered 503.
    expect(['refused', 503]).toContain(late);
    const [code] = await exited;
    expect(code).toBe(0);
  }, 20_000);
});
