import { describe, expect, it } from 'vitest';
import { escapeHtml, invite, type MailContent, resetPassword, verifyEmail } from './templates.js';

const url = 'https://app.example.com/confirm-email?token=abc123&redirect=%2Fhome';

const emails: [string, MailContent][] = [
  ['verifyEmail', verifyEmail({ name: 'Ana', url })],
  ['resetPassword', resetPassword({ name: 'Ana', url })],
  ['invite', invite({ inviterName: 'Ana', workspaceName: 'Studio', url })],
];

describe.each(emails)('%s', (_name, mail) => {
  it('carries the link in the plain text as it is', () => {
    expect(mail.text).toContain(url);
  });

  it('carries the link in the HTML as a button and as visible text, both escaped', () => {
    const escaped = url.replace('&', '&amp;');
    expect(mail.html.match(new RegExp(`href="${escaped.replace(/[?]/g, '\\?')}"`, 'g'))).toHaveLength(2);
    expect(mail.html).toContain(`>${escaped}</a>`);
    expect(mail.html).not.toContain(url);
  });

  it('names the product and uses inline styles only', () => {
    expect(mail.subject).toContain('Expertos');
    expect(mail.html).toContain('Expertos');
    expect(mail.text).toContain('Expertos');
    expect(mail.html).not.toMatch(/<style|<link|<script/i);
  });
});

describe('user text', () => {
  it('is escaped in the HTML, and kept readable in the text', () => {
    const mail = verifyEmail({ name: '<script>alert("x")</script>', url });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Hi &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;,');
    expect(mail.text).toContain('Hi <script>alert("x")</script>,');
  });

  it('is escaped in an invitation, where it also reaches the subject on one line', () => {
    const mail = invite({ inviterName: 'Eve\r\nBcc: x@y.z', workspaceName: '<b>Acme</b> & Co', url });
    expect(mail.subject).toBe('Eve Bcc: x@y.z invited you to <b>Acme</b> & Co on Expertos');
    expect(mail.html).toContain('&lt;b&gt;Acme&lt;/b&gt; &amp; Co');
    expect(mail.html).not.toContain('<b>Acme');
  });

  it('falls back to a plain greeting without a name', () => {
    expect(verifyEmail({ name: '  ', url }).text.startsWith('Hi,\n')).toBe(true);
  });
});

describe('links', () => {
  it.each(['javascript:alert(1)', 'data:text/html,hi', 'not a url'])('refuses %s', (bad) => {
    expect(() => resetPassword({ name: 'Ana', url: bad })).toThrow();
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML-special characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

describe('the article before the product name', () => {
  it.each(emails)('%s never says "a Expertos"', (_name, mail) => {
    expect(`${mail.subject} ${mail.text}`).not.toMatch(/\ba Expertos\b/);
  });

  it('reads "an Expertos account" in the confirmation e-mail', () => {
    expect(verifyEmail({ name: 'Ana', url }).text).toContain('If you did not create an Expertos account');
  });
});
