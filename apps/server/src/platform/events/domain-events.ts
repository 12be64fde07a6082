import type { IntegrationType } from '@expertos/domain/integrations';
import type { PublicationState } from '@expertos/domain/publishing/publication';
import type { RoleKey } from '@expertos/domain/roles';
import type { SecurityChange, SecurityChangeDetail } from '@expertos/domain/security-mail';
import type { TicketStatus, TicketType } from '@expertos/domain/tickets';

/**
 * The events the product raises (docs/architecture.md#domain-events), each inside the
 * transaction of the change that causes it. They carry a domain shape, never a table row, so
 * a listener does not depend on how a module stores its data.
 */

/** What listeners need to know of a ticket. Ids are the internal ids (ticket uid, member ids). */
export interface TicketFacts {
  id: string;
  /** The per-workspace number (`#128`). */
  number: number;
  workspaceId: string;
  projectId: string;
  type: TicketType;
  summary: string;
  status: TicketStatus;
  assigneeMemberId: string | null;
  reporterMemberId: string | null;
  /** ISO date-time, or null. */
  remindAt: string | null;
  /** `YYYY-MM-DD`, or null. */
  dueDate: string | null;
  updatedAt: string;
}

/** What listeners need to know of one publication (a post variant on one channel). */
export interface PublicationFacts {
  id: string;
  ticketId: string;
  workspaceId: string;
  projectId: string;
  /** The channel's network (`bluesky`, `mastodon`, or a phone hand-off's `instagram`…). */
  network: string;
  handle: string;
  state: PublicationState;
  /** ISO. */
  dueAt: string;
  /** The live post, once published. */
  url: string | null;
  /** Its channel, and the network's id of the post and when it went out, once published. */
  channelId: string;
  remoteId: string | null;
  publishedAt: string | null;
  /** The network's words, when it failed or waits for a person. */
  error: string | null;
  /** The ticket's assignee (workspace_members.id), else who scheduled it: who posts it by hand. */
  ownerMemberId: string | null;
}

export interface CommentFacts {
  id: string;
  ticketId: string;
  workspaceId: string;
  projectId: string;
  authorMemberId: string;
  /** Plain text, at most 300 characters; null for a comment of files only. */
  excerpt: string | null;
}

