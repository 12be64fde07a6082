import type { Language } from '@expertos/domain/languages';
import type { KnownBlock } from '@slack/web-api';
import { ticketStatusLabel } from '../../../../platform/mail/templates.js';
import type { DeliveryMessage, TicketSnapshot } from '../../delivery/adapter.js';
import { type IntegrationTexts, integrationTexts } from '../texts/index.js';

/**
 * The Block Kit message a Slack integration posts (docs/product.md#integrations): the ticket's
 * `#number summary` linking back to it, its status, assignee, due date and brand, and a line
 * saying what happened. Pure, so the same message goes out through an incoming webhook or
 * chat.postMessage. Everything a user typed is escaped, so a summary cannot add a link or a
 * mention (`<!channel>`, `<@U…>`) of its own. Written in the brand's language (texts/).
 */

export interface SlackMessage {
  /** The notification and screen-reader text; always set (Slack warns when it is missing). */
  text: string;
  blocks: KnownBlock[];
}

/** What the test button posts, in English (the brand's language: texts/). */
export const SLACK_TEST_TEXT = integrationTexts().slack.connected;

/** Long user texts are cut before escaping (a cut must not split an `&amp;`). */
export const SLACK_SUMMARY_MAX = 200;
export const SLACK_COMMENT_EXCERPT_MAX = 300;
const FIELD_MAX = 150;

/**
 * Slack's rule for text it parses: `&`, `<` and `>` become entities, and nothing else may be
 * (https://docs.slack.dev/messaging/formatting-message-text#escaping). `<…>` is what links,
 * mentions and `<!channel>` are made of, so with these escaped a text stays text.
 */
export function escapeSlackText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A link target inside `<url|label>`: escaped, and `|` encoded so the label cannot start early. */
function linkTarget(url: string): string {
  return escapeSlackText(url).replace(/\|/g, '%7C');
}

function cut(text: string, max: number): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max - 1).join('')}…`;
}

const statusLabel = (status: TicketSnapshot['status'], language: Language | undefined) =>
  ticketStatusLabel(status, language) ?? status;

type Words = IntegrationTexts['slack'];

/** A publication's news: "Published on Mastodon as @brand@mastodon.social", with the link or the reason. */
function postLine(message: DeliveryMessage, words: Words): { mrkdwn: string; plain: string } {
  const post = message.post;
  if (!post) return { mrkdwn: words.postUpdated, plain: words.postUpdated };
  const where = { network: post.network, handle: cut(post.handle, FIELD_MAX) };
  const head =
    message.event === 'post.published'
      ? words.published(where)
      : message.event === 'post.scheduled'
        ? words.scheduled({ ...where, when: post.due_at })
        : words.notPublished(where);
  const reason = post.error ? `: ${cut(post.error, SLACK_COMMENT_EXCERPT_MAX)}` : '';
  const link = post.url && message.event === 'post.published' ? post.url : null;
  return {
    mrkdwn: `${escapeSlackText(head + reason)}${link ? ` <${linkTarget(link)}|${escapeSlackText(words.viewPost)}>` : ''}`,
    plain: `${head}${reason}${link ? ` ${link}` : ''}`,
  };
}

/** What happened, as one mrkdwn line (escaped) and as plain text for the fallback. */
function eventLine(
  message: DeliveryMessage,
  words: Words,
  language: Language | undefined,
): { mrkdwn: string; plain: string } {
  const both = (text: string) => ({ mrkdwn: escapeSlackText(text), plain: text });
  switch (message.event) {
    case 'ticket.created':
      return both(words.ticketCreated);
    case 'ticket.updated':
      return both(words.ticketUpdated);
    case 'ticket.deleted':
      return both(words.ticketDeleted);
    case 'ticket.status_changed': {
      const change = message.status_change;
      if (!change) return both(words.statusChanged);
      const from = statusLabel(change.from, language);
      const to = statusLabel(change.to, language);
      return {
        // The sentence is ours (no `&`, `<`, `>`); only the names in it are escaped, and bold.
        mrkdwn: words.statusChangedFromTo({
          from: `*${escapeSlackText(from)}*`,
          to: `*${escapeSlackText(to)}*`,
        }),
        plain: words.statusChangedFromTo({ from, to }),
      };
    }
    case 'comment.created': {
      const author = message.comment?.author ? cut(message.comment.author, FIELD_MAX) : null;
      const excerpt = message.comment?.excerpt
        ? cut(message.comment.excerpt, SLACK_COMMENT_EXCERPT_MAX)
        : null;
      const who = author ? words.newCommentBy({ author }) : words.newComment;
      return {
        mrkdwn: `${escapeSlackText(who)}${excerpt ? `: “${escapeSlackText(excerpt)}”` : ''}`,
        plain: `${who}${excerpt ? `: “${excerpt}”` : ''}`,
      };
    }
    case 'ticket.sent':
      return both(words.sent);
    case 'post.scheduled':
    case 'post.published':
    case 'post.failed':
      return postLine(message, words);
    case 'integration.test':
      return both(words.connected);
  }
}

function field(label: string, value: string | null): { type: 'mrkdwn'; text: string } {
  return { type: 'mrkdwn', text: `*${label}*\n${value ? escapeSlackText(cut(value, FIELD_MAX)) : '—'}` };
}

/** The message in `language`, the brand's (English when left out). */
export function buildSlackMessage(message: DeliveryMessage, language?: Language): SlackMessage {
  const words = integrationTexts(language).slack;
  const event = eventLine(message, words, language);
  const ticket = message.ticket;
  if (!ticket) {
    // The test button (or an event whose ticket is gone): just the line.
    return {
      text: escapeSlackText(event.plain),
      blocks: [{ type: 'section', text: { type: 'mrkdwn', text: event.mrkdwn } }],
    };
  }
  const title = `#${ticket.number} ${cut(ticket.summary, SLACK_SUMMARY_MAX)}`;
  // A deleted ticket's page is gone: its title is shown struck through, without a dead link.
  const titleMrkdwn =
    message.event === 'ticket.deleted'
      ? `~${escapeSlackText(title)}~`
      : `*<${linkTarget(ticket.url)}|${escapeSlackText(title)}>*`;
  return {
    // Slack parses `text` like mrkdwn too, so it is escaped the same way.
    text: escapeSlackText(`${title} — ${event.plain}`),
    blocks: [
      { type: 'section', text: { type: 'mrkdwn', text: titleMrkdwn } },
      {
        type: 'section',
        fields: [
          field(words.fields.status, statusLabel(ticket.status, language)),
          field(words.fields.assignee, ticket.assignee),
          field(words.fields.dueDate, ticket.due_date),
          field(words.fields.brand, ticket.project.name),
        ],
      },
      { type: 'context', elements: [{ type: 'mrkdwn', text: event.mrkdwn }] },
    ],
  };
}
