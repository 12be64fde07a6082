#!/usr/bin/env node
// Fills a running server's database with a bench workspace, e.g. to try the views on a
// large workspace:
//   BENCH_TICKETS=10000 node bench/seed/cli.mjs http://localhost:3000 sqlite:./data/app.db
// Prints the two accounts' e-mails (password in people.mjs) and the workspace id.
import { seedWorkspace } from './index.mjs';

const [baseUrl, databaseUrl] = process.argv.slice(2);
if (!baseUrl || !databaseUrl) {
  console.error('usage: node bench/seed/cli.mjs <server url> <DATABASE_URL of that server>');
  process.exit(2);
}
const tickets = Number(process.env.BENCH_TICKETS ?? 100_000);
const seeded = await seedWorkspace({ baseUrl, databaseUrl, tickets, log: console.log });
console.log(
  JSON.stringify(
    {
      workspaceId: seeded.workspaceId,
      owner: seeded.owner.email,
      member: seeded.member.email,
      brands: seeded.brands.map((b) => b.slug),
    },
    null,
    2,
  ),
);
