import type { ModuleDeps, ServerModule } from '../platform/module.js';
import { aiModule } from './ai/ai.module.js';
import { analyticsModule } from './analytics/analytics.module.js';
import { apiKeysModule } from './api-keys/api-keys.module.js';
import { approvalsModule } from './approvals/approvals.module.js';
import { assetsModule } from './assets/assets.module.js';
import { auditModule } from './audit/audit.module.js';
import { createAccountFacts } from './auth/account-facts.js';
import { authModule, type IdentityDeps } from './auth/auth.module.js';
import { createSsoAccounts } from './auth/sso-accounts.js';
import { billingModule } from './billing/billing.module.js';
import { bootstrapModule } from './bootstrap/bootstrap.module.js';
import { brandModule } from './brand/brand.module.js';
import { brandContentModule } from './brand-content/brand-content.module.js';
import { calendarModule } from './calendar/calendar.module.js';
import { commentsModule } from './comments/comments.module.js';
import { contentSeriesModule } from './content-series/content-series.module.js';
import { devmailModule } from './devmail/devmail.module.js';
import { evergreenModule } from './evergreen/evergreen.module.js';
import { createStarterStanding } from './integrations/install-standing.js';
import { integrationsModule } from './integrations/integrations.module.js';
import { invitesModule } from './invites/invites.module.js';
import { jobsModule } from './jobs/jobs.module.js';
import { mcpModule } from './mcp/mcp.module.js';
import { mediaModule } from './media/media.module.js';
import { notificationsModule } from './notifications/notifications.module.js';
import { oauthModule } from './oauth/oauth.module.js';
import { postImportsModule } from './post-imports/post-imports.module.js';
import { personLanguages, profileModule } from './profile/profile.module.js';
import { createBrandFacts } from './projects/brand-facts.js';
import { createBrandGrantReads, grantBrand } from './projects/brand-grants.js';
import { brandLanguages, projectsModule } from './projects/projects.module.js';
import { publishingModule } from './publishing/publishing.module.js';
import { pushModule } from './push/push.module.js';
import { realtimeModule } from './realtime/realtime.module.js';
import { recurringModule } from './recurring/recurring.module.js';
import { remindersModule } from './reminders/reminders.module.js';
import { rolesModule } from './roles/roles.module.js';
import { socialModule } from './social/social.module.js';
import { ssoModule } from './sso/sso.module.js';
import { systemModule } from './system/system.module.js';
import { templatesModule } from './templates/templates.module.js';
import { createTicketTemplateSource } from './tickets/ticket-template-source.js';
import { ticketsModule } from './tickets/tickets.module.js';
import { timetrackingModule } from './timetracking/timetracking.module.js';
import { tryModule } from './try/try.module.js';
import { createJoinedMembers } from './workspaces/joined-members.js';
import type { MemberAccess } from './workspaces/member-access.js';
import { createWorkspaceFacts } from './workspaces/workspace-facts.js';
import { workspacesModule } from './workspaces/workspaces.module.js';

/**
 * Every server module, built once per process: the one list (docs/architecture.md#modules).
 * The API process passes `identity` and gets every module; the worker process (`npm run
 * worker`) passes none and leaves out the three that only serve signed-in HTTP calls (auth,
 * profile, bootstrap). Policies and routes register in this order: workspaces (membership levels) before
 * tickets (which build on them).
 */
