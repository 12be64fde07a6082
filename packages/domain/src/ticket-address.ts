/**
 * The address of an open ticket (docs/product.md#ticket-addresses): the task dialog lives in
 * the query of whatever page it opens over, `?task=<uid>` (and `&comment=<uid>` to open it
 * at a comment). A ticket's key — its per-workspace number, `#128` — is accepted in place
 * of the uid, and in the ticket search.
 */
export const TASK_PARAM = 'task';
export const COMMENT_PARAM = 'comment';

/**
 * Opening at a comment loads older comment pages until it is found, at most this many
 * (COMMENT_PAGE_DEFAULT each: the newest 500 comments); an older or deleted one opens at the top.
 */
export const COMMENT_SEEK_MAX_PAGES = 10;
/** How long the comment opened at stays marked. */
export const COMMENT_HIGHLIGHT_MS = 4000;

/** The largest ticket number a key may name (keeps a typed key inside a safe integer). */
const MAX_TICKET_NUMBER = 2_147_483_647;
const KEY = /^#?\s*(\d{1,10})$/;

/**
 * The ticket number a key names: `#128`, `# 128` or a bare `128` (surrounding spaces
 * allowed); null for anything else, so a uid or a word never reads as a key.
 */
export function parseTicketKey(value: string): number | null {
  const match = KEY.exec(value.trim());
  if (!match?.[1]) return null;
  const number = Number(match[1]);
  return number >= 1 && number <= MAX_TICKET_NUMBER ? number : null;
}

/** `#128`: how a ticket's key is written. */
export function ticketKey(number: number): string {
  return `#${number}`;
}
