import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { decodeCursor, type Page, toPage } from '../../db/pagination.js';
import { AppError } from '../errors.js';
import { createDevMailboxRepository } from './dev-mailbox.repository.js';
import type { DevMailboxTable } from './dev-mailbox.table.js';
import type { MailMessage } from './mail-message.js';

/**
 * The dev mailbox: where mail goes when no SMTP server is configured, so sign-up and password
 * reset work out of the box and their links can be read (GET /api/dev/mailbox, or the log).
 */
export interface DevMailbox {
  keep(message: MailMessage): Promise<DevMailboxTable>;
  /** Newest first; an invalid cursor is a validation error. */
  list(query: { limit: number; cursor?: string | undefined }): Promise<Page<DevMailboxTable>>;
}

export function createDevMailbox(db: Db, now: () => Date = () => new Date()): DevMailbox {
  const mailbox = createDevMailboxRepository(db);
  return {
    async keep({ to, subject, html, text }) {
      const row = { id: randomUUID(), to, subject, html, text, created_at: now().toISOString() };
      await mailbox.insert(row);
      return row;
    },
    async list({ limit, cursor }) {
      const after = cursor === undefined ? undefined : decodeCursor(cursor);
      if (after === null) {
        throw new AppError('validation_error', { details: [{ path: 'cursor', message: 'Invalid cursor' }] });
      }
      return toPage(await mailbox.list({ limit, ...(after ? { after } : {}) }), limit);
    },
  };
}

/** The links in a plain-text mail, for the log: what a developer needs to click. */
export function linksIn(text: string): string[] {
  const found = text.match(/https?:\/\/[^\s<>"']+/g) ?? [];
  return [...new Set(found.map((link) => link.replace(/[.,;:!?)\]]+$/, '')))];
}
