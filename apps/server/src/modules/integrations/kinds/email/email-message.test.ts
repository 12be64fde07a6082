import { describe, expect, it } from 'vitest';
import type { DeliveryMessage, TicketSnapshot } from '../../delivery/adapter.js';
import { CAPTION_MAX, formatDate, renderIntegrationEmail, SUBJECT_SUMMARY_MAX } from './email-message.js';

const url = 'https://app.example.com/brand/acme/tasks?task=tk_1&x=1';

function ticket(overrides: Partial<TicketSnapshot> = {}): TicketSnapshot {
  return {
    uid: 'tk_1',
    number: 128,
    summary: 'Film the reel',
    status: 'needs_approval',
    ticket_type: 'post',
    due_date: '2030-01-08',
    assignee: 'Ana Lima',
    caption: 'Summer is here\nShop the drop',
    project: { uid: 'pr_1', name: 'Acme', slug: 'acme' },
    url,
    updated_at: '2030-01-01T10:00:00.000Z',
    ...overrides,
  };
}

function message(overrides: Partial<DeliveryMessage> = {}): DeliveryMessage {
  return {
    id: 'msg_1',
    event: 'ticket.sent',
    occurred_at: '2030-01-01T10:00:00.000Z',
    ticket: ticket(),
    ...overrides,
  };
}

