import { LANGUAGES, type Language } from '@expertos/domain/languages';
import { SECURITY_CHANGES } from '@expertos/domain/security-mail';
import { describe, expect, it } from 'vitest';
import {
  assignedEmail,
  commentEmail,
  invite,
  type MailContent,
  mentionEmail,
  reminderEmail,
  resetPassword,
  securityEmail,
  statusChangedEmail,
  ticketStatusLabel,
  verifyEmail,
} from './templates.js';

/**
 * The account and ticket e-mails in every language (docs/product.md#languages): each says its
 * words in the recipient's language around the names and links it was given, escapes them in
 * the HTML, and in English (the default) reads exactly as before.
 */
const url = 'https://app.example.com/confirm-email?token=abc123&redirect=%2Fhome';
const settingsUrl = 'https://app.example.com/profile';
const name = 'Ana <b>&</b>';
const escapedName = 'Ana &lt;b&gt;&amp;&lt;/b&gt;';
const ticket = { name, ticketNumber: 12, ticketSummary: 'Film the reel', url, settingsUrl };
const at = '1 Dec 2026, 21:14 UTC';

/** Every kind translated, with the name it must carry, written in `language` (English when undefined). */
function kinds(language: Language | undefined): [string, MailContent, string][] {
  const lang = language ? { language } : {};
  return [
    ['verifyEmail', verifyEmail({ name, url, ...lang }), name],
    ['resetPassword', resetPassword({ name, url, ...lang }), name],
    ...SECURITY_CHANGES.map((change): [string, MailContent, string] => [
      `securityEmail ${change}`,
      securityEmail({
        name,
        change,
        detail: { device: 'Firefox on Linux', address: '127.0.0.1', method: 'your password', name: 'Laptop' },
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
  ];
}

const english = kinds(undefined);

describe.each(LANGUAGES)('the e-mails in %s', (language) => {
  const written = kinds(language);

  it.each(written.map(([kind, mail, carried], index) => ({ kind, mail, carried, index })))(
    '$kind: says its words around what it was given, escaped in the HTML',
    ({ mail, carried, index }) => {
      expect(mail.subject.trim()).not.toBe('');
      expect(mail.subject).not.toMatch(/[\r\n]/);
      expect(mail.text.trim()).not.toBe('');
      expect(mail.text).toContain(carried);
      expect(mail.text).toContain(url);
      expect(mail.html).toContain(`lang="${language}"`);
      expect(mail.html).not.toContain('<b>&</b>');
      expect(mail.html).toContain(url.replace('&', '&amp;'));
      expect(mail.html).not.toMatch(/<script|<style/i);
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
    ]);
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

describe('a language’s own words', () => {
  it('says the status and the sign-in method in the language', () => {
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
      'Se inició sesión en tu cuenta en Firefox on Linux desde 127.0.0.1 con tu cuenta de google.',
    );
    expect(mail.text.startsWith('Hola, Ana:\n')).toBe(true);
  });

  it('writes French with its non-breaking spaces', () => {
    const mail = reminderEmail({ ...ticket, language: 'fr' });
    expect(mail.subject).toBe('Rappel\u00a0: #12 Film the reel');
  });
});
