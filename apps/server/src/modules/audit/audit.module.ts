import type { ModuleDeps, ServerModule } from '../../platform/module.js';
import { AUDIT_PRUNE_JOB, armPrune, auditPruneJob } from './audit.jobs.js';
import { type AuditPeople, registerAuditListeners } from './audit.listeners.js';
import { createAuditRepository } from './audit.repository.js';
import { auditRoutes } from './audit.routes.js';
import { createAuditService } from './audit.service.js';

/**
 * The workspace audit log (docs/product.md#audit-log): entries from domain events, in the
 * change's transaction, hash-chained per workspace; its routes, and the daily prune.
 */
export function auditModule({ database, events, queue, now }: ModuleDeps, uses: { people: AuditPeople }) {
  const repository = createAuditRepository(database.db, database.dialect);
  const audit = createAuditService({ db: database.db, repository, now });
  registerAuditListeners(events, audit, uses.people);
  return {
    name: 'audit',
    routes: auditRoutes({ audit }),
    jobs: { [AUDIT_PRUNE_JOB]: auditPruneJob({ audit, queue, now }) },
    start: () => armPrune(queue, now()),
    services: { audit },
  } satisfies ServerModule & { services: unknown };
}
