import type { AssetKind, AssetVersion } from '@expertos/domain/assets';
import type { FeedItem } from '@expertos/domain/brand.schema';
import type { Ticket, UpdateTicketInput } from '@expertos/domain/ticket.schema';
import type { TicketStatus, TicketType } from '@expertos/domain/tickets';
import type { TeamMember } from '@expertos/domain/workspace.schema';
import { type ComponentType, createContext, type ReactNode, useContext } from 'react';

/** What a ticket section from another feature is given (comments, time tracking). */
export interface TicketSlotProps {
  ticketUid: string;
  workspaceUid: string;
  /** Seconds of finished tracked time (`total_spent`). */
  totalSpent: number;
  /** The level of the section's heading: 2 on the task page (under its h1), 4 in the dialog. */
  headingOrder: 2 | 4;
  /** The comment the ticket was opened at (`?comment=`, from a notification). */
  commentUid?: string;
  /**
   * The ticket's brand (where it was sent, and its integrations page). Always set by the
   * ticket's details; optional so a section that has no use for it renders without it.
   */
  project?: { uid: string; slug: string };
  /** When the ticket last changed (`updated`): a section showing what a change caused reloads when it moves. */
  ticketUpdated?: string;
  /** The ticket's type: a section for posts only (the brand check) shows for posts only. */
  ticketType?: TicketType;
  /** The ticket's status: a post waiting for approval is checked against its brand at once. */
  ticketStatus?: TicketStatus;
  /** A post's own words (its hook and caption), that what publishes it starts from. */
  post?: { hook: string | null; caption: string | null };
  /**
   * Saves fields of the ticket (the AI draft's parts) through the ticket's own editor, so every
   * view of the ticket shows the server's reply. A refusal rejects unsaid: the section says it.
   * Always set by the ticket's details; optional so a section that has no use for it renders
   * without it.
   */
  saveTicket?: (change: UpdateTicketInput) => Promise<Ticket>;
  /** The recurring series that made it and its place there (docs/product.md#recurring-tickets); null otherwise. */
  recurring?: Ticket['recurring'];
}

/** The player a recording's comments drive: where it stands, and moving it. */
export interface RecordingPlayer {
  /** Where playback stands, in milliseconds. */
  currentMs(): number;
  /** Moves playback to this moment (and keeps playing or paused as it was). */
  seek(ms: number): void;
}

/** What the comments of a recording on its player page (/play/{uid}) are given. */
export interface RecordingCommentsProps {
  /** The ticket the recording is attached to: its comments are the ticket's. */
  ticketUid: string;
  videoUid: string;
  /** Its length once known (markers are placed along it); null before. */
  durationMs: number | null;
  player: RecordingPlayer;
  /** The level of the section's heading (under the page's h1). */
  headingOrder: 2 | 3;
}

/** What the large view of one of a ticket's reference images is given. */
export interface ImageViewProps {
  ticketUid: string;
  /** The image: its uid, its name and a local address of its bytes (fetched with the token). */
  image: { uid: string; name: string; src: string };
}

/** What a library asset's preview is given (the asset library's thumbnail, shown in other features' pickers). */
export interface AssetThumbProps {
  brand: { workspaceId: string; projectId: string };
  assetUid: string;
  kind: AssetKind;
  version: Pick<AssetVersion, 'uid' | 'preview'>;
  /** The box's height in px (the width follows its container). */
  height: number;
  alt?: string;
}

/** What an action on a ticket from another feature is given ("Save as template"). */
export interface TicketActionProps {
  ticketUid: string;
  workspaceUid: string;
  project: { uid: string; slug: string };
}

/**
 * What another feature's way to make a new ticket is given, inside the new-ticket dialogs
 * ("From template"): where the ticket goes, the day the dialog is for, and how to end it.
 */
export interface NewTicketFromProps {
  workspaceUid: string;
  /** The brand the ticket goes to; null while none is chosen. */
  projectUid: string | null;
  /** The day the dialog was opened for (`YYYY-MM-DD`, a calendar's day), if any. */
  anchor?: string;
  /** Called once the ticket is made (and opened): the dialog closes. */
  onMade: () => void;
}

/** What a section of a member's profile (/profile/{uid}) from another feature is given. */
export interface MemberSlotProps {
  workspaceUid: string;
  /** The member as the team list has them (joined, never an open invite). */
  member: TeamMember;
}

/** What a ticket's badge from another feature is given (its approval step on cards and rows). */
export interface TicketBadgeProps {
  workspaceUid: string;
  ticketUid: string;
  /** Where room is short (a calendar day): an icon and the step alone, the rest in its name. */
  compact?: boolean;
}

/**
 * What another feature's repeat-rule field is given (a content series' cadence): the rule as
 * RFC 5545 text (`FREQ=WEEKLY;BYDAY=TU`), told back on each change.
 */
export interface RecurrenceRuleFieldProps {
  /**
   * The rule; null for none yet. Read when the field mounts (the field then owns its controls):
   * with none it starts weekly on `start`'s weekday and tells that rule at once, so what is
   * saved untouched is what is shown.
   */
  value: string | null;
  /** The rule the controls describe now. Not needed when `readOnly`. */
  onChange?: (rule: string | null) => void;
  /** A refusal of the rule (the server's reason), said under the field. */
  error?: string;
  /** The day the rule counts from (`YYYY-MM-DD`; today when absent). */
  start?: string;
  /** Only the rule in words, as inline text (a list's line, a page's summary): no controls. */
  readOnly?: boolean;
}

/**
 * Places where one feature shows another's parts. Features never import each other (house
 * rule); app/ fills these slots (app/slots.tsx) and the host feature renders what it is given.
 */
