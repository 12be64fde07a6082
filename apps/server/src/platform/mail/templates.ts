import { DEFAULT_LANGUAGE, type Language } from '@expertos/domain/languages';
import { PRODUCT_NAME } from '@expertos/domain/product';
import type { SecurityChange, SecurityChangeDetail } from '@expertos/domain/security-mail';
import { de } from './texts/de.js';
import { en, type MailTexts } from './texts/en.js';
import { es } from './texts/es.js';
import { fr } from './texts/fr.js';
import { ptBR } from './texts/pt-br.js';

/**
 * Account e-mails, each as a subject, an HTML part and a plain-text part built from the same
 * words. The HTML is a single-column table with inline styles only: mail clients drop <style>
 * blocks and external CSS, and some (Outlook) lay out nothing but tables reliably. Every
 * action has a visible button AND the raw link, for clients that block buttons or images.
 * Text from users (names, workspace names) is HTML-escaped; links must be http(s).
 */
export { PRODUCT_NAME };

export interface MailContent {
  subject: string;
  html: string;
  text: string;
}

/**
 * The account and ticket notification e-mails are written in the recipient's language
 * (docs/product.md#languages): their words are in `texts/<language>.ts`, English by default.
 * The approval e-mails, the digest, billing mail and `renderMail` (the integrations') stay in
 * English for now, as do the times written into mails.
 */
const TEXTS: Record<Language, MailTexts> = { en, es, de, fr, 'pt-BR': ptBR };

/** The words of the account and ticket e-mails in `language` (English when it is none of ours). */
export function mailTexts(language: Language = DEFAULT_LANGUAGE): MailTexts {
  return TEXTS[language] ?? en;
}

export function verifyEmail({
  name,
  url,
  language,
}: {
  name: string;
  url: string;
  language?: Language;
}): MailContent {
  const t = mailTexts(language);
  return render(
    {
      subject: t.verifyEmail.subject,
      preheader: t.verifyEmail.preheader,
      greeting: greet(name, t),
      before: [t.verifyEmail.body],
      action: { label: t.verifyEmail.action, url },
      after: [t.verifyEmail.ignore],
    },
    language,
  );
}

export function resetPassword({
  name,
  url,
  language,
}: {
  name: string;
  url: string;
  language?: Language;
}): MailContent {
  const t = mailTexts(language);
  return render(
    {
      subject: t.resetPassword.subject,
      preheader: t.resetPassword.preheader,
      greeting: greet(name, t),
      before: [t.resetPassword.body],
      action: { label: t.resetPassword.action, url },
      after: [t.resetPassword.expires, t.resetPassword.ignore],
    },
    language,
  );
}

/**
 * Something changed how the recipient's account signs in (docs/product.md#security-e-mails).
 * Says what, when, and from where, and links to the sessions page: "this wasn't me".
 */
export function securityEmail({
  name,
  change,
  detail,
  at,
  url,
  language,
}: {
  name: string;
  change: SecurityChange;
  detail: SecurityChangeDetail;
  /** When it happened, as words the recipient reads (UTC). */
  at: string;
  /** The account's "Sign-in and security" page. */
  url: string;
  language?: Language;
}): MailContent {
  const t = mailTexts(language).security;
  const named = oneLine(detail.name ?? '');
  const where = t.where({
    device: detail.device ? oneLine(detail.device) : '',
    address: detail.address ? oneLine(detail.address) : '',
  });
  const method = detail.method ? t.method(oneLine(detail.method)) : '';
  const said: Record<SecurityChange, { subject: string; line: string }> = {
    new_sign_in: { subject: t.newSignIn.subject, line: t.newSignIn.line({ where, method }) },
    two_factor_on: t.twoFactorOn,
    two_factor_off: t.twoFactorOff,
    recovery_code_used: { subject: t.recoveryCodeUsed.subject, line: t.recoveryCodeUsed.line({ where }) },
    passkey_added: { subject: t.passkeyAdded.subject, line: t.passkeyAdded.line({ name: named }) },
    passkey_removed: { subject: t.passkeyRemoved.subject, line: t.passkeyRemoved.line({ name: named }) },
    password_changed: t.passwordChanged,
    api_key_created: { subject: t.apiKeyCreated.subject, line: t.apiKeyCreated.line({ name: named }) },
  };
  const { subject, line } = said[change];
  return render(
    {
      subject,
      preheader: line,
      greeting: greet(name, mailTexts(language)),
      before: [line, t.when(oneLine(at))],
      action: { label: t.action, url },
      after: [t.ifYou, t.ifNotYou],
    },
    language,
  );
}

