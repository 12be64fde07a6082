import { type ComponentType, lazy, Suspense } from 'react';
import { loadChunk } from '@/shared/lib/load-chunk';
import { preloadable } from '@/shared/lib/preloadable';
import type { Slots, TicketBadgeProps, TicketSlotProps } from '@/shared/ui/slots';

// Each loads with the first ticket (or profile) that shows it, not at start.
// The sections of a ticket render at once when fetched ahead (preloadTicketSlots).
const commentsSection = preloadable(() =>
  import('@/features/comments/components/CommentsSection').then((m) => m.CommentsSection),
);
const ticketTimeSection = preloadable(() =>
  import('@/features/timetracking/components/TicketTimeSection').then((m) => m.TicketTimeSection),
);
const ticketSentToSection = preloadable(() =>
  import('@/features/integrations/components/TicketSentToSection').then((m) => m.TicketSentToSection),
);
const brandCheckSection = preloadable(() =>
  import('@/features/brand/components/BrandCheckSection').then((m) => m.BrandCheckSection),
);
const postDraftSection = preloadable(() =>
  import('@/features/ai/components/PostDraftSection').then((m) => m.PostDraftSection),
);
const ticketRecordingsSection = preloadable(() =>
  import('@/features/media/components/TicketRecordingsSection').then((m) => m.TicketRecordingsSection),
);
const ticketApprovalsSection = preloadable(() =>
  import('@/features/approvals/components/TicketApprovalsSection').then((m) => m.TicketApprovalsSection),
);
const publishSection = preloadable(() =>
  import('@/features/publishing/components/PublishSection').then((m) => m.PublishSection),
);
const ticketLibrarySection = preloadable(() =>
  import('@/features/assets/components/ticket/TicketLibrarySection').then((m) => m.TicketLibrarySection),
);
const TicketApprovalsSection = ticketApprovalsSection.Component;

// A card's or row's badges: their code (approvals' and publishing's queries, their words) comes
// with the first ticket view, not the first screen. A badge shows once its data is in anyway.
const approvalBadge = preloadable(() =>
  import('@/features/approvals/components/ApprovalBadge').then((m) => m.ApprovalBadge),
);
const assetRightsBadge = preloadable(() =>
  import('@/features/publishing/components/AssetRightsBadge').then((m) => m.AssetRightsBadge),
);

/** A badge that shows nothing while its code loads, never the view's loading state. */
function quietBadge({ Component }: { Component: ComponentType<TicketBadgeProps> }) {
  return function QuietBadge(props: TicketBadgeProps) {
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  };
}
const TicketApprovalRound = lazy(() =>
  loadChunk(() => import('@/features/approvals/components/TicketApprovalRound')).then((m) => ({
    default: m.TicketApprovalRound,
  })),
);
const TicketVersionsSection = lazy(() =>
  loadChunk(() => import('@/features/approvals/components/TicketVersionsSection')).then((m) => ({
    default: m.TicketVersionsSection,
  })),
);
const PublishSection = publishSection.Component;
const BulkSendForApproval = lazy(() =>
  loadChunk(() => import('@/features/approvals/components/BulkSendForApproval')).then((m) => ({
    default: m.BulkSendForApproval,
  })),
);
const CommentsSection = commentsSection.Component;
const TicketLibrarySection = ticketLibrarySection.Component;
const TicketRecordingsSection = ticketRecordingsSection.Component;
const PostDraftSection = postDraftSection.Component;
const BrandCheckSection = brandCheckSection.Component;
const TicketTimeSection = ticketTimeSection.Component;
const TicketSentToSection = ticketSentToSection.Component;

/** The code of the sections a ticket shows (comments, time, where it was sent), fetched ahead of the first ticket opened. */
export const preloadTicketSlots = () =>
  Promise.all([
    commentsSection.preload(),
    ticketTimeSection.preload(),
    ticketSentToSection.preload(),
    brandCheckSection.preload(),
    postDraftSection.preload(),
    ticketRecordingsSection.preload(),
    ticketApprovalsSection.preload(),
    publishSection.preload(),
  ]);

const NotificationChannelSettings = lazy(() =>
  loadChunk(() => import('@/features/notifications/components/NotificationChannelSettings')).then((m) => ({
    default: m.NotificationChannelSettings,
  })),
);

const PushSettingsSection = lazy(() =>
  loadChunk(() => import('@/features/push/components/PushSettingsSection')).then((m) => ({
    default: m.PushSettingsSection,
  })),
);

const MemberTicketsSection = lazy(() =>
  loadChunk(() => import('@/features/tickets/components/member/MemberTicketsSection')).then((m) => ({
    default: m.MemberTicketsSection,
  })),
);
const MemberBrandsSection = lazy(() =>
  loadChunk(() => import('@/features/projects/components/MemberBrandsSection')).then((m) => ({
    default: m.MemberBrandsSection,
  })),
);
const MemberWeekTime = lazy(() =>
  loadChunk(() => import('@/features/timetracking/components/MemberWeekTime')).then((m) => ({
    default: m.MemberWeekTime,
  })),
);

