import {
  type AuditQuery,
  type AuditSettings,
  type AuditVerification,
  auditPageSchema,
} from '@expertos/domain/audit';
import type { z } from 'zod';
import type { ApiClient } from './client';
import { lazyReplies } from './lazy-replies';

/** The replies' schemas, imported beside the first call (lazy-replies.ts). */
const reply = lazyReplies(() => import('@expertos/domain/audit'));

/** A workspace's audit log (docs/product.md#audit-log), for its admins. */

const base = (workspaceId: string) => `/workspaces/${encodeURIComponent(workspaceId)}/audit-log`;

/** `GET …/audit-log`: a page newest first; `next_before` asks for the next. */
export function listAuditEntries(
  client: ApiClient,
  workspaceId: string,
  query: AuditQuery & { before?: number; limit?: number },
): Promise<z.infer<typeof auditPageSchema>> {
  return client.get(base(workspaceId), { query: { ...query }, schema: auditPageSchema });
}

/** `GET …/audit-log/verify`: walks the hash chain. */
export function verifyAuditLog(client: ApiClient, workspaceId: string): Promise<AuditVerification> {
  return client.get(`${base(workspaceId)}/verify`, { schema: reply('auditVerifySchema') });
}

/** `GET …/audit-log/export`: the filtered entries as CSV (recorded in the log). */
export function exportAuditLog(client: ApiClient, workspaceId: string, query: AuditQuery): Promise<Blob> {
  return client.blob(`${base(workspaceId)}/export`, { query: { ...query } });
}

export function auditSettings(client: ApiClient, workspaceId: string): Promise<AuditSettings> {
  return client.get(`${base(workspaceId)}/settings`, { schema: reply('auditSettingsSchema') });
}

export function saveAuditSettings(
  client: ApiClient,
  workspaceId: string,
  settings: AuditSettings,
): Promise<AuditSettings> {
  return client.put(`${base(workspaceId)}/settings`, {
    body: settings,
    schema: reply('auditSettingsSchema'),
  });
}
