/**
 * Shared texts added for the first-week rough edges (issue 15): destructive confirmations and
 * length limits (ui.confirm, ui.limits).
 */

export const confirmTexts = {
  /** The label of the field a destructive confirmation asks to type the thing's name into. */
  typeName: 'Type {name} to confirm',
  typeNameHint: 'This makes sure you delete the right one.',
  // Action labels of destructive confirmations that had only a generic "Remove" or "Ok".
  removeMember: 'Remove from workspace',
  removeFromBrand: 'Remove from brand',
  deleteComment: 'Delete comment',
  deleteWorkspaceTitle: 'Delete the workspace {name}?',
} as const;

/** A share link the server does not know (unknown, or sharing was stopped): docs/product.md#share-links. */
export const shareLink = {
  invalidTitle: 'This link does not work',
  invalidText: 'The share link is invalid or was revoked. Ask the person who sent it to you for a new link.',
  retry: 'Try again',
  failedText: 'The shared ticket could not be loaded. Check your connection and try again.',
  memberHint: 'On the team that owns this ticket?',
  memberSignIn: 'Sign in',
} as const;

/** Lazy code still missing after the retries and one reload (docs/product.md#deploys). */
export const chunkError = {
  title: 'This part of the app could not be loaded',
  text: 'The connection may have dropped, or a new version of the app came out. Reload to continue.',
} as const;

/** Forms a person may not submit say so before they are filled (docs/product.md#roles-and-access). */
export const mayNot = {
  inviteTitle: 'Only workspace admins can invite people',
  inviteText: 'Ask an admin of this workspace to send the invite, or to make you an admin.',
} as const;

export const limits = {
  /** Shown from 80 % of a field's limit. */
  counter: '{count} / {max}',
  counterLabel: '{count} of {max} characters used',
  atLimit: 'That is the limit: {max} characters.',
  over: '{count, plural, one {# character too many: at most {max}.} other {# characters too many: at most {max}.}}',
  itemsCounter: '{count} of {max} {what}',
  itemsFull: 'At most {max} {what}: remove one to add another.',
  tags: 'tags',
} as const;
