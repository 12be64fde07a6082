import type { Migration } from 'kysely';
import { migration0001Roles } from './0001-roles.js';
import { migration0002Jobs } from './0002-jobs.js';
import { migration0003DevMailbox } from './0003-dev-mailbox.js';
import { migration0004Identities } from './0004-identities.js';
import { migration0005Profiles } from './0005-profiles.js';
import { migration0006Workspaces } from './0006-workspaces.js';
import { migration0007Tickets } from './0007-tickets.js';
import { migration0008TicketSortIndexes } from './0008-ticket-sort-indexes.js';
import { migration0009Collaboration } from './0009-collaboration.js';
import { migration0010StorageSizes } from './0010-storage-sizes.js';
import { migration0011JobConcurrency } from './0011-job-concurrency.js';
import { migration0012BrandProfile } from './0012-brand-profile.js';
import { migration0013BrandContentIndexes } from './0013-brand-content-indexes.js';
import { migration0014NotificationBrand } from './0014-notification-brand.js';
import { migration0015Integrations } from './0015-integrations.js';
import { migration0016IntegrationInstallStates } from './0016-integration-install-states.js';
import { migration0017Billing } from './0017-billing.js';
import { migration0018TicketSortIndexFilters } from './0018-ticket-sort-index-filters.js';
import { migration0019TicketFilterIndexColumns } from './0019-ticket-filter-index-columns.js';
import { migration0020ListVersions } from './0020-list-versions.js';
import { migration0021AiUsage } from './0021-ai-usage.js';
import { migration0022TryDrafts } from './0022-try-drafts.js';
import { migration0023Videos } from './0023-videos.js';
import { migration0024VideoPlayback } from './0024-video-playback.js';
import { migration0025CalendarFeeds } from './0025-calendar-feeds.js';
import { migration0026TicketIntegrationLinks } from './0026-ticket-integration-links.js';
import { migration0027JiraInbound } from './0027-jira-inbound.js';
import { migration0028JiraPeople } from './0028-jira-people.js';
import { migration0029GoogleCalendar } from './0029-google-calendar.js';
import { migration0030Social } from './0030-social.js';
import { migration0031PostImports } from './0031-post-imports.js';
import { migration0032Approvals } from './0032-approvals.js';
import { migration0033Push } from './0033-push.js';
import { migration0034NotificationChannels } from './0034-notification-channels.js';
import { migration0035LiveUpdates } from './0035-live-updates.js';
import { migration0037MailSends } from './0037-mail-sends.js';
import { migration0038IntegrationUrlSecrets } from './0038-integration-url-secrets.js';
import { migration0039Publishing } from './0039-publishing.js';
import { migration0040PublishingSettings } from './0040-publishing-settings.js';
import { migration0041MastodonApps } from './0041-mastodon-apps.js';
import { migration0042ChannelTokens } from './0042-channel-tokens.js';
import { migration0043VideoCopies } from './0043-video-copies.js';
import { migration0044VideoFrameRate } from './0044-video-frame-rate.js';
import { migration0045Analytics } from './0045-analytics.js';
import { migration0046TicketPillar } from './0046-ticket-pillar.js';
import { migration0047AnalyticsReviews } from './0047-analytics-reviews.js';
import { migration0048ImportedPostLabels } from './0048-imported-post-labels.js';
import { migration0049ShareResults } from './0049-share-results.js';
import { migration0050AnalyticsVersions } from './0050-analytics-versions.js';
import { migration0051AnalyticsBudget } from './0051-analytics-budget.js';
import { migration0052ApprovalWorkflows } from './0052-approval-workflows.js';
import { migration0053ApprovalRounds } from './0053-approval-rounds.js';
import { migration0054ApprovalVersions } from './0054-approval-versions.js';
import { migration0055CommentAnchors } from './0055-comment-anchors.js';
import { migration0056ApprovalTimers } from './0056-approval-timers.js';
import { migration0057ApprovalPortalLinks } from './0057-approval-portal-links.js';
import { migration0058SavedVariants } from './0058-saved-variants.js';
import { migration0059ApiKeys } from './0059-api-keys.js';
import { migration0060IdempotencyKeys } from './0060-idempotency-keys.js';
import { migration0061WorkspaceKeys } from './0061-workspace-keys.js';
import { migration0062KeyBrands } from './0062-key-brands.js';
import { migration0063OAuth } from './0063-oauth.js';
import { migration0064TwoFactorCodes } from './0064-two-factor-codes.js';
import { migration0065PushClaims } from './0065-push-claims.js';
import { migration0066AuditLog } from './0066-audit-log.js';
import { migration0067Passkeys } from './0067-passkeys.js';
import { migration0068KnownDevices } from './0068-known-devices.js';
import { migration0069WorkspaceTwoFactor } from './0069-workspace-two-factor.js';
import { migration0070SingleSignOn } from './0070-single-sign-on.js';
import { migration0071AuditSearch } from './0071-audit-search.js';
import { migration0072AssetLibrary } from './0072-asset-library.js';
import { migration0073AssetDriveImports } from './0073-asset-drive-imports.js';
import { migration0074ProfileLanguage } from './0074-profile-language.js';
import { migration0075ProfileTimeZone } from './0075-profile-time-zone.js';
import { migration0076BrandLanguage } from './0076-brand-language.js';
import { migration0077Checklists } from './0077-checklists.js';
import { migration0078Subtasks } from './0078-subtasks.js';
import { migration0079TicketTemplates } from './0079-ticket-templates.js';
import { migration0080RecurringSeries } from './0080-recurring-series.js';
import { migration0081RecurringHolidays } from './0081-recurring-holidays.js';
import { migration0082Evergreen } from './0082-evergreen.js';
import { migration0083ContentSeries } from './0083-content-series.js';
import { migration0084ContentSeriesCadence } from './0084-content-series-cadence.js';
import { migration0085BrandClosedDays } from './0085-brand-closed-days.js';
import { migration0086TicketSummaryTrigrams } from './0086-ticket-summary-trigrams.js';
import { migration0087RecurringSeriesWorkspace } from './0087-recurring-series-workspace.js';
import { migration0088TicketStatusSortIndexes } from './0088-ticket-status-sort-indexes.js';
import { migration0089ProjectStorage } from './0089-project-storage.js';
import { migration0090ForeignKeyIndexes } from './0090-foreign-key-indexes.js';

