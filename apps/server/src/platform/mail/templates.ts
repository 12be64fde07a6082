import { DEFAULT_LANGUAGE, type Language } from '@expertos/domain/languages';
import { PRODUCT_NAME } from '@expertos/domain/product';
import type { SecurityChange, SecurityChangeDetail } from '@expertos/domain/security-mail';
import { deviceNameIn } from '../device-name.js';
import { de } from './texts/de.js';
import { en, type MailTexts } from './texts/en.js';
import { es } from './texts/es.js';
import { fr } from './texts/fr.js';
import { ptBR } from './texts/pt-br.js';

/** Each language's words (texts/en.ts): for the senders that lay out their own e-mails. */
export type { MailTexts };

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
 * Every e-mail is written in its recipient's language (docs/product.md#languages): a member's
 * in their profile's, a brand's client contact's (who has no profile) and an integration's
 * address in the brand's. Their words are in `texts/<language>.ts`, English by default, and so
 * are the days and moments written into them.
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
    device: detail.device ? oneLine(deviceNameIn(detail.device, language)) : '',
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

/**
 * An invitation to a workspace. The invitee has no profile yet: the caller passes the inviter's
 * language (their profile's, else their request's Accept-Language), on the bet that a team
 * invites people who read its language; the invitee can change theirs once they have joined.
 */
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
  const texts = mailTexts(ticket.language);
  const t = texts.approvals;
  const actor = oneLine(ticket.actorName) || t.aTeammate;
  const title = ticketTitle(ticket);
  const step = ticket.steps > 1 ? { step: ticket.step, steps: ticket.steps } : null;
  return render(
    {
      subject: t.requested.subject({ actor, title }),
      preheader: t.requested.preheader({ title, step }),
      greeting: greet(ticket.name, texts),
      before: [t.requested.body({ actor, title, step }), t.requested.choices],
      action: { label: t.reviewPost, url: ticket.url },
      after: [texts.ticket.turnOff({ what: t.kinds.requests, url: checkedUrl(ticket.settingsUrl) })],
    },
    ticket.language,
  );
}

/** What a reminder says of its step's due day (brand-local `YYYY-MM-DD`): before it, on it, or after it. */
export type ApprovalDue =
  | { stage: 'before' | 'due'; dueDay: string }
  | { stage: 'overdue'; dueDay: string; expiresDay: string };

/** The reminder's words on when the post is due, in `language`: its e-mail, the bell's excerpt and its push. */
export function approvalDueText(due: ApprovalDue, language?: Language): string {
  const { approvals, dates } = mailTexts(language);
  if (due.stage === 'overdue')
    return approvals.when.overdue({ due: dates.day(due.dueDay), expires: dates.day(due.expiresDay) });
  return approvals.when[due.stage]({ due: dates.day(due.dueDay) });
}

/** A post still waits for the recipient's approval: due soon, due now or overdue (`due`). */
export function approvalReminderEmail(ticket: TicketMailContext & { due: ApprovalDue }): MailContent {
  const texts = mailTexts(ticket.language);
  const t = texts.approvals;
  const title = ticketTitle(ticket);
  const when = approvalDueText(ticket.due, ticket.language);
  return render(
    {
      subject: t.reminder.subject({ title }),
      preheader: when,
      greeting: greet(ticket.name, texts),
      before: [t.reminder.body({ title, when })],
      action: { label: t.reviewPost, url: ticket.url },
      after: [texts.ticket.turnOff({ what: t.kinds.reminders, url: checkedUrl(ticket.settingsUrl) })],
    },
    ticket.language,
  );
}

/**
 * What became of a round the recipient asked for: a step approved, or its end. `actorName` is
 * who decided; empty, they are named as a client (`byClient`) or as someone.
 */
export function approvalDecidedEmail(
  ticket: TicketMailContext & {
    actorName: string;
    byClient?: boolean;
    outcome: 'step' | 'approved' | 'changes_requested' | 'rejected';
    comment: string | null;
  },
): MailContent {
  const texts = mailTexts(ticket.language);
  const t = texts.approvals;
  const actor = oneLine(ticket.actorName) || (ticket.byClient ? t.aClient : t.someone);
  const title = ticketTitle(ticket);
  const said = t.decided[ticket.outcome]({ actor, title });
  const comment = ticket.comment?.trim();
  return render(
    {
      subject: said,
      preheader: comment ? oneLine(comment) : said,
      greeting: greet(ticket.name, texts),
      before: [said, ...(comment ? [texts.ticket.quote(comment)] : [])],
      action: { label: t.openPost, url: ticket.url },
      after: [texts.ticket.turnOff({ what: t.kinds.decisions, url: checkedUrl(ticket.settingsUrl) })],
    },
    ticket.language,
  );
}

/** The recipient's round was not decided in time: the post is back in review. */
export function approvalExpiredEmail(ticket: TicketMailContext): MailContent {
  const texts = mailTexts(ticket.language);
  const t = texts.approvals;
  const title = ticketTitle(ticket);
  return render(
    {
      subject: t.expired.subject({ title }),
      preheader: t.expired.preheader({ title }),
      greeting: greet(ticket.name, texts),
      before: [t.expired.body({ title }), t.expired.again],
      action: { label: t.openPost, url: ticket.url },
      after: [texts.ticket.turnOff({ what: t.kinds.expired, url: checkedUrl(ticket.settingsUrl) })],
    },
    ticket.language,
  );
}

