/**
 * The logging a platform service needs: pino's call shape (`logger.info({ fields }, 'message')`),
 * so Fastify's `app.log`, a pino instance or a test's recorder all fit.
 */
export interface Logger {
  debug(fields: object, message?: string): void;
  info(fields: object, message?: string): void;
  warn(fields: object, message?: string): void;
  error(fields: object, message?: string): void;
}
