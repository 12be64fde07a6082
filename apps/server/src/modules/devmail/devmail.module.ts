import { createDevMailbox } from '../../platform/mail/dev-mailbox.js';
import type { ModuleDeps, ServerModule } from '../../platform/module.js';
import { devMailboxEnabled, devMailboxRoutes } from './devmail.routes.js';

/** The dev mailbox lists every kept e-mail: never in production, only on a loopback address. */
export function devmailModule({ database, config }: ModuleDeps): ServerModule {
  if (!devMailboxEnabled(config)) return { name: 'devmail' };
  return { name: 'devmail', routes: devMailboxRoutes({ mailbox: createDevMailbox(database.db) }) };
}
