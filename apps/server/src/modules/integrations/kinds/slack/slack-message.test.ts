import { describe, expect, it } from 'vitest';
import type { DeliveryMessage, TicketSnapshot } from '../../delivery/adapter.js';
import {
  buildSlackMessage,
  escapeSlackText,
  SLACK_COMMENT_EXCERPT_MAX,
  SLACK_SUMMARY_MAX,
  SLACK_TEST_TEXT,
} from './slack-message.js';

const ticket: TicketSnapshot = {
  uid: 't_1',
  number: 128,
  summary: 'Launch post',
  status: 'in_progress',
  ticket_type: 'task',
  due_date: '2026-03-01',
  assignee: 'Anna Berg',
  caption: null,
  project: { uid: 'p_1', name: 'Acme', slug: 'acme' },
  url: 'https://app.example.com/brand/acme/tasks?task=t_1',
  updated_at: '2026-02-01T10:00:00.000Z',
};

const message = (overrides: Partial<DeliveryMessage> = {}): DeliveryMessage => ({
  id: 'msg_1',
  event: 'ticket.created',
  occurred_at: '2026-02-01T10:00:00.000Z',
  ticket,
  ...overrides,
});

/** Every piece of text Slack will parse in a built message. */
function texts(built: ReturnType<typeof buildSlackMessage>): string[] {
  const all = [built.text];
  for (const block of built.blocks) {
    if ('text' in block && block.text && typeof block.text === 'object') all.push(block.text.text);
    if ('fields' in block && block.fields) for (const f of block.fields) all.push(f.text);
    if (block.type === 'context') for (const e of block.elements) if ('text' in e) all.push(e.text);
  }
  return all;
}

describe('escapeSlackText', () => {
  it('turns &, < and > into entities and leaves everything else alone', () => {
    expect(escapeSlackText('a & b <c> *d* _e_ "f"')).toBe('a &amp; b &lt;c&gt; *d* _e_ "f"');
    expect(escapeSlackText('&amp;')).toBe('&amp;amp;');
  });
});

