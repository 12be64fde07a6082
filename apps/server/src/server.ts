import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config.js';

/**
 * Builds the OpenAPI document, listens, and on SIGTERM/SIGINT stops taking new connections, lets requests in flight
 * finish (up to the grace period), closes the database and exits. A second signal or an
 * uncaught error during shutdown exits at once.
 */
export async function listenWithGracefulShutdown(
  app: FastifyInstance,
  config: AppConfig,
): Promise<{ address: string; shutDown(): void }> {
  await app.ready();
  // The OpenAPI document is built before any traffic: a schema the generator cannot describe
  // fails the start, not the first visitor, and the first /api/docs visit does not wait for it.
  // (Here rather than in buildApp: the API tests build hundreds of apps that never listen.)
  app.swagger();
  const address = await app.listen({ host: config.host, port: config.port });
  let closing = false;
  const grace = closeWithGrace(
    { delay: config.shutdownGraceMs, logger: app.log },
    async ({ signal, err }) => {
      closing = true;
      if (err) app.log.error({ err }, 'shutting down after an error');
      else app.log.info({ signal }, 'shutting down: finishing requests in flight');
      await app.close();
    },
  );
  return {
    address,
    // As a signal would (the cluster's primary asks its API processes so); once only.
    shutDown: () => {
      if (!closing) grace.close();
    },
  };
}

/** The address to print: the public URL, or the bound one when the port was chosen by the OS. */
export function displayAddress(app: FastifyInstance, config: AppConfig): string {
  if (config.port !== 0) return config.publicUrl;
  const bound = app.server.address();
  return typeof bound === 'object' && bound ? `http://localhost:${bound.port}` : config.publicUrl;
}
