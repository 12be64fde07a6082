import { lazy } from 'react';
import type { Slots } from '@/shared/ui/slots';

// Each loads with the first ticket (or profile) that shows it, not at start.
const CommentsSection = lazy(() =>
  import('@/features/comments/components/CommentsSection').then((m) => ({ default: m.CommentsSection })),
);
const TicketTimeSection = lazy(() =>
  import('@/features/timetracking/components/TicketTimeSection').then((m) => ({
    default: m.TicketTimeSection,
  })),
);
const NotificationEmailSettings = lazy(() =>
  import('@/features/notifications/components/NotificationEmailSettings').then((m) => ({
    default: m.NotificationEmailSettings,
  })),
);

const MemberTicketsSection = lazy(() =>
  import('@/features/tickets/components/member/MemberTicketsSection').then((m) => ({
    default: m.MemberTicketsSection,
  })),
);
const MemberBrandsSection = lazy(() =>
  import('@/features/projects/components/MemberBrandsSection').then((m) => ({
    default: m.MemberBrandsSection,
  })),
);
const MemberWeekTime = lazy(() =>
  import('@/features/timetracking/components/MemberWeekTime').then((m) => ({ default: m.MemberWeekTime })),
);

/** What each feature shows inside another (see shared/ui/slots.tsx). */
export const APP_SLOTS: Slots = {
  ticketMain: [CommentsSection],
  ticketSide: [TicketTimeSection],
  profileSections: [NotificationEmailSettings],
  // A member's profile (/profile/{uid}): their work beside who they are.
  memberMain: [MemberTicketsSection],
  memberSide: [MemberBrandsSection, MemberWeekTime],
};
