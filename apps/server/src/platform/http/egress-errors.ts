import { ADDRESS_RANGE_LABELS, type AddressRange } from './ip-ranges.js';

/**
 * Errors of the egress guard (docs/architecture.md#egress-guard). Every message names the
 * target by its origin only (scheme, host, port): a URL's path, query or user part may hold a
 * token (Slack webhook URLs do), so it never reaches a message or a log.
 */
export type EgressErrorCode = 'refused' | 'timeout' | 'too_large' | 'aborted' | 'network';

export class EgressError extends Error {
  constructor(
    readonly code: EgressErrorCode,
    message: string,
    /** scheme://host[:port] of the target, or '' when the URL could not be read. */
    readonly origin: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** Why a target was refused before any connection was made. */
export type EgressRefusalReason =
  /** not a URL at all */
  | 'invalid_url'
  /** anything but http: and https: */
  | 'scheme'
  /** user:password@ in the URL */
  | 'credentials'
  /** a port browsers refuse too (SMTP, IRC, …: Fetch standard's "bad port") */
  | 'port'
  /** the host (or one of its addresses) lies in a range we do not call: see `range` */
  | 'address';

const REASON_LABELS: Record<Exclude<EgressRefusalReason, 'address'>, string> = {
  invalid_url: 'not a valid URL',
  scheme: 'only http and https addresses are allowed',
  credentials: 'addresses with a user name or password are not allowed',
  port: 'this port is not allowed',
};

/**
 * The guard refused the target; nothing was sent. Retrying will not help until the URL (or,
 * for `address`, the host's DNS) changes, so a job should treat it as permanent.
 * `message` reads well in a delivery log: "refused: private address (10.0.0.1)".
 */
export class EgressRefusedError extends EgressError {
  constructor(
    readonly reason: EgressRefusalReason,
    origin: string,
    detail: { range?: AddressRange; address?: string; cause?: unknown } = {},
  ) {
    const what =
      reason === 'address' && detail.range
        ? `${ADDRESS_RANGE_LABELS[detail.range]}${detail.address ? ` (${detail.address})` : ''}`
        : REASON_LABELS[reason as Exclude<EgressRefusalReason, 'address'>];
    super('refused', `refused: ${what}`, origin, { cause: detail.cause });
    this.range = detail.range;
    this.address = detail.address;
  }
  /** For `address`: which range the offending address lies in. */
  readonly range: AddressRange | undefined;
  /** For `address`: the offending address (never secret: it is what the host resolved to). */
  readonly address: string | undefined;
}

/**
 * The host name did not resolve, or resolved to no address: a network failure (the name may
 * appear, or a DNS server come back), told apart so a delivery log can say "host not found".
 */
export class EgressDnsError extends EgressError {
  constructor(origin: string, message: string, options?: { cause?: unknown }) {
    super('network', message, origin, options);
  }
}

/** The whole exchange (resolving, connecting, every redirect, the body) took longer than allowed. */
export class EgressTimeoutError extends EgressError {
  constructor(
    origin: string,
    readonly timeoutMs: number,
  ) {
    super('timeout', `no complete answer from ${origin || 'the target'} within ${timeoutMs} ms`, origin);
  }
}

/** The answer was larger than allowed; the connection was closed without reading the rest. */
export class EgressTooLargeError extends EgressError {
  constructor(
    origin: string,
    readonly maxBytes: number,
  ) {
    super('too_large', `the answer from ${origin} is larger than ${maxBytes} bytes`, origin);
  }
}

/**
 * What went wrong, finer than `code` for network failures: the name did not resolve (`dns`),
 * nothing listened on the port (`connection_refused`), the TLS handshake or the certificate
 * failed (`tls`), or another network failure. For delivery logs; retries still go by `code`.
 */
export type EgressFailureKind =
  | Exclude<EgressErrorCode, 'network'>
  | 'dns'
  | 'connection_refused'
  | 'tls'
  | 'network';

/** Socket error codes of a failed TLS handshake or certificate check (Node and OpenSSL). */
const TLS_ERROR_CODE =
  /^(ERR_TLS_|ERR_SSL_|ERR_OSSL_|CERT_|UNABLE_TO_|DEPTH_ZERO_SELF_SIGNED_CERT$|SELF_SIGNED_CERT_IN_CHAIN$|HOSTNAME_MISMATCH$|EPROTO$)/;

export function egressFailureKind(error: EgressError): EgressFailureKind {
  if (error.code !== 'network') return error.code;
  if (error instanceof EgressDnsError) return 'dns';
  const code = (error.cause as { code?: unknown } | undefined)?.code;
  if (code === 'ECONNREFUSED') return 'connection_refused';
  if (typeof code === 'string' && TLS_ERROR_CODE.test(code)) return 'tls';
  return 'network';
}
