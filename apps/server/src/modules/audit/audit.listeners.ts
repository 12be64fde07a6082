import type { AuditAction } from '@expertos/domain/audit';
import type { SecurityChange } from '@expertos/domain/security-mail';
import type { Db } from '../../db/database.js';
import type { DomainEvents } from '../../platform/events/domain-events.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import type { AuditService } from './audit.service.js';

/** How the log names people: their address and name, by user id (the auth module's read). */
export interface AuditPeople {
  addresses(
    userIds: Iterable<string>,
    trx?: Db,
  ): Promise<Map<string, { email: string; name: string | null }>>;
  /** The person behind each joined member, by member id (the workspaces module's read). */
  readers(memberIds: Iterable<string>, trx?: Db): Promise<Map<string, string>>;
  /** The workspaces the person is a joined member of (the workspaces module's read). */
  workspacesOf(userId: string, trx?: Db): Promise<string[]>;
}

/** How each account change is named in the log; a sign-in from a new browser is a sign-in entry already. */
const ACCOUNT_ACTIONS: Partial<Record<SecurityChange, AuditAction>> = {
  password_changed: 'member.password_changed',
  two_factor_on: 'member.two_factor_on',
  two_factor_off: 'member.two_factor_off',
  passkey_added: 'member.passkey_added',
  passkey_removed: 'member.passkey_removed',
  api_key_created: 'member.api_key_created',
};

/** How each change of the workspace's single sign-on is named in the log. */
const SSO_ACTIONS = {
  configured: 'workspace.sso_configured',
  removed: 'workspace.sso_removed',
  required: 'workspace.sso_required',
  not_required: 'workspace.sso_not_required',
  domain_added: 'sso_domain.added',
  domain_verified: 'sso_domain.verified',
  domain_removed: 'sso_domain.removed',
} as const satisfies Record<DomainEvents['workspace.sso_changed']['change'], AuditAction>;

/**
 * Writes an entry for each domain event the audit log records, in the transaction of the
 * change (docs/architecture.md#domain-events): the change and its entry commit together or
 * not at all.
 */