describe('buildSlackMessage', () => {
  it('links the #number and summary to the ticket and shows status, assignee, due date and brand', () => {
    const built = buildSlackMessage(message());
    expect(built.text).toBe('#128 Launch post — Ticket created');
    expect(built.blocks).toEqual([
      {
        type: 'section',
        text: { type: 'mrkdwn', text: `*<${ticket.url}|#128 Launch post>*` },
      },
      {
        type: 'section',
        fields: [
          { type: 'mrkdwn', text: '*Status*\nIn Progress' },
          { type: 'mrkdwn', text: '*Assignee*\nAnna Berg' },
          { type: 'mrkdwn', text: '*Due date*\n2026-03-01' },
          { type: 'mrkdwn', text: '*Brand*\nAcme' },
        ],
      },
      { type: 'context', elements: [{ type: 'mrkdwn', text: 'Ticket created' }] },
    ]);
  });

  it('speaks the brand’s language, the names in it still escaped and bold', () => {
    const built = buildSlackMessage(
      message({ event: 'ticket.status_changed', status_change: { from: 'todo', to: 'in_progress' } }),
      'de',
    );
    expect(built.text).toMatch(/^#128 Launch post — Status von .+ auf .+ geändert$/);
    const all = texts(built).join('\n');
    expect(all).toContain('*Zuständig*\nAnna Berg');
    expect(all).toContain('*Marke*\nAcme');
    expect(all).toMatch(/Status von \*[^*<>]+\* auf \*[^*<>]+\* geändert/);
    expect(all).not.toMatch(/Assignee|Brand|Status changed/);
    const comment = buildSlackMessage(
      message({ event: 'comment.created', comment: { uid: 'c_1', excerpt: 'Ça <va>', author: 'Zoé & co' } }),
      'fr',
    );
    expect(texts(comment).join('\n')).toContain('Nouveau commentaire de Zoé &amp; co: “Ça &lt;va&gt;”');
  });

  it('keeps within Block Kit limits (text length, field count, block count)', () => {
    const built = buildSlackMessage(
      message({
        ticket: { ...ticket, summary: 'x'.repeat(5000), assignee: 'y'.repeat(5000) },
        event: 'comment.created',
        comment: { uid: 'c_1', excerpt: 'z'.repeat(5000), author: 'w'.repeat(5000) },
      }),
    );
    expect(built.blocks.length).toBeLessThanOrEqual(50);
    for (const block of built.blocks) {
      if (block.type === 'section') {
        expect(block.text ?? block.fields).toBeDefined();
        if (block.text) expect(block.text.text.length).toBeLessThanOrEqual(3000);
        if (block.fields) {
          expect(block.fields.length).toBeLessThanOrEqual(10);
          for (const f of block.fields) expect(f.text.length).toBeLessThanOrEqual(2000);
        }
      }
      if (block.type === 'context') expect(block.elements.length).toBeLessThanOrEqual(10);
    }
    expect(built.text.length).toBeLessThanOrEqual(4000);
    expect(built.text).toContain(`#128 ${'x'.repeat(SLACK_SUMMARY_MAX - 1)}…`);
    const context = built.blocks[2];
    expect(
      context?.type === 'context' && 'text' in context.elements[0]! && context.elements[0].text,
    ).toContain(`“${'z'.repeat(SLACK_COMMENT_EXCERPT_MAX - 1)}…”`);
  });

  it('escapes a summary so it cannot add links or mentions of its own', () => {
    const hostile = '<!channel> <@U123> <https://evil.example|click> & more';
    const built = buildSlackMessage(
      message({
        ticket: {
          ...ticket,
          summary: hostile,
          assignee: '<!here>',
          project: { ...ticket.project, name: '<#C1>' },
        },
        event: 'comment.created',
        comment: { uid: 'c_1', excerpt: 'see <https://evil.example>', author: '<@U999>' },
      }),
    );
    for (const text of texts(built)) {
      expect(text).not.toMatch(/<[!@#]/);
      expect(text).not.toContain('<https://evil');
    }
    const title = built.blocks[0];
    expect(title?.type === 'section' && title.text?.text).toBe(
      `*<${ticket.url}|#128 &lt;!channel&gt; &lt;@U123&gt; &lt;https://evil.example|click&gt; &amp; more>*`,
    );
    // The only `<` left anywhere is the opening of our own link.
    expect(texts(built).join('\n').split('<')).toHaveLength(2);
  });

  it('encodes | and escapes & in the link target, so the label cannot start early', () => {
    const built = buildSlackMessage(
      message({ ticket: { ...ticket, url: 'https://app.example.com/t?a=1&b=x|<!channel>' } }),
    );
    const title = built.blocks[0];
    expect(title?.type === 'section' && title.text?.text).toBe(
      '*<https://app.example.com/t?a=1&amp;b=x%7C&lt;!channel&gt;|#128 Launch post>*',
    );
  });

  it('says what happened for each event', () => {
    const line = (m: DeliveryMessage) => {
      const block = buildSlackMessage(m).blocks.at(-1);
      return block?.type === 'context' && 'text' in block.elements[0]! ? block.elements[0].text : null;
    };
    expect(line(message({ event: 'ticket.updated' }))).toBe('Ticket updated');
    expect(line(message({ event: 'ticket.deleted' }))).toBe('Ticket deleted');
    expect(line(message({ event: 'ticket.sent' }))).toBe('Sent from Expertos');
    expect(
      line(
        message({ event: 'ticket.status_changed', status_change: { from: 'todo', to: 'needs_approval' } }),
      ),
    ).toBe('Status changed from *To Do* to *Needs Approval*');
    expect(
      line(
        message({
          event: 'comment.created',
          comment: { uid: 'c_1', excerpt: 'Looks  good\n& ready', author: 'Bo' },
        }),
      ),
    ).toBe('New comment by Bo: “Looks good &amp; ready”');
    expect(
      line(message({ event: 'comment.created', comment: { uid: 'c_1', excerpt: null, author: null } })),
    ).toBe('New comment');
    expect(
      buildSlackMessage(
        message({ event: 'ticket.status_changed', status_change: { from: 'todo', to: 'done' } }),
      ).text,
    ).toBe('#128 Launch post — Status changed from To Do to Done');
  });

  it('shows a deleted ticket struck through, without a link to its gone page', () => {
    const built = buildSlackMessage(message({ event: 'ticket.deleted' }));
    const title = built.blocks[0];
    expect(title?.type === 'section' && title.text?.text).toBe('~#128 Launch post~');
    expect(JSON.stringify(built)).not.toContain(ticket.url);
  });

  it('shows dashes for a ticket without assignee or due date', () => {
    const built = buildSlackMessage(message({ ticket: { ...ticket, assignee: null, due_date: null } }));
    const fields = built.blocks[1];
    expect(fields?.type === 'section' && fields.fields?.map((f) => f.text)).toEqual([
      '*Status*\nIn Progress',
      '*Assignee*\n—',
      '*Due date*\n—',
      '*Brand*\nAcme',
    ]);
  });

  it('posts the connection test as a single line', () => {
    const built = buildSlackMessage(message({ event: 'integration.test', ticket: null }));
    expect(built).toEqual({
      text: SLACK_TEST_TEXT,
      blocks: [{ type: 'section', text: { type: 'mrkdwn', text: SLACK_TEST_TEXT } }],
    });
  });
});
