import { createHash } from 'node:crypto';
import type { Mailer } from '../../../../platform/mail/mail-message.js';
import { oneLine } from '../../../../platform/mail/templates.js';
import type { DeliveryMessage, DeliveryResult, IntegrationAdapter } from '../../delivery/adapter.js';
import { renderIntegrationEmail } from './email-message.js';
import type { EmailConfig } from './email-rules.js';

export type { EmailConfig } from './email-rules.js';

/**
 * The e-mail integration (docs/product.md#integrations--e-mail): one e-mail per recipient
 * through the product's mailer (SMTP, or the dev mailbox without SMTP_URL), so no recipient
 * sees the others' addresses. It has no secret: the addresses are shown to the brand's members.
 *
 * Delivery is at least once. Each recipient's e-mail has a Message-ID made from the message id
 * and the address, the same on every attempt, so a resent copy can be recognised. Within one
 * server process an address that already accepted a message is skipped when the delivery is
 * retried (a retry after a 4xx from another address, or 'retry now'); after a restart it may
 * receive the same e-mail again, with the same Message-ID.
 *
 * Outcomes: every recipient accepted → ok. Any temporary failure (an SMTP 4xx, the server
 * unreachable or silent, the attempt's time up) → `retry`. Otherwise any 5xx refusal (550
 * mailbox unavailable, or authentication refused by our own SMTP server) → `permanent`, naming
 * the refused addresses even when others received it: retrying cannot change a refusal.
 */

/** How many accepted (message, address) pairs one process remembers to skip on a retry. */
const REMEMBERED_SENDS = 10_000;
/** Longest SMTP reply kept for the delivery log. */
const REPLY_MAX = 200;

export interface EmailAdapterDeps {
  mailer: Mailer;
}

export function createEmailAdapter({ mailer }: EmailAdapterDeps): IntegrationAdapter<EmailConfig, null> {
  const sent = new Set<string>();
  const remember = (key: string) => {
    sent.add(key);
    if (sent.size > REMEMBERED_SENDS) sent.delete(sent.values().next().value as string);
  };

  return {
    type: 'email',
    describe(connection) {
      return listAddresses(connection.config.addresses);
    },
    async deliver(connection, message, signal) {
      const addresses = recipients(message, connection.config);
      if (addresses.length === 0)
        return { ok: false, outcome: 'permanent', error: 'no addresses to send to', status: null };

      let content: ReturnType<typeof renderIntegrationEmail>;
      try {
        content = renderIntegrationEmail(message, connection.language);
      } catch (error) {
        // Only a link that is not http(s) fails here: a bug upstream, not the mail server's.
        return { ok: false, outcome: 'permanent', error: `could not write the e-mail: ${reason(error)}` };
      }

      const accepted: string[] = [];
      const deferred: Failure[] = [];
      const refused: Failure[] = [];
      for (const address of addresses) {
        const key = messageKey(message, address);
        if (sent.has(key)) {
          accepted.push(address);
          continue;
        }
        if (signal.aborted) {
          deferred.push({ address, reply: 'not tried: the attempt ran out of time' });
          continue;
        }
        const sending = mailer.send({ to: address, ...content }, { uniqueKey: key });
        // A send still running when the attempt is abandoned is remembered if it lands later.
        sending.then(
          () => remember(key),
          () => {},
        );
        try {
          await untilAborted(sending, signal);
          accepted.push(address);
        } catch (error) {
          const failure = { address, reply: reason(error) };
          if (isPermanent(error)) refused.push(failure);
          else deferred.push(failure);
        }
      }
      return result(accepted, deferred, refused);
    },
  };
}

interface Failure {
  address: string;
  reply: string;
}

function result(accepted: string[], deferred: Failure[], refused: Failure[]): DeliveryResult {
  const sentTo = accepted.length ? `sent to ${listAddresses(accepted)}` : null;
  if (deferred.length === 0 && refused.length === 0) return { ok: true, status: null, excerpt: sentTo };
  const failures = [...refused, ...deferred];
  const excerpt = [sentTo, ...failures.map((f) => `${f.address}: ${f.reply}`)].filter(Boolean).join('; ');
  if (deferred.length > 0) {
    return {
      ok: false,
      outcome: 'retry',
      status: null,
      error: `not yet delivered to ${listAddresses(deferred.map((f) => f.address))}`,
      excerpt,
    };
  }
  return {
    ok: false,
    outcome: 'permanent',
    status: null,
    error: `refused by ${listAddresses(refused.map((f) => f.address))}`,
    excerpt,
  };
}

/** The dialog's chosen addresses for a manual send, else the integration's; each once. */
function recipients(message: DeliveryMessage, config: EmailConfig): string[] {
  const chosen = message.addresses?.length ? message.addresses : config.addresses;
  const seen = new Set<string>();
  return chosen
    .map((a) => a.trim())
    .filter((a) => {
      const lower = a.toLowerCase();
      if (!a || seen.has(lower)) return false;
      seen.add(lower);
      return true;
    });
}

/**
 * The mailer's unique key, which becomes the Message-ID `<key@sender-domain>`: the message id
 * and a hash of the address, both in the characters a Message-ID allows (an address itself
 * would put a second `@` in it).
 */
export function messageKey(message: Pick<DeliveryMessage, 'id'>, address: string): string {
  const id = message.id.replace(/[^A-Za-z0-9_-]/g, '-');
  const hash = createHash('sha256').update(address.trim().toLowerCase()).digest('hex').slice(0, 16);
  return `${id}.${hash}`;
}

/** An SMTP 5xx reply: the server refused for good (unknown mailbox, policy, authentication). */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** The server's reply line when there is one (`550 No such mailbox here`), else the error's. */
function reason(error: unknown): string {
  const response = (error as { response?: unknown } | null)?.response;
  const text =
    typeof response === 'string' && response
      ? response
      : error instanceof Error
        ? error.message
        : String(error);
  const line = oneLine(text);
  return line.length > REPLY_MAX ? `${line.slice(0, REPLY_MAX - 1)}…` : line;
}

function listAddresses(addresses: readonly string[]): string {
  const shown = addresses.slice(0, 5).join(', ');
  return addresses.length > 5 ? `${shown} and ${addresses.length - 5} more` : shown;
}

function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new Error('the attempt ran out of time'));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new Error('the attempt ran out of time'));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
