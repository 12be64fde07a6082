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
import { toNotification, toSettings, toSettingsRow } from './notifications.mapper.js';
import { createNotificationsRepository } from './notifications.repository.js';

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
export function createNotificationCentre({ db }: { db: Db }) {
  const repo = createNotificationsRepository(db);

  return {
    async list(userId: string, query: ListQuery): Promise<NotificationPage> {
      const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
      if (after === null) throw invalidCursor();
      const [rows, unread] = await Promise.all([
        repo.list(userId, { unread: query.unread === 'true', after, limit: query.limit }),
        repo.unreadCount(userId),
      ]);
      const page = toPage(rows, query.limit);
      return { items: page.items.map(toNotification), nextCursor: page.nextCursor, unread_count: unread };
    },

    unreadCount: async (userId: string) => ({ unread_count: await repo.unreadCount(userId) }),

    async markRead(userId: string, notificationId: string): Promise<Notification> {
      const row = await repo.find(userId, notificationId);
      if (!row) throw new AppError('not_found');
      if (row.read_at !== null) return toNotification(row);
      const now = nowIso();
      await repo.markRead(userId, notificationId, now);
      return toNotification({ ...row, read_at: now });
    },

    async markAllRead(userId: string) {
      const updated = await repo.markAllRead(userId, nowIso());
      return { updated, unread_count: await repo.unreadCount(userId) };
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
