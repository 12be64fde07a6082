import { API_KEY_SCOPES, type RouteScope, scopeAllows } from '@expertos/domain/api-keys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailCollector } from '../test/auth-helpers.js';
import { createTestContext, type TestContext } from '../test/context.js';
import { declaredReplies, documentKey, undeclaredReply } from '../test/declared-replies.js';
import { buildTicketWorld, fillRoute as fill } from '../test/route-world.js';
import { insertProject } from '../test/workspace-fixtures.js';
import { type Person, type Persona, signUpPeople } from '../test/world.js';
import { type Access, checkedRoutes } from './access.js';

/**
 * The authorization matrix: every route the server registers, called as every kind of
 * caller, against a resource of the caller's own workspace and of another workspace. A route
 * without an entry here fails the test, so each new module states who may call what.
 *
 * Callers: anonymous; `outsider`, an admin of another workspace; and, in the workspace under
 * test, `external`, `member`, `admin` and `owner`. 'ok' means neither the guard nor the
 * service refused (any status but 401 and 403).
 *
 * And as API keys (docs/product.md#api-keys), each row stating the scope a key needs (or
 * `session`: no key at all): the owner's key with every scope gets what the owner gets, except
 * 403 `api_key_not_allowed` on session-only routes; the owner's key with one scope
 * (`members:read`) gets the owner's answer only where that scope is enough, 403
 * `api_key_scope` elsewhere. A key on a public route is anonymous there. And a workspace key
 * with every scope for the brand under test only gets what a plain member granted that brand
 * gets (`member`), capped the same way.
 */
type Caller = 'anonymous' | Persona;
type Cell = 'ok' | 401 | 403 | { status: 403; code: string };
/**
 * `query`: added to the URL. The live stream stays open once let through, so the matrix sends
 * it a malformed resume id: the guard decides first, then the route answers 400 at once.
 */
type Row = { access: Access; scope?: RouteScope; refuse?: Partial<Record<Caller, Cell>>; query?: string };

const CALLERS: Caller[] = ['anonymous', 'outsider', 'external', 'member', 'admin', 'owner'];

const BY_LEVEL: Record<Access, Record<Caller, Cell>> = {
  public: { anonymous: 'ok', outsider: 'ok', external: 'ok', member: 'ok', admin: 'ok', owner: 'ok' },
  signedIn: { anonymous: 401, outsider: 'ok', external: 'ok', member: 'ok', admin: 'ok', owner: 'ok' },
  workspaceMember: { anonymous: 401, outsider: 403, external: 'ok', member: 'ok', admin: 'ok', owner: 'ok' },
  workspaceAdmin: { anonymous: 401, outsider: 403, external: 403, member: 403, admin: 'ok', owner: 'ok' },
  notExternal: { anonymous: 401, outsider: 403, external: 403, member: 'ok', admin: 'ok', owner: 'ok' },
  // The world grants `external` and `member` the brand under test, as plain brand members.
  projectMember: { anonymous: 401, outsider: 403, external: 'ok', member: 'ok', admin: 'ok', owner: 'ok' },
  projectAdmin: { anonymous: 401, outsider: 403, external: 403, member: 403, admin: 'ok', owner: 'ok' },
  // External users cannot open tasks (docs/product.md#roles-and-access), though the world grants
  // them the brand.
  projectTickets: { anonymous: 401, outsider: 403, external: 403, member: 'ok', admin: 'ok', owner: 'ok' },
  // As projectTickets while the brand does not share its results with externals (the world's
  // brands do not); with sharing on, its externals read too (the test below).
  projectResults: { anonymous: 401, outsider: 403, external: 403, member: 'ok', admin: 'ok', owner: 'ok' },
  ticketMember: { anonymous: 401, outsider: 403, external: 403, member: 'ok', admin: 'ok', owner: 'ok' },
};

const notProjectAdmin = { external: 403, member: 403 } as const;
const notInvitee = { outsider: 403, external: 403, member: 403, admin: 403, owner: 403 } as const;