export function invite({
  inviterName,
  workspaceName,
  url,
  language,
}: {
  inviterName: string;
  workspaceName: string;
  url: string;
  language?: Language;
}): MailContent {
  const t = mailTexts(language).invite;
  const inviter = oneLine(inviterName) || t.aTeammate;
  const workspace = oneLine(workspaceName) || t.aWorkspace;
  return render(
    {
      subject: t.subject({ inviter, workspace }),
      preheader: t.preheader({ workspace }),
      greeting: t.greeting,
      before: [t.body({ inviter, workspace })],
      action: { label: t.action, url },
      after: [t.ignore],
    },
    language,
  );
}

/** What a ticket notification e-mail names: the ticket, its link and where to turn such mail off. */
export interface TicketMailContext {
  /** The recipient's name, for the greeting. */
  name: string;
  ticketNumber: number;
  ticketSummary: string;
  /** The ticket in the app (absolute). */
  url: string;
  /** The profile page, where these e-mails are turned off (absolute). */
  settingsUrl: string;
  /** The recipient's language; English when left out. */
  language?: Language;
}

/** `#12 Film the reel`, on one line. */
function ticketTitle({ ticketNumber, ticketSummary }: TicketMailContext): string {
  const summary = oneLine(ticketSummary);
  return summary ? `#${ticketNumber} ${summary}` : `#${ticketNumber}`;
}

/** A ticket status's name in `language`, for `statusChangedEmail`; null for a status this server does not know. */
export function ticketStatusLabel(status: string | null | undefined, language?: Language): string | null {
  const statuses: Record<string, string> = mailTexts(language).statuses;
  return (status && Object.hasOwn(statuses, status) ? statuses[status] : null) ?? null;
}

/** Someone @mentioned the recipient in a comment; the comment's text comes along as an excerpt. */
export function mentionEmail(
  ticket: TicketMailContext & { actorName: string; excerpt: string | null },
): MailContent {
  const t = mailTexts(ticket.language).ticket;
  const actor = oneLine(ticket.actorName) || t.aTeammate;
  const title = ticketTitle(ticket);
  const excerpt = ticket.excerpt?.trim();
  return render(
    {
      subject: t.mention.subject({ actor, title }),
      preheader: excerpt ? oneLine(excerpt) : t.mention.preheader({ actor, title }),
      greeting: greet(ticket.name, mailTexts(ticket.language)),
      before: [t.mention.body({ actor, title }), ...(excerpt ? [t.quote(excerpt)] : [])],
      action: { label: t.openTask, url: ticket.url },
      after: [t.turnOff({ what: t.kinds.mentions, url: checkedUrl(ticket.settingsUrl) })],
    },
    ticket.language,
  );
}

/** A reminder ticket's time has come (sent to its assignee). */
export function reminderEmail(ticket: TicketMailContext): MailContent {
  const t = mailTexts(ticket.language).ticket;
  const title = ticketTitle(ticket);
  return render(
    {
      subject: t.reminder.subject({ title }),
      preheader: t.reminder.preheader({ title }),
      greeting: greet(ticket.name, mailTexts(ticket.language)),
      before: [t.reminder.body({ title })],
      action: { label: t.openTask, url: ticket.url },
      after: [t.turnOff({ what: t.kinds.reminders, url: checkedUrl(ticket.settingsUrl) })],
    },
    ticket.language,
  );
}

