import { type ReviewContent, reviewLines } from '@expertos/domain/analytics/review';
import { LANGUAGES, type Language } from '@expertos/domain/languages';
import { SECURITY_CHANGES } from '@expertos/domain/security-mail';
import { describe, expect, it } from 'vitest';
import { reviewEmail, reviewLinesIn } from '../../modules/analytics/review-mail.js';
import type { DeliveryMessage } from '../../modules/integrations/delivery/adapter.js';
import { renderIntegrationEmail } from '../../modules/integrations/kinds/email/email-message.js';
import {
  type ApprovalDue,
  approvalDecidedEmail,
  approvalDigestEmail,
  approvalExpiredEmail,
  approvalLinkEmail,
  approvalReminderEmail,
  approvalRequestedEmail,
  assignedEmail,
  clientCommentedEmail,
  commentEmail,
  invite,
  type MailContent,
  mentionEmail,
  portalLinkEmail,
  reminderEmail,
  resetPassword,
  securityEmail,
  statusChangedEmail,
  ticketStatusLabel,
  verifyEmail,
} from './templates.js';

/**
 * Every e-mail the server writes, in every language (docs/product.md#languages): each says its
 * words in the recipient's language around the names and links it was given, escapes them in
 * the HTML, and in English (the default) reads exactly as before.
 */
const url = 'https://app.example.com/confirm-email?token=abc123&redirect=%2Fhome';
const settingsUrl = 'https://app.example.com/profile';
const name = 'Ana <b>&</b>';
const escapedName = 'Ana &lt;b&gt;&amp;&lt;/b&gt;';
const ticket = { name, ticketNumber: 12, ticketSummary: 'Film the reel', url, settingsUrl };
const at = '1 Dec 2026, 21:14 UTC';

const dues: ApprovalDue[] = [
  { stage: 'before', dueDay: '2026-05-07' },
  { stage: 'due', dueDay: '2026-05-07' },
  { stage: 'overdue', dueDay: '2026-05-07', expiresDay: '2026-05-14' },
];
const outcomes = ['step', 'approved', 'changes_requested', 'rejected'] as const;

/** A week's review with something in every section. */
const reviewContent: ReviewContent = {
  week: { from: '2026-04-27', to: '2026-05-03', iso: '2026-W18' },
  time_zone: 'Europe/Paris',
  slate: {
    purposes: [
      { purpose: 'growth', target: 3, planned: 2, posted: 1, short: 2 },
      { purpose: 'trust_building', target: 2, planned: 2, posted: 2, short: 0 },
      { purpose: 'sales_promotion', target: 1, planned: 0, posted: 0, short: 1 },
    ],
    unassigned: 0,
  },
  results: {
    from: '2026-04-20',
    to: '2026-04-26',
    median: { average: 0.05, median: 0.0425, total: null, counted: 4, of: 5 },
    posts: [
      {
        id: 'p1',
        network: 'instagram',
        posted_at: '2026-04-21T09:00:00Z',
        url: null,
        pillar: 'Recipes',
        rate: 0.09,
        versus: 'above',
      },
      {
        id: 'p2',
        network: 'instagram',
        posted_at: '2026-04-22T09:00:00Z',
        url: null,
        pillar: null,
        rate: 'not_yet',
        versus: null,
      },
    ],
    above: 1,
    below: 0,
    unrated: 1,
  },
  next: {
    short: [
      { purpose: 'growth', missing: 2 },
      { purpose: 'sales_promotion', missing: 1 },
    ],
    pillars: [{ key: 'Recipes', median: 0.06, posts: 3 }],
    formats: [
      { key: 'carousel', median: 0.05, posts: 2 },
      { key: 'a free text', median: 0.04, posts: 2 },
    ],
    times: { enough: true, posts: 25, slots: [{ weekday: 3, hour: 9, median: 0.06, posts: 4 }] },
    reuse: [],
  },
};

/** An e-mail integration's message about ticket #128, whose summary is a user's text. */
const integrationMessage = (overrides: Partial<DeliveryMessage> = {}): DeliveryMessage => ({
  id: 'msg_1',
  event: 'ticket.sent',
  occurred_at: '2030-01-01T10:00:00.000Z',
  ticket: {
    uid: 'tk_1',
    number: 128,
    summary: name,
    status: 'needs_approval',
    ticket_type: 'post',
    due_date: '2030-01-08',
    assignee: 'Bo',
    caption: 'Summer is here',
    project: { uid: 'pr_1', name: 'Acme', slug: 'acme' },
    url,
    updated_at: '2030-01-01T10:00:00.000Z',
  },
  ...overrides,
});