export function registerAuditListeners(events: EventBus, audit: AuditService, people: AuditPeople) {
  async function person(userId: string, trx: Db) {
    const found = (await people.addresses([userId], trx)).get(userId);
    return {
      kind: 'member',
      id: userId,
      name: found ? (found.name ? `${found.name} <${found.email}>` : found.email) : null,
    };
  }

  events.on('member.joined', async ({ workspaceId, userId, role, via }, trx) => {
    await audit.record(trx, {
      workspaceId,
      action: 'member.joined',
      target: await person(userId, trx),
      details: via ? { role, via } : { role },
    });
  });
  events.on('member.removed', async ({ workspaceId, userId }, trx) => {
    await audit.record(trx, { workspaceId, action: 'member.removed', target: await person(userId, trx) });
  });
  events.on('member.access_changed', async ({ workspaceId, memberId }, trx) => {
    const userId = (await people.readers([memberId], trx)).get(memberId);
    const target = userId ? await person(userId, trx) : { kind: 'member', id: memberId, name: null };
    await audit.record(trx, { workspaceId, action: 'member.access_changed', target });
  });
  events.on('invite.sent', async ({ workspaceId, inviteId, email, role }, trx) => {
    await audit.record(trx, {
      workspaceId,
      action: 'invite.sent',
      target: { kind: 'invite', id: inviteId, name: email },
      details: { role },
    });
  });
  events.on('invite.revoked', async ({ workspaceId, inviteId, email }, trx) => {
    await audit.record(trx, {
      workspaceId,
      action: 'invite.revoked',
      target: { kind: 'invite', id: inviteId, name: email },
    });
  });
  events.on('workspace_key.created', async ({ workspaceId, keyId, name, brands }, trx) => {
    await audit.record(trx, {
      workspaceId,
      action: 'workspace_key.created',
      target: { kind: 'api_key', id: keyId, name },
      details: { brands },
    });
  });
  events.on('workspace_key.revoked', async ({ workspaceId, keyId }, trx) => {
    await audit.record(trx, {
      workspaceId,
      action: 'workspace_key.revoked',
      target: { kind: 'api_key', id: keyId, name: null },
    });
  });
  /** A person acting on their own account, named by address as every signed-in actor is. */
  async function self(userId: string, trx: Db) {
    const found = (await people.addresses([userId], trx)).get(userId);
    return { id: userId, name: found?.email ?? null };
  }

  // A person's own account: recorded in every workspace they belong to, as done by them.
  events.on('account.signed_in', async ({ userId, methods, success }, trx) => {
    const [target, actor] = [await person(userId, trx), await self(userId, trx)];
    for (const workspaceId of await people.workspacesOf(userId, trx)) {
      await audit.record(trx, {
        workspaceId,
        action: success ? 'member.signed_in' : 'member.sign_in_failed',
        target,
        person: actor,
        details: { methods },
      });
    }
  });
  events.on('account.security_changed', async ({ userId, change, detail }, trx) => {
    const action = ACCOUNT_ACTIONS[change];
    if (!action) return;
    const [target, actor] = [await person(userId, trx), await self(userId, trx)];
    for (const workspaceId of await people.workspacesOf(userId, trx)) {
      await audit.record(trx, {
        workspaceId,
        action,
        target,
        person: actor,
        // A passkey's or key's name; never a secret.
        ...(detail.name ? { details: { name: detail.name } } : {}),
      });
    }
  });
  events.on('project.created', async ({ workspaceId, projectId, name }, trx) => {
    await audit.record(trx, {
      workspaceId,
      action: 'brand.created',
      target: { kind: 'brand', id: projectId, name },
    });
  });
  events.on('project.deleted', async ({ workspaceId, projectId, name }, trx) => {
    await audit.record(trx, {
      workspaceId,
      action: 'brand.deleted',
      target: { kind: 'brand', id: projectId, name },
    });
  });
  events.on('ticket.deleted', async ({ ticket }, trx) => {
    await audit.record(trx, {
      workspaceId: ticket.workspaceId,
      action: 'ticket.deleted',
      target: { kind: 'ticket', id: ticket.id, name: `#${ticket.number} ${ticket.summary}`.trim() },
    });
  });
  events.on(
    'integration.disabled',
    async ({ workspaceId, integrationId, type, description, reason }, trx) => {
      await audit.record(trx, {
        workspaceId,
        action: 'integration.disabled',
        target: {
          kind: 'integration',
          id: integrationId,
          name: description ? `${type}: ${description}` : type,
        },
        details: { reason },
      });
    },
  );
  events.on('workspace.policy_changed', async ({ workspaceId, on, enforcedFrom }, trx) => {
    await audit.record(trx, {
      workspaceId,
      action: on ? 'workspace.two_factor_required' : 'workspace.two_factor_not_required',
      ...(enforcedFrom ? { details: { enforced_from: enforcedFrom } } : {}),
    });
  });
  events.on('workspace.sso_changed', async ({ workspaceId, change, subject }, trx) => {
    const domain = change.startsWith('domain_');
    await audit.record(trx, {
      workspaceId,
      action: SSO_ACTIONS[change],
      ...(domain && subject ? { target: { kind: 'domain', id: subject, name: subject } } : {}),
      ...(!domain && subject ? { details: { protocol: subject } } : {}),
    });
  });
  events.on('billing.subscription_changed', async (change, trx) => {
    await audit.record(trx, {
      workspaceId: change.workspaceId,
      action: 'billing.subscription_changed',
      details: {
        status: change.status,
        from_status: change.previousStatus,
        plan: change.plan,
        interval: change.interval,
        paid_seats: change.paidSeats,
        cancels_at_period_end: change.cancelsAtPeriodEnd,
      },
    });
  });
  events.on('tickets.exported', async ({ workspaceId, projectId, projectName, filters }, trx) => {
    await audit.record(trx, {
      workspaceId,
      action: 'tickets.exported',
      ...(projectId ? { target: { kind: 'brand', id: projectId, name: projectName } } : {}),
      details: { filters },
    });
  });
  events.on('member.signed_out', async ({ workspaceId, userId }, trx) => {
    await audit.record(trx, { workspaceId, action: 'member.signed_out', target: await person(userId, trx) });
  });
}
