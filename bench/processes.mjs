// Starting and stopping the processes a bench run measures.
import { spawn } from 'node:child_process';
import net from 'node:net';

/** A port nobody listens on now (the server needs a known one: it is part of its public URL). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Spawns `node …args` and resolves once it prints the port it listens on. */
export function startProcess(args, { cwd, env, nodeOptions = [] }) {
  const child = spawn(process.execPath, [...nodeOptions, ...args], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk) => {
      output += String(chunk);
      const match = /PORT=(\d+)|running at http:\/\/localhost:(\d+)/.exec(output);
      if (!match) return;
      child.stdout.off('data', onData);
      // Keep draining what it prints later (warnings) so it never blocks on a full pipe.
      child.stdout.resume();
      resolve({
        child,
        port: Number(match[1] ?? match[2]),
        // SIGTERM lets the server finish and write a CPU profile when one was asked for.
        stop: async () => {
          if (child.exitCode === null) child.kill('SIGTERM');
          await exited;
        },
      });
    };
    child.stdout.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`${args.join(' ')} exited with ${code} before listening:\n${output}`)),
    );
  });
}
