import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * Closes, when the app closes, the connections that never sent a request. Node 20's
 * `server.close()` closes idle keep-alive connections but not these (a browser's preconnect, a
 * client pool's spare socket): each would hold the shutdown until its connection timeout
 * (REQUEST_TIMEOUT_MS, a minute by default) or the grace period, whichever ends first.
 * A connection that has sent a request is left to Node and to Fastify's own draining.
 */
export function closeUnusedConnectionsOnClose(app: FastifyInstance): void {
  const unused = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    unused.add(socket);
    socket.once('close', () => unused.delete(socket));
  });
  app.server.on('request', (request: { socket: Socket }) => unused.delete(request.socket));
  app.addHook('preClose', async () => {
    for (const socket of unused) socket.destroy();
    unused.clear();
  });
}