export function buildModules(deps: ModuleDeps, identity?: IdentityDeps): ServerModule[] {
  let access: MemberAccess | undefined;
  // E-mails are written in their recipient's language (the profile module's read, in both processes).
  const notifications = notificationsModule(deps, {
    access: () => access!,
    languageOf: personLanguages(deps),
  });
  const projects = projectsModule(deps);
  const brandGrants = createBrandGrantReads(deps.database.db);
  const accountFacts = createAccountFacts(deps.database.db, deps.database.dialect);
  const billing = billingModule(deps);
  // Workspaces and invites need each other: each is handed the other's service.
  let invites: ReturnType<typeof invitesModule> | undefined;
  const workspaces = workspacesModule(deps, {
    projects: () => projects.services.projects,
    invites: () => invites!.services.invites,
    plans: () => billing.services.billing,
    signOut: () => {
      if (!identity) throw new Error('signing out needs the identity service (the API process)');
      return identity.sessions.endAll;
    },
  });
  access = workspaces.services.access;
  invites = invitesModule(deps, {
    workspaces: workspaces.services.workspaces,
    seats: billing.services.billing,
  });
  // Built before tickets: its Google Calendar rule is asked before an assignee changes.
  const calendar = calendarModule(deps, { access: workspaces.services.access });
  // Approvals are built after tickets (they move posts) and lock approved posts' content: the
  // tickets module asks them through this late-bound lock.
  let approvals: ReturnType<typeof approvalsModule> | undefined;
  const tickets = ticketsModule(deps, {
    ...workspaces.services,
    assigneeGuard: calendar.services.google.assigneeGuard,
    approvalLock: {
      lockedFields: (...args) => approvals!.services.lock.lockedFields(...args),
      reopened: (...args) => approvals!.services.lock.reopened(...args),
    },
  });
  const comments = commentsModule(deps, workspaces.services);
  const ai = aiModule(deps, {
    tickets: tickets.services.lookups,
    // The analytics module is built further down; a run asks for it only once the server is up.
    topPosts: (projectId, options) => analytics.services.topPostsFor(projectId, options),
  });
  const brand = brandModule(deps);
  const roles = rolesModule(deps);
  const profile = identity ? profileModule(deps, identity) : null;
  // A page load's first screen in one reply, read through the services of the modules that own it.
  const bootstrap = profile
    ? bootstrapModule({
        profile: profile.services.profile,
        roles: roles.services.roles,
        workspaces: workspaces.services.workspaces,
        membershipOf: workspaces.services.membershipOf,
        invites: invites.services.invites,
        projects: projects.services.projects,
        live: deps.realtime,
      })
    : null;

  const brandContent = brandContentModule(deps, {
    projects: projects.services.projects,
    images: tickets.services.images,
    comments: comments.services.comments,
  });

  // Whether who started a brand's connect flow may still finish it when the provider sends the
  // browser back: the start's guard again (brand admin: workspaces; plan in effect: billing).
  const standing = createStarterStanding({
    access: workspaces.services.access,
    plans: billing.services.billing,
  });
  const social = socialModule(deps, {
    projects: projects.services.projects,
    tickets: tickets.services.tickets,
    lookups: tickets.services.lookups,
    brand: brand.services.brand,
    standing,
  });
  approvals = approvalsModule(deps, {
    tickets: tickets.services.tickets,
    images: tickets.services.images,
    check: (ticketId) => brand.services.check.check(ticketId),
    access: workspaces.services.access,
    brandAdmins: (projectId) => notifications.services.notifier.brandAdmins(deps.database.db, projectId),
    notifier: notifications.services.notifier,
    comments: comments.services.portal,
    // Publishing is built next (it asks approvals' gate); a timer asks only once the server runs.
    timeZone: (projectId) => publishing.services.insights.timeZone(projectId),
    // A post's saved variants are content approved with it (publishing's narrow read).
    variants: (ticketIds, trx) => publishing.services.savedVariants.forApproval(ticketIds, trx),
    // Mail to people without an account (clients, approval links) is in the brand's language.
    brandLanguageOf: brandLanguages(deps),
  });
  const publishing = publishingModule(deps, {
    tickets: tickets.services.tickets,
    access: workspaces.services.access,
    approvals: approvals.services.gate,
    approvalLock: approvals.services.lock,
    standing,
    ...(profile ? { personTimeZone: profile.services.timeZoneOf } : {}),
  });
  const analytics = analyticsModule(deps, {
    insights: publishing.services.insights,
    labels: tickets.services.lookups.postLabels,
    listVersion: tickets.services.lookups.listVersion,
    texts: { tickets: tickets.services.lookups, imported: social.services.importedTexts },
    imported: social.services,
    slateWeek: brandContent.services.slateWeek,
    slateWeeks: brandContent.services.slateWeeks,
    notifier: notifications.services.notifier,
    usage: ai.services.usage,
  });

  // Whether a person sees a brand now: what a key or an app may be limited to (the one rule).
  const seesBrand = async (userId: string, projectId: string) =>
    (await workspaces.services.access.onBrand(userId, projectId)) !== null;

  const joinedMembers = createJoinedMembers(deps.database.db);
  const audit = auditModule(deps, {
    people: {
      addresses: accountFacts.addresses,
      readers: joinedMembers.readers,
      workspacesOf: joinedMembers.workspacesOf,
    },
  });

  // Single sign-on joins people to workspaces through the workspaces module's own functions.
  const workspaceFacts = createWorkspaceFacts(deps.database.db, deps.database.dialect);
  const brandFacts = createBrandFacts(deps.database.db, deps.database.dialect);
  const sso = ssoModule(deps, {
    members: {
      findMemberByEmail: workspaces.services.workspaces.findMemberByEmail,
      addMember: workspaces.services.workspaces.addMember,
      transaction: workspaces.services.workspaces.transaction,
      lockWorkspace: workspaceFacts.lock,
      ownerOf: (workspaceId) => workspaceFacts.owner(workspaceId),
      brandsOf: async (workspaceId, projectIds, trx) => {
        if (projectIds.length === 0) return [];
        const named = await brandFacts.named(projectIds, trx);
        return [...new Set(projectIds)].filter((id) => named.get(id)?.workspaceId === workspaceId);
      },
    },
    seats: billing.services.billing,
    ...(identity
      ? { accounts: createSsoAccounts(identity.identity, identity.signInGrants, deps.config.publicUrl) }
      : {}),
  });

  const templates = templatesModule(deps, {
    tickets: tickets.services.tickets,
    access: workspaces.services.access,
    people: workspaces.services.people,
    timeZone: (projectId) => publishing.services.insights.timeZone(projectId),
  });

  return [
    systemModule(deps),
    audit,
    apiKeysModule(deps, {
      members: workspaces.services.keyMembers,
      brandWorkspace: async (projectId) => (await brandGrants.project(projectId))?.workspace_id ?? null,
      grantBrand,
      grantedProjectIds: (memberId) => workspaces.services.access.grantedProjectIds(memberId),
      names: (userIds) => accountFacts.names(userIds),
      seesBrand,
    }),
    oauthModule(deps, { seesBrand }),
    devmailModule(deps),
    ...(identity && profile && bootstrap ? [authModule(deps, identity), profile, bootstrap] : []),
    roles,
    workspaces,
    sso,
    billing,
    invites,
    projects,
    brand,
    ai,
    tryModule(deps, { brand: () => brand.services.brand, projects: () => projects.services.projects }),
    tickets,
    // AI agents: its tools use the tickets module's services, as the REST routes do.
    mcpModule(deps, {
      tickets: tickets.services.tickets,
      lists: tickets.services.lists,
      approvals: approvals.services.agent,
      publishing: {
        channels: (projectId) => publishing.services.agent.channels.list(projectId),
        schedule: (place, input) => publishing.services.agent.publishing.scheduleTicket(place, input),
      },
      results: {
        report: (projectId, query, options) => analytics.services.reports.report(projectId, query, options),
        post: (projectId, postId) => analytics.services.reports.post(projectId, postId),
      },
      profile: {
        brand: (projectId) => projects.services.projects.get(projectId),
        voices: (projectId) => brand.services.brand.voices.list(projectId),
        audiences: (projectId) => brand.services.brand.audiences.list(projectId),
      },
    }),
    comments,
    templates,
    recurringModule(deps, {
      templates: templates.services.templates,
      closedDays: (projectId) => brandFacts.closedDays(projectId),
      tickets: tickets.services.tickets,
      access: workspaces.services.access,
      people: workspaces.services.people,
      membershipOf: workspaces.services.membershipOf,
    }),
    contentSeriesModule(deps, {
      tickets: tickets.services.tickets,
      lookups: tickets.services.lookups,
      timeZone: (projectId) => publishing.services.insights.timeZone(projectId),
      access: workspaces.services.access,
      membershipOf: workspaces.services.membershipOf,
    }),
    evergreenModule(deps, {
      tickets: tickets.services.tickets,
      source: createTicketTemplateSource(deps.database.db),
      lookups: tickets.services.lookups,
      emptySlot: (projectId, after, alsoTaken) =>
        publishing.services.queue.emptySlot(projectId, after, alsoTaken),
      approvalRequired: (projectId) => publishing.services.queue.requiresApproval(projectId),
      engagement: (projectId, ticketIds) => analytics.services.ticketRates(projectId, ticketIds),
      timeZone: (projectId) => publishing.services.insights.timeZone(projectId),
      access: workspaces.services.access,
      membershipOf: workspaces.services.membershipOf,
      people: workspaces.services.people,
    }),
    timetrackingModule(deps, { ...workspaces.services, ticketTime: tickets.services.time }),
    brandContent,
    notifications,
    integrationsModule(deps, {
      tickets: tickets.services.tickets,
      ticketFacts: tickets.services.integrationFacts,
      access: workspaces.services.access,
      projects: projects.services.projects,
      people: workspaces.services.mirroredPeople,
      reassign: tickets.services.reassign,
      standing,
    }),
    mediaModule(deps, {
      images: tickets.services.images,
      tickets: tickets.services.tickets,
      lookups: tickets.services.lookups,
      access: workspaces.services.access,
      allowance: ai.services.usage,
    }),
    assetsModule(deps, {
      taskFile: brandContent.services.taskFile,
      googleToken: calendar.services.googleAccess.tokenFor,
    }),
    remindersModule(deps, {
      notifier: notifications.services.notifier,
      claim: tickets.services.claimReminder,
    }),
    calendar,
    postImportsModule(deps, {
      tickets: {
        create: tickets.services.tickets.create,
        exists: tickets.services.lookups.exists,
        numbers: tickets.services.lookups.numbers,
      },
      access: workspaces.services.access,
    }),
    approvals,
    social,
    // Pushes are written in their recipient's language (the profile module's read).
    pushModule(deps, { languageOf: personLanguages(deps) }),
    publishing,
    analytics,
    jobsModule(deps),
    realtimeModule(deps, { access: workspaces.services.access, people: workspaces.services.people }),
  ];
}
