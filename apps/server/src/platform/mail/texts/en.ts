import { PRODUCT_NAME } from '@expertos/domain/product';
import { TICKET_STATUS_LABELS } from '@expertos/domain/tickets';

/**
 * The words of the account and ticket notification e-mails in English, the source of every
 * other language (docs/product.md#languages, docs/translating.md): each other language's table
 * is typed `MailTexts`, so a missing or extra key fails the build. Names, titles, links and
 * times come in already on one line and are never translated.
 */
export const en = {
  /** The shared layout. */
  layout: {
    /** `name` is empty when the person has none. */
    greeting: (name: string) => (name ? `Hi ${name},` : 'Hi,'),
    signature: `— The ${PRODUCT_NAME} team`,
    copyLink: 'If the button does not work, copy this link into your browser:',
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
  /** A ticket’s status as the status-change e-mail names it (the domain’s labels, in English). */
  statuses: TICKET_STATUS_LABELS,
};

export type MailTexts = typeof en;
