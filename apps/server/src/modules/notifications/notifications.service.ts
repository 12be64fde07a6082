import type { Db } from '../../db/database.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import type { Notifier } from './notifier.js';

export interface NotifierDeps {
  db: Db;
  queue: JobQueue;
  /** The app's public URL, for links in e-mails. */
  publicUrl: string;
}

/** STUB (issue 6 in progress): replaced by the real notifier. */
export function createNotifier(_deps: NotifierDeps): Notifier {
  return {
    async notify() {},
    async follow() {},
    async followers() {
      return [];
    },
    async onTicketChange() {},
  };
}
