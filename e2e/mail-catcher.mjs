// A real SMTP server for the end-to-end tests: the app sends its e-mail here (SMTP_URL), and
// the tests read what arrived over HTTP (GET /messages?to=ADDRESS → newest first).
import http from 'node:http';
import { SMTPServer } from 'smtp-server';

/**
 * Decodes what the tests need of nodemailer's output: the plain-text part, quoted-printable.
 * The part ends at its MIME boundary, never at any line that starts with `--`: a link's token
 * is base64url, and a quoted-printable line break can fall just before a `--` in it, which cut
 * the link short and made its confirmation fail (seen once in a CI run of the journeys).
 */
export function textOf(raw) {
  const unfolded = raw.replace(/\r\n/g, '\n');
  const qp = (s) =>
    Buffer.from(
      s
        .replace(/=\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  const boundary = /boundary="?([^";\n]+)"?/i.exec(unfolded)?.[1];
  const end = boundary ? `\\n--${boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}` : '$';
  const part = new RegExp(
    `Content-Type: text\\/plain[^\\n]*\\n(?:[^\\n]+\\n)*?\\n([\\s\\S]*?)(?:${end})`,
    'i',
  ).exec(unfolded);
  const body = part ? part[1] : unfolded;
  return /Content-Transfer-Encoding: quoted-printable/i.test(unfolded) ? qp(body) : body;
}

export async function startMailCatcher({ smtpPort, httpPort }) {
  const messages = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        messages.unshift({ to, raw, text: textOf(raw), receivedAt: new Date().toISOString() });
        callback();
      });
    },
  });
  await new Promise((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));

  const api = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const to = url.searchParams.get('to')?.toLowerCase();
    const found = messages
      .filter((m) => !to || m.to.includes(to))
      .map(({ to: rcpt, text, receivedAt }) => ({ to: rcpt, text, receivedAt }));
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(found));
  });
  await new Promise((resolve) => api.listen(httpPort, '127.0.0.1', resolve));

  return {
    close: async () => {
      await new Promise((resolve) => smtp.close(resolve));
      await new Promise((resolve) => api.close(resolve));
    },
  };
}
