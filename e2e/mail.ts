import { expect } from '@playwright/test';

const MAIL_API = `http://127.0.0.1:${process.env.E2E_MAIL_PORT ?? 4326}/messages`;

interface CaughtMail {
  to: string[];
  text: string;
}

/** Waits for an e-mail to `to` that the app sent through SMTP, and returns its first link to `path`. */
export async function linkFromMail(to: string, path: string): Promise<URL> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const messages = (await (
          await fetch(`${MAIL_API}?to=${encodeURIComponent(to)}`)
        ).json()) as CaughtMail[];
        const pattern = new RegExp(`https?://[^\\s]+${path.replace(/[/?]/g, '\\$&')}[^\\s]*`);
        link = messages.map((m) => pattern.exec(m.text)?.[0]).find(Boolean);
        return link;
      },
      // Checked often: most journeys start by waiting for a mail that is already there.
      { message: `an e-mail to ${to} with a ${path} link`, timeout: 15_000, intervals: [50, 100, 250] },
    )
    .toBeTruthy();
  return new URL(link!);
}