const ApiKeysCard = lazy(() =>
  loadChunk(() => import('@/features/api-keys/components/ApiKeysCard')).then((m) => ({
    default: m.ApiKeysCard,
  })),
);

const ConnectedAppsCard = lazy(() =>
  loadChunk(() => import('@/features/oauth/components/ConnectedAppsCard')).then((m) => ({
    default: m.ConnectedAppsCard,
  })),
);

const PersonCalendarFeed = lazy(() =>
  loadChunk(() => import('@/features/calendar/components/CalendarFeedCard')).then((m) => ({
    default: m.PersonCalendarFeed,
  })),
);
const BrandCalendarFeed = lazy(() =>
  loadChunk(() => import('@/features/calendar/components/CalendarFeedCard')).then((m) => ({
    default: m.BrandCalendarFeed,
  })),
);

const GoogleCalendarCard = lazy(() =>
  loadChunk(() => import('@/features/calendar/components/GoogleCalendarCard')).then((m) => ({
    default: m.GoogleCalendarCard,
  })),
);
const TicketCalendarEventSection = lazy(() =>
  loadChunk(() => import('@/features/calendar/components/TicketCalendarEventSection')).then((m) => ({
    default: m.TicketCalendarEventSection,
  })),
);

const PublishingChannelsCard = lazy(() =>
  loadChunk(() => import('@/features/publishing/components/channels/PublishingChannelsCard')).then((m) => ({
    default: m.PublishingChannelsCard,
  })),
);
const RightsTakedownsCard = lazy(() =>
  loadChunk(() => import('@/features/publishing/components/rights/RightsTakedownsCard')).then((m) => ({
    default: m.RightsTakedownsCard,
  })),
);
const BrandLanguageCard = lazy(() =>
  loadChunk(() => import('@/features/projects/components/BrandLanguageCard')).then((m) => ({
    default: m.BrandLanguageCard,
  })),
);
const ClosedDaysCard = lazy(() =>
  loadChunk(() => import('@/features/projects/components/ClosedDaysCard')).then((m) => ({
    default: m.ClosedDaysCard,
  })),
);
const QueueSettingsCard = lazy(() =>
  loadChunk(() => import('@/features/publishing/components/queue/QueueSettingsCard')).then((m) => ({
    default: m.QueueSettingsCard,
  })),
);

const SocialAccountsCard = lazy(() =>
  loadChunk(() => import('@/features/social/components/SocialAccountsCard')).then((m) => ({
    default: m.SocialAccountsCard,
  })),
);
const SocialAnalytics = lazy(() =>
  loadChunk(() => import('@/features/social/components/SocialAnalytics')).then((m) => ({
    default: m.SocialAnalytics,
  })),
);
const FeedItemActions = lazy(() =>
  loadChunk(() => import('@/features/social/components/FeedItemActions')).then((m) => ({
    default: m.FeedItemActions,
  })),
);

// Recurring tickets (docs/product.md#recurring-tickets): a ticket's place in its series, and the
// occurrences not made yet on a brand's calendar.
const TicketSeriesSection = lazy(() =>
  loadChunk(() => import('@/features/recurring/components/TicketSeriesSection')).then((m) => ({
    default: m.TicketSeriesSection,
  })),
);
/** Only a ticket a series made fetches the section (and its words). */
function TicketSeriesSlot(props: TicketSlotProps) {
  return props.recurring ? <TicketSeriesSection {...props} /> : null;
}
// The evergreen queue (docs/product.md#evergreen): a post's Evergreen section (mark it, its
// returns, or the post it is a copy of).
const TicketEvergreenSection = lazy(() =>
  loadChunk(() => import('@/features/evergreen/components/ticket/TicketEvergreenSection')).then((m) => ({
    default: m.TicketEvergreenSection,
  })),
);
/** Only a post fetches the section (and its words): other tickets are never evergreen. */
function TicketEvergreenSlot(props: TicketSlotProps) {
  return props.ticketType === 'post' ? <TicketEvergreenSection {...props} /> : null;
}
// Content series (docs/product.md#content-series): "Series: Tip Tuesday · 3 of 12", linking to it;
// nothing for a ticket in none.
const TicketContentSeriesLine = lazy(() =>
  loadChunk(() => import('@/features/content-series/components/TicketSeriesLine')).then((m) => ({
    default: m.TicketSeriesLine,
  })),
);
// A repeat rule built with recurring's controls, for a content series' cadence; loaded with the
// first series form or cadence shown.
const RecurrenceRuleField = lazy(() =>
  loadChunk(() => import('@/features/recurring/components/builder/RecurrenceRuleField')).then((m) => ({
    default: m.RecurrenceRuleField,
  })),
);
const RecurringGhostsLayer = lazy(() =>
  loadChunk(() => import('@/features/recurring/calendar/RecurringGhostsLayer')).then((m) => ({
    default: m.RecurringGhostsLayer,
  })),
);

const ScheduledPostsLayer = lazy(() =>
  loadChunk(() => import('@/features/publishing/calendar/ScheduledPostsLayer')).then((m) => ({
    default: m.ScheduledPostsLayer,
  })),
);