/**
 * Every kind translated, with the name it must carry and the link it opens (null: none),
 * written in `language` (English when undefined).
 */
function kinds(language: Language | undefined): [string, MailContent, string, string | null][] {
  const lang = language ? { language } : {};
  const withLink = (rows: [string, MailContent, string][]) =>
    rows.map(([kind, mail, carried]): [string, MailContent, string, string | null] => [
      kind,
      mail,
      carried,
      url,
    ]);
  return [
    ...withLink([
      ['verifyEmail', verifyEmail({ name, url, ...lang }), name],
      ['resetPassword', resetPassword({ name, url, ...lang }), name],
      ...SECURITY_CHANGES.map((change): [string, MailContent, string] => [
        `securityEmail ${change}`,
        securityEmail({
          name,
          change,
          detail: {
            device: 'Firefox on Linux',
            address: '127.0.0.1',
            method: 'your password',
            name: 'Laptop',
          },
          at,
          url,
          ...lang,
        }),
        name,
      ]),
      ['invite', invite({ inviterName: name, workspaceName: 'Studio', url, ...lang }), name],
      ['mentionEmail', mentionEmail({ ...ticket, actorName: 'Bo', excerpt: 'Look <here>', ...lang }), name],
      ['reminderEmail', reminderEmail({ ...ticket, ...lang }), name],
      ['assignedEmail', assignedEmail({ ...ticket, actorName: 'Bo', ...lang }), name],
      [
        'statusChangedEmail',
        statusChangedEmail({ ...ticket, statusLabel: ticketStatusLabel('in_progress', language), ...lang }),
        name,
      ],
      [
        'statusChangedEmail unknown',
        statusChangedEmail({ ...ticket, statusLabel: ticketStatusLabel('gone', language), ...lang }),
        name,
      ],
      ['commentEmail', commentEmail({ ...ticket, actorName: 'Bo', excerpt: 'Look <here>', ...lang }), name],
      [
        'approvalRequestedEmail',
        approvalRequestedEmail({ ...ticket, actorName: 'Bo', step: 1, steps: 1, ...lang }),
        name,
      ],
      [
        'approvalRequestedEmail step',
        approvalRequestedEmail({ ...ticket, actorName: '', step: 2, steps: 3, ...lang }),
        name,
      ],
      ...dues.map((due): [string, MailContent, string] => [
        `approvalReminderEmail ${due.stage}`,
        approvalReminderEmail({ ...ticket, due, ...lang }),
        name,
      ]),
      ...outcomes.map((outcome): [string, MailContent, string] => [
        `approvalDecidedEmail ${outcome}`,
        approvalDecidedEmail({ ...ticket, actorName: 'Bo', outcome, comment: 'Shorter <please>', ...lang }),
        name,
      ]),
      [
        'approvalDecidedEmail by a client',
        approvalDecidedEmail({
          ...ticket,
          actorName: '',
          byClient: true,
          outcome: 'rejected',
          comment: null,
          ...lang,
        }),
        name,
      ],
      ['approvalExpiredEmail', approvalExpiredEmail({ ...ticket, ...lang }), name],
      [
        'clientCommentedEmail',
        clientCommentedEmail({ ...ticket, clientName: '', excerpt: 'Love <it>', ...lang }),
        name,
      ],
      [
        'approvalLinkEmail',
        approvalLinkEmail({
          name,
          sender: null,
          brand: 'Acme',
          count: 2,
          message: 'Two <posts>',
          url,
          expiresAt: new Date('2026-05-12T10:00:00Z'),
          ...lang,
        }),
        name,
      ],
      [
        'portalLinkEmail',
        portalLinkEmail({ name, sender: 'Bo', brand: 'Acme', url, idleDays: 90, ...lang }),
        name,
      ],
      [
        'reviewEmail',
        reviewEmail({
          brand: 'Acme',
          name,
          content: reviewContent,
          ai: 'written',
          summary: 'A strong week.',
          suggestions: ['More reels'],
          url,
          settingsUrl,
          ...lang,
        }),
        name,
      ],
      ...(['ticket.created', 'ticket.updated', 'ticket.sent', 'comment.created'] as const).map(
        (event): [string, MailContent, string] => [
          `renderIntegrationEmail ${event}`,
          renderIntegrationEmail(
            integrationMessage({ event, comment: { uid: 'c1', excerpt: 'Nice <one>', author: 'Bo' } }),
            language,
          ),
          name,
        ],
      ),
      [
        'renderIntegrationEmail ticket.status_changed',
        renderIntegrationEmail(
          integrationMessage({
            event: 'ticket.status_changed',
            status_change: { from: 'in_progress', to: 'needs_approval' },
          }),
          language,
        ),
        name,
      ],
    ]),
    // These open no link: the digest (the contact keeps theirs) and what has nothing left to open.
    [
      'approvalDigestEmail',
      approvalDigestEmail({
        name,
        brand: 'Acme',
        items: [
          { summary: 'Spring <launch>', dueDay: '2026-05-07', overdue: false },
          { summary: '', dueDay: '2026-05-01', overdue: true },
          { summary: 'Summer teaser', dueDay: null, overdue: false },
        ],
        more: 2,
        ...lang,
      }),
      name,
      null,
    ],
    [
      'approvalDigestEmail one',
      approvalDigestEmail({
        name,
        brand: 'Acme',
        items: [{ summary: 'Spring launch', dueDay: '2026-05-07', overdue: false }],
        more: 0,
        ...lang,
      }),
      name,
      null,
    ],
    [
      'renderIntegrationEmail ticket.deleted',
      renderIntegrationEmail(integrationMessage({ event: 'ticket.deleted' }), language),
      name,
      null,
    ],
    [
      'renderIntegrationEmail integration.test',
      renderIntegrationEmail(integrationMessage({ event: 'integration.test', ticket: null }), language),
      'Expertos',
      null,
    ],
  ];
}

