import net from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { closeUnusedConnectionsOnClose } from './unused-connections.js';

/** A TCP connection that sends nothing, as a browser's preconnect or a pool's spare socket. */
async function silentConnection(port: number): Promise<{ closed: Promise<void> }> {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { closed: new Promise((resolve) => socket.once('close', () => resolve())) };
}

describe('closing the app', () => {
  it('ends connections that never sent a request, instead of waiting for them', async () => {
    const app = Fastify();
    closeUnusedConnectionsOnClose(app);
    app.get('/', async () => 'ok');
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as net.AddressInfo;
    const silent = await silentConnection(port);

    // Without the hook Node 20 keeps the server open for as long as the silent socket lives
    // (here, with no connection timeout, for ever): the test would time out.
    await app.close();
    await silent.closed;
  });

  it('lets a request in flight finish', async () => {
    const app = Fastify();
    closeUnusedConnectionsOnClose(app);
    let started: () => void = () => undefined;
    const inFlight = new Promise<void>((resolve) => {
      started = resolve;
    });
    let finish: () => void = () => undefined;
    app.get('/slow', async () => {
      started();
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
      return 'done';
    });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const reply = fetch(`${base}/slow`);
    await inFlight;
    const closing = app.close();
    finish();
    const response = await reply;
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('done');
    await closing;
  });
});
