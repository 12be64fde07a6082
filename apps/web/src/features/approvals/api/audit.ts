import type { ApprovalAuditQuery } from '@expertos/domain/approvals/audit';
import { api } from '@/shared/api/client';

/** `GET /projects/{projectUid}/approval-audit.csv`: every decision of the brand, for its admins. */
export function exportApprovalAudit(projectUid: string, query: ApprovalAuditQuery): Promise<Blob> {
  return api.blob(`/projects/${encodeURIComponent(projectUid)}/approval-audit.csv`, { query });
}
