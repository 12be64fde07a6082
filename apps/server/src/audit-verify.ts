import { loadConfig } from './config.js';
import { createDatabase } from './db/database.js';
import { createAuditRepository } from './modules/audit/audit.repository.js';
import { createAuditService } from './modules/audit/audit.service.js';

/**
 * `npm run audit:verify [workspace id…]`: walks every workspace's audit chain (or those named)
 * and names the first broken entry of each (docs/product.md#audit-log). Exits 1 when any is broken.
 */
async function main() {
  const config = loadConfig();
  const database = createDatabase(config.database);
  try {
    const repository = createAuditRepository(database.db, database.dialect);
    const audit = createAuditService({ db: database.db, repository, now: () => new Date() });
    const named = process.argv.slice(2);
    const workspaces = named.length > 0 ? named : (await audit.heads()).map((head) => head.workspace_id);
    let broken = 0;
    for (const workspaceId of workspaces) {
      const started = performance.now();
      const result = await audit.verify(workspaceId);
      const took = Math.round(performance.now() - started);
      if (result.ok) console.log(`ok      ${workspaceId}: ${result.checked} entries (${took} ms)`);
      else {
        broken += 1;
        console.log(
          `BROKEN  ${workspaceId}: entry ${result.first_broken_seq} (after ${result.checked} that hold)`,
        );
      }
    }
    if (workspaces.length === 0) console.log('No workspace has an audit log yet.');
    if (broken > 0) process.exitCode = 1;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
