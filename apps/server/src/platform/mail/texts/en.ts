import { PRODUCT_NAME } from '@expertos/domain/product';
import { POST_FORMAT_LABELS, TICKET_STATUS_LABELS } from '@expertos/domain/tickets';
import { longDay, mediumDay, percentOf, shortDay, weekdayName } from './dates.js';

/** An approval round's step, when it has more than one ("step 2 of 3"). */
export interface StepOf {
  step: number;
  steps: number;
}

/**
 * The words of the server's e-mails in English, the source of every other language
 * (docs/product.md#languages, docs/translating.md): each other language's table is typed
 * `MailTexts`, so a missing or extra key fails the build. Names, titles, links and times come
 * in already on one line and are never translated.
 */
export const en = {
  /** The shared layout. */
  layout: {
    /** `name` is empty when the person has none. */
    greeting: (name: string) => (name ? `Hi ${name},` : 'Hi,'),
    signature: `— The ${PRODUCT_NAME} team`,
    copyLink: 'If the button does not work, copy this link into your browser:',
    /** A label and its value on one line of the plain text: a detail, a button's link. */
    labelled: (label: string, value: string) => `${label}: ${value}`,
  },
  verifyEmail: {
    subject: `Confirm your e-mail address for ${PRODUCT_NAME}`,
    preheader: `One click to finish setting up your ${PRODUCT_NAME} account.`,
    body: `Please confirm your e-mail address to finish setting up your ${PRODUCT_NAME} account.`,
    action: 'Confirm e-mail address',
    ignore: `If you did not create an ${PRODUCT_NAME} account, you can ignore this e-mail.`,
  },
  resetPassword: {
    subject: `Reset your ${PRODUCT_NAME} password`,
    preheader: `Choose a new password for your ${PRODUCT_NAME} account.`,
    body: `We received a request to reset the password of your ${PRODUCT_NAME} account.`,
    action: 'Choose a new password',
    expires: 'The link works once and expires soon.',
    ignore: 'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
  },
  security: {
    /** Where a sign-in came from: the device and the address, either may be missing. */
    where: ({ device, address }: { device: string; address: string }) =>
      [device ? `on ${device}` : '', address ? `from ${address}` : ''].filter(Boolean).join(' '),
    /**
     * How a sign-in proved itself: the server names it in English ("your password"); the known
     * phrases are said in the language, any other as it came.
     */
    method: (method: string) => method,
    newSignIn: {
      subject: `New sign-in to your ${PRODUCT_NAME} account`,
      line: ({ where, method }: { where: string; method: string }) =>
        `Your account was signed in to ${where || 'from a new browser'}${method ? ` with ${method}` : ''}.`,
    },
    twoFactorOn: {
      subject: 'Two-step verification is on',
      line: 'Two-step verification was turned on for your account: signing in now asks for a code.',
    },
    twoFactorOff: {
      subject: 'Two-step verification was turned off',
      line: 'Two-step verification was turned off for your account: signing in needs only your password now.',
    },
    recoveryCodeUsed: {
      subject: 'A recovery code was used to sign in',
      line: ({ where }: { where: string }) =>
        `One of your recovery codes signed in to your account${where ? ` ${where}` : ''}. It cannot be used again.`,
    },
    passkeyAdded: {
      subject: 'A passkey was added to your account',
      line: ({ name }: { name: string }) =>
        `The passkey ${name ? `“${name}” ` : ''}was added: it can now sign in to your account.`,
    },
    passkeyRemoved: {
      subject: 'A passkey was removed from your account',
      line: ({ name }: { name: string }) =>
        `The passkey ${name ? `“${name}” ` : ''}was removed: it no longer signs in.`,
    },
    passwordChanged: {
      subject: `Your ${PRODUCT_NAME} password was changed`,
      line: 'The password of your account was changed, and every other session was signed out.',
    },
    apiKeyCreated: {
      subject: 'A new API key was made on your account',
      line: ({ name }: { name: string }) =>
        `The API key ${name ? `“${name}” ` : ''}was made: it can act as you within its scopes.`,
    },
    when: (at: string) => `When: ${at}.`,
    action: 'Review your sign-ins',
    ifYou: 'If this was you, there is nothing to do.',
    ifNotYou:
      'If it was not you, open the link above, sign out every session you do not recognise, and change your password.',
  },
  invite: {
    aTeammate: 'A teammate',
    aWorkspace: 'a workspace',
    subject: ({ inviter, workspace }: { inviter: string; workspace: string }) =>
      `${inviter} invited you to ${workspace} on ${PRODUCT_NAME}`,
    preheader: ({ workspace }: { workspace: string }) => `Join ${workspace} on ${PRODUCT_NAME}.`,
    greeting: 'Hi,',
    body: ({ inviter, workspace }: { inviter: string; workspace: string }) =>
      `${inviter} invited you to join the workspace ${workspace} on ${PRODUCT_NAME}.`,
    action: 'Accept the invitation',
    ignore: 'If you were not expecting this invitation, you can ignore this e-mail.',
  },
  /** The ticket notification e-mails; `title` is `#12 Film the reel`. */
  ticket: {
    aTeammate: 'A teammate',
    openTask: 'Open the task',
    openComment: 'Open the comment',
    /** `excerpt` is the comment's own words, quoted. */
    quote: (excerpt: string) => `“${excerpt}”`,
    mention: {
      subject: ({ actor, title }: { actor: string; title: string }) => `${actor} mentioned you on ${title}`,
      preheader: ({ actor, title }: { actor: string; title: string }) =>
        `${actor} mentioned you on ${title}.`,
      body: ({ actor, title }: { actor: string; title: string }) => `${actor} mentioned you on ${title}:`,
    },
    reminder: {
      subject: ({ title }: { title: string }) => `Reminder: ${title}`,
      preheader: ({ title }: { title: string }) => `A reminder for ${title}.`,
      body: ({ title }: { title: string }) => `This is your reminder for ${title}.`,
    },
    assigned: {
      subject: ({ actor, title }: { actor: string; title: string }) => `${actor} assigned you ${title}`,
      preheader: ({ actor, title }: { actor: string; title: string }) => `${actor} assigned you ${title}.`,
      body: ({ actor, title }: { actor: string; title: string }) => `${actor} assigned you ${title}.`,
    },
    /** `status` is null when this server does not know it. */
    statusChanged: {
      subject: ({ title, status }: { title: string; status: string | null }) =>
        `${title} moved to ${status ?? 'a new status'}`,
      preheader: ({ title, status }: { title: string; status: string | null }) =>
        `${title} is now ${status ?? 'a new status'}.`,
      body: ({ title, status }: { title: string; status: string | null }) =>
        `${title}, which you follow, moved to ${status ?? 'a new status'}.`,
    },
    comment: {
      subject: ({ actor, title }: { actor: string; title: string }) => `${actor} commented on ${title}`,
      preheader: ({ actor, title }: { actor: string; title: string }) => `${actor} commented on ${title}.`,
      body: ({ actor, title }: { actor: string; title: string }) => `${actor} commented on ${title}:`,
    },
    /** Which e-mails the closing line speaks of. */
    kinds: {
      mentions: 'mentions',
      reminders: 'reminders',
      assignments: 'assignments',
      statusChanges: 'status changes',
      comments: 'comments',
    },
    turnOff: ({ what, url }: { what: string; url: string }) =>
      `You get e-mails for ${what} because of your notification settings. You can turn them off in your profile: ${url}`,
  },
  /** The approval e-mails to members (docs/product.md#approvals); `title` is `#12 Film the reel`. */
  approvals: {
    aTeammate: 'A teammate',
    someone: 'Someone',
    /** Who decided or commented when it was a client contact without a name. */
    aClient: 'A client',
    reviewPost: 'Review the post',
    openPost: 'Open the post',
    requested: {
      subject: ({ actor, title }: { actor: string; title: string }) =>
        `${actor} asks for your approval: ${title}`,
      /** `step` is null when the round has one step. */
      preheader: ({ title, step }: { title: string; step: StepOf | null }) =>
        `${title} waits for your approval${step ? ` (step ${step.step} of ${step.steps})` : ''}.`,
      body: ({ actor, title, step }: { actor: string; title: string; step: StepOf | null }) =>
        `${actor} asks for your approval of ${title}${step ? ` (step ${step.step} of ${step.steps})` : ''}.`,
      choices: 'Open it to approve it, ask for changes or reject it.',
    },
    reminder: {
      subject: ({ title }: { title: string }) => `Reminder: ${title} waits for your approval`,
      /** `when` is one of `when` below. */
      body: ({ title, when }: { title: string; when: string }) => `${title} waits for your approval. ${when}`,
    },
    /**
     * What a reminder says of its step's due day and, once overdue, of the day the round expires
     * (brand-local days, written by `dates.day`). Shown in the e-mail, the bell and the push.
     */
    when: {
      before: ({ due }: { due: string }) => `Due by the end of ${due}.`,
      due: ({ due }: { due: string }) => `It was due by the end of ${due}.`,
      overdue: ({ due, expires }: { due: string; expires: string }) =>
        `Overdue since ${due}: the request expires at the end of ${expires} unless someone decides.`,
    },
    /** What became of a round the recipient asked for; the sentence is the subject too. */
    decided: {
      step: ({ actor, title }: { actor: string; title: string }) =>
        `${actor} approved a step of ${title}; the next step is open.`,
      approved: ({ actor, title }: { actor: string; title: string }) =>
        `${actor} approved ${title}: it is approved.`,
      changes_requested: ({ actor, title }: { actor: string; title: string }) =>
        `${actor} asked for changes to ${title}: it is back in review.`,
      rejected: ({ actor, title }: { actor: string; title: string }) => `${actor} rejected ${title}.`,
    },
    expired: {
      subject: ({ title }: { title: string }) => `Approval expired: ${title}`,
      preheader: ({ title }: { title: string }) => `${title} is back in review.`,
      body: ({ title }: { title: string }) =>
        `No one decided on ${title} in time, so the approval you asked for expired and the post is back in review.`,
      again: 'Ask for approval again when it is ready.',
    },
    clientCommented: {
      subject: ({ client, title }: { client: string; title: string }) => `${client} commented on ${title}`,
      preheader: ({ client, title }: { client: string; title: string }) => `${client} commented on ${title}.`,
      body: ({ client, title }: { client: string; title: string }) => `${client} commented on ${title}:`,
    },
    /** Which e-mails the closing line (`ticket.turnOff`) speaks of. */
    kinds: {
      requests: 'approval requests',
      reminders: 'approval reminders',
      decisions: 'approval decisions',
      expired: 'expired approvals',
      clientComments: 'client comments',
    },
  },
  /**
   * The e-mails to a brand's client contacts, who have no account and no profile: they are
   * written in the brand's language. `count` is 1 or more.
   */
  clients: {
    /** The daily digest of the posts that wait on the contact. */
    digest: {
      subject: ({ count, brand }: { count: number; brand: string }) =>
        `${count === 1 ? 'A post' : `${count} posts`} for ${brand} ${count === 1 ? 'waits' : 'wait'} for your approval`,
      preheader: ({ count, brand }: { count: number; brand: string }) =>
        `${count === 1 ? 'A post' : `${count} posts`} for ${brand} ${count === 1 ? 'waits' : 'wait'} for you.`,
      body: ({ count, brand }: { count: number; brand: string }) =>
        `${count === 1 ? 'A post' : `${count} posts`} for ${brand} ${count === 1 ? 'waits' : 'wait'} for your approval:`,
      /** A listed post's due day (`dates.day`), or none. */
      due: (day: string) => `Due ${day}`,
      overdue: (day: string) => `Overdue since ${day}`,
      waiting: 'Waiting',
      untitled: 'Untitled post',
      /** The line after the listed posts: "And · 3 more". */
      and: 'And',
      more: (count: number) => `${count} more`,
      howTo: ({ brand }: { brand: string }) =>
        `To see each post as it will appear and approve it, ask for changes or reject it, open the link ${brand} sent you for their approvals. You do not need an account.`,
      atMostDaily: 'You get at most one such e-mail a day, while posts wait for you.',
    },
    /** An approval link for some posts (docs/product.md#approval-links). */
    link: {
      /** Who sent it, when the member has no name. */
      yourTeam: 'Your team',
      subject: ({ sender, count, brand }: { sender: string; count: number; brand: string }) =>
        `${sender} asks for your approval: ${count} ${count === 1 ? 'post' : 'posts'} for ${brand}`,
      preheader: ({ count, brand }: { count: number; brand: string }) =>
        `Review ${count === 1 ? 'a post' : `${count} posts`} for ${brand}; no account needed.`,
      body: ({ sender, count, brand }: { sender: string; count: number; brand: string }) =>
        `${sender} would like your approval on ${count === 1 ? 'a post' : `${count} posts`} for ${brand}.`,
      howTo:
        'Open the link to see each post as it will appear, then approve it, reject it or ask for changes. You do not need an account.',
      action: 'Review the posts',
      /** `at` is written by `dates.moment`. */
      until: (at: string) => `The link works until ${at}.`,
    },
    /** A contact's own approval page in the client portal. */
    portal: {
      yourTeam: 'Your team',
      subject: ({ brand }: { brand: string }) => `${brand}: your approval page`,
      preheader: ({ brand }: { brand: string }) =>
        `Everything ${brand} asks you to approve, in one place; no account needed.`,
      body: ({ sender, brand }: { sender: string; brand: string }) =>
        `${sender} set up a page where you can review ${brand}'s posts that wait on your approval.`,
      howTo:
        'Open it to see each post as it will appear, then approve it, ask for changes or reject it. You do not need an account. Keep this e-mail: the link is yours alone.',
      action: 'Open your approval page',
      idle: (days: number) => `The link stops working after ${days} days without a visit.`,
    },
  },
  /** The weekly review by e-mail (docs/product.md#analytics), to a brand's admins. */
  review: {
    /** `from` and `to` are written by `dates.longDay`. */
    subject: ({ brand, from, to }: { brand: string; from: string; to: string }) =>
      `${brand}: your weekly review (${from} to ${to})`,
    ready: ({ brand, from, to }: { brand: string; from: string; to: string }) =>
      `The weekly review of ${brand} for ${from} to ${to} is ready.`,
    aiFailed: 'The AI summary could not be written this week: what follows is the figures and rules alone.',
    suggestions: 'Suggestions:',
    action: 'Open the review',
    kind: 'weekly reviews',
    /** The rules' lines; `parts` and the lists are joined by `list`. */
    list: (items: string[]) => items.join(', '),
    slate: ({ posted, target, parts }: { posted: number; target: number; parts: string }) =>
      `Posted ${posted} of the ${target} posts the slate asks for (${parts}).`,
    slatePart: ({ purpose, posted, target }: { purpose: string; posted: number; target: number }) =>
      `${purpose} ${posted}/${target}`,
    noResults: 'No posts finished their first week.',
    /** `median` is written by `dates.percent`, or is `noFigure`. */
    results: (r: {
      count: number;
      above: number;
      below: number;
      unrated: number;
      median: string;
      counted: number;
      of: number;
    }) =>
      `${r.count} ${r.count === 1 ? 'post finished its' : 'posts finished their'} first week: ${r.above} above the 12-week median of ${r.median} (${r.counted} of ${r.of} posts), ${r.below} below${r.unrated ? `, ${r.unrated} without a rate yet` : ''}.`,
    noFigure: 'no figure yet',
    short: (items: string) => `Short of the slate: ${items}.`,
    shortItem: ({ missing, purpose }: { missing: number; purpose: string }) => `${missing} ${purpose}`,
    pillars: (items: string) => `Best pillars: ${items}.`,
    formats: (items: string) => `Best formats: ${items}.`,
    /** `weekday` is written by `dates.weekday`. */
    time: ({ weekday, hour }: { weekday: string; hour: string }) => `${weekday} ${hour}:00`,
    times: (items: string) => `Best times: ${items}.`,
    noTimes: 'Best times: not enough data yet.',
    reuse: (count: number) =>
      `${count} ${count === 1 ? 'post' : 'posts'} older than 60 days did well enough to reuse.`,
    purposes: { growth: 'growth', trust_building: 'trust building', sales_promotion: 'sales & promotion' },
    formatNames: POST_FORMAT_LABELS,
  },
  /**
   * The e-mail integration's messages (docs/product.md#integrations--e-mail), to an address a
   * brand chose: in the brand's language. `name` is `#128 Film the reel`, `status` its status.
   */
  integration: {
    test: {
      subject: `${PRODUCT_NAME} e-mail integration works`,
      preheader: `This address receives e-mails from ${PRODUCT_NAME}.`,
      body: `This is a test from the integrations page of ${PRODUCT_NAME}: tickets sent to this e-mail integration reach this address.`,
      unexpected: 'If you did not expect this e-mail, ask the brand’s admins to remove your address.',
    },
    greeting: 'Hi,',
    openTask: 'Open the task',
    why: ({ brand }: { brand: string }) =>
      `You receive this e-mail because the brand ${brand} sends its tasks to this address from ${PRODUCT_NAME}.`,
    created: {
      subject: ({ name, status }: { name: string; status: string }) => `New: ${name} — ${status}`,
      intro: ({ name, brand }: { name: string; brand: string }) =>
        `A new task was created in ${brand}: ${name}.`,
    },
    statusChanged: {
      subject: ({ name, from, to }: { name: string; from: string | null; to: string }) =>
        from ? `${name} — ${from} → ${to}` : `${name} — ${to}`,
      intro: ({ name, from, to }: { name: string; from: string | null; to: string }) =>
        from ? `${name} moved from ${from} to ${to}.` : `${name} is now ${to}.`,
    },
    updated: {
      subject: ({ name, status }: { name: string; status: string }) => `Updated: ${name} — ${status}`,
      intro: ({ name }: { name: string }) => `${name} was updated.`,
    },
    deleted: {
      subject: ({ name }: { name: string }) => `Deleted: ${name}`,
      intro: ({ name, brand }: { name: string; brand: string }) => `${name} was deleted from ${brand}.`,
    },
    comment: {
      someone: 'Someone',
      subject: ({ name, status }: { name: string; status: string }) => `New comment: ${name} — ${status}`,
      /** `quoted`: the comment's words follow. */
      intro: ({ author, name, quoted }: { author: string; name: string; quoted: boolean }) =>
        `${author} commented on ${name}${quoted ? ':' : '.'}`,
    },
    sent: {
      subject: ({ name, status }: { name: string; status: string }) => `${name} — ${status}`,
      intro: ({ name, brand }: { name: string; brand: string }) =>
        `A task from ${brand} was sent to you: ${name}.`,
    },
    labels: {
      summary: 'Summary',
      status: 'Status',
      dueDate: 'Due date',
      assignee: 'Assignee',
      brand: 'Brand',
      caption: 'Caption',
    },
    noDueDate: 'None',
    nobody: 'Nobody',
  },
  /** Days, moments and figures as the language writes them. */
  dates: {
    /** A brand-local day, short: a reminder's or a digest's. */
    day: shortDay('en-GB'),
    /** A day in full: a weekly review's. */
    longDay: longDay('en-GB'),
    /** A task's due date (the integration's e-mail). */
    date: mediumDay('en-US'),
    /** A moment in UTC: when an approval link stops working. */
    moment: (at: Date) => at.toUTCString(),
    /** 0 for Monday. */
    weekday: weekdayName('en-GB'),
    percent: percentOf('en-GB'),
  },
  /** A ticket’s status as the status-change e-mail names it (the domain’s labels, in English). */
  statuses: TICKET_STATUS_LABELS,
};

export type MailTexts = typeof en;
