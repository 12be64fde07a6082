/**
 * What a notification says outside its e-mail, in English, the source of the other languages
 * (docs/translating.md): its push on a lock screen, and the excerpts the server writes into the
 * bell (shown as they are, and as some pushes' body). Each other language's table is typed
 * `NoticeTexts`. Names, titles and networks come in on one line and are never translated.
 */

/** What a push names: who did it, the task (`#12 Film the reel`), the notification's excerpt (may be empty). */
export interface PushFacts {
  actor: string;
  title: string;
  excerpt: string;
  /** The notification's status as stored (`approved`), and its name in the language (null: none). */
  status: string | null;
  statusLabel: string | null;
}

/** An approval decision's push, by where the post went (its status); anything else is a step. */
const OUTCOMES: Record<string, string> = {
  approved: 'Approved',
  in_review: 'Changes asked for',
  rejected: 'Rejected',
};

export const noticesEn = {
  push: {
    /** Who did it, when the notification names nobody. */
    someone: 'Someone',
    /** The task, when the notification is about none. */
    aTask: 'a task',
    /** Each kind's title and body. */
    kinds: {
      mention: ({ actor, title, excerpt }: PushFacts) => ({
        title: `${actor} mentioned you`,
        body: excerpt ? `${title}: ${excerpt}` : title,
      }),
      assigned: ({ actor, title }: PushFacts) => ({ title: `${actor} assigned you a task`, body: title }),
      status_changed: ({ title, statusLabel }: PushFacts) => ({
        title: `${title} moved`,
        body: `Now ${statusLabel ?? 'changed'}`,
      }),
      reminder: ({ title }: PushFacts) => ({ title: 'Reminder', body: title }),
      comment: ({ actor, title, excerpt }: PushFacts) => ({
        title: `${actor} commented on ${title}`,
        body: excerpt,
      }),
      post_failed: ({ title, excerpt }: PushFacts) => ({ title: `Not published: ${title}`, body: excerpt }),
      /** `excerpt` names the network and the account. */
      post_ready: ({ title, excerpt }: PushFacts) => ({
        title: 'Ready to post',
        body: excerpt ? `${title} on ${excerpt}` : title,
      }),
      channel_reconnect: ({ excerpt }: PushFacts) => ({
        title: 'Reconnect a publishing channel',
        body: excerpt,
      }),
      weekly_review: ({ excerpt }: PushFacts) => ({ title: 'Your weekly review is ready', body: excerpt }),
      approval_requested: ({ title }: PushFacts) => ({ title: 'Your approval is asked', body: title }),
      approval_reminder: ({ title, excerpt }: PushFacts) => ({
        title: `Waiting for your approval: ${title}`,
        body: excerpt,
      }),
      approval_decided: ({ title, excerpt, status }: PushFacts) => ({
        title: `${(status && OUTCOMES[status]) || 'A step was approved'}: ${title}`,
        body: excerpt,
      }),
      approval_expired: ({ title }: PushFacts) => ({
        title: `Approval expired: ${title}`,
        body: 'Back in review: ask for approval again when it is ready.',
      }),
      client_commented: ({ title, excerpt }: PushFacts) => ({
        title: `A client commented on ${title}`,
        body: excerpt,
      }),
      asset_rights_ending: ({ title, excerpt }: PushFacts) => ({
        title: `An asset's rights end: ${title}`,
        body: excerpt,
      }),
    },
    /** "Send me a test notification". */
    test: { title: 'Test notification', body: 'Push notifications work on this device.' },
  },
  /**
   * A device as a session, passkey or push device is named when given no name: "Chrome on
   * macOS" (platform/device-name.ts). Browser and system names are brands, never translated.
   */
  devices: {
    apple: 'iPhone or iPad',
    android: 'Android phone',
    unknown: 'Unknown device',
    program: 'A program',
    on: (browser: string, system: string) => `${browser} on ${system}`,
  },
  /** Excerpts the server writes into notifications. */
  excerpts: {
    /** A failed post's, when the network gave no reason. */
    notPublished: 'not published',
    /**
     * A scheduled post's library asset whose rights end (docs/product.md#asset-library): none
     * for the network (`lastDay` null), ending today (`daysLeft` 0 or less), or on `lastDay`.
     */
    assetRights: ({
      name,
      network,
      lastDay,
      daysLeft,
    }: {
      name: string;
      network: string;
      lastDay: string | null;
      daysLeft: number;
    }) => {
      if (lastDay === null) return `“${name}” may not be posted to ${network} under its licence: replace it.`;
      if (daysLeft <= 0) return `“${name}” may be used until today only: replace it or extend its rights.`;
      return `“${name}” may be used until ${lastDay} (${daysLeft} ${daysLeft === 1 ? 'day' : 'days'}): replace it or extend its rights.`;
    },
  },
};

export type NoticeTexts = typeof noticesEn;
