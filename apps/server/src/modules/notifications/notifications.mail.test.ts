import { describe, expect, it } from 'vitest';
import { mentionEmail, reminderEmail } from '../../platform/mail/templates.js';

const ticket = {
  name: 'Ana',
  ticketNumber: 12,
  ticketSummary: 'Film the reel',
  url: 'https://app.example.com/brand/acme/tasks/t-1',
  settingsUrl: 'https://app.example.com/profile',
};

describe('notification e-mails', () => {
  it('names who mentioned whom on which ticket, with the comment, the link and where to turn them off', () => {
    const mail = mentionEmail({ ...ticket, actorName: 'Ada', excerpt: 'Looks good @Ana' });
    expect(mail.subject).toBe('Ada mentioned you on #12 Film the reel');
    expect(mail.text).toContain('Looks good @Ana');
    expect(mail.text).toContain(ticket.url);
    expect(mail.text).toContain('turn them off in your profile: https://app.example.com/profile');
    expect(mail.html).toContain(`href="${ticket.url}"`);
    expect(mail.html).toContain('https://app.example.com/profile');
  });

  it('says whose reminder for which ticket', () => {
    const mail = reminderEmail(ticket);
    expect(mail.subject).toBe('Reminder: #12 Film the reel');
    expect(mail.text).toContain(ticket.url);
    expect(mail.text).toContain('reminders');
  });

  it('keeps user text on one line in the subject and escaped in the HTML', () => {
    const mail = mentionEmail({
      ...ticket,
      ticketSummary: '<img src=x onerror=alert(1)>\r\nBcc: x@y.z',
      actorName: '  ',
      excerpt: '<script>alert(1)</script>',
    });
    expect(mail.subject).toBe('A teammate mentioned you on #12 <img src=x onerror=alert(1)> Bcc: x@y.z');
    expect(mail.html).not.toMatch(/<img|<script/);
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.text).toContain('<script>alert(1)</script>');
  });

  it('refuses links that are not http(s)', () => {
    expect(() => reminderEmail({ ...ticket, url: 'javascript:alert(1)' })).toThrow();
    expect(() => reminderEmail({ ...ticket, settingsUrl: 'data:text/html,hi' })).toThrow();
  });
});
