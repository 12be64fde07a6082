import {
  DEFAULT_NOTIFICATION_SETTINGS,
  type Notification,
  type NotificationPage,
  type NotificationSettings,
  type notificationListQuerySchema,
  type TicketFollow,
  type UpdateNotificationSettings,
} from '@expertos/domain/notification.schema';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { decodeCursor, toPage } from '../../db/pagination.js';
import { nowIso } from '../../db/portable.js';
import { AppError } from '../../platform/errors.js';
import { actorOf, type NotificationFacts } from './notification-facts.js';
import { type NotificationRow, toNotification, toSettings, toSettingsRow } from './notifications.mapper.js';
import { createNotificationsRepository, type StoredNotification } from './notifications.repository.js';

type ListQuery = z.output<typeof notificationListQuerySchema>;

const invalidCursor = () =>
  new AppError('validation_error', {
    details: [
      { path: 'cursor', message: 'This page link is no longer valid. Start again from the first page.' },
    ],
  });

/**
 * The signed-in user's side of notifications: their list across workspaces, read marks, e-mail
 * settings and which tickets they follow. A notification of someone else answers 404, never 403,
 * so its existence is not revealed.
 */
export function createNotificationCentre({ db, facts }: { db: Db; facts: NotificationFacts }) {
  const repo = createNotificationsRepository(db);
  /** Where the person is a joined member now: only there do they see notifications. */
  const workspacesOf = (userId: string) => facts.members.workspacesOf(userId);

  /**
   * What the notifications show of their workspace, ticket, brand and actor: one batched read
   * per owner. A notification whose workspace is gone meanwhile is left out.
   */
  async function withDetails(rows: StoredNotification[]): Promise<NotificationRow[]> {
    const [workspaces, tickets, actors] = await Promise.all([
      facts.workspaces.names(rows.map((row) => row.workspace_id)),
      facts.tickets.of(rows.map((row) => row.ticket_id)),
      facts.people.refs(rows.map((row) => row.actor_id)),
    ]);
    const brands = await facts.brands.named([
      ...rows.map((row) => row.project_id),
      ...[...tickets.values()].map((ticket) => ticket.projectId),
    ]);
    return rows.flatMap(({ project_id, actor_id, ...row }) => {
      const workspaceName = workspaces.get(row.workspace_id);
      if (workspaceName === undefined) return [];
      const ticket = row.ticket_id === null ? undefined : tickets.get(row.ticket_id);
      const brand = project_id === null ? undefined : brands.get(project_id);
      const actor = actor_id === null ? undefined : actors.get(actor_id);
      return [
        {
          ...row,
          workspace_name: workspaceName,
          ticket_number: ticket?.number ?? null,
          ticket_summary: ticket?.summary ?? null,
          project_slug: (ticket && brands.get(ticket.projectId)?.slug) ?? null,
          brand_id: brand?.id ?? null,
          brand_name: brand?.name ?? null,
          brand_slug: brand?.slug ?? null,
          actor: actor ? actorOf(actor) : null,
        },
      ];
    });
  }

  return {
    async list(userId: string, query: ListQuery): Promise<NotificationPage> {
      const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
      if (after === null) throw invalidCursor();
      const workspaceIds = await workspacesOf(userId);
      const [rows, unread] = await Promise.all([
        repo.list(userId, workspaceIds, { unread: query.unread === 'true', after, limit: query.limit }),
        repo.unreadCount(userId, workspaceIds),
      ]);
      const page = toPage(rows, query.limit);
      const items = await withDetails(page.items);
      return { items: items.map(toNotification), nextCursor: page.nextCursor, unread_count: unread };
    },

    unreadCount: async (userId: string) => ({
      unread_count: await repo.unreadCount(userId, await workspacesOf(userId)),
    }),

    async markRead(userId: string, notificationId: string): Promise<Notification> {
      const stored = await repo.find(userId, await workspacesOf(userId), notificationId);
      const [row] = stored ? await withDetails([stored]) : [];
      if (!row) throw new AppError('not_found');
      if (row.read_at !== null) return toNotification(row);
      const now = nowIso();
      await repo.markRead(userId, notificationId, now);
      return toNotification({ ...row, read_at: now });
    },

    async markAllRead(userId: string) {
      const workspaceIds = await workspacesOf(userId);
      const updated = await repo.markAllRead(userId, workspaceIds, nowIso());
      return { updated, unread_count: await repo.unreadCount(userId, workspaceIds) };
    },
    async settings(userId: string): Promise<NotificationSettings> {
      const row = await repo.settings(db, userId);
      return row ? toSettings(row) : DEFAULT_NOTIFICATION_SETTINGS;
    },

    /** Changes only the given switches; the rest keep their value (the defaults until first saved). */
    async updateSettings(userId: string, input: UpdateNotificationSettings): Promise<NotificationSettings> {
      return repo.transaction(async (trx) => {
        const row = await repo.settings(trx, userId);
        const current = row ? toSettings(row) : DEFAULT_NOTIFICATION_SETTINGS;
        const next: NotificationSettings = {
          in_app: { ...current.in_app, ...input.in_app },
          email: { ...current.email, ...input.email },
        };
        await repo.saveSettings(trx, toSettingsRow(userId, next, nowIso()));
        return next;
      });
    },

    following: async (ticketId: string, memberId: string): Promise<TicketFollow> => ({
      following: await repo.isFollowing(db, ticketId, memberId),
    }),

    async unfollow(ticketId: string, memberId: string): Promise<TicketFollow> {
      await repo.unfollow(db, ticketId, memberId);
      return { following: false };
    },
  };
}
export type NotificationCentre = ReturnType<typeof createNotificationCentre>;
