import { PRODUCT_NAME } from '@expertos/domain/product';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { displayAddress, listenWithGracefulShutdown } from './server.js';

async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  await listenWithGracefulShutdown(app, config);
  const address = displayAddress(app, config);
  app.log.info({ address }, 'server started');
  // Printed plainly as well, for whoever just ran `npm start`.
  console.log(`\n  ${PRODUCT_NAME} is running at ${address}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
