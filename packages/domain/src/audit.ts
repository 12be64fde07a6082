import { z } from 'zod';
import { calendarDateSchema } from './dates';

/** A workspace's audit log (docs/product.md#audit-log). */

/** How long entries are kept unless a workspace admin chooses otherwise, and the bounds. */
export const AUDIT_RETENTION_DEFAULT_DAYS = 365;
export const AUDIT_RETENTION_MIN_DAYS = 30;
export const AUDIT_RETENTION_MAX_DAYS = 2555;
/** Entries on one page, unless asked for fewer. */
export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_PAGE_MAX = 200;
/** The hash before a workspace's first entry. */
export const AUDIT_GENESIS_HASH = '0'.repeat(64);

/** Who did it: a person signed in, a key (or connected app) acting for one, or the product itself. */
export const AUDIT_ACTOR_KINDS = ['person', 'key', 'system'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

/** What happened, and how the log says it. */
export const AUDIT_ACTIONS = {
  'member.joined': 'Joined the workspace',
  'member.removed': 'Removed from the workspace',
  'member.access_changed': 'Role or brand access changed',
  'member.signed_out': 'Signed out everywhere',
  'invite.sent': 'Invited',
  'invite.revoked': 'Invite revoked',
  'workspace_key.created': 'Workspace API key made',
  'workspace_key.revoked': 'Workspace API key revoked',
  'member.signed_in': 'Signed in',
  'member.sign_in_failed': 'Sign-in failed (wrong password)',
  'member.password_changed': 'Password changed',
  'member.two_factor_on': 'Two-step verification turned on',
  'member.two_factor_off': 'Two-step verification turned off',
  'member.passkey_added': 'Passkey added',
  'member.passkey_removed': 'Passkey removed',
  'member.api_key_created': 'Personal API key made',
  'brand.created': 'Brand made',
  'brand.deleted': 'Brand deleted, with its tasks and files',
  'ticket.deleted': 'Task deleted',
  'integration.disabled': 'Integration switched off',
  'workspace.two_factor_required': 'Two-step verification required of members',
  'workspace.two_factor_not_required': 'Two-step verification no longer required',
  'workspace.sso_configured': 'Single sign-on set up or changed',
  'workspace.sso_removed': 'Single sign-on removed',
  'workspace.sso_required': 'Single sign-on required of the domains’ members',
  'workspace.sso_not_required': 'Single sign-on no longer required',
  'sso_domain.added': 'Domain added for single sign-on',
  'sso_domain.verified': 'Domain verified',
  'sso_domain.removed': 'Domain removed',
  'billing.subscription_changed': 'Subscription changed (plan, seats or status)',
  'tickets.exported': 'Tasks exported as CSV',
  'audit_log.exported': 'Audit log exported',
  'audit_log.retention_changed': 'Audit log retention changed',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const AUDIT_ACTION_KEYS = Object.keys(AUDIT_ACTIONS) as [AuditAction, ...AuditAction[]];

/**
 * The text an entry's hash covers: its fields as JSON with keys in order at every depth, so the
 * same entry always gives the same bytes (whatever the database or the order columns are read).
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, field]) => field !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(',')}}`;
}

export const auditEntrySchema = z.object({
  seq: z.number().int(),
  at: z.string(),
  actor: z.object({
    kind: z.enum(AUDIT_ACTOR_KINDS),
    id: z.string().nullable(),
    name: z.string().nullable(),
  }),
  action: z.enum(AUDIT_ACTION_KEYS),
  target: z.object({ kind: z.string().nullable(), id: z.string().nullable(), name: z.string().nullable() }),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  /** Pass as `before` for the next (older) page; null on the last. */
  next_before: z.number().int().nullable(),
});

const filterText = z.string().trim().min(1).max(200);

/** Filters of the log and its export: who, what, on what, and UTC days (both included). */
export const auditQuerySchema = z
  .object({
    actor: filterText.optional(),
    action: z.enum(AUDIT_ACTION_KEYS).optional(),
    target: filterText.optional(),
    from: calendarDateSchema.optional(),
    to: calendarDateSchema.optional(),
  })
  .superRefine((query, ctx) => {
    if (query.from && query.to && query.to < query.from)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'The end date is before the start date.' });
  });
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditPageQuerySchema = auditQuerySchema.and(
  z.object({
    before: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
    limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).default(AUDIT_PAGE_SIZE),
  }),
);

export const auditVerifySchema = z.object({
  ok: z.boolean(),
  /** Entries checked (those kept; older ones pruned by retention are vouched for by the anchor). */
  checked: z.number().int(),
  /** The first entry whose hash does not match: the log was changed there. */
  first_broken_seq: z.number().int().nullable(),
});
export type AuditVerification = z.infer<typeof auditVerifySchema>;

export const auditSettingsSchema = z.object({
  retention_days: z.number().int().min(AUDIT_RETENTION_MIN_DAYS).max(AUDIT_RETENTION_MAX_DAYS),
});
export type AuditSettings = z.infer<typeof auditSettingsSchema>;

/** The columns of the CSV export, in order. */
export const AUDIT_CSV_COLUMNS = [
  'Sequence',
  'Time (UTC)',
  'Actor kind',
  'Actor',
  'Action',
  'Target kind',
  'Target',
  'Address',
  'Browser',
  'Details',
  'Hash',
] as const;