/** A task was assigned to the recipient (when they chose assignments by e-mail). */
export function assignedEmail(ticket: TicketMailContext & { actorName: string }): MailContent {
  const t = mailTexts(ticket.language).ticket;
  const actor = oneLine(ticket.actorName) || t.aTeammate;
  const title = ticketTitle(ticket);
  return render(
    {
      subject: t.assigned.subject({ actor, title }),
      preheader: t.assigned.preheader({ actor, title }),
      greeting: greet(ticket.name, mailTexts(ticket.language)),
      before: [t.assigned.body({ actor, title })],
      action: { label: t.openTask, url: ticket.url },
      after: [t.turnOff({ what: t.kinds.assignments, url: checkedUrl(ticket.settingsUrl) })],
    },
    ticket.language,
  );
}

/**
 * A ticket the recipient follows moved (when they chose status changes by e-mail). `statusLabel`
 * is the status's name in the recipient's language (`ticketStatusLabel`), null when unknown.
 */
export function statusChangedEmail(ticket: TicketMailContext & { statusLabel: string | null }): MailContent {
  const t = mailTexts(ticket.language).ticket;
  const title = ticketTitle(ticket);
  const status = ticket.statusLabel;
  return render(
    {
      subject: t.statusChanged.subject({ title, status }),
      preheader: t.statusChanged.preheader({ title, status }),
      greeting: greet(ticket.name, mailTexts(ticket.language)),
      before: [t.statusChanged.body({ title, status })],
      action: { label: t.openTask, url: ticket.url },
      after: [t.turnOff({ what: t.kinds.statusChanges, url: checkedUrl(ticket.settingsUrl) })],
    },
    ticket.language,
  );
}

/** Someone commented on a ticket the recipient follows (when they chose comments by e-mail). */
export function commentEmail(
  ticket: TicketMailContext & { actorName: string; excerpt: string | null },
): MailContent {
  const t = mailTexts(ticket.language).ticket;
  const actor = oneLine(ticket.actorName) || t.aTeammate;
  const title = ticketTitle(ticket);
  const excerpt = ticket.excerpt?.trim();
  return render(
    {
      subject: t.comment.subject({ actor, title }),
      preheader: excerpt ? oneLine(excerpt) : t.comment.preheader({ actor, title }),
      greeting: greet(ticket.name, mailTexts(ticket.language)),
      before: [t.comment.body({ actor, title }), ...(excerpt ? [t.quote(excerpt)] : [])],
      action: { label: t.openComment, url: ticket.url },
      after: [t.turnOff({ what: t.kinds.comments, url: checkedUrl(ticket.settingsUrl) })],
    },
    ticket.language,
  );
}

/** A step of a post's approval that names the recipient opened (docs/product.md#approvals). */
export function approvalRequestedEmail(
  ticket: TicketMailContext & { actorName: string; step: number; steps: number },
): MailContent {
  const actor = oneLine(ticket.actorName) || 'A teammate';
  const title = ticketTitle(ticket);
  const which = ticket.steps > 1 ? ` (step ${ticket.step} of ${ticket.steps})` : '';
  return render({
    subject: `${actor} asks for your approval: ${title}`,
    preheader: `${title} waits for your approval${which}.`,
    greeting: greet(ticket.name),
    before: [
      `${actor} asks for your approval of ${title}${which}.`,
      'Open it to approve it, ask for changes or reject it.',
    ],
    action: { label: 'Review the post', url: ticket.url },
    after: [turnOffLine('approval requests', ticket.settingsUrl)],
  });
}

/** A post still waits for the recipient's approval: due soon, due now or overdue (`when`). */
export function approvalReminderEmail(ticket: TicketMailContext & { when: string }): MailContent {
  const title = ticketTitle(ticket);
  return render({
    subject: `Reminder: ${title} waits for your approval`,
    preheader: oneLine(ticket.when),
    greeting: greet(ticket.name),
    before: [`${title} waits for your approval. ${oneLine(ticket.when)}`],
    action: { label: 'Review the post', url: ticket.url },
    after: [turnOffLine('approval reminders', ticket.settingsUrl)],
  });
}

