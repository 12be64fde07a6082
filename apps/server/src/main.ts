import { PRODUCT_NAME } from '@expertos/domain/product';
import { buildApp } from './app.js';
import { apiProcessCount, isClusterApiProcess, runApiProcess, runPrimary } from './cluster.js';
import { ConfigError, loadConfig } from './config.js';
import { displayAddress, listenWithGracefulShutdown } from './server.js';

async function main() {
  const config = loadConfig();
  if (isClusterApiProcess()) return runApiProcess(config);
  const count = apiProcessCount(config);
  let address: string;
  if (count > 1) {
    ({ address } = await runPrimary(config, count));
  } else {
    const app = await buildApp(config);
    await listenWithGracefulShutdown(app, config);
    address = displayAddress(app, config);
  }
  // Printed plainly, for whoever just ran `npm start`.
  const processes = count > 1 ? ` (${count} API processes)` : '';
  console.log(`\n  ${PRODUCT_NAME} is running at ${address}${processes}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