/** Every route, with its access level and the refusals its service adds on top of the guard. */
const MATRIX: Record<string, Row> = {
  'GET /api/openapi.json': { access: 'public' },
  'GET /api/health': { access: 'public' },
  'GET /api/ready': { access: 'public' },
  'GET /api/metrics': { access: 'public' },
  'GET /api/dev/mailbox': { access: 'public' },
  'GET /api/auth/*': { access: 'public' },
  'POST /api/auth/*': { access: 'public' },
  'GET /api/roles': { access: 'public' },
  'GET /api/media/:folder/:file': { access: 'public' },
  'GET /api/invites/:inviteUid': { access: 'public' },
  'GET /api/me': { access: 'signedIn', scope: 'session' },
  'PUT /api/me': { access: 'signedIn', scope: 'session' },
  'POST /api/me/avatar': { access: 'signedIn', scope: 'session' },
  'GET /api/me/invites': { access: 'signedIn', scope: 'session' },
  'GET /api/bootstrap': { access: 'signedIn', scope: 'session' },
  // The invite under test is addressed to someone else: nobody here may answer it.
  'POST /api/invites/:inviteUid/accept': { access: 'signedIn', scope: 'session', refuse: notInvitee },
  'POST /api/invites/:inviteUid/decline': { access: 'signedIn', scope: 'session', refuse: notInvitee },
  'GET /api/workspaces': { access: 'signedIn', scope: 'brands:read' },
  'POST /api/workspaces': { access: 'signedIn', scope: 'session' },
  'GET /api/workspaces/:workspaceId': { access: 'workspaceMember', scope: 'brands:read' },
  'PUT /api/workspaces/:workspaceId': { access: 'workspaceAdmin', scope: 'session' },
  'DELETE /api/workspaces/:workspaceId': {
    access: 'workspaceMember',
    scope: 'session',
    refuse: {
      external: { status: 403, code: 'workspace_delete_own' },
      member: { status: 403, code: 'workspace_delete_own' },
      admin: { status: 403, code: 'workspace_delete_own' },
    },
  },
  'GET /api/workspaces/:workspaceId/users/all': { access: 'workspaceMember', scope: 'members:read' },
  'PUT /api/workspaces/:workspaceId/users/:memberUid': { access: 'workspaceAdmin', scope: 'session' },
  'DELETE /api/workspaces/:workspaceId/users/:memberUid': { access: 'workspaceAdmin', scope: 'session' },
  'POST /api/workspaces/:workspaceId/users/:memberUid/sign-out': {
    access: 'workspaceAdmin',
    scope: 'session',
  },
  'POST /api/workspaces/:workspaceId/invites': { access: 'workspaceAdmin', scope: 'session' },
  'GET /api/workspaces/:workspaceId/invites': { access: 'workspaceAdmin', scope: 'session' },
  'DELETE /api/workspaces/:workspaceId/invites/:inviteUid': { access: 'workspaceAdmin', scope: 'session' },
  'GET /api/workspaces/:workspaceId/projects': { access: 'workspaceMember', scope: 'brands:read' },
  'GET /api/workspaces/:workspaceId/projects/all': { access: 'notExternal', scope: 'brands:read' },
  'POST /api/workspaces/:workspaceId/projects': { access: 'notExternal', scope: 'brands:write' },
  'GET /api/workspaces/:workspaceId/projects/by-slug/:slug': {
    access: 'workspaceMember',
    scope: 'brands:read',
  },
  'GET /api/workspaces/:workspaceId/projects/:projectId': { access: 'projectMember', scope: 'brands:read' },
  'PUT /api/workspaces/:workspaceId/projects/:projectId': { access: 'projectAdmin', scope: 'brands:write' },
  // Workspace admins and the brand's owner delete a brand.
  'DELETE /api/workspaces/:workspaceId/projects/:projectId': {
    access: 'projectMember',
    scope: 'session',
    refuse: notProjectAdmin,
  },
  'POST /api/workspaces/:workspaceId/projects/:projectId/cover': {
    access: 'projectAdmin',
    scope: 'brands:write',
  },
  'GET /api/workspaces/:workspaceId/projects/:projectId/users': {
    access: 'projectMember',
    scope: 'members:read',
  },
  'POST /api/workspaces/:workspaceId/projects/:projectId/users': { access: 'projectAdmin', scope: 'session' },
  'DELETE /api/workspaces/:workspaceId/projects/:projectId/users/:memberUid': {
    access: 'projectAdmin',
    scope: 'session',
  },
  'POST /api/workspaces/:workspaceId/projects/:projectId/users/:memberUid/grant': {
    access: 'projectAdmin',
    scope: 'session',
  },
  'POST /api/workspaces/:workspaceId/projects/:projectId/access-requests': {
    access: 'notExternal',
    scope: 'session',
  },
  // The brand profile's records (docs/product.md#brand-profile): members read, project admins write.
  'GET /api/projects/:projectId/brand-voices': { access: 'projectMember', scope: 'brand_profile:read' },
  'POST /api/projects/:projectId/brand-voices': { access: 'projectAdmin', scope: 'brand_profile:write' },
  'PUT /api/projects/:projectId/brand-voices/:uid': { access: 'projectAdmin', scope: 'brand_profile:write' },
  'DELETE /api/projects/:projectId/brand-voices/:uid': {
    access: 'projectAdmin',
    scope: 'brand_profile:write',
  },
  'POST /api/projects/:projectId/brand-voices/:uid/default': {
    access: 'projectAdmin',
    scope: 'brand_profile:write',
  },
  'GET /api/projects/:projectId/assistants': { access: 'projectMember', scope: 'brand_profile:read' },
  'POST /api/projects/:projectId/assistants': { access: 'projectAdmin', scope: 'brand_profile:write' },
  'PUT /api/projects/:projectId/assistants/:uid': { access: 'projectAdmin', scope: 'brand_profile:write' },
  'DELETE /api/projects/:projectId/assistants/:uid': { access: 'projectAdmin', scope: 'brand_profile:write' },
  'POST /api/projects/:projectId/assistants/:uid/default': {
    access: 'projectAdmin',
    scope: 'brand_profile:write',
  },
  'GET /api/projects/:projectId/audiences': { access: 'projectMember', scope: 'brand_profile:read' },
  'POST /api/projects/:projectId/audiences': { access: 'projectAdmin', scope: 'brand_profile:write' },
  'PUT /api/projects/:projectId/audiences/:uid': { access: 'projectAdmin', scope: 'brand_profile:write' },
  'DELETE /api/projects/:projectId/audiences/:uid': { access: 'projectAdmin', scope: 'brand_profile:write' },
  'POST /api/projects/:projectId/audiences/:uid/default': {
    access: 'projectAdmin',
    scope: 'brand_profile:write',
  },
  'GET /api/projects/:projectId/influences': { access: 'projectMember', scope: 'brand_profile:read' },
  'POST /api/projects/:projectId/influences': { access: 'projectAdmin', scope: 'brand_profile:write' },
  'PUT /api/projects/:projectId/influences/:uid': { access: 'projectAdmin', scope: 'brand_profile:write' },
  'DELETE /api/projects/:projectId/influences/:uid': { access: 'projectAdmin', scope: 'brand_profile:write' },
  // Feedback on the profile: every member of the brand reads it, externals given it included;
  // members and admins add it, externals do not.
  'GET /api/workspaces/:workspaceId/ai': { access: 'workspaceMember', scope: 'session' },
  'GET /api/tickets/:ticketId/brand-check': { access: 'ticketMember', scope: 'tickets:read' },
  'POST /api/projects/:projectId/ai/prompt': { access: 'projectTickets', scope: 'session' },
  'POST /api/projects/:projectId/ai/run': { access: 'projectTickets', scope: 'session' },
  'POST /api/projects/:projectId/ai/draft': { access: 'projectTickets', scope: 'session' },
  'POST /api/tickets/:ticketId/brand-check/ai': { access: 'ticketMember', scope: 'session' },
  // Recordings: a brand's members start an upload; only its uploader goes on with it, and only
  // while still on the brand (others: 404; media/video-access.int.test.ts).
  'POST /api/projects/:projectId/videos': { access: 'projectTickets', scope: 'tickets:write' },
  'HEAD /api/videos/:videoId/upload': { access: 'signedIn', scope: 'tickets:read' },
  'PATCH /api/videos/:videoId/upload': { access: 'signedIn', scope: 'tickets:write' },
  'GET /api/videos/:videoId': { access: 'signedIn', scope: 'tickets:read' },
  // Watching: the player's page is public (a shared recording plays for anyone; the service
  // asks others to sign in); its file and poster open with a signed link; sharing, attaching
  // and trimming are for members who may see the brand (others: 404, decided by the service).
  'GET /api/play/:videoId': { access: 'public' },
  'GET /api/videos/:videoId/file': { access: 'public' },
  'GET /api/videos/:videoId/poster': { access: 'public' },
  'PATCH /api/videos/:videoId': { access: 'signedIn', scope: 'tickets:write' },
  'PUT /api/videos/:videoId/ticket': { access: 'signedIn', scope: 'tickets:write' },
  'POST /api/videos/:videoId/trim': { access: 'signedIn', scope: 'tickets:write' },
  'GET /api/tickets/:ticketId/videos': { access: 'ticketMember', scope: 'tickets:read' },
  'POST /api/tickets/:ticketId/videos/:videoId/scenes': { access: 'ticketMember', scope: 'tickets:write' },
  'POST /api/tickets/:ticketId/videos/:videoId/script': { access: 'ticketMember', scope: 'tickets:write' },
  // MP4 copies: asked for, and followed, by the brand's members who may open tasks (a recording
  // of another brand, or none: 404, decided by the service).
  'POST /api/projects/:projectId/videos/:videoId/mp4-copy': {
    access: 'projectTickets',
    scope: 'tickets:write',
  },
  'GET /api/projects/:projectId/videos/:videoId/mp4-copy': {
    access: 'projectTickets',
    scope: 'tickets:read',
  },
  // Calendar feeds: a member's own addresses (externals are refused by the service: 403); the
  // feed itself is public, its secret address being the permission.
  'GET /api/workspaces/:workspaceId/calendar-feeds': { access: 'workspaceMember', scope: 'session' },
  'POST /api/workspaces/:workspaceId/calendar-feeds': { access: 'workspaceMember', scope: 'session' },
  'DELETE /api/workspaces/:workspaceId/calendar-feeds/:feedId': {
    access: 'workspaceMember',
    scope: 'session',
  },
  'GET /api/calendar-feeds/:token/calendar.ics': { access: 'public' },
  // Google Calendar, per person (docs/product.md#integrations)
  'GET /api/me/google-calendar': { access: 'signedIn', scope: 'session' },
  'PUT /api/me/google-calendar': { access: 'signedIn', scope: 'session' },
  'DELETE /api/me/google-calendar': { access: 'signedIn', scope: 'session' },
  'POST /api/me/google-calendar/connect': { access: 'signedIn', scope: 'session' },
  'GET /api/me/google-calendar/calendars': { access: 'signedIn', scope: 'session' },
  'GET /api/google-calendar/callback': { access: 'public' },
  'GET /api/tickets/:ticketId/calendar-event': { access: 'ticketMember', scope: 'session' },
  'DELETE /api/tickets/:ticketId/calendar-event': { access: 'ticketMember', scope: 'session' },
  // The /try builder: drafts are public (their address is the permission); claiming one into a
  // brand is for its admins.
  'POST /api/try/drafts': { access: 'public' },
  'GET /api/try/drafts/:draftId': { access: 'public' },
  'POST /api/projects/:projectId/try-draft': { access: 'projectAdmin', scope: 'session' },
  'GET /api/projects/:projectId/feedback': { access: 'projectMember', scope: 'brand_profile:read' },
  'GET /api/projects/:projectId/feedback/:field': { access: 'projectMember', scope: 'brand_profile:read' },
  'GET /api/projects/:projectId/setup-progress': { access: 'projectMember', scope: 'brand_profile:read' },
  'POST /api/projects/:projectId/feedback/:field': { access: 'projectTickets', scope: 'brand_profile:write' },
  // Results (docs/product.md#analytics)
  'GET /api/projects/:projectId/analytics': { access: 'projectResults', scope: 'analytics:read' },
  'GET /api/projects/:projectId/analytics/posts/:postId': {
    access: 'projectResults',
    scope: 'analytics:read',
  },
  'GET /api/projects/:projectId/analytics/export': { access: 'projectTickets', scope: 'analytics:read' },
  'GET /api/projects/:projectId/analytics/best-times': { access: 'projectTickets', scope: 'analytics:read' },
  'GET /api/projects/:projectId/analytics/reviews': { access: 'projectTickets', scope: 'analytics:read' },
  'GET /api/projects/:projectId/analytics/reviews/:reviewId': {
    access: 'projectTickets',
    scope: 'analytics:read',
  },
  // Publishing channels (docs/product.md#publishing)
  'GET /api/projects/:projectId/publishing/channels': { access: 'projectTickets', scope: 'publishing:read' },
  'POST /api/projects/:projectId/publishing/channels/bluesky': { access: 'projectAdmin', scope: 'session' },
  'DELETE /api/projects/:projectId/publishing/channels/:channelId': {
    access: 'projectAdmin',
    scope: 'session',
  },
  'GET /api/projects/:projectId/publishing/channels/:channelId/limit': {
    access: 'projectTickets',
    scope: 'publishing:read',
  },
  'GET /api/projects/:projectId/publishing/channels/:channelId/creator-info': {
    access: 'projectTickets',
    scope: 'publishing:read',
  },
  'GET /api/projects/:projectId/publishing/channels/:channelId/boards': {
    access: 'projectTickets',
    scope: 'publishing:read',
  },
  'POST /api/projects/:projectId/publishing/channels/mastodon': { access: 'projectAdmin', scope: 'session' },
  'POST /api/projects/:projectId/publishing/channels/handoff': { access: 'projectAdmin', scope: 'session' },
  'GET /api/projects/:projectId/publishing/networks': { access: 'projectTickets', scope: 'publishing:read' },
  'POST /api/projects/:projectId/publishing/channels/oauth/:network': {
    access: 'projectAdmin',
    scope: 'session',
  },
  'GET /api/projects/:projectId/publishing/connect-choices/:choice': {
    access: 'projectAdmin',
    scope: 'session',
  },
  'POST /api/projects/:projectId/publishing/connect-choices/:choice': {
    access: 'projectAdmin',
    scope: 'session',
  },
  'GET /api/projects/:projectId/publishing/queue': { access: 'projectTickets', scope: 'publishing:read' },
  'PUT /api/projects/:projectId/publishing/queue': { access: 'projectAdmin', scope: 'publishing:write' },
  'GET /api/projects/:projectId/publishing/publications': {
    access: 'projectTickets',
    scope: 'publishing:read',
  },
  'GET /api/workspaces/:workspaceId/publishing/publications': {
    access: 'workspaceMember',
    scope: 'publishing:read',
  },
  // The instance sends the browser back: the one-time state bound to the admin and browser is the check.
  'GET /api/publishing/mastodon/callback': { access: 'public' },
  'GET /api/publishing/oauth/:network/callback': { access: 'public' },
  'GET /api/publishing/files/:publicationId/:index': { access: 'public' },
  'GET /api/tickets/:ticketId/publishing/media': { access: 'ticketMember', scope: 'publishing:read' },
  'GET /api/me/api-keys': { access: 'signedIn', scope: 'session' },
  'POST /api/me/api-keys': { access: 'signedIn', scope: 'session' },
  'DELETE /api/me/api-keys/:keyId': { access: 'signedIn', scope: 'session' },
  'GET /api/me/sessions': { access: 'signedIn', scope: 'session' },
  'GET /api/workspaces/:workspaceId/audit-log': { access: 'workspaceAdmin', scope: 'session' },
  'GET /api/workspaces/:workspaceId/audit-log/verify': { access: 'workspaceAdmin', scope: 'session' },
  'GET /api/workspaces/:workspaceId/audit-log/export': { access: 'workspaceAdmin', scope: 'session' },
  'GET /api/workspaces/:workspaceId/audit-log/settings': { access: 'workspaceAdmin', scope: 'session' },
  'PUT /api/workspaces/:workspaceId/audit-log/settings': { access: 'workspaceAdmin', scope: 'session' },
  'DELETE /api/me/sessions/:sessionId': { access: 'signedIn', scope: 'session' },
  'POST /api/me/sessions/revoke-others': { access: 'signedIn', scope: 'session' },
  'GET /api/sign-in-providers': { access: 'public' },
  'GET /api/workspaces/:workspaceId/security': { access: 'workspaceAdmin', scope: 'session' },
  'PUT /api/workspaces/:workspaceId/security': { access: 'workspaceAdmin', scope: 'session' },
  // Single sign-on (docs/product.md#single-sign-on): set up by admins; signing in through it is
  // public, the identity provider's signed answer to a request started here being the check.
  'GET /api/workspaces/:workspaceId/sso': { access: 'workspaceAdmin', scope: 'session' },
  'PUT /api/workspaces/:workspaceId/sso': { access: 'workspaceAdmin', scope: 'session' },
  'DELETE /api/workspaces/:workspaceId/sso': { access: 'workspaceAdmin', scope: 'session' },
  'PUT /api/workspaces/:workspaceId/sso/policy': { access: 'workspaceAdmin', scope: 'session' },
  'POST /api/workspaces/:workspaceId/sso/domains': { access: 'workspaceAdmin', scope: 'session' },
  'POST /api/workspaces/:workspaceId/sso/domains/:domainId/check': {
    access: 'workspaceAdmin',
    scope: 'session',
  },
  'DELETE /api/workspaces/:workspaceId/sso/domains/:domainId': { access: 'workspaceAdmin', scope: 'session' },
  'POST /api/sso/start': { access: 'public' },
  'GET /api/sso/:connectionId/saml/metadata': { access: 'public' },
  'POST /api/sso/:connectionId/saml/acs': { access: 'public' },
  'GET /api/sso/:connectionId/oidc/callback': { access: 'public' },
  'GET /api/me/passkeys': { access: 'signedIn', scope: 'session' },
  'POST /api/me/passkeys/options': { access: 'signedIn', scope: 'session' },
  'POST /api/me/passkeys': { access: 'signedIn', scope: 'session' },
  'PATCH /api/me/passkeys/:passkeyId': { access: 'signedIn', scope: 'session' },
  'DELETE /api/me/passkeys/:passkeyId': { access: 'signedIn', scope: 'session' },
  'GET /api/workspaces/:workspaceId/api-keys': { access: 'workspaceAdmin', scope: 'session' },
  'POST /api/workspaces/:workspaceId/api-keys': { access: 'workspaceAdmin', scope: 'session' },
  'DELETE /api/workspaces/:workspaceId/api-keys/:keyId': { access: 'workspaceAdmin', scope: 'session' },
  'GET /api/tickets/:ticketId/publishing/variants': { access: 'ticketMember', scope: 'publishing:read' },
  'PUT /api/tickets/:ticketId/publishing/variants': { access: 'ticketMember', scope: 'publishing:write' },
  'POST /api/tickets/:ticketId/publications/:publicationId/retry': {
    access: 'ticketMember',
    scope: 'publishing:write',
  },
  'POST /api/tickets/:ticketId/publications/:publicationId/posted': {
    access: 'ticketMember',
    scope: 'publishing:write',
  },
  'POST /api/tickets/:ticketId/publications/:publicationId/take-down': {
    access: 'ticketMember',
    scope: 'publishing:write',
  },
  'POST /api/tickets/:ticketId/publications/:publicationId/newer-assets': {
    access: 'ticketMember',
    scope: 'publishing:write',
  },
  'GET /api/projects/:projectId/publishing/rights-takedowns': {
    access: 'projectTickets',
    scope: 'publishing:read',
  },
  'GET /api/tickets/:ticketId/publications': { access: 'ticketMember', scope: 'publishing:read' },
  'POST /api/tickets/:ticketId/publications': { access: 'ticketMember', scope: 'publishing:write' },
  'PATCH /api/tickets/:ticketId/publications/:publicationId': {
    access: 'ticketMember',
    scope: 'publishing:write',
  },
  'DELETE /api/tickets/:ticketId/publications/:publicationId': {
    access: 'ticketMember',
    scope: 'publishing:write',
  },
  'GET /api/projects/:projectId/integrations': { access: 'projectMember', scope: 'session' },
  'POST /api/projects/:projectId/integrations': { access: 'projectAdmin', scope: 'session' },
  'PUT /api/projects/:projectId/integrations/:uid': { access: 'projectAdmin', scope: 'session' },
  'DELETE /api/projects/:projectId/integrations/:uid': { access: 'projectAdmin', scope: 'session' },
  'POST /api/projects/:projectId/integrations/:uid/test': { access: 'projectAdmin', scope: 'session' },
  'POST /api/projects/:projectId/integrations/:uid/rotate-secret': {
    access: 'projectAdmin',
    scope: 'session',
  },
  'GET /api/projects/:projectId/integrations/:uid/deliveries': { access: 'projectMember', scope: 'session' },
  'GET /api/projects/:projectId/integrations/:uid/jira-options': { access: 'projectAdmin', scope: 'session' },
  'GET /api/projects/:projectId/integrations/:uid/monday-options': {
    access: 'projectAdmin',
    scope: 'session',
  },
  'POST /api/projects/:projectId/integrations/:uid/jira-webhook': {
    access: 'projectAdmin',
    scope: 'session',
  },
  'GET /api/projects/:projectId/integrations/:uid/jira-people': { access: 'projectAdmin', scope: 'session' },
  'PUT /api/projects/:projectId/integrations/:uid/jira-people/:accountId': {
    access: 'projectAdmin',
    scope: 'session',
  },
  'DELETE /api/projects/:projectId/integrations/:uid/jira-people/:accountId': {
    access: 'projectAdmin',
    scope: 'session',
  },
  // Jira proves itself by the signature made with the integration's secret: a bad one is 401.
  'POST /api/integrations/jira/:uid/webhook': { access: 'public' },
  'POST /api/projects/:projectId/integration-deliveries/:deliveryId/retry': {
    access: 'projectAdmin',
    scope: 'session',
  },
  // "Add to Slack": admins ask and start; Slack's redirect carries no token, so the callback is
  // public and checks the one-time state bound to the starting admin's browser instead.
  'GET /api/projects/:projectId/integrations/slack/install': { access: 'projectAdmin', scope: 'session' },
  'POST /api/projects/:projectId/integrations/slack/install': { access: 'projectAdmin', scope: 'session' },
  'GET /api/integrations/slack/callback': { access: 'public' },
  // "Connect with Atlassian": the same shape as "Add to Slack".
  'GET /api/projects/:projectId/integrations/jira/install': { access: 'projectAdmin', scope: 'session' },
  'POST /api/projects/:projectId/integrations/jira/install': { access: 'projectAdmin', scope: 'session' },
  'GET /api/integrations/jira/callback': { access: 'public' },
  'GET /api/tickets/:ticketId/deliveries': { access: 'ticketMember', scope: 'tickets:read' },
  'POST /api/tickets/:ticketId/send': { access: 'ticketMember', scope: 'tickets:write' },
  'GET /api/tickets/:ticketId/jira': { access: 'ticketMember', scope: 'tickets:read' },
  'PUT /api/tickets/:ticketId/jira/:uid': { access: 'ticketMember', scope: 'tickets:write' },
  'GET /api/tickets/:ticketId/jira/:uid/epics': { access: 'ticketMember', scope: 'tickets:read' },
  // The overview lists the brand's tasks: not for externals; its Feed and Library are.
  'GET /api/workspaces/:workspaceId/projects/:projectId/overview': {
    access: 'projectTickets',
    scope: 'brand_profile:read',
  },
  'GET /api/workspaces/:workspaceId/projects/:projectId/feed': {
    access: 'projectMember',
    scope: 'brand_profile:read',
  },
  // Instagram and YouTube import: externals read the connections and figures like the Feed;
  // brand admins connect, import and pick voice samples; ticket workers make post tickets.
  'GET /api/workspaces/:workspaceId/projects/:projectId/social': {
    access: 'projectMember',
    scope: 'analytics:read',
  },
  'GET /api/workspaces/:workspaceId/projects/:projectId/social/instagram/insights': {
    access: 'projectMember',
    scope: 'analytics:read',
  },
  'POST /api/workspaces/:workspaceId/projects/:projectId/social/instagram/connect': {
    access: 'projectAdmin',
    scope: 'session',
  },
  'POST /api/workspaces/:workspaceId/projects/:projectId/social/youtube/connect': {
    access: 'projectAdmin',
    scope: 'session',
  },
  'POST /api/workspaces/:workspaceId/projects/:projectId/social/instagram/import': {
    access: 'projectAdmin',
    scope: 'session',
  },
  'POST /api/workspaces/:workspaceId/projects/:projectId/social/youtube/import': {
    access: 'projectAdmin',
    scope: 'session',
  },
  'DELETE /api/workspaces/:workspaceId/projects/:projectId/social/instagram': {
    access: 'projectAdmin',
    scope: 'session',
  },
  'DELETE /api/workspaces/:workspaceId/projects/:projectId/social/youtube': {
    access: 'projectAdmin',
    scope: 'session',
  },
  'POST /api/workspaces/:workspaceId/projects/:projectId/social/posts/:uid/ticket': {
    access: 'projectTickets',
    scope: 'tickets:write',
  },
  'PUT /api/workspaces/:workspaceId/projects/:projectId/social/posts/:uid/labels': {
    access: 'projectTickets',
    scope: 'analytics:write',
  },
  'POST /api/workspaces/:workspaceId/projects/:projectId/social/posts/:uid/voice-sample': {
    access: 'projectAdmin',
    scope: 'brand_profile:write',
  },
  'GET /api/social/instagram/callback': { access: 'public' },
  'GET /api/social/youtube/callback': { access: 'public' },
  // The asset library (docs/product.md#asset-library): externals read; writing is for those who
  // work on tickets (the service refuses externals before it looks the asset up).
  'GET /api/workspaces/:workspaceId/projects/:projectId/assets': {
    access: 'projectMember',
    scope: 'assets:read',
  },
  'POST /api/workspaces/:workspaceId/projects/:projectId/assets': {
    access: 'projectMember',
    scope: 'assets:write',
  },
  'POST /api/workspaces/:workspaceId/projects/:projectId/assets/from-task-file': {
    access: 'projectMember',
    scope: 'assets:write',
  },
  'POST /api/workspaces/:workspaceId/projects/:projectId/assets/from-url': {
    access: 'projectMember',
    scope: 'assets:write',
  },
  'POST /api/workspaces/:workspaceId/projects/:projectId/assets/bulk': {
    access: 'projectMember',
    scope: 'assets:write',
  },
  'GET /api/workspaces/:workspaceId/projects/:projectId/assets/:assetId': {
    access: 'projectMember',
    scope: 'assets:read',
  },
  'PATCH /api/workspaces/:workspaceId/projects/:projectId/assets/:assetId': {
    access: 'projectMember',
    scope: 'assets:write',
    refuse: { external: { status: 403, code: 'forbidden' } },
  },
  'DELETE /api/workspaces/:workspaceId/projects/:projectId/assets/:assetId': {
    access: 'projectAdmin',
    scope: 'assets:write',
  },
  'GET /api/workspaces/:workspaceId/projects/:projectId/assets/:assetId/versions': {
    access: 'projectMember',
    scope: 'assets:read',
  },
  'POST /api/workspaces/:workspaceId/projects/:projectId/assets/:assetId/versions/:versionId/restore': {
    access: 'projectMember',
    scope: 'assets:write',
    refuse: { external: { status: 403, code: 'forbidden' } },
  },
  'GET /api/workspaces/:workspaceId/projects/:projectId/assets/:assetId/uses': {
    access: 'projectMember',
    scope: 'assets:read',
  },
  'GET /api/workspaces/:workspaceId/projects/:projectId/assets/:assetId/versions/:versionId/preview/:size': {
    access: 'projectMember',
    scope: 'assets:read',
  },
  'GET /api/workspaces/:workspaceId/projects/:projectId/assets/:assetId/versions/:versionId/file': {
    access: 'projectMember',
    scope: 'assets:read',
  },
  'GET /api/workspaces/:workspaceId/projects/:projectId/asset-tags': {
    access: 'projectMember',
    scope: 'assets:read',
  },
  'GET /api/workspaces/:workspaceId/projects/:projectId/asset-storage': {
    access: 'projectMember',
    scope: 'assets:read',
  },
  'GET /api/workspaces/:workspaceId/projects/:projectId/asset-folders': {
    access: 'projectMember',
    scope: 'assets:read',
  },
  'POST /api/workspaces/:workspaceId/projects/:projectId/asset-folders': {
    access: 'projectMember',
    scope: 'assets:write',
  },
  'PATCH /api/workspaces/:workspaceId/projects/:projectId/asset-folders/:folderId': {
    access: 'projectMember',
    scope: 'assets:write',
    refuse: { external: { status: 403, code: 'forbidden' } },
  },
  'DELETE /api/workspaces/:workspaceId/projects/:projectId/asset-folders/:folderId': {
    access: 'projectMember',
    scope: 'assets:write',
    refuse: { external: { status: 403, code: 'forbidden' } },
  },
  'POST /api/workspaces/:workspaceId/projects/:projectId/asset-uploads': {
    access: 'projectMember',
    scope: 'assets:write',
  },
  'HEAD /api/workspaces/:workspaceId/projects/:projectId/asset-uploads/:uploadId': {
    access: 'projectMember',
    scope: 'assets:read',
  },
  'GET /api/workspaces/:workspaceId/projects/:projectId/asset-uploads/:uploadId/result': {
    access: 'projectMember',
    scope: 'assets:read',
  },
  'PATCH /api/workspaces/:workspaceId/projects/:projectId/asset-uploads/:uploadId': {
    access: 'projectMember',
    scope: 'assets:write',
  },
  'DELETE /api/workspaces/:workspaceId/projects/:projectId/asset-uploads/:uploadId': {
    access: 'projectMember',
    scope: 'assets:write',
  },
  'POST /api/workspaces/:workspaceId/projects/:projectId/asset-uploads/:uploadId/resolve': {
    access: 'projectMember',
    scope: 'assets:write',
  },
  // Google Drive import: the service refuses externals (the matrix's body fails validation first
  // here); Check Drive refuses them before it looks the asset up.
  'POST /api/workspaces/:workspaceId/projects/:projectId/asset-drive-imports': {
    access: 'projectMember',
    scope: 'assets:write',
  },
  'GET /api/workspaces/:workspaceId/projects/:projectId/asset-drive-imports/:importId': {
    access: 'projectMember',
    scope: 'assets:read',
  },
  'POST /api/workspaces/:workspaceId/projects/:projectId/assets/:assetId/drive-check': {
    access: 'projectMember',
    scope: 'assets:write',
    refuse: { external: { status: 403, code: 'forbidden' } },
  },
  'GET /api/workspaces/:workspaceId/projects/:projectId/library': {
    access: 'projectMember',
    scope: 'brand_profile:read',
  },
  'GET /api/workspaces/:workspaceId/projects/:projectId/library/files/:key': {
    access: 'projectMember',
    scope: 'brand_profile:read',
  },
  'GET /api/workspaces/:workspaceId/tickets': { access: 'notExternal', scope: 'tickets:read' },
  'GET /api/workspaces/:workspaceId/tickets/counts': { access: 'notExternal', scope: 'tickets:read' },
  'GET /api/workspaces/:workspaceId/tickets/export': { access: 'notExternal', scope: 'tickets:read' },
  'GET /api/workspaces/:workspaceId/tickets/assignees': { access: 'notExternal', scope: 'tickets:read' },
  'GET /api/workspaces/:workspaceId/tickets/tags': { access: 'notExternal', scope: 'tickets:read' },
  'GET /api/workspaces/:workspaceId/tickets/milestones': { access: 'notExternal', scope: 'tickets:read' },
  'POST /api/workspaces/:workspaceId/tickets/bulk': { access: 'notExternal', scope: 'tickets:write' },
  'GET /api/projects/:projectId/tickets': { access: 'projectTickets', scope: 'tickets:read' },
  'GET /api/projects/:projectId/tickets/counts': { access: 'projectTickets', scope: 'tickets:read' },
  'GET /api/projects/:projectId/tickets/export': { access: 'projectTickets', scope: 'tickets:read' },
  'POST /api/projects/:projectId/post-imports': { access: 'projectTickets', scope: 'tickets:write' },
  'GET /api/projects/:projectId/post-imports': { access: 'projectTickets', scope: 'tickets:read' },
  'GET /api/projects/:projectId/post-imports/:importId': { access: 'projectTickets', scope: 'tickets:read' },
  'POST /api/projects/:projectId/post-imports/:importId/create': {
    access: 'projectTickets',
    scope: 'tickets:write',
  },
  'POST /api/projects/:projectId/approvals': { access: 'projectTickets', scope: 'session' },
  'GET /api/projects/:projectId/approvals': { access: 'projectTickets', scope: 'approvals:read' },
  'DELETE /api/projects/:projectId/approvals/:approvalId': {
    access: 'projectTickets',
    scope: 'approvals:write',
  },
  // Approval workflows and client contacts (docs/product.md#approvals).
  'GET /api/projects/:projectId/approval-workflow': { access: 'projectTickets', scope: 'approvals:read' },
  'GET /api/tickets/:ticketId/approval': { access: 'ticketMember', scope: 'approvals:read' },
  'GET /api/workspaces/:workspaceId/approvals/open': { access: 'notExternal', scope: 'approvals:read' },
  'POST /api/tickets/:ticketId/approval': { access: 'ticketMember', scope: 'approvals:write' },
  'POST /api/tickets/:ticketId/approval/decisions': { access: 'ticketMember', scope: 'session' },
  // Only the brand's admins pass a step (the service's 403, rounds.int.test.ts).
  'POST /api/tickets/:ticketId/approval/override': { access: 'ticketMember', scope: 'session' },
  // Only the requester and the brand's admins add approvers (the service's 403, round-notices.int.test.ts).
  'POST /api/tickets/:ticketId/approval/approvers': { access: 'ticketMember', scope: 'approvals:write' },
  'GET /api/tickets/:ticketId/versions': { access: 'ticketMember', scope: 'tickets:read' },
  'GET /api/tickets/:ticketId/versions/diff': { access: 'ticketMember', scope: 'tickets:read' },
  'POST /api/tickets/:ticketId/versions/:number/restore': { access: 'ticketMember', scope: 'tickets:write' },
  'PUT /api/projects/:projectId/approval-workflow': { access: 'projectAdmin', scope: 'approvals:write' },
  'GET /api/projects/:projectId/approval-contacts': { access: 'projectAdmin', scope: 'approvals:read' },
  'POST /api/projects/:projectId/approval-contacts': { access: 'projectAdmin', scope: 'approvals:write' },
  'PATCH /api/projects/:projectId/approval-contacts/:contactId': {
    access: 'projectAdmin',
    scope: 'approvals:write',
  },
  'DELETE /api/projects/:projectId/approval-contacts/:contactId': {
    access: 'projectAdmin',
    scope: 'approvals:write',
  },
  'POST /api/projects/:projectId/approval-contacts/:contactId/portal-link': {
    access: 'projectAdmin',
    scope: 'session',
  },
  'DELETE /api/projects/:projectId/approval-contacts/:contactId/portal-link': {
    access: 'projectAdmin',
    scope: 'session',
  },
  // The client portal: public, bound to its token (portal.int.test.ts covers the tokens).
  'GET /api/portal/:token': { access: 'public' },
  'POST /api/portal/:token/items/:key/decision': { access: 'public' },
  'POST /api/portal/:token/approve': { access: 'public' },
  'POST /api/portal/:token/items/:key/comments': { access: 'public' },
  'GET /api/portal/:token/items/:key/images/:index': { access: 'public' },
  'GET /api/portal/:token/items/:key/recordings/:index': { access: 'public' },
  'GET /api/projects/:projectId/approval-audit.csv': { access: 'projectAdmin', scope: 'approvals:read' },
  // The token is the permission: a wrong one is 404 for everyone.
  'GET /api/approvals/:token': { access: 'public' },
  'POST /api/approvals/:token/posts/:key/decision': { access: 'public' },
  'GET /api/approvals/:token/posts/:key/images/:imageId': { access: 'public' },
  // Each person's own push devices and settings: another's device is 404 like none.
  'GET /api/push/config': { access: 'signedIn', scope: 'session' },
  'GET /api/push/devices': { access: 'signedIn', scope: 'session' },
  'POST /api/push/devices': { access: 'signedIn', scope: 'session' },
  'POST /api/push/devices/confirm': { access: 'signedIn', scope: 'session' },
  'PATCH /api/push/devices/:deviceId': { access: 'signedIn', scope: 'session' },
  'DELETE /api/push/devices/:deviceId': { access: 'signedIn', scope: 'session' },
  'GET /api/push/settings': { access: 'signedIn', scope: 'session' },
  'PUT /api/push/settings': { access: 'signedIn', scope: 'session' },
  'POST /api/push/test': { access: 'signedIn', scope: 'session' },
  'POST /api/projects/:projectId/tickets': { access: 'projectTickets', scope: 'tickets:write' },
  'GET /api/tickets/:ticketId': { access: 'ticketMember', scope: 'tickets:read' },
  'PATCH /api/tickets/:ticketId': { access: 'ticketMember', scope: 'tickets:write' },
  'DELETE /api/tickets/:ticketId': { access: 'ticketMember', scope: 'tickets:write' },
  'GET /api/tickets/:ticketId/activity': { access: 'ticketMember', scope: 'tickets:read' },
  'POST /api/tickets/:ticketId/share': { access: 'ticketMember', scope: 'session' },
  'DELETE /api/tickets/:ticketId/share': { access: 'ticketMember', scope: 'session' },
  // The link is the permission; a wrong token is 404 for everyone.
  'GET /api/tickets/:ticketId/shared/:token': { access: 'public' },
  'POST /api/tickets/:ticketId/reference-images': { access: 'ticketMember', scope: 'tickets:write' },
  'DELETE /api/tickets/:ticketId/reference-images/:imageId': {
    access: 'ticketMember',
    scope: 'tickets:write',
  },
  'GET /api/tickets/:ticketId/images/:imageId/file': { access: 'ticketMember', scope: 'tickets:read' },
  'GET /api/tickets/:ticketId/assets': { access: 'ticketMember', scope: 'tickets:read' },
  'POST /api/tickets/:ticketId/assets': { access: 'ticketMember', scope: 'tickets:write' },
  'PATCH /api/tickets/:ticketId/assets/:assetId': { access: 'ticketMember', scope: 'tickets:write' },
  'DELETE /api/tickets/:ticketId/assets/:assetId': { access: 'ticketMember', scope: 'tickets:write' },
  'GET /api/tickets/:ticketId/checklist': { access: 'ticketMember', scope: 'tickets:read' },
  'POST /api/tickets/:ticketId/checklist': { access: 'ticketMember', scope: 'tickets:write' },
  'PATCH /api/tickets/:ticketId/checklist/:itemId': { access: 'ticketMember', scope: 'tickets:write' },
  'DELETE /api/tickets/:ticketId/checklist/:itemId': { access: 'ticketMember', scope: 'tickets:write' },
  'PUT /api/tickets/:ticketId/checklist/order': { access: 'ticketMember', scope: 'tickets:write' },
  'GET /api/projects/:projectId/templates': { access: 'projectTickets', scope: 'tickets:read' },
  'POST /api/projects/:projectId/templates': { access: 'projectAdmin', scope: 'tickets:write' },
  'POST /api/projects/:projectId/templates/from-ticket': { access: 'projectAdmin', scope: 'tickets:write' },
  'PATCH /api/projects/:projectId/templates/:templateId': { access: 'projectAdmin', scope: 'tickets:write' },
  'DELETE /api/projects/:projectId/templates/:templateId': { access: 'projectAdmin', scope: 'tickets:write' },
  'POST /api/projects/:projectId/templates/:templateId/tickets': {
    access: 'projectTickets',
    scope: 'tickets:write',
  },
  'POST /api/projects/:projectId/recurring/preview': { access: 'projectTickets', scope: 'tickets:read' },
  'GET /api/projects/:projectId/recurring': { access: 'projectTickets', scope: 'tickets:read' },
  'POST /api/projects/:projectId/recurring': { access: 'projectTickets', scope: 'tickets:write' },
  'PATCH /api/projects/:projectId/recurring/:seriesId': { access: 'projectTickets', scope: 'tickets:write' },
  'DELETE /api/projects/:projectId/recurring/:seriesId': { access: 'projectTickets', scope: 'tickets:write' },
  'GET /api/projects/:projectId/recurring/ghosts': { access: 'projectTickets', scope: 'tickets:read' },
  'GET /api/workspaces/:workspaceId/recurring/ghosts': { access: 'notExternal', scope: 'tickets:read' },
  'POST /api/projects/:projectId/recurring/:seriesId/split': {
    access: 'projectTickets',
    scope: 'tickets:write',
  },
  'POST /api/projects/:projectId/recurring/:seriesId/occurrences': {
    access: 'projectTickets',
    scope: 'tickets:write',
  },
  'GET /api/holiday-calendars': { access: 'signedIn', scope: 'tickets:read' },
  'GET /api/projects/:projectId/evergreen': { access: 'projectTickets', scope: 'tickets:read' },
  'PUT /api/projects/:projectId/evergreen/settings': { access: 'projectAdmin', scope: 'tickets:write' },
  'POST /api/projects/:projectId/evergreen/fill': { access: 'projectAdmin', scope: 'tickets:write' },
  'GET /api/tickets/:ticketId/evergreen': { access: 'ticketMember', scope: 'tickets:read' },
  'PUT /api/tickets/:ticketId/evergreen': { access: 'ticketMember', scope: 'tickets:write' },
  'PATCH /api/tickets/:ticketId/evergreen': { access: 'ticketMember', scope: 'tickets:write' },
  'DELETE /api/tickets/:ticketId/evergreen': { access: 'ticketMember', scope: 'tickets:write' },
  'GET /api/projects/:projectId/content-series': { access: 'projectTickets', scope: 'tickets:read' },
  'POST /api/projects/:projectId/content-series': { access: 'projectTickets', scope: 'tickets:write' },
  'GET /api/projects/:projectId/content-series/:seriesId': {
    access: 'projectTickets',
    scope: 'tickets:read',
  },
  'PATCH /api/projects/:projectId/content-series/:seriesId': {
    access: 'projectTickets',
    scope: 'tickets:write',
  },
  'DELETE /api/projects/:projectId/content-series/:seriesId': {
    access: 'projectTickets',
    scope: 'tickets:write',
  },
  'POST /api/projects/:projectId/content-series/:seriesId/posts': {
    access: 'projectTickets',
    scope: 'tickets:write',
  },
  'DELETE /api/projects/:projectId/content-series/:seriesId/posts/:ticketId': {
    access: 'projectTickets',
    scope: 'tickets:write',
  },
  'PUT /api/projects/:projectId/content-series/:seriesId/order': {
    access: 'projectTickets',
    scope: 'tickets:write',
  },
  'POST /api/projects/:projectId/content-series/:seriesId/next': {
    access: 'projectTickets',
    scope: 'tickets:write',
  },
  'GET /api/tickets/:ticketId/content-series': { access: 'ticketMember', scope: 'tickets:read' },
  'GET /api/projects/:projectId/closed-days': { access: 'projectTickets', scope: 'brands:read' },
  'PUT /api/projects/:projectId/closed-days': { access: 'projectAdmin', scope: 'brands:write' },
  'GET /api/workspaces/:workspaceId/templates': { access: 'notExternal', scope: 'tickets:read' },
  'POST /api/workspaces/:workspaceId/templates': { access: 'workspaceAdmin', scope: 'tickets:write' },
  'POST /api/workspaces/:workspaceId/templates/from-ticket': {
    access: 'workspaceAdmin',
    scope: 'tickets:write',
  },
  'PATCH /api/workspaces/:workspaceId/templates/:templateId': {
    access: 'workspaceAdmin',
    scope: 'tickets:write',
  },
  'DELETE /api/workspaces/:workspaceId/templates/:templateId': {
    access: 'workspaceAdmin',
    scope: 'tickets:write',
  },
  // The share link is the permission; a wrong token is 404 for everyone.
  'GET /api/tickets/:ticketId/shared/:token/images/:imageId/file': { access: 'public' },
  'GET /api/tickets/tags/:projectId': { access: 'projectTickets', scope: 'tickets:read' },
  'POST /api/tickets/tags/:projectId': { access: 'projectTickets', scope: 'tickets:write' },
  'GET /api/tickets/milestones/:projectId': { access: 'projectTickets', scope: 'tickets:read' },
  'POST /api/tickets/milestones/:projectId': { access: 'projectTickets', scope: 'tickets:write' },
  'GET /api/tickets/:ticketId/comments': { access: 'ticketMember', scope: 'comments:read' },
  'POST /api/tickets/:ticketId/comments': { access: 'ticketMember', scope: 'comments:write' },
  'PATCH /api/tickets/:ticketId/comments/:commentId': { access: 'ticketMember', scope: 'comments:write' },
  'DELETE /api/tickets/:ticketId/comments/:commentId': { access: 'ticketMember', scope: 'comments:write' },
  'GET /api/tickets/:ticketId/comments/:commentId/files/:fileId': {
    access: 'ticketMember',
    scope: 'comments:read',
  },
  'POST /api/tickets/:ticketId/comments/:commentId/resolve': {
    access: 'ticketMember',
    scope: 'comments:write',
  },
  'POST /api/tickets/:ticketId/comments/:commentId/reopen': {
    access: 'ticketMember',
    scope: 'comments:write',
  },
  'GET /api/tickets/:ticketId/follow': { access: 'ticketMember', scope: 'tickets:read' },
  'PUT /api/tickets/:ticketId/follow': { access: 'ticketMember', scope: 'tickets:write' },
  'DELETE /api/tickets/:ticketId/follow': { access: 'ticketMember', scope: 'tickets:write' },
  'GET /api/workspaces/:workspaceId/timetracking/entries': { access: 'notExternal', scope: 'time:read' },
  'GET /api/workspaces/:workspaceId/timetracking/report': { access: 'notExternal', scope: 'time:read' },
  'GET /api/tickets/:ticketId/timetracking/entries': { access: 'ticketMember', scope: 'time:read' },
  'POST /api/tickets/:ticketId/timetracking/entries': { access: 'ticketMember', scope: 'time:write' },
  'PATCH /api/tickets/:ticketId/timetracking/entries/:entryId': {
    access: 'ticketMember',
    scope: 'time:write',
  },
  'DELETE /api/tickets/:ticketId/timetracking/entries/:entryId': {
    access: 'ticketMember',
    scope: 'time:write',
  },
  'POST /api/tickets/:ticketId/timetracking/start': { access: 'ticketMember', scope: 'time:write' },
  'POST /api/tickets/:ticketId/timetracking/stop': { access: 'ticketMember', scope: 'time:write' },
  'GET /api/events': { access: 'signedIn', scope: 'session', query: 'last_event_id=not-an-id' },
  'PUT /api/tickets/:ticketId/presence': { access: 'ticketMember', scope: 'session' },
  'DELETE /api/tickets/:ticketId/presence': { access: 'ticketMember', scope: 'session' },
  'GET /api/notifications': { access: 'signedIn', scope: 'session' },
  'GET /api/notifications/unread-count': { access: 'signedIn', scope: 'session' },
  'POST /api/notifications/read-all': { access: 'signedIn', scope: 'session' },
  'POST /api/notifications/:notificationId/read': { access: 'signedIn', scope: 'session' },
  'GET /api/notifications/settings': { access: 'signedIn', scope: 'session' },
  'PUT /api/notifications/settings': { access: 'signedIn', scope: 'session' },
  'GET /api/workspaces/:workspaceId/jobs': { access: 'workspaceAdmin', scope: 'session' },
  'GET /api/workspaces/:workspaceId/jobs/:jobId': { access: 'workspaceMember', scope: 'session' },
  'POST /api/workspaces/:workspaceId/jobs/:jobId/retry': { access: 'workspaceAdmin', scope: 'session' },
  // Billing: admins only. The spec's checkout routes name the workspace in the body, and a
  // subscription names its own (the world records one for each workspace).
  'GET /api/workspaces/:workspaceId/billing': { access: 'workspaceAdmin', scope: 'session' },
  'GET /api/workspaces/:workspaceId/billing/invoices': { access: 'workspaceAdmin', scope: 'session' },
  'PUT /api/workspaces/:workspaceId/billing/seats': { access: 'workspaceAdmin', scope: 'session' },
  'POST /api/workspaces/:workspaceId/billing/portal': { access: 'workspaceAdmin', scope: 'session' },
  'POST /api/workspaces/:workspaceId/billing/contact': { access: 'workspaceAdmin', scope: 'session' },
  'GET /api/subscriptions/:subscriptionId': { access: 'workspaceAdmin', scope: 'session' },
  'POST /api/subscriptions/create-checkout-session': { access: 'workspaceAdmin', scope: 'session' },
  'POST /api/subscriptions/verify-checkout-session': { access: 'workspaceAdmin', scope: 'session' },
  // The payment provider proves itself by signature: anyone may knock, a bad signature is 400.
  'POST /api/billing/stripe/webhook': { access: 'public' },
  // OAuth for the MCP server (modules/oauth): discovery, registration, tokens and revocation are
  // for any client; consenting and the connected apps are a person's alone.
  'GET /.well-known/oauth-protected-resource/api/mcp': { access: 'public' },
  'GET /.well-known/oauth-protected-resource': { access: 'public' },
  'GET /.well-known/oauth-authorization-server': { access: 'public' },
  'POST /api/oauth/register': { access: 'public' },
  'POST /api/oauth/token': { access: 'public' },
  'POST /api/oauth/revoke': { access: 'public' },
  'GET /api/oauth/authorize': { access: 'signedIn', scope: 'session' },
  'POST /api/oauth/authorize': { access: 'signedIn', scope: 'session' },
  'POST /api/oauth/authorize/deny': { access: 'signedIn', scope: 'session' },
  'GET /api/me/oauth-grants': { access: 'signedIn', scope: 'session' },
  'DELETE /api/me/oauth-grants/:grantId': { access: 'signedIn', scope: 'session' },
  // The MCP endpoint: any key gets in; each tool checks its own scope (modules/mcp).
  'POST /api/mcp': { access: 'signedIn', scope: 'any' },
  'GET /api/mcp': { access: 'signedIn', scope: 'any' },
  'DELETE /api/mcp': { access: 'signedIn', scope: 'any' },
};