/** A client commented on a post the recipient asked them to approve. */
export function clientCommentedEmail(
  ticket: TicketMailContext & { clientName: string; excerpt: string | null },
): MailContent {
  const texts = mailTexts(ticket.language);
  const t = texts.approvals;
  const client = oneLine(ticket.clientName) || t.aClient;
  const title = ticketTitle(ticket);
  const excerpt = ticket.excerpt?.trim();
  return render(
    {
      subject: t.clientCommented.subject({ client, title }),
      preheader: excerpt ? oneLine(excerpt) : t.clientCommented.preheader({ client, title }),
      greeting: greet(ticket.name, texts),
      before: [t.clientCommented.body({ client, title }), ...(excerpt ? [texts.ticket.quote(excerpt)] : [])],
      action: { label: t.openPost, url: ticket.url },
      after: [texts.ticket.turnOff({ what: t.kinds.clientComments, url: checkedUrl(ticket.settingsUrl) })],
    },
    ticket.language,
  );
}

/*
 * The e-mails to a brand's client contacts. A contact has no account and so no profile: they
 * are written in the brand's language (its settings), English when it has none.
 */

/** A listed post of a digest: its summary and its due day (brand-local `YYYY-MM-DD`), if any. */
export interface DigestItem {
  summary: string;
  dueDay: string | null;
  overdue: boolean;
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
  language,
}: {
  name: string;
  brand: string;
  items: DigestItem[];
  /** Waiting beyond the items listed. */
  more: number;
  language?: Language;
}): MailContent {
  const texts = mailTexts(language);
  const t = texts.clients.digest;
  const count = items.length + more;
  const brandName = oneLine(brand);
  const when = (item: DigestItem) =>
    item.dueDay === null ? t.waiting : (item.overdue ? t.overdue : t.due)(texts.dates.day(item.dueDay));
  return render(
    {
      subject: t.subject({ count, brand: brandName }),
      preheader: t.preheader({ count, brand: brandName }),
      greeting: greet(name, texts),
      before: [t.body({ count, brand: brandName })],
      details: [
        ...items.map((item) => ({ label: when(item), value: oneLine(item.summary) || t.untitled })),
        ...(more > 0 ? [{ label: t.and, value: t.more(more) }] : []),
      ],
      after: [t.howTo({ brand: brandName }), t.atMostDaily],
    },
    language,
  );
}

/**
 * An approval link for some posts (docs/product.md#approval-links), to someone without an
 * account: `sender` is the member who sent it (null when they have no name), `message` theirs.
 */
export function approvalLinkEmail({
  name,
  sender,
  brand,
  count,
  message,
  url,
  expiresAt,
  language,
}: {
  name: string | null;
  sender: string | null;
  brand: string;
  count: number;
  message: string | null;
  url: string;
  expiresAt: Date;
  language?: Language;
}): MailContent {
  const texts = mailTexts(language);
  const t = texts.clients.link;
  const from = oneLine(sender ?? '') || t.yourTeam;
  const brandName = oneLine(brand);
  return render(
    {
      subject: t.subject({ sender: from, count, brand: brandName }),
      preheader: t.preheader({ count, brand: brandName }),
      greeting: greet(name ?? '', texts),
      before: [
        t.body({ sender: from, count, brand: brandName }),
        ...(message ? [texts.ticket.quote(message)] : []),
        t.howTo,
      ],
      action: { label: t.action, url },
      after: [t.until(texts.dates.moment(expiresAt))],
    },
    language,
  );
}

/** A contact's own approval page in the client portal, made (or made again) by `sender`. */
export function portalLinkEmail({
  name,
  sender,
  brand,
  url,
  idleDays,
  language,
}: {
  name: string;
  sender: string | null;
  brand: string;
  url: string;
  /** Days without a visit after which the link stops working. */
  idleDays: number;
  language?: Language;
}): MailContent {
  const texts = mailTexts(language);
  const t = texts.clients.portal;
  const from = oneLine(sender ?? '') || t.yourTeam;
  const brandName = oneLine(brand);
  return render(
    {
      subject: t.subject({ brand: brandName }),
      preheader: t.preheader({ brand: brandName }),
      greeting: greet(name, texts),
      before: [t.body({ sender: from, brand: brandName }), t.howTo],
      action: { label: t.action, url },
      after: [t.idle(idleDays)],
    },
    language,
  );
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

/** `email` in the shared layout, whose own words (greeting aside) are in `language`. */
export function renderMail(email: Email, language?: Language): MailContent {
  return render(email, language);
}

/** One e-mail in the shared layout, its own words (the signature, the link's hint) in `language`. */
function render(email: Email, language: Language = DEFAULT_LANGUAGE): MailContent {
  const layout = mailTexts(language).layout;
  const url = email.action ? checkedUrl(email.action.url) : null;
  const text = [
    email.greeting,
    ...email.before,
    ...(email.details?.length
      ? [email.details.map((d) => layout.labelled(d.label, d.value)).join('\n')]
      : []),
    ...(email.action && url ? [layout.labelled(email.action.label, url)] : []),
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
