import type { BrandCheck } from '@expertos/domain/brand-check.schema';
import type { ModuleDeps, ServerModule } from '../../platform/module.js';
import type { TicketImagesService } from '../tickets/ticket-images.service.js';
import type { TicketsService } from '../tickets/tickets.service.js';
import { createApprovalsRepository } from './approvals.repository.js';
import { approvalsRoutes } from './approvals.routes.js';
import { createApprovalsService } from './approvals.service.js';

/**
 * Approval links (docs/product.md#approval-links): the tickets module moves the posts, the
 * brand module's check shows the approver its findings.
 */
export function approvalsModule(
  { config, database, outboundMail, now }: ModuleDeps,
  deps: {
    tickets: Pick<TicketsService, 'update' | 'setStatusFromOutside'>;
    images: Pick<TicketImagesService, 'file'>;
    check: (ticketId: string) => Promise<BrandCheck>;
  },
) {
  const approvals = createApprovalsService({
    repository: createApprovalsRepository(database.db),
    mail: outboundMail,
    ...deps,
    publicUrl: config.publicUrl,
    now,
  });
  return { name: 'approvals', routes: approvalsRoutes({ approvals }) } satisfies ServerModule;
}