const key = (method: string, url: string) => `${method} ${url}`;

/**
 * The keys the matrix calls with, by their scopes: the owner's two, a workspace key of the world
 * under test for its brand, and the owner's key limited to another brand of theirs (both made
 * afresh in each world).
 */
const KEY_SCOPES = {
  ownerKeyAll: [...API_KEY_SCOPES],
  ownerKeyMembers: ['members:read'],
  workspaceKeyBrandA: [...API_KEY_SCOPES],
  ownerKeyOtherBrand: [...API_KEY_SCOPES],
} as const;
type KeyCaller = keyof typeof KEY_SCOPES;
/** Whom each key acts as: a workspace key is a plain member granted the brand. */
const ACTS_AS: Record<KeyCaller, Persona> = {
  ownerKeyAll: 'owner',
  ownerKeyMembers: 'owner',
  workspaceKeyBrandA: 'member',
  ownerKeyOtherBrand: 'owner',
};

/** The levels that decide a brand's place: a key limited to another brand is refused at each. */
const BRAND_LEVELS: ReadonlySet<Access> = new Set([
  'projectMember',
  'projectAdmin',
  'projectTickets',
  'projectResults',
  'ticketMember',
]);

/** Routes of a workspace level that name a brand in their path all the same: the service decides it. */
const NAMES_A_BRAND = new Set(['GET /api/workspaces/:workspaceId/projects/by-slug/:slug']);