export interface Slots {
  /** Under a ticket's description, for members (comments). */
  ticketMain: ComponentType<TicketSlotProps>[];
  /** In a ticket's side column, for members (time tracking, where it was sent). */
  ticketSide: ComponentType<TicketSlotProps>[];
  /** Beside a ticket's share and delete controls, for members (save it as a template). */
  ticketActions: ComponentType<TicketActionProps>[];
  /** At the top of the new-ticket dialogs (make it from a template). */
  newTicketFrom: ComponentType<NewTicketFromProps>[];
  /** Extra sections at the end of /profile (notification e-mail settings). */
  profileSections: ComponentType[];
  /** The wide column of a member's profile (their open tickets). */
  memberMain: ComponentType<MemberSlotProps>[];
  /** The narrow column of a member's profile (their brands, their time this week). */
  memberSide: ComponentType<MemberSlotProps>[];
  /** The plans an admin can subscribe to on /expired (billing's plan picker with checkout). */
  lockdownPlans: ComponentType[];
  /** Under a brand's integrations (its calendar feed). */
  brandIntegrations: ComponentType<{ projectUid: string }>[];
  /** On the Connect Instagram step: the brand's connected Instagram and YouTube accounts. */
  brandConnect: ComponentType<{ workspaceUid: string | null; projectUid: string; canEdit: boolean }>[];
  /** On the Analytics step: the connected account's figures. */
  brandAnalytics: ComponentType<{ workspaceUid: string | null; projectUid: string }>[];
  /** Under an imported post in the Feed, for those who are not external (make a ticket, voice sample). */
  feedItemActions: ComponentType<{ workspaceUid: string; projectUid: string; item: FeedItem }>[];
  /** In a brand's task list bulk bar, for the selected tickets (send posts for approval). */
  bulkActions: ComponentType<BulkActionProps>[];
  /** On a calendar, beside its tickets (scheduled posts); each shows its own notices. */
  calendarLayers: ComponentType<CalendarLayerProps>[];
  /** Beside a post waiting for approval, on board cards, table rows and calendar events (its open step). */
  ticketBadges: ComponentType<TicketBadgeProps>[];
  /** Under a recording on its player page, for members, when it is on a ticket (its comments at moments). */
  recordingComments: ComponentType<RecordingCommentsProps>[];
  /**
   * A ticket's reference image shown large (its pinned comments): the first one fills the
   * viewer; with none, the image is shown alone.
   */
  imageView: ComponentType<ImageViewProps>[];
  /**
   * A library asset's preview, where another feature picks from the library (the composer's
   * "From library"): the first one is shown; with none, the asset's kind.
   */
  assetThumb: ComponentType<AssetThumbProps>[];
  /**
   * A repeat rule's field and its words (recurring's builder, for a content series' cadence):
   * the first one is used; with none, the host shows the rule as it is and offers no field.
   */
  recurrenceRuleField: ComponentType<RecurrenceRuleFieldProps>[];
}

/**
 * What a layer of a calendar is given: whose calendar it is (a brand's, or the workspace's,
 * with every brand the person sees), the visible days, where its events go.
 */
export interface CalendarLayerProps {
  workspaceUid: string;
  /** The brand whose calendar it is; null on the workspace's calendar. */
  project: { uid: string; slug: string } | null;
  /** The first visible day, at local midnight. */
  start: Date;
  /** The day after the last visible one, at local midnight. */
  end: Date;
  /** Takes the layer's events, each time they change. */
  onEvents: (events: CalendarLayerEvent[]) => void;
}

/**
 * An event another feature puts on a brand's calendar: when it is, and what opening it, moving
 * it and showing it do. The calendar knows no more of it than this.
 */
export interface CalendarLayerEvent {
  /** Unique on the calendar (never a ticket's uid). */
  id: string;
  /** The accessible name and the tooltip. */
  title: string;
  /** The instant it happens (ISO). */
  start: string;
  /** Whether it may be dragged to another day. */
  movable: boolean;
  /** Its Mantine colour (`green`): the event's light shade, its text the matching one. */
  color: string;
  className: string;
  /** Data attributes of its element (`data-*`), for styles and tests. */
  data: Record<string, string>;
  /** Whether it may land `days` calendar days away (a past day, say, may be refused). */
  canMove: (days: number) => boolean;
  /** Moves it `days` calendar days, keeping its time; false puts it back where it was. */
  move: (days: number) => Promise<boolean>;
  open: () => void;
  /** Its content on the calendar; the phone's agenda has the width for whole lines. */
  render: (agenda: boolean) => ReactNode;
}

/** What a bulk action of another feature is given: the brand, the selection, and how to end it. */
export interface BulkActionProps {
  projectUid: string;
  selected: readonly string[];
  /** Clears the selection once the action is done. */
  onDone: () => void;
}

/** No feature's parts anywhere: the default, and what a test starts from to fill one slot. */
export const NO_SLOTS: Slots = {
  ticketMain: [],
  ticketSide: [],
  ticketActions: [],
  newTicketFrom: [],
  profileSections: [],
  memberMain: [],
  memberSide: [],
  lockdownPlans: [],
  brandIntegrations: [],
  brandConnect: [],
  brandAnalytics: [],
  feedItemActions: [],
  bulkActions: [],
  calendarLayers: [],
  ticketBadges: [],
  recordingComments: [],
  imageView: [],
  assetThumb: [],
  recurrenceRuleField: [],
};

export const SlotsContext = createContext<Slots>(NO_SLOTS);

export function useSlots(): Slots {
  return useContext(SlotsContext);
}