// Comments that point (docs/product.md#comments-and-files): at moments of a recording, pinned on an image.
const RecordingComments = lazy(() =>
  loadChunk(() => import('@/features/comments/components/anchors/RecordingComments')).then((m) => ({
    default: m.RecordingComments,
  })),
);
const ImagePins = lazy(() =>
  loadChunk(() => import('@/features/comments/components/anchors/ImagePins')).then((m) => ({
    default: m.ImagePins,
  })),
);

// The library's preview in pickers elsewhere (docs/product.md#asset-library): loaded with the first picker opened.
const AssetThumb = lazy(() =>
  loadChunk(() => import('@/features/assets/components/AssetThumb')).then((m) => ({
    default: m.AssetThumb,
  })),
);

// Ticket templates (docs/product.md#templates): "Save as template" on a ticket, "From template"
// in the new-ticket dialogs; each loads with the first ticket or dialog that shows it.
const SaveAsTemplateButton = lazy(() =>
  loadChunk(() => import('@/features/templates/components/SaveAsTemplateButton')).then((m) => ({
    default: m.SaveAsTemplateButton,
  })),
);
const FromTemplateMenu = lazy(() =>
  loadChunk(() => import('@/features/templates/components/FromTemplateMenu')).then((m) => ({
    default: m.FromTemplateMenu,
  })),
);

const SubscribePanel = lazy(() =>
  loadChunk(() => import('@/features/billing/components/SubscribePanel')).then((m) => ({
    default: m.SubscribePanel,
  })),
);

/** What each feature shows inside another (see shared/ui/slots.tsx). */
export const APP_SLOTS: Slots = {
  // A post's brand check before its comments (docs/product.md#brand-check).
  // Publishing a post comes after checking it (docs/product.md#publishing).
  // The ticket's assets from the brand's library before its comments (docs/product.md#asset-library).
  ticketMain: [PostDraftSection, BrandCheckSection, PublishSection, TicketLibrarySection, CommentsSection],
  ticketSide: [
    // First: where the ticket comes from, before what is done with it.
    TicketSeriesSlot,
    TicketContentSeriesLine,
    TicketEvergreenSlot,
    TicketTimeSection,
    TicketApprovalRound,
    // A post's versions: its history, a diff of two, restore (docs/product.md#approvals).
    TicketVersionsSection,
    TicketApprovalsSection,
    TicketRecordingsSection,
    TicketSentToSection,
    TicketCalendarEventSection,
  ],
  ticketActions: [SaveAsTemplateButton],
  newTicketFrom: [FromTemplateMenu],
  profileSections: [
    NotificationChannelSettings,
    PushSettingsSection,
    GoogleCalendarCard,
    PersonCalendarFeed,
    ApiKeysCard,
    ConnectedAppsCard,
  ],
  // A member's profile (/profile/{uid}): their work beside who they are.
  memberMain: [MemberTicketsSection],
  memberSide: [MemberBrandsSection, MemberWeekTime],
  // /expired: an admin of a locked workspace chooses a plan there (docs/product.md#trial-and-plans).
  lockdownPlans: [SubscribePanel],
  // The accounts a brand publishes to and its publishing times and zone (docs/product.md#publishing),
  // the language its clients and integrations read (docs/product.md#languages), the days its team
  // does not work (docs/product.md#closed-days), then a subscribable calendar of the brand, beside
  // its connected services (docs/product.md#calendar-feeds).
  brandIntegrations: [
    PublishingChannelsCard,
    RightsTakedownsCard,
    QueueSettingsCard,
    BrandLanguageCard,
    ClosedDaysCard,
    BrandCalendarFeed,
  ],
  // Instagram and YouTube (docs/product.md#instagram-and-youtube-import).
  brandConnect: [SocialAccountsCard],
  brandAnalytics: [SocialAnalytics],
  feedItemActions: [FeedItemActions],
  // Selected posts of a brand sent to a client on one link (docs/product.md#approval-links).
  bulkActions: [BulkSendForApproval],
  // The brand's scheduled and published posts beside its tickets (docs/product.md#publishing).
  // And a brand's recurring tickets not made yet, faded (docs/product.md#recurring-tickets).
  calendarLayers: [ScheduledPostsLayer, RecurringGhostsLayer],
  // A post's open approval step on board cards and table rows, and a post whose library asset
  // may not go out at its time (docs/product.md#asset-library). Each suspends alone, showing
  // nothing, until its code is in (quietBadge): the first view's cards never wait for it.
  ticketBadges: [approvalBadge, assetRightsBadge].map(quietBadge),
  // A recording's comments at moments, under its player (docs/product.md#comments-and-files).
  recordingComments: [RecordingComments],
  // A reference image shown large with its pinned comments.
  imageView: [ImagePins],
  // A library asset's preview in the composer's "From library" (docs/product.md#asset-library).
  assetThumb: [AssetThumb],
  // A content series' cadence (docs/product.md#content-series), with the recurring builder's controls and words.
  recurrenceRuleField: [RecurrenceRuleField],
};
