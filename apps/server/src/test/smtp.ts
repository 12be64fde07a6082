import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string | undefined;
  to: string[];
  raw: string;
}

export interface TestSmtpServer {
  port: number;
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 (a free port) that keeps what it receives. No AUTH and no
 * STARTTLS: the client would otherwise try TLS against a self-signed certificate.
 * Recipients in `refuse` are answered 550, as a real server answers an unknown mailbox; those
 * in `defer` 451, as a greylisting or busy server asks to try later (both read on each RCPT,
 * so a test may change them between sends).
 */
export async function startSmtpServer(
  options: { refuse?: string[]; defer?: string[] } = {},
): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.defer?.includes(address.address)) {
        return callback(Object.assign(new Error('Greylisted, try again later'), { responseCode: 451 }));
      }
      if (!options.refuse?.includes(address.address)) return callback();
      callback(Object.assign(new Error('No such mailbox here'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
