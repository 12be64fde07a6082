import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import { describe, expect, it } from 'vitest';
import { textOf } from './mail-catcher.mjs';

const compose = (mail) =>
  new Promise((resolve, reject) =>
    new MailComposer(mail)
      .compile()
      .build((error, message) => (error ? reject(error) : resolve(message.toString()))),
  );

describe("the journeys' mail catcher", () => {
  it('reads a whole link from the plain-text part wherever a quoted-printable break falls, even before a "--"', async () => {
    let brokeBeforeDashes = 0;
    for (let offset = 0; offset < 80; offset++) {
      const link = `http://localhost:4310/confirm-email?token=${'a'.repeat(offset)}--b${'c'.repeat(120)}&redirect=%2Fdashboard`;
      const text = `Confirm your e-mail:\n\n${link}\n`;
      const raw = await compose({
        from: 'app@example.test',
        to: 'ada@example.com',
        subject: 'Confirm',
        text,
        html: `<p><a href="${link}">Confirm</a></p>`,
      });
      if (/\r\n--b/.test(raw)) brokeBeforeDashes++;
      expect(textOf(raw).replace(/\s+$/, '')).toBe(text.replace(/\r?\n/g, '\n').replace(/\s+$/, ''));
    }
    // The case that cut links short happened at least once in the loop.
    expect(brokeBeforeDashes).toBeGreaterThan(0);
  });
});