describe('subject per event', () => {
  it.each<[string, Partial<DeliveryMessage>, string]>([
    ['a manual send', { event: 'ticket.sent' }, '#128 Film the reel — Needs Approval'],
    ['a new ticket', { event: 'ticket.created' }, 'New: #128 Film the reel — Needs Approval'],
    [
      'a status change',
      { event: 'ticket.status_changed', status_change: { from: 'in_progress', to: 'needs_approval' } },
      '#128 Film the reel — In Progress → Needs Approval',
    ],
    ['an update', { event: 'ticket.updated' }, 'Updated: #128 Film the reel — Needs Approval'],
    ['a deletion', { event: 'ticket.deleted' }, 'Deleted: #128 Film the reel'],
    [
      'a comment',
      { event: 'comment.created', comment: { uid: 'c1', excerpt: 'Looks good', author: 'Bo' } },
      'New comment: #128 Film the reel — Needs Approval',
    ],
    [
      'the integration test',
      { event: 'integration.test', ticket: null },
      'Expertos e-mail integration works',
    ],
  ])('%s', (_name, overrides, subject) => {
    expect(renderIntegrationEmail(message(overrides)).subject).toBe(subject);
  });

  it('never carries a line break, so a summary cannot add a header', () => {
    const mail = renderIntegrationEmail(
      message({ ticket: ticket({ summary: 'Hi\r\nBcc: victim@example.com\nX-Evil: 1' }) }),
    );
    expect(mail.subject).toBe('#128 Hi Bcc: victim@example.com X-Evil: 1 — Needs Approval');
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  it('cuts a long summary with an ellipsis', () => {
    const mail = renderIntegrationEmail(message({ ticket: ticket({ summary: 'x'.repeat(500) }) }));
    expect(mail.subject).toBe(`#128 ${'x'.repeat(SUBJECT_SUMMARY_MAX - 1)}… — Needs Approval`);
  });
});

describe('the text part', () => {
  it('names the summary, status, due date, assignee, brand, caption and the link', () => {
    const { text } = renderIntegrationEmail(message());
    expect(text).toContain('A task from Acme was sent to you: #128 Film the reel.');
    expect(text).toContain(
      [
        'Summary: Film the reel',
        'Status: Needs Approval',
        'Due date: Jan 8, 2030',
        'Assignee: Ana Lima',
        'Brand: Acme',
        'Caption: Summer is here\nShop the drop',
      ].join('\n'),
    );
    expect(text).toContain(`Open the task: ${url}`);
  });

  it('says when there is no due date or assignee, and leaves out an empty caption', () => {
    const { text } = renderIntegrationEmail(
      message({ ticket: ticket({ due_date: null, assignee: null, caption: '  ' }) }),
    );
    expect(text).toContain('Due date: None');
    expect(text).toContain('Assignee: Nobody');
    expect(text).not.toContain('Caption:');
  });

  it('keeps a long caption short', () => {
    const { text } = renderIntegrationEmail(message({ ticket: ticket({ caption: 'y'.repeat(5000) }) }));
    expect(text).toContain(`Caption: ${'y'.repeat(CAPTION_MAX - 1)}…\n`);
  });

  it('quotes a new comment with its author', () => {
    const { text } = renderIntegrationEmail(
      message({ event: 'comment.created', comment: { uid: 'c1', excerpt: 'Ship\nit', author: 'Bo' } }),
    );
    expect(text).toContain('Bo commented on #128 Film the reel:\n\n“Ship it”');
  });

  it('has no link for a deleted ticket, whose page is gone', () => {
    const mail = renderIntegrationEmail(message({ event: 'ticket.deleted' }));
    expect(mail.text).not.toContain(url);
    expect(mail.html).not.toContain('href=');
  });

  it('for the test, says the address receives the integration’s e-mails', () => {
    const { text, html } = renderIntegrationEmail(message({ event: 'integration.test', ticket: null }));
    expect(text).toContain('tickets sent to this e-mail integration reach this address');
    expect(html).not.toContain('href=');
  });
});

describe('the HTML part', () => {
  it('escapes everything a user typed', () => {
    const evil = '<img src=x onerror="alert(1)">';
    const { html, text } = renderIntegrationEmail(
      message({
        event: 'comment.created',
        comment: { uid: 'c1', excerpt: `<script>x()</script>`, author: `<b>Eve</b>` },
        ticket: ticket({
          summary: evil,
          caption: `${evil} & more`,
          assignee: '<i>Ana</i>',
          project: { uid: 'pr_1', name: '<u>Acme</u>', slug: 'acme' },
        }),
      }),
    );
    expect(html).not.toMatch(/<img|<script|<b>|<i>|<u>/);
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; more');
    expect(html).toContain('&lt;script&gt;x()&lt;/script&gt;');
    expect(html).toContain('&lt;b&gt;Eve&lt;/b&gt; commented on');
    expect(html).toContain('&lt;u&gt;Acme&lt;/u&gt;');
    // The text part stays readable as typed.
    expect(text).toContain(`Summary: ${evil}`);
  });

  it('links the ticket as a button and as visible text, escaped', () => {
    const { html } = renderIntegrationEmail(message());
    expect(
      html.match(/href="https:\/\/app\.example\.com\/brand\/acme\/tasks\?task=tk_1&amp;x=1"/g),
    ).toHaveLength(2);
  });

  it('uses the product layout with inline styles only', () => {
    const { html } = renderIntegrationEmail(message());
    expect(html).toContain('Expertos');
    expect(html).toContain('Needs Approval');
    expect(html).not.toMatch(/<style|<link|<script/i);
  });

  it('refuses a ticket link that is not http(s)', () => {
    expect(() =>
      renderIntegrationEmail(message({ ticket: ticket({ url: 'javascript:alert(1)' }) })),
    ).toThrow();
  });
});

describe('formatDate', () => {
  it('writes a calendar date in English, whatever the time zone', () => {
    expect(formatDate('2030-01-08')).toBe('Jan 8, 2030');
    expect(formatDate('2030-12-31')).toBe('Dec 31, 2030');
  });
});

describe('in the brand’s language', () => {
  it('writes its words, the statuses and the due date in it, the user’s text as it came', () => {
    const mail = renderIntegrationEmail(
      message({
        event: 'ticket.status_changed',
        status_change: { from: 'in_progress', to: 'needs_approval' },
      }),
      'fr',
    );
    expect(mail.subject).toBe('#128 Film the reel — En cours → À valider');
    expect(mail.text).toContain('#128 Film the reel est passé du statut En cours au statut À valider.');
    expect(mail.text).toContain('Échéance\u00a0: 8 janv. 2030');
    expect(mail.text).toContain('Légende\u00a0: Summer is here\nShop the drop');
    expect(mail.text).toContain(`Ouvrir la tâche\u00a0: ${url}`);
    expect(mail.html).toContain('<html lang="fr">');
    expect(formatDate('2030-01-08', 'pt-BR')).toBe('8 de jan. de 2030');
  });
});