/** What became of a round the recipient asked for: a step approved, or its end. */
export function approvalDecidedEmail(
  ticket: TicketMailContext & {
    actorName: string;
    outcome: 'step' | 'approved' | 'changes_requested' | 'rejected';
    comment: string | null;
  },
): MailContent {
  const actor = oneLine(ticket.actorName) || 'Someone';
  const title = ticketTitle(ticket);
  const said = {
    step: `${actor} approved a step of ${title}; the next step is open.`,
    approved: `${actor} approved ${title}: it is approved.`,
    changes_requested: `${actor} asked for changes to ${title}: it is back in review.`,
    rejected: `${actor} rejected ${title}.`,
  }[ticket.outcome];
  const comment = ticket.comment?.trim();
  return render({
    subject: said,
    preheader: comment ? oneLine(comment) : said,
    greeting: greet(ticket.name),
    before: [said, ...(comment ? [`“${comment}”`] : [])],
    action: { label: 'Open the post', url: ticket.url },
    after: [turnOffLine('approval decisions', ticket.settingsUrl)],
  });
}

/** The recipient's round was not decided in time: the post is back in review. */
export function approvalExpiredEmail(ticket: TicketMailContext): MailContent {
  const title = ticketTitle(ticket);
  return render({
    subject: `Approval expired: ${title}`,
    preheader: `${title} is back in review.`,
    greeting: greet(ticket.name),
    before: [
      `No one decided on ${title} in time, so the approval you asked for expired and the post is back in review.`,
      'Ask for approval again when it is ready.',
    ],
    action: { label: 'Open the post', url: ticket.url },
    after: [turnOffLine('expired approvals', ticket.settingsUrl)],
  });
}

/** A client commented on a post the recipient asked them to approve. */
export function clientCommentedEmail(
  ticket: TicketMailContext & { clientName: string; excerpt: string | null },
): MailContent {
  const client = oneLine(ticket.clientName) || 'A client';
  const title = ticketTitle(ticket);
  const excerpt = ticket.excerpt?.trim();
  return render({
    subject: `${client} commented on ${title}`,
    preheader: excerpt ? oneLine(excerpt) : `${client} commented on ${title}.`,
    greeting: greet(ticket.name),
    before: [`${client} commented on ${title}:`, ...(excerpt ? [`“${excerpt}”`] : [])],
    action: { label: 'Open the post', url: ticket.url },
    after: [turnOffLine('client comments', ticket.settingsUrl)],
  });
}

/**
 * A client contact's daily list of the posts that wait on them. It carries no link: their
 * portal link is shown once when it is made and kept only as a hash, so they open the one they
 * were sent.
 */
export function approvalDigestEmail({
  name,
  brand,
  items,
  more,
}: {
  name: string;
  brand: string;
  items: { summary: string; when: string }[];
  /** Waiting beyond the items listed. */
  more: number;
}): MailContent {
  const count = items.length + more;
  const posts = count === 1 ? 'A post' : `${count} posts`;
  const brandName = oneLine(brand);
  return render({
    subject: `${posts} for ${brandName} ${count === 1 ? 'waits' : 'wait'} for your approval`,
    preheader: `${posts} for ${brandName} ${count === 1 ? 'waits' : 'wait'} for you.`,
    greeting: greet(name),
    before: [`${posts} for ${brandName} ${count === 1 ? 'waits' : 'wait'} for your approval:`],
    details: [
      ...items.map((item) => ({
        label: oneLine(item.when),
        value: oneLine(item.summary) || 'Untitled post',
      })),
      ...(more > 0 ? [{ label: 'And', value: `${more} more` }] : []),
    ],
    after: [
      `To see each post as it will appear and approve it, ask for changes or reject it, open the link ${brandName} sent you for their approvals. You do not need an account.`,
      'You get at most one such e-mail a day, while posts wait for you.',
    ],
  });
}

function turnOffLine(what: string, settingsUrl: string): string {
  return `You get e-mails for ${what} because of your notification settings. You can turn them off in your profile: ${checkedUrl(settingsUrl)}`;
}

/**
 * One e-mail in the shared layout. Other senders (the e-mail integration) build theirs with
 * `renderMail` so every mail from the product looks alike.
 */
export interface Email {
  subject: string;
  /** The preview line inboxes show after the subject. */
  preheader: string;
  greeting: string;
  before: string[];
  /** Labelled facts shown as a table (HTML) or `Label: value` lines (text); line breaks kept. */
  details?: { label: string; value: string }[];
  /** The button and its raw link; left out when there is nothing to open. */
  action?: { label: string; url: string };
  after: string[];
}