export interface DomainEvents {
  'ticket.created': { ticket: TicketFacts; actorMemberId: string };
  /** Any change; `changed` names the API fields that changed (`status`, `assignee`, `remind_at`, `tags`…). */
  /** `actorMemberId` is null when no member made the change (a status moved in Jira). */
  'ticket.updated': {
    ticket: TicketFacts;
    before: TicketFacts;
    changed: string[];
    actorMemberId: string | null;
  };
  /** Raised beside `ticket.updated` when the status moved. */
  'ticket.status_changed': {
    ticket: TicketFacts;
    from: TicketStatus;
    to: TicketStatus;
    actorMemberId: string | null;
  };
  'ticket.deleted': { ticket: TicketFacts; actorMemberId: string };
  /** `mentionedMemberIds`: members the comment names who may see the ticket. */
  'comment.created': { comment: CommentFacts; mentionedMemberIds: string[] };
  /** An edit; `addedMentionIds` are members named for the first time by this comment. */
  'comment.updated': { comment: CommentFacts; addedMentionIds: string[] };
  /** A member without access asked for a brand (not raised again while the request is open). */
  'project.access_requested': { workspaceId: string; projectId: string; memberId: string };
  /**
   * A brand's integration was switched off without an admin: its receiver answered that it is
   * gone (410, an archived Slack channel). Raised once, in the transaction that switches it off.
   */
  'integration.disabled': {
    workspaceId: string;
    projectId: string;
    integrationId: string;
    type: IntegrationType;
    /** The admins' description of it ('' when none). */
    description: string;
    reason: 'gone';
    /** When it was switched off (ISO). */
    at: string;
  };
  /**
   * A brand's publishing channel must be connected again: the network refused its sign-in, or
   * the sign-in ends within days and cannot be renewed. Raised with the change that marks it.
   */
  'channel.needs_reconnecting': {
    workspaceId: string;
    projectId: string;
    channelId: string;
    /** The network's name and the account, as the notice says them ("Instagram @acme"). */
    account: string;
    reason: string;
    /** When it was found (ISO): one notice per channel and day. */
    at: string;
  };
  /**
   * A scheduled post carries a library asset that may not go out at its time (its rights end
   * before, or its licence bars the network), found by the daily sweep 14, 3 and 0 days before
   * the asset's last day (docs/product.md#asset-library).
   */
  'asset.rights_ending': {
    post: PublicationFacts;
    assetName: string;
    /** The asset's last allowed day (`YYYY-MM-DD`); null when its licence bars the network. */
    lastDay: string | null;
    /** Days from the sweep's day to the last day. */
    daysLeft: number;
  };
  /** `via: 'sso'`: a first sign-in through the workspace's single sign-on made them a member. */
  'member.joined': { workspaceId: string; memberId: string; userId: string; role: RoleKey; via?: 'sso' };
  'member.removed': { workspaceId: string; memberId: string; userId: string };
  /** An invite was sent (its e-mail queued in the same transaction); for the audit log. */
  'invite.sent': { workspaceId: string; inviteId: string; email: string; role: string };
  'invite.revoked': { workspaceId: string; inviteId: string; email: string };
  /** A workspace API key was made or revoked (never its secret); for the audit log. */
  'workspace_key.created': { workspaceId: string; keyId: string; name: string; brands: string[] };
  'workspace_key.revoked': { workspaceId: string; keyId: string };
  /**
   * Something changed how a person's account signs in (a sign-in from a new browser, two-step
   * verification, a passkey, the password, a personal API key): the auth module e-mails them.
   */
  'account.security_changed': { userId: string; change: SecurityChange; detail: SecurityChangeDetail };
  /**
   * A person signed in (how: RFC 8176 methods), or a wrong password was given for their account;
   * the audit log records it in each of their workspaces.
   */
  'account.signed_in': { userId: string; methods: string[]; success: boolean };
  /**
   * A brand was made or deleted (with everything in it), in its transaction; for the audit log,
   * and publishing takes its creator's time zone as the brand's.
   */
  'project.created': { workspaceId: string; projectId: string; name: string; creatorUserId: string };
  'project.deleted': { workspaceId: string; projectId: string; name: string };
  /** A workspace's sign-in policy changed (for the audit log). */
  'workspace.policy_changed': {
    workspaceId: string;
    policy: 'require_two_factor';
    on: boolean;
    enforcedFrom: string | null;
  };
  /** The workspace's subscription changed at the payment provider (status, plan, seats); for the audit log. */
  'billing.subscription_changed': {
    workspaceId: string;
    status: string | null;
    previousStatus: string | null;
    plan: string | null;
    interval: string | null;
    paidSeats: number;
    cancelsAtPeriodEnd: boolean;
  };
  /** Someone downloaded a task list as CSV (one brand's, or every brand's they see); for the audit log. */
  'tickets.exported': {
    workspaceId: string;
    projectId: string | null;
    projectName: string | null;
    filters: object;
  };
  /** A workspace's single sign-on changed: its provider, a domain, or "require SSO" (for the audit log). */
  'workspace.sso_changed': {
    workspaceId: string;
    change:
      | 'configured'
      | 'removed'
      | 'required'
      | 'not_required'
      | 'domain_added'
      | 'domain_verified'
      | 'domain_removed';
    /** The provider's protocol, or the domain. */
    subject?: string;
  };
  /** A workspace admin (`by`, a user id) signed a member out of every session; for the audit log. */
  'member.signed_out': { workspaceId: string; memberId: string; userId: string; by: string };
  /**
   * Notifications were made for people, together (one call of notify: raised once in its
   * transaction, after the rows are written): the push module pushes each to its person's
   * devices. `kind` is the notification's kind.
   */
  'notifications.created': {
    notifications: { workspaceId: string; notificationId: string; userId: string; kind: string }[];
  };
  /** A post's variant was scheduled on a channel (or published now) by a member. */
  'post.scheduled': { post: PublicationFacts; actorMemberId: string | null };
  /** It is on the network (or a person posted it by hand after a hand-off: `actorMemberId`). */
  'post.published': { post: PublicationFacts; actorMemberId: string | null };
  /** It failed, or waits for a person (late, the account must be reconnected): `post.state` says which. */
  'post.failed': { post: PublicationFacts; actorMemberId: null };
  /**
   * A member changed a post's saved variants (publishing): approvals keep a version, and a post
   * that must be approved comes off the schedule.
   */
  'post.variants_changed': {
    post: { id: string; workspaceId: string; projectId: string };
    actorMemberId: string;
  };
  /** A phone hand-off's time came: the post's owner gets the "Ready to post" notice. */
  'post.handed_off': { post: PublicationFacts };
  /**
   * The social module imported a post of a brand's connected account (new to its Feed): its
   * results are followed from now (docs/product.md#analytics).
   */
  'social.post_imported': {
    workspaceId: string;
    projectId: string;
    connectionId: string;
    provider: 'instagram' | 'youtube';
    /** The network's id of the post. */
    externalId: string;
    permalink: string | null;
    publishedAt: string;
  };
  /** A brand's weekly slate (its targets, review day or hour) was saved. */
  'project.slate_changed': { projectId: string };
  /** An imported post's labels were set on the results page (social/post-labels.ts). */
  'social.post_labelled': { projectId: string; postId: string };
  /** The member's role or brands changed: what they may see is different now. */
  'member.access_changed': { workspaceId: string; memberId: string };
}

export type EventName = keyof DomainEvents;