/** What a key gets: whom it acts as capped by its scopes, and for one limited to another brand, none of this one. */
function keyCallerCell(caller: KeyCaller, row: Row, route: string): Cell {
  const cell = keyCell(row, KEY_SCOPES[caller], ACTS_AS[caller]);
  const brandLevel = BRAND_LEVELS.has(row.access) || NAMES_A_BRAND.has(route);
  if (caller === 'ownerKeyOtherBrand' && cell === 'ok' && brandLevel)
    return { status: 403, code: 'forbidden' };
  return cell;
}

/** What a key acting as `as` with `scopes` gets: their answer, capped by the route's scope. */
function keyCell(row: Row, scopes: readonly string[], as: Persona): Cell {
  const owner = row.refuse?.[as] ?? BY_LEVEL[row.access][as];
  if (row.access === 'public') return BY_LEVEL.public.anonymous;
  if (!row.scope || row.scope === 'session') return { status: 403, code: 'api_key_not_allowed' };
  // The route checks its operations' scopes itself (the MCP endpoint): any key gets in.
  if (row.scope === 'any') return owner;
  return scopeAllows(scopes, row.scope) ? owner : { status: 403, code: 'api_key_scope' };
}

/**
 * Deeper paths first and deletions last, the deletion of a whole brand or workspace after every
 * other, so a caller's run never removes what it still calls.
 */
