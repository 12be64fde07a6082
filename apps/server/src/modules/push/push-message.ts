import type { Language } from '@expertos/domain/languages';
import { ticketUrl } from '@expertos/domain/notification.schema';
import { PRODUCT_NAME } from '@expertos/domain/product';
import { handoffUrl } from '@expertos/domain/publishing/handoff';
import { ticketStatusLabel } from '../../platform/mail/templates.js';
import { noticeTexts } from '../../platform/mail/texts/notices.js';
import type { NotificationForPush } from '../../views/push-message.view.js';
import { commentOfNoticeKey } from '../notifications/comment-notice-key.js';
import { publicationOfNoticeKey } from '../notifications/post-notice-key.js';
import type { PushMessage } from './senders/push-sender.js';

/**
 * What a notification says on a lock screen, in its recipient's language (English when they
 * chose none): who did what, on which ticket; tapping it opens the ticket (at the comment, for
 * mentions and comments) after switching to its workspace.
 */
export function pushMessageFor(n: NotificationForPush, language?: Language): PushMessage {
  const t = noticeTexts(language).push;
  // `#12 Film the reel`
  const title = n.ticket_number === null ? t.aTask : `#${n.ticket_number} ${n.ticket_summary ?? ''}`.trim();
  const facts = {
    actor: n.actor_name || n.actor_email || t.someone,
    title,
    excerpt: n.excerpt ?? '',
    status: n.status,
    // A status this server does not know is named as it came.
    statusLabel: n.status ? (ticketStatusLabel(n.status, language) ?? n.status) : null,
  };
  const said = Object.hasOwn(t.kinds, n.kind) ? t.kinds[n.kind as keyof typeof t.kinds] : null;
  const text = said ? said(facts) : { title: PRODUCT_NAME, body: title };
  // A hand-off opens its own screen: the caption to copy, the files to share, the app to open.
  const handoff = n.kind === 'post_ready' ? publicationOfNoticeKey(n.dedupe_key ?? null) : null;
  return {
    title: text.title.slice(0, 200),
    body: text.body.slice(0, 1000),
    data: {
      ticket_url:
        handoff && n.ticket_id
          ? handoffUrl(n.ticket_id, handoff)
          : n.ticket_id && n.project_slug
            ? ticketUrl(n.project_slug, n.ticket_id, commentOfNoticeKey(n.dedupe_key ?? null))
            : null,
      workspace_uid: n.workspace_id,
      notification_uid: n.id,
      kind: n.kind,
    },
    tag: n.ticket_id ? `t${n.ticket_id.replace(/-/g, '').slice(0, 30)}` : undefined,
  };
}