/**
 * Every migration, in order. Listed statically (not read from a folder) so the bundled
 * server carries them; names sort in the order they must run.
 */
export const migrations: Record<string, Migration> = {
  '0001-roles': migration0001Roles,
  '0002-jobs': migration0002Jobs,
  '0003-dev-mailbox': migration0003DevMailbox,
  '0004-identities': migration0004Identities,
  '0005-profiles': migration0005Profiles,
  '0006-workspaces': migration0006Workspaces,
  '0007-tickets': migration0007Tickets,
  '0008-ticket-sort-indexes': migration0008TicketSortIndexes,
  '0009-collaboration': migration0009Collaboration,
  '0010-storage-sizes': migration0010StorageSizes,
  '0011-job-concurrency': migration0011JobConcurrency,
  '0012-brand-profile': migration0012BrandProfile,
  '0013-brand-content-indexes': migration0013BrandContentIndexes,
  '0014-notification-brand': migration0014NotificationBrand,
  '0015-integrations': migration0015Integrations,
  '0016-integration-install-states': migration0016IntegrationInstallStates,
  '0017-billing': migration0017Billing,
  '0018-ticket-sort-index-filters': migration0018TicketSortIndexFilters,
  '0019-ticket-filter-index-columns': migration0019TicketFilterIndexColumns,
  '0020-list-versions': migration0020ListVersions,
  '0021-ai-usage': migration0021AiUsage,
  '0022-try-drafts': migration0022TryDrafts,
  '0023-videos': migration0023Videos,
  '0024-video-playback': migration0024VideoPlayback,
  '0025-calendar-feeds': migration0025CalendarFeeds,
  '0026-ticket-integration-links': migration0026TicketIntegrationLinks,
  '0027-jira-inbound': migration0027JiraInbound,
  '0028-jira-people': migration0028JiraPeople,
  '0029-google-calendar': migration0029GoogleCalendar,
  '0030-social': migration0030Social,
  '0031-post-imports': migration0031PostImports,
  '0032-approvals': migration0032Approvals,
  '0033-push': migration0033Push,
  '0034-notification-channels': migration0034NotificationChannels,
  '0035-live-updates': migration0035LiveUpdates,
  '0037-mail-sends': migration0037MailSends,
  '0038-integration-url-secrets': migration0038IntegrationUrlSecrets,
  '0039-publishing': migration0039Publishing,
  '0040-publishing-settings': migration0040PublishingSettings,
  '0041-mastodon-apps': migration0041MastodonApps,
  '0042-channel-tokens': migration0042ChannelTokens,
  '0043-video-copies': migration0043VideoCopies,
  '0044-video-frame-rate': migration0044VideoFrameRate,
  '0045-analytics': migration0045Analytics,
  '0046-ticket-pillar': migration0046TicketPillar,
  '0047-analytics-reviews': migration0047AnalyticsReviews,
  '0048-imported-post-labels': migration0048ImportedPostLabels,
  '0049-share-results': migration0049ShareResults,
  '0050-analytics-versions': migration0050AnalyticsVersions,
  '0051-analytics-budget': migration0051AnalyticsBudget,
  '0052-approval-workflows': migration0052ApprovalWorkflows,
  '0053-approval-rounds': migration0053ApprovalRounds,
  '0054-approval-versions': migration0054ApprovalVersions,
  '0055-comment-anchors': migration0055CommentAnchors,
  '0056-approval-timers': migration0056ApprovalTimers,
  '0057-approval-portal-links': migration0057ApprovalPortalLinks,
  '0058-saved-variants': migration0058SavedVariants,
  '0059-api-keys': migration0059ApiKeys,
  '0060-idempotency-keys': migration0060IdempotencyKeys,
  '0061-workspace-keys': migration0061WorkspaceKeys,
  '0062-key-brands': migration0062KeyBrands,
  '0063-oauth': migration0063OAuth,
  '0064-two-factor-codes': migration0064TwoFactorCodes,
  '0065-push-claims': migration0065PushClaims,
  '0066-audit-log': migration0066AuditLog,
  '0067-passkeys': migration0067Passkeys,
  '0068-known-devices': migration0068KnownDevices,
  '0069-workspace-two-factor': migration0069WorkspaceTwoFactor,
  '0070-single-sign-on': migration0070SingleSignOn,
  '0071-audit-search': migration0071AuditSearch,
  '0072-asset-library': migration0072AssetLibrary,
  '0073-asset-drive-imports': migration0073AssetDriveImports,
  '0074-profile-language': migration0074ProfileLanguage,
  '0075-profile-time-zone': migration0075ProfileTimeZone,
  '0076-brand-language': migration0076BrandLanguage,
  '0077-checklists': migration0077Checklists,
  '0078-subtasks': migration0078Subtasks,
  '0079-ticket-templates': migration0079TicketTemplates,
  '0080-recurring-series': migration0080RecurringSeries,
  '0081-recurring-holidays': migration0081RecurringHolidays,
  '0082-evergreen': migration0082Evergreen,
  '0083-content-series': migration0083ContentSeries,
  '0084-content-series-cadence': migration0084ContentSeriesCadence,
  '0085-brand-closed-days': migration0085BrandClosedDays,
  '0086-ticket-summary-trigrams': migration0086TicketSummaryTrigrams,
  '0087-recurring-series-workspace': migration0087RecurringSeriesWorkspace,
  '0088-ticket-status-sort-indexes': migration0088TicketStatusSortIndexes,
  '0089-project-storage': migration0089ProjectStorage,
  '0090-foreign-key-indexes': migration0090ForeignKeyIndexes,
};