const deletesAll = (route: { method: string; url: string }) =>
  route.method === 'DELETE' && /\/(workspaces\/:workspaceId|projects\/:projectId)$/.test(route.url);
function order(a: { method: string; url: string }, b: { method: string; url: string }) {
  const del = Number(a.method === 'DELETE') - Number(b.method === 'DELETE');
  if (del !== 0) return del;
  const all = Number(deletesAll(a)) - Number(deletesAll(b));
  return all !== 0 ? all : b.url.split('/').length - a.url.split('/').length;
}

describe('authorization matrix', () => {
  const mail = mailCollector();
  let ctx: TestContext;
  let people: Record<Persona, Person>;
  const keys = {} as Record<KeyCaller, string>;

  beforeAll(async () => {
    // Every route, six times over: more requests than one client may make in a minute.
    ctx = await createTestContext({
      env: { RATE_LIMIT_MAX: '100000' },
      deps: { sendAccountMail: mail.send },
    });
    people = await signUpPeople(ctx.app, mail);
    for (const [name, scopes] of Object.entries(KEY_SCOPES)) {
      if (ACTS_AS[name as KeyCaller] !== 'owner' || name === 'ownerKeyOtherBrand') continue;
      const made = await ctx.app.inject({
        method: 'POST',
        url: '/api/me/api-keys',
        headers: people.owner.headers,
        payload: { name, scopes, expires_in_days: 30 },
      });
      expect(made.statusCode, made.body).toBe(201);
      keys[name as KeyCaller] = made.json().secret;
    }
  });
  afterAll(() => ctx.close());

  const routes = () =>
    checkedRoutes(ctx.app.routeDeclarations)
      .filter(({ url }) => !url.startsWith('/api/docs'))
      .sort(order);

  it('has an entry for every route, with the access level and key scope the route declares', () => {
    const registered = routes().map(({ method, url, options }) => [
      key(method, url),
      options.config?.access,
      options.config?.scope,
    ]);
    const expected = registered.map(([route]) => [
      route,
      MATRIX[route!]?.access ?? 'no entry in MATRIX',
      MATRIX[route!]?.scope,
    ]);
    expect(registered).toEqual(expected);
    // No stale entries either.
    expect(Object.keys(MATRIX).sort()).toEqual(registered.map(([route]) => route).sort());
  });

  /** Writes carry the target workspace in the body too, for the routes that are addressed by it. */
  async function call(caller: Caller | KeyCaller, method: string, url: string, workspaceId: string) {
    const auth =
      caller === 'anonymous'
        ? {}
        : caller in KEY_SCOPES
          ? { authorization: `Bearer ${keys[caller as KeyCaller]}` }
          : people[caller as Persona].headers;
    return ctx.app.inject({
      method: method as 'GET',
      url,
      headers: { origin: 'http://localhost:3000', ...auth },
      ...(method === 'GET' || method === 'DELETE' ? {} : { payload: { workspaceId } }),
    });
  }

  /** `code` is undefined for an answer without a body (HEAD): its status alone is compared. */
  function check(cell: Cell, status: number, code: string | undefined, label: string, bodyless = false) {
    if (cell === 'ok') {
      expect([401, 403], label).not.toContain(status);
    } else if (cell === 401 || cell === 403) {
      expect(status, label).toBe(cell);
      if (!bodyless) expect(code, label).toBe(cell === 401 ? 'unauthorized' : 'forbidden');
    } else if (bodyless) {
      expect(status, label).toBe(cell.status);
    } else {
      expect({ status, code }, label).toEqual(cell);
    }
  }

  /**
   * Calls every route as `caller` on a fresh world (what one caller deletes, the next still
   * finds), checks each answer against `cellOf(row)`, and that every reply, refusal or not, is
   * one the document declares (status and content type).
   */
  async function sweep(caller: Caller | KeyCaller, cellOf: (row: Row, route: string) => Cell) {
    const { world, tickets } = await buildTicketWorld(ctx.database.db, people);
    if (caller === 'workspaceKeyBrandA') {
      const made = await ctx.app.inject({
        method: 'POST',
        url: `/api/workspaces/${world.a.id}/api-keys`,
        headers: people.owner.headers,
        payload: {
          name: 'Brand A',
          scopes: KEY_SCOPES[caller],
          brands: [world.a.projectId],
          expires_in_days: 30,
        },
      });
      expect(made.statusCode, made.body).toBe(201);
      keys[caller] = made.json().secret;
    }
    if (caller === 'ownerKeyOtherBrand') {
      // The owner sees every brand of the workspace; this key, only a second one.
      const other = await insertProject(ctx.database.db, world.a.id, people.owner.id);
      const made = await ctx.app.inject({
        method: 'POST',
        url: '/api/me/api-keys',
        headers: people.owner.headers,
        payload: { name: 'Other brand', scopes: KEY_SCOPES[caller], brands: [other], expires_in_days: 30 },
      });
      expect(made.statusCode, made.body).toBe(201);
      keys[caller] = made.json().secret;
    }
    const declared = declaredReplies(ctx.app.swagger() as unknown as Record<string, unknown>);
    const undeclared: string[] = [];
    for (const { method, url } of routes()) {
      const row = MATRIX[key(method, url)]!;
      const filled = fill(url, world.a, world, tickets.a);
      const res = await call(caller, method, row.query ? `${filled}?${row.query}` : filled, world.a.id);
      check(
        cellOf(row, key(method, url)),
        res.statusCode,
        // A redirect (Slack's callback) and a HEAD answer have no JSON body to read.
        method !== 'HEAD' && String(res.headers['content-type']).includes('json')
          ? res.json()?.code
          : undefined,
        `${caller} ${method} ${url} → ${res.statusCode} ${res.body.slice(0, 120)}`,
        method === 'HEAD',
      );
      const responses = declared.get(documentKey(method, url));
      const problem = responses && undeclaredReply(responses, res);
      if (problem) undeclared.push(`${method} ${url}: ${problem}`);
    }
    expect(undeclared).toEqual([]);
  }

  it.each(CALLERS)('as %s, on its own workspace (or, for outsider, on a workspace it is not in)', (caller) =>
    sweep(caller, (row) => row.refuse?.[caller] ?? BY_LEVEL[row.access][caller]),
  );

  it.each(Object.keys(KEY_SCOPES) as KeyCaller[])(
    'as the key %s: the answer of whom it acts as, capped by the key’s scopes',
    (caller) => sweep(caller, (row, route) => keyCallerCell(caller, row, route)),
  );

  it('a member who created a brand and is then made external loses its admin powers', async () => {
    const { world } = await buildTicketWorld(ctx.database.db, people);
    const json = (method: 'POST' | 'PUT' | 'DELETE', persona: Persona, url: string, payload?: object) =>
      ctx.app.inject({ method, url, headers: people[persona].headers, ...(payload ? { payload } : {}) });
    const created = await json('POST', 'member', `/api/workspaces/${world.a.id}/projects`, {
      name: 'Demoted brand',
    });
    expect(created.statusCode).toBe(201);
    const brandUrl = `/api/workspaces/${world.a.id}/projects/${created.json().uid}`;
    // The creator administers it while a member…
    expect((await json('PUT', 'member', brandUrl, { name: 'Still mine' })).statusCode).toBe(200);
    const demoted = await json(
      'PUT',
      'admin',
      `/api/workspaces/${world.a.id}/users/${world.a.memberIds.member}`,
      {
        role: 'external',
      },
    );
    expect(demoted.statusCode).toBe(200);
    // …and, made external, still sees the brand but may no longer manage it.
    const edit = await json('PUT', 'member', brandUrl, { name: 'Taken over' });
    const grant = await json('POST', 'member', `${brandUrl}/users`, { member_uid: world.a.memberIds.admin });
    const remove = await json('DELETE', 'member', brandUrl);
    for (const res of [edit, grant, remove]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().code).toBe('forbidden');
    }
    const roles = await ctx.database.db
      .selectFrom('project_members')
      .select('role')
      .where('member_id', '=', world.a.memberIds.member!)
      .where('project_id', '=', created.json().uid)
      .execute();
    expect(roles).toEqual([{ role: 'member' }]);
  });

  it('externals read a brand’s results only while a brand admin shares them; a member not granted the brand never does', async () => {
    const { world, tickets } = await buildTicketWorld(ctx.database.db, people);
    const analytics = routes().filter(({ url }) => url.startsWith('/api/projects/:projectId/analytics'));
    const results = analytics.filter(({ options }) => options.config?.access === 'projectResults');
    // The page and a post's curve; the export stays with the members who work on tickets.
    expect(results.map(({ url }) => url).sort()).toEqual([
      '/api/projects/:projectId/analytics',
      '/api/projects/:projectId/analytics/posts/:postId',
    ]);
    const share = async (on: boolean) => {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: `/api/workspaces/${world.a.id}/projects/${world.a.projectId}`,
        headers: people.admin.headers,
        payload: { share_results_with_externals: on },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().share_results_with_externals).toBe(on);
    };
    const statuses = async (caller: Persona) => {
      const found: Record<string, number> = {};
      for (const { method, url } of analytics) {
        const res = await call(caller, method, fill(url, world.a, world, tickets.a), world.a.id);
        found[url] = res.statusCode;
      }
      return found;
    };
    const page = '/api/projects/:projectId/analytics';
    const curve = '/api/projects/:projectId/analytics/posts/:postId';
    const csv = '/api/projects/:projectId/analytics/export';
    // Best times shape the plan: for the members who work on tickets, shared or not.
    const best = '/api/projects/:projectId/analytics/best-times';
    // The weekly reviews too: written for the team, never shared.
    const reviews = '/api/projects/:projectId/analytics/reviews';
    const review = '/api/projects/:projectId/analytics/reviews/:reviewId';

    expect(await statuses('external')).toEqual({
      [page]: 403,
      [curve]: 403,
      [csv]: 403,
      [best]: 403,
      [reviews]: 403,
      [review]: 403,
    });
    await share(true);
    // Let through: the page answers, the unknown post is simply not found.
    expect(await statuses('external')).toEqual({
      [page]: 200,
      [curve]: 404,
      [csv]: 403,
      [best]: 403,
      [reviews]: 403,
      [review]: 403,
    });
    // Sharing changes nothing for anyone else: another workspace's admin is still refused.
    expect(await statuses('outsider')).toEqual({
      [page]: 403,
      [curve]: 403,
      [csv]: 403,
      [best]: 403,
      [reviews]: 403,
      [review]: 403,
    });
    // A brand external can read the setting but not change it (brand admins do).
    const edit = await ctx.app.inject({
      method: 'PUT',
      url: `/api/workspaces/${world.a.id}/projects/${world.a.projectId}`,
      headers: people.external.headers,
      payload: { share_results_with_externals: false },
    });
    expect(edit.statusCode).toBe(403);
    await share(false);
    expect(await statuses('external')).toEqual({
      [page]: 403,
      [curve]: 403,
      [csv]: 403,
      [best]: 403,
      [reviews]: 403,
      [review]: 403,
    });

    // A workspace member without a grant on the brand sees nothing of its results.
    await ctx.database.db
      .deleteFrom('project_members')
      .where('project_id', '=', world.a.projectId)
      .where('member_id', '=', world.a.memberIds.member!)
      .execute();
    expect(await statuses('member')).toEqual({
      [page]: 403,
      [curve]: 403,
      [csv]: 403,
      [best]: 403,
      [reviews]: 403,
      [review]: 403,
    });
  });

  it.each(['external', 'member', 'admin', 'owner'] as const)(
    'as %s, on another workspace: every workspace, brand and ticket route refuses with 403',
    async (caller) => {
      const { world, tickets } = await buildTicketWorld(ctx.database.db, people);
      // Every reply, refusal or not, is one the document declares (status and content type).
      const declared = declaredReplies(ctx.app.swagger() as unknown as Record<string, unknown>);
      const undeclared: string[] = [];
      for (const { method, url } of routes()) {
        const scoped =
          [':workspaceId', ':projectId', ':ticketId', ':subscriptionId'].some((param) =>
            url.includes(param),
          ) || url.startsWith('/api/subscriptions/');
        if (!scoped || MATRIX[key(method, url)]?.access === 'public') continue;
        const res = await call(caller, method, fill(url, world.b, world, tickets.b), world.b.id);
        expect(res.statusCode, `${caller} ${method} ${url} on B → ${res.statusCode}`).toBe(403);
        if (method !== 'HEAD') expect(res.json().code).toBe('forbidden');
        const responses = declared.get(documentKey(method, url));
        const problem = responses && undeclaredReply(responses, res);
        if (problem) undeclared.push(`${method} ${url}: ${problem}`);
      }
      expect(undeclared).toEqual([]);
      // And brand ids of B named under A's workspace id are refused too.
      const crossed = await call(
        caller,
        'GET',
        `/api/workspaces/${world.a.id}/projects/${world.b.projectId}`,
        world.a.id,
      );
      expect(crossed.statusCode).toBe(403);
    },
  );
});