export function renderMail(email: Email): MailContent {
  return render(email);
}

/** One e-mail in the shared layout, its own words (the signature, the link's hint) in `language`. */
function render(email: Email, language: Language = DEFAULT_LANGUAGE): MailContent {
  const layout = mailTexts(language).layout;
  const url = email.action ? checkedUrl(email.action.url) : null;
  const text = [
    email.greeting,
    ...email.before,
    ...(email.details?.length ? [email.details.map((d) => `${d.label}: ${d.value}`).join('\n')] : []),
    ...(email.action && url ? [`${email.action.label}: ${url}`] : []),
    ...email.after,
    layout.signature,
  ].join('\n\n');
  return {
    subject: subjectLine(email.subject),
    html: renderHtml(email, url, language),
    text: `${text}\n`,
  };
}

const FONT = "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const PARAGRAPH = `margin:0 0 16px;${FONT};font-size:16px;line-height:24px;color:#1f2933`;

function renderHtml(email: Email, url: string | null, language: Language): string {
  const layout = mailTexts(language).layout;
  const paragraphs = (lines: string[]) =>
    lines.map((line) => `<p style="${PARAGRAPH}">${escapeHtml(line)}</p>`).join('\n');
  return `<!DOCTYPE html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subjectLine(email.subject))}</title>
</head>
<body style="margin:0;padding:0;background-color:#f4f5f7">
<div style="display:none;max-height:0;overflow:hidden;opacity:0">${escapeHtml(email.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f4f5f7">
<tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background-color:#ffffff;border-radius:8px">
<tr><td style="padding:32px 32px 8px;${FONT};font-size:22px;font-weight:700;color:#1f2933">${PRODUCT_NAME}</td></tr>
<tr><td style="padding:16px 32px 8px">
<p style="${PARAGRAPH}">${escapeHtml(email.greeting)}</p>
${paragraphs(email.before)}
${email.details?.length ? detailsHtml(email.details) : ''}${email.action && url ? actionHtml(email.action.label, url, layout.copyLink) : ''}${paragraphs(email.after)}
</td></tr>
<tr><td style="padding:8px 32px 32px;${FONT};font-size:13px;line-height:20px;color:#7b8794">${escapeHtml(layout.signature)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

function detailsHtml(details: { label: string; value: string }[]): string {
  const cell = `${FONT};font-size:15px;line-height:22px;vertical-align:top;padding:4px 0`;
  const rows = details
    .map(
      (d) =>
        `<tr><td style="${cell};padding-right:16px;color:#52606d;white-space:nowrap">${escapeHtml(d.label)}</td>` +
        `<td style="${cell};color:#1f2933;white-space:pre-line">${escapeHtml(d.value)}</td></tr>`,
    )
    .join('\n');
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px">
${rows}
</table>
`;
}

function actionHtml(label: string, url: string, copyLink: string): string {
  const href = escapeHtml(url);
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px">
<tr><td align="center" bgcolor="#4c6ef5" style="border-radius:6px">
<a href="${href}" target="_blank" style="display:inline-block;padding:12px 24px;${FONT};font-size:16px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(label)}</a>
</td></tr>
</table>
<p style="${PARAGRAPH};font-size:14px;line-height:20px;color:#52606d">${escapeHtml(copyLink)}<br>
<a href="${href}" target="_blank" style="color:#4c6ef5;word-break:break-all">${href}</a></p>
`;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/** Names come from users: no line breaks in a subject or a sentence. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function greet(name: string, texts: MailTexts = en): string {
  return texts.layout.greeting(oneLine(name));
}

/** A subject on one line; non-breaking spaces stay (French puts them before a colon). */
function subjectLine(text: string): string {
  return text.replace(/[^\S\u00a0]+/g, ' ').trim();
}

/** Our code builds these links; anything but http(s) (javascript:, data:) is a bug. */
function checkedUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(`E-mail links must be http(s), got ${parsed.protocol}`);
  }
  return url;
}
