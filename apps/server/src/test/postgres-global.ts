import { dropOrphanCopies } from './postgres-reuse.js';

/**
 * The PostgreSQL tier's set-up and tear-down (vitest.config.ts): drops the test databases of
 * test processes that are gone, left by an earlier run at its start and by this run at its end
 * (each process keeps its last emptied copies for its next file: postgres-reuse.ts).
 */
export async function setup() {
  const url = process.env.TEST_POSTGRES_URL;
  if (url) await dropOrphanCopies(url);
}

export async function teardown() {
  const url = process.env.TEST_POSTGRES_URL;
  // Every test is done: the workers' copies too, should the workers not have exited yet.
  if (url) await dropOrphanCopies(url, { ofChildren: true });
}
