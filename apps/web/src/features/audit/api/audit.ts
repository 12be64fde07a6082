import * as audit from '@expertos/api-client/audit';
import type { AuditQuery, AuditSettings } from '@expertos/domain/audit';
import { api } from '@/shared/api/client';

/** The workspace's audit log (docs/product.md#audit-log). */
export const auditQueryKey = (workspaceUid: string, query: AuditQuery) =>
  ['audit-log', workspaceUid, query] as const;
export const auditSettingsKey = (workspaceUid: string) => ['audit-log', workspaceUid, 'settings'] as const;
export const fetchPage = (workspaceUid: string, query: AuditQuery, before?: number) =>
  audit.listAuditEntries(api, workspaceUid, { ...query, ...(before ? { before } : {}) });
export const verify = (workspaceUid: string) => audit.verifyAuditLog(api, workspaceUid);
export const exportCsv = (workspaceUid: string, query: AuditQuery) =>
  audit.exportAuditLog(api, workspaceUid, query);
export const fetchSettings = (workspaceUid: string) => audit.auditSettings(api, workspaceUid);
export const saveSettings = (workspaceUid: string, settings: AuditSettings) =>
  audit.saveAuditSettings(api, workspaceUid, settings);
