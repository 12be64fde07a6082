import { mentionToken, splitMentions } from '@expertos/domain/comment.schema';
import type { PersonRef } from '@expertos/domain/ticket.schema';

/**
 * How the composer handles @mentions. The textarea shows what people read, `@Ada Lovelace`,
 * and the draft remembers which labels were picked from the list (label → member uid). On
 * posting, each remembered `@Label` standing as a word of its own becomes the stored token
 * `@[Ada Lovelace](uid)`. A label the user has since changed by hand is left as plain text,
 * so a half-deleted name never mentions the wrong person.
 */
export type MentionMap = ReadonlyMap<string, string>;

type Person = Pick<PersonRef, 'uid' | 'name' | 'email'>;

/** The label a token gives `person` (the domain's `mentionToken` drops brackets). */
export function mentionLabel(person: Person): string {
  const [part] = splitMentions(mentionToken(person));
  return part && 'label' in part ? part.label : person.email;
}

/** A stored body as the textarea shows it, with the mentions it carries remembered. */
export function bodyToDraft(body: string): { text: string; mentions: Map<string, string> } {
  const mentions = new Map<string, string>();
  const text = splitMentions(body)
    .map((part) => {
      if ('text' in part) return part.text;
      mentions.set(part.label, part.mention);
      return `@${part.label}`;
    })
    .join('');
  return { text, mentions };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The textarea's text as a body: every remembered `@Label` becomes its token. */
export function draftToBody(text: string, mentions: MentionMap): string {
  // Longest first, so `@Ann Lee` wins over `@Ann` where both were picked.
  const labels = [...mentions.keys()].filter(Boolean).sort((a, b) => b.length - a.length);
  if (labels.length === 0) return text;
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}_@])@(${labels.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}_])`,
    'gu',
  );
  return text.replace(pattern, (_match, label: string) => `@[${label}](${mentions.get(label)})`);
}

export interface MentionQuery {
  /** Index of the `@`. */
  start: number;
  /** Index of the caret: the query runs from `start + 1` to here. */
  end: number;
  query: string;
}

const MAX_QUERY = 40;

/**
 * The mention being typed at the caret: an `@` at the start or after a space or bracket
 * (so `ada@example.com` is no mention), then up to 40 characters on the same line.
 */
export function findMentionQuery(text: string, caret: number): MentionQuery | null {
  const before = text.slice(0, caret);
  const start = before.lastIndexOf('@');
  if (start < 0) return null;
  if (start > 0 && !/[\s([{]/.test(before[start - 1]!)) return null;
  const query = before.slice(start + 1);
  if (query.length > MAX_QUERY || /[\n@]/.test(query) || /^\s/.test(query)) return null;
  return { start, end: caret, query };
}

/** The people whose name or e-mail contains the query; names starting with it first. */
export function matchPeople<P extends Person>(people: readonly P[], query: string, limit = 8): P[] {
  const needle = query.trim().toLowerCase();
  const scored: { person: P; score: number }[] = [];
  for (const person of people) {
    const name = (person.name ?? '').toLowerCase();
    const email = person.email.toLowerCase();
    // Matched as typed, spaces kept: right after a picked `@Ada Lovelace ` nothing matches,
    // so the list closes, while `@Ada Lo` still finds her.
    const typed = query.toLowerCase();
    if (!name.includes(typed) && !email.includes(typed)) continue;
    const score = name.startsWith(needle) ? 0 : email.startsWith(needle) ? 1 : 2;
    scored.push({ person, score });
  }
  return scored
    .sort((a, b) => a.score - b.score || mentionLabel(a.person).localeCompare(mentionLabel(b.person)))
    .slice(0, limit)
    .map((item) => item.person);
}

/** The text with the typed query replaced by `@Label `, and where the caret goes. */
export function insertMention(
  text: string,
  at: MentionQuery,
  label: string,
): { text: string; caret: number } {
  const after = text.slice(at.end);
  const inserted = `@${label}${after.startsWith(' ') ? '' : ' '}`;
  const caret = at.start + inserted.length + (after.startsWith(' ') ? 1 : 0);
  return { text: `${text.slice(0, at.start)}${inserted}${after}`, caret };
}