const english = kinds(undefined);

describe.each(LANGUAGES)('the e-mails in %s', (language) => {
  const written = kinds(language);

  it.each(written.map(([kind, mail, carried, link], index) => ({ kind, mail, carried, link, index })))(
    '$kind: says its words around what it was given, escaped in the HTML',
    ({ mail, carried, link, index }) => {
      expect(mail.subject.trim()).not.toBe('');
      expect(mail.subject).not.toMatch(/[\r\n]/);
      expect(mail.text.trim()).not.toBe('');
      expect(mail.text).toContain(carried);
      if (link) {
        expect(mail.text).toContain(link);
        expect(mail.html).toContain(link.replace('&', '&amp;'));
      } else expect(mail.text).not.toMatch(/https?:\/\//);
      expect(mail.html).toContain(`lang="${language}"`);
      expect(mail.html).not.toContain('<b>&</b>');
      expect(mail.html).not.toMatch(/<script|<style|<here>|<please>|<it>|<posts>|<launch>|<one>/i);
      if (carried === name) expect(mail.html).toContain(escapedName);
      if (language === 'en') expect(mail).toEqual(english[index]![1]);
      else {
        const [, englishMail] = english[index]!;
        expect(mail.subject).not.toBe(englishMail.subject);
        expect(mail.text).not.toBe(englishMail.text);
        // The layout's own words are the language's too.
        expect(mail.text).not.toContain('— The Expertos team');
        expect(mail.html).not.toContain('If the button does not work');
      }
    },
  );
});

describe('the English, as before', () => {
  it('keeps every subject', () => {
    expect(english.map(([kind, mail]) => [kind, mail.subject])).toEqual([
      ['verifyEmail', 'Confirm your e-mail address for Expertos'],
      ['resetPassword', 'Reset your Expertos password'],
      ['securityEmail new_sign_in', 'New sign-in to your Expertos account'],
      ['securityEmail two_factor_on', 'Two-step verification is on'],
      ['securityEmail two_factor_off', 'Two-step verification was turned off'],
      ['securityEmail recovery_code_used', 'A recovery code was used to sign in'],
      ['securityEmail passkey_added', 'A passkey was added to your account'],
      ['securityEmail passkey_removed', 'A passkey was removed from your account'],
      ['securityEmail password_changed', 'Your Expertos password was changed'],
      ['securityEmail api_key_created', 'A new API key was made on your account'],
      ['invite', 'Ana <b>&</b> invited you to Studio on Expertos'],
      ['mentionEmail', 'Bo mentioned you on #12 Film the reel'],
      ['reminderEmail', 'Reminder: #12 Film the reel'],
      ['assignedEmail', 'Bo assigned you #12 Film the reel'],
      ['statusChangedEmail', '#12 Film the reel moved to In Progress'],
      ['statusChangedEmail unknown', '#12 Film the reel moved to a new status'],
      ['commentEmail', 'Bo commented on #12 Film the reel'],
      ['approvalRequestedEmail', 'Bo asks for your approval: #12 Film the reel'],
      ['approvalRequestedEmail step', 'A teammate asks for your approval: #12 Film the reel'],
      ['approvalReminderEmail before', 'Reminder: #12 Film the reel waits for your approval'],
      ['approvalReminderEmail due', 'Reminder: #12 Film the reel waits for your approval'],
      ['approvalReminderEmail overdue', 'Reminder: #12 Film the reel waits for your approval'],
      ['approvalDecidedEmail step', 'Bo approved a step of #12 Film the reel; the next step is open.'],
      ['approvalDecidedEmail approved', 'Bo approved #12 Film the reel: it is approved.'],
      [
        'approvalDecidedEmail changes_requested',
        'Bo asked for changes to #12 Film the reel: it is back in review.',
      ],
      ['approvalDecidedEmail rejected', 'Bo rejected #12 Film the reel.'],
      ['approvalDecidedEmail by a client', 'A client rejected #12 Film the reel.'],
      ['approvalExpiredEmail', 'Approval expired: #12 Film the reel'],
      ['clientCommentedEmail', 'A client commented on #12 Film the reel'],
      ['approvalLinkEmail', 'Your team asks for your approval: 2 posts for Acme'],
      ['portalLinkEmail', 'Acme: your approval page'],
      ['reviewEmail', 'Acme: your weekly review (27 April 2026 to 3 May 2026)'],
      ['renderIntegrationEmail ticket.created', 'New: #128 Ana <b>&</b> — Needs Approval'],
      ['renderIntegrationEmail ticket.updated', 'Updated: #128 Ana <b>&</b> — Needs Approval'],
      ['renderIntegrationEmail ticket.sent', '#128 Ana <b>&</b> — Needs Approval'],
      ['renderIntegrationEmail comment.created', 'New comment: #128 Ana <b>&</b> — Needs Approval'],
      ['renderIntegrationEmail ticket.status_changed', '#128 Ana <b>&</b> — In Progress → Needs Approval'],
      ['approvalDigestEmail', '5 posts for Acme wait for your approval'],
      ['approvalDigestEmail one', 'A post for Acme waits for your approval'],
      ['renderIntegrationEmail ticket.deleted', 'Deleted: #128 Ana <b>&</b>'],
      ['renderIntegrationEmail integration.test', 'Expertos e-mail integration works'],
    ]);
  });

  it('says the approval reminders’ days, the digest’s, the link’s end and the review’s lines as before', () => {
    const texts = english.map(([, mail]) => mail.text).join('\n');
    expect(texts).toContain('#12 Film the reel waits for your approval. Due by the end of Thu 7 May.');
    expect(texts).toContain('It was due by the end of Thu 7 May.');
    expect(texts).toContain(
      'Overdue since Thu 7 May: the request expires at the end of Thu 14 May unless someone decides.',
    );
    expect(texts).toContain('Due Thu 7 May: Spring <launch>\nOverdue since Fri 1 May: Untitled post');
    expect(texts).toContain('Waiting: Summer teaser\nAnd: 2 more');
    expect(texts).toContain('The link works until Tue, 12 May 2026 10:00:00 GMT.');
    expect(texts).toContain('Due date: Jan 8, 2030');
    // The rules' lines of the review: the domain's English, word for word.
    expect(reviewLinesIn(reviewContent)).toEqual(reviewLines(reviewContent));
    expect(texts).toContain(reviewLines(reviewContent).join('\n\n'));
  });

  it('keeps the words of the body, the layout and the greeting', () => {
    const mail = verifyEmail({ name: 'Ana', url });
    expect(mail.text).toBe(
      `${[
        'Hi Ana,',
        'Please confirm your e-mail address to finish setting up your Expertos account.',
        `Confirm e-mail address: ${url}`,
        'If you did not create an Expertos account, you can ignore this e-mail.',
        '— The Expertos team',
      ].join('\n\n')}\n`,
    );
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain('If the button does not work, copy this link into your browser:<br>');
    const signIn = securityEmail({
      name: 'Ana',
      change: 'new_sign_in',
      detail: { device: 'Firefox on Linux', address: '127.0.0.1', method: 'your password' },
      at,
      url,
    });
    expect(signIn.text).toContain(
      'Your account was signed in to on Firefox on Linux from 127.0.0.1 with your password.',
    );
    expect(signIn.text).toContain(`When: ${at}.`);
    const mention = mentionEmail({ ...ticket, name: 'Ana', actorName: '', excerpt: null });
    expect(mention.text).toContain('A teammate mentioned you on #12 Film the reel:');
    expect(mention.text).toContain(
      `You get e-mails for mentions because of your notification settings. You can turn them off in your profile: ${settingsUrl}`,
    );
  });
});

describe('the German, as written', () => {
  it('has a subject of its own for every kind', () => {
    expect(kinds('de').map(([kind, mail]) => [kind, mail.subject])).toEqual([
      ['verifyEmail', 'Bestätigen Sie Ihre E-Mail-Adresse für Expertos'],
      ['resetPassword', 'Setzen Sie Ihr Expertos-Passwort zurück'],
      ['securityEmail new_sign_in', 'Neue Anmeldung bei Ihrem Expertos-Konto'],
      ['securityEmail two_factor_on', 'Die Zwei-Schritt-Verifizierung ist eingeschaltet'],
      ['securityEmail two_factor_off', 'Die Zwei-Schritt-Verifizierung wurde ausgeschaltet'],
      ['securityEmail recovery_code_used', 'Ein Wiederherstellungscode wurde zum Anmelden verwendet'],
      ['securityEmail passkey_added', 'Ihrem Konto wurde ein Passkey hinzugefügt'],
      ['securityEmail passkey_removed', 'Ein Passkey wurde aus Ihrem Konto entfernt'],
      ['securityEmail password_changed', 'Ihr Expertos-Passwort wurde geändert'],
      ['securityEmail api_key_created', 'Für Ihr Konto wurde ein neuer API-Schlüssel erstellt'],
      ['invite', 'Ana <b>&</b> hat Sie zu Studio auf Expertos eingeladen'],
      ['mentionEmail', 'Bo hat Sie in #12 Film the reel erwähnt'],
      ['reminderEmail', 'Erinnerung: #12 Film the reel'],
      ['assignedEmail', 'Bo hat Ihnen #12 Film the reel zugewiesen'],
      ['statusChangedEmail', '#12 Film the reel wurde nach In Arbeit verschoben'],
      ['statusChangedEmail unknown', '#12 Film the reel hat einen neuen Status'],
      ['commentEmail', 'Bo hat #12 Film the reel kommentiert'],
      ['approvalRequestedEmail', 'Bo bittet Sie um Freigabe: #12 Film the reel'],
      ['approvalRequestedEmail step', 'Ein Teammitglied bittet Sie um Freigabe: #12 Film the reel'],
      ['approvalReminderEmail before', 'Erinnerung: #12 Film the reel wartet auf Ihre Freigabe'],
      ['approvalReminderEmail due', 'Erinnerung: #12 Film the reel wartet auf Ihre Freigabe'],
      ['approvalReminderEmail overdue', 'Erinnerung: #12 Film the reel wartet auf Ihre Freigabe'],
      [
        'approvalDecidedEmail step',
        'Bo hat einen Schritt von #12 Film the reel freigegeben; der nächste Schritt ist offen.',
      ],
      ['approvalDecidedEmail approved', 'Bo hat #12 Film the reel freigegeben: Der Beitrag ist freigegeben.'],
      [
        'approvalDecidedEmail changes_requested',
        'Bo hat Änderungen an #12 Film the reel angefordert: Der Beitrag ist wieder in Prüfung.',
      ],
      ['approvalDecidedEmail rejected', 'Bo hat #12 Film the reel abgelehnt.'],
      ['approvalDecidedEmail by a client', 'Ein Kunde hat #12 Film the reel abgelehnt.'],
      ['approvalExpiredEmail', 'Freigabe abgelaufen: #12 Film the reel'],
      ['clientCommentedEmail', 'Ein Kunde hat #12 Film the reel kommentiert'],
      ['approvalLinkEmail', 'Ihr Team bittet Sie um Freigabe: 2 Beiträge für Acme'],
      ['portalLinkEmail', 'Acme: Ihre Freigabeseite'],
      ['reviewEmail', 'Acme: Ihr Wochenrückblick (27. April 2026 bis 3. Mai 2026)'],
      ['renderIntegrationEmail ticket.created', 'Neu: #128 Ana <b>&</b> — Freigabe nötig'],
      ['renderIntegrationEmail ticket.updated', 'Aktualisiert: #128 Ana <b>&</b> — Freigabe nötig'],
      ['renderIntegrationEmail ticket.sent', '#128 Ana <b>&</b> — Freigabe nötig'],
      ['renderIntegrationEmail comment.created', 'Neuer Kommentar: #128 Ana <b>&</b> — Freigabe nötig'],
      ['renderIntegrationEmail ticket.status_changed', '#128 Ana <b>&</b> — In Arbeit → Freigabe nötig'],
      ['approvalDigestEmail', '5 Beiträge für Acme warten auf Ihre Freigabe'],
      ['approvalDigestEmail one', 'Ein Beitrag für Acme wartet auf Ihre Freigabe'],
      ['renderIntegrationEmail ticket.deleted', 'Gelöscht: #128 Ana <b>&</b>'],
      ['renderIntegrationEmail integration.test', 'Die E-Mail-Integration von Expertos funktioniert'],
    ]);
  });

  it('writes the days, the figures and the review’s rules as German does', () => {
    const texts = kinds('de')
      .map(([, mail]) => mail.text)
      .join('\n');
    expect(texts).toContain(
      'Überfällig seit Do., 7. Mai: Die Anfrage läuft am Do., 14. Mai zum Tagesende ab',
    );
    expect(texts).toContain(
      'Fällig am Do., 7. Mai: Spring <launch>\nÜberfällig seit Fr., 1. Mai: Beitrag ohne Titel',
    );
    expect(texts).toContain('Und: 2 weitere');
    expect(texts).toContain('Der Link gilt bis zum 12. Mai 2026 um 10:00 UTC.');
    expect(texts).toContain('Fälligkeitsdatum: 8. Jan. 2030');
    expect(reviewLinesIn(reviewContent, 'de')).toEqual([
      '3 von 6 Beiträgen, die der Wochenplan vorsieht, wurden gepostet (Wachstum 1/3, Vertrauensaufbau 2/2, Verkaufsförderung 0/1).',
      '2 Beiträge haben ihre erste Woche hinter sich: 1 über dem 12-Wochen-Median von 4,3\u00a0% (4 von 5 Beiträgen), 0 darunter, 1 noch ohne Rate.',
      'Was zum Wochenplan fehlt: 2 × Wachstum, 1 × Verkaufsförderung.',
      'Beste Säulen: Recipes.',
      // A format this server does not know stays as it was typed.
      'Beste Formate: Karussell, a free text.',
      'Beste Zeiten: Donnerstag 09:00.',
    ]);
  });
});

describe('a language’s own words', () => {
  it('says the status, the device and the sign-in method in the language', () => {
    expect(ticketStatusLabel('in_progress', 'de')).toBe('In Arbeit');
    expect(ticketStatusLabel('nope', 'de')).toBeNull();
    const mail = securityEmail({
      name: 'Ana',
      change: 'new_sign_in',
      detail: { device: 'Firefox on Linux', address: '127.0.0.1', method: 'your google account' },
      at,
      url,
      language: 'es',
    });
    expect(mail.subject).toBe('Nuevo inicio de sesión en tu cuenta de Expertos');
    expect(mail.text).toContain(
      'Se inició sesión en tu cuenta en Firefox en Linux desde 127.0.0.1 con tu cuenta de google.',
    );
    expect(mail.text.startsWith('Hola, Ana:\n')).toBe(true);
  });

  it('writes French with its non-breaking spaces', () => {
    const mail = reminderEmail({ ...ticket, language: 'fr' });
    expect(mail.subject).toBe('Rappel\u00a0: #12 Film the reel');
  });
});
