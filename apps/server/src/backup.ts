import { loadConfig } from './config.js';
import { backup, restore } from './platform/backup/backup.js';

/**
 * `npm run backup -- [--out <folder>]` and `npm run restore -- <folder> [--force]`
 * (docs/operations.md#backups).
 */
async function main() {
  const [command, ...args] = process.argv.slice(2);
  const config = loadConfig();
  const option = (name: string) => {
    const at = args.indexOf(name);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const report =
    command === 'restore'
      ? restore(config, args.find((arg) => !arg.startsWith('--')) ?? usage(), {
          force: args.includes('--force'),
        })
      : await backup(config, { out: option('--out') });
  console.log(`${command === 'restore' ? 'Restored from' : 'Backed up to'} ${report.folder}`);
  for (const file of report.files) console.log(`  ${file.name}  ${(file.bytes / 1024).toFixed(1)} KB`);
  if (report.postgres) {
    console.log('\nThe database is on PostgreSQL: dump it with');
    console.log(`  ${report.postgres.dump}`);
    console.log('and restore that dump with');
    console.log(`  ${report.postgres.restore}`);
  }
}

function usage(): never {
  console.error('usage: npm run restore -- <backup folder> [--force]');
  process.exit(2);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
