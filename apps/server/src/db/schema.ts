import type { AiTables } from '../modules/ai/ai.tables.js';
import type { AnalyticsTables } from '../modules/analytics/analytics.tables.js';
import type { ApiKeyTables } from '../modules/api-keys/api-keys.tables.js';
import type { ApprovalTables } from '../modules/approvals/approvals.tables.js';
import type { AssetTables } from '../modules/assets/assets.tables.js';
import type { AuditTables } from '../modules/audit/audit.tables.js';
import type { AuthTables } from '../modules/auth/auth.tables.js';
import type { BillingTables } from '../modules/billing/billing.tables.js';
import type { BrandTables } from '../modules/brand/brand.tables.js';
import type { CalendarTables } from '../modules/calendar/calendar.tables.js';
import type { CommentTables } from '../modules/comments/comments.tables.js';
import type { ContentSeriesTables } from '../modules/content-series/content-series.tables.js';
import type { EvergreenTables } from '../modules/evergreen/evergreen.tables.js';
import type { IntegrationTables } from '../modules/integrations/integrations.tables.js';
import type { InviteTables } from '../modules/invites/invites.tables.js';
import type { MediaTables } from '../modules/media/media.tables.js';
import type { NotificationTables } from '../modules/notifications/notifications.tables.js';
import type { OAuthTables } from '../modules/oauth/oauth.tables.js';
import type { PostImportTables } from '../modules/post-imports/post-imports.tables.js';
import type { ProfileTables } from '../modules/profile/profile.tables.js';
import type { ProjectTables } from '../modules/projects/projects.tables.js';
import type { PublishingTables } from '../modules/publishing/publishing.tables.js';
import type { PushTables } from '../modules/push/push.tables.js';
import type { RecurringTables } from '../modules/recurring/recurring.tables.js';
import type { SocialTables } from '../modules/social/social.tables.js';
import type { SsoTables } from '../modules/sso/sso.tables.js';
import type { TemplateTables } from '../modules/templates/templates.tables.js';
import type { TicketTables } from '../modules/tickets/tickets.tables.js';
import type { TimeTrackingTables } from '../modules/timetracking/timetracking.tables.js';
import type { TryTables } from '../modules/try/try.tables.js';
import type { WorkspaceTables } from '../modules/workspaces/workspaces.tables.js';
import type { IdempotencyKeysTable } from '../platform/idempotency/idempotency.table.js';
import type { JobsTable } from '../platform/jobs/jobs.table.js';
import type { DevMailboxTable } from '../platform/mail/dev-mailbox.table.js';
import type { MailSendsTable } from '../platform/mail/mail-sends.table.js';
import type { RealtimeTables } from '../platform/realtime/realtime.table.js';

/**
 * Table types for Kysely. Column types are the portable ones (see db/portable.ts):
 * timestamps are ISO-8601 text, booleans are integers 0/1, JSON is text.
 */
export interface RolesTable {
  key: string;
  name: string;
  rank: number;
}

export interface DatabaseSchema
  extends AuthTables,
    ProfileTables,
    WorkspaceTables,
    InviteTables,
    ProjectTables,
    TicketTables,
    CommentTables,
    TimeTrackingTables,
    NotificationTables,
    BrandTables,
    IntegrationTables,
    BillingTables,
    AiTables,
    TryTables,
    MediaTables,
    AssetTables,
    CalendarTables,
    PostImportTables,
    ApprovalTables,
    PushTables,
    PublishingTables,
    SocialTables,
    AnalyticsTables,
    ApiKeyTables,
    OAuthTables,
    AuditTables,
    SsoTables,
    TemplateTables,
    RecurringTables,
    EvergreenTables,
    ContentSeriesTables,
    RealtimeTables {
  roles: RolesTable;
  jobs: JobsTable;
  idempotency_keys: IdempotencyKeysTable;
  dev_mailbox: DevMailboxTable;
  mail_sends: MailSendsTable;
}
