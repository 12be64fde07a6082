import type { Db } from '../../db/database.js';
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
}

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

  events.on('member.joined', async ({ workspaceId, userId, role }, trx) => {
    await audit.record(trx, {
      workspaceId,
      action: 'member.joined',
      target: await person(userId, trx),
      details: { role },
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
  events.on('member.signed_out', async ({ workspaceId, userId }, trx) => {
    await audit.record(trx, { workspaceId, action: 'member.signed_out', target: await person(userId, trx) });
  });
}
