import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { EgressDnsError, EgressRefusedError } from './egress-errors.js';
import { classifyAddress } from './ip-ranges.js';

/** One address a host name resolved to. */
export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to every address it has (tests pass a stub). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

/** The system resolver (getaddrinfo: /etc/hosts, then DNS), every address at once. */
export const systemResolver: Resolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((a) => ({
    address: a.address,
    family: a.family === 6 ? 6 : 4,
  }));

export interface TargetCheckOptions {
  /**
   * Allow loopback, private, link-local and other non-public addresses (ALLOW_PRIVATE_TARGETS,
   * for self-hosters whose Jira or receiver lives on their LAN, and tests' local servers).
   * Scheme, credentials and port rules still hold.
   */
  allowPrivate?: boolean;
  /**
   * Single addresses allowed although non-public, as the resolver writes them ('10.0.0.5'):
   * one LAN server rather than the whole LAN. Tests use it to reach one local server while a
   * second one (the canary) stays refused.
   */
  allowAddresses?: readonly string[];
}

/** A URL that passed the checks, with the addresses the connection may use (pinned). */
export interface CheckedTarget {
  url: URL;
  /** scheme://host[:port]: the only part of the URL fit for logs and messages. */
  origin: string;
  /** The host without IPv6 brackets, as http.request wants it. */
  hostname: string;
  /** Every address the host resolved to, each checked; the connection goes to these only. */
  addresses: ResolvedAddress[];
}

/** The Fetch standard's "bad ports": other protocols' ports a request must not be aimed at. */
const BAD_PORTS = new Set([
  0, 1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104,
  109, 110, 111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515,
  526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993, 995, 1719, 1720, 1723, 2049,
  3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

/** scheme://host[:port] of a URL, for logs: never its path, query or user part (tokens live there). */
export function safeOrigin(url: string | URL): string {
  try {
    const parsed = typeof url === 'string' ? new URL(url) : url;
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : parsed.protocol;
  } catch {
    return '';
  }
}

const bare = (hostname: string) =>
  hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;

function refuseAddress(origin: string, address: string, options: TargetCheckOptions): void {
  const range = classifyAddress(address);
  if (range === null) return;
  // 'invalid' is never lifted: something that is not an address cannot be connected to safely.
  if (range !== 'invalid' && options.allowPrivate) return;
  if (range !== 'invalid' && options.allowAddresses?.includes(address.toLowerCase())) return;
  throw new EgressRefusedError('address', origin, { range, address });
}

/**
 * Checks what can be checked without the network: http(s) only, no user:password@, no bad
 * port, and an IP-literal host outside the refused ranges. The WHATWG URL parser has already
 * turned every IPv4 spelling (2130706433, 0x7f000001, 0177.0.0.1, 127.1) into dotted form.
 * Use it to validate a URL when a user saves it; `resolveTarget` repeats it before sending.
 * Throws `EgressRefusedError`.
 */
export function checkUrl(input: string | URL, options: TargetCheckOptions = {}): URL {
  let url: URL;
  try {
    url = new URL(String(input));
  } catch (cause) {
    throw new EgressRefusedError('invalid_url', '', { cause });
  }
  const origin = safeOrigin(url);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new EgressRefusedError('scheme', origin);
  if (url.username || url.password) throw new EgressRefusedError('credentials', origin);
  if (url.port && BAD_PORTS.has(Number(url.port))) throw new EgressRefusedError('port', origin);
  const host = bare(url.hostname);
  if (!host) throw new EgressRefusedError('invalid_url', origin);
  if (isIP(host)) refuseAddress(origin, host, options);
  return url;
}

/**
 * `checkUrl`, then the host name resolved once and every address it gave checked: a name with
 * one public and one private address is refused, since the connection could go to either.
 * The caller connects only to the returned addresses (no second lookup a rebinding DNS server
 * could answer differently).
 */
export async function resolveTarget(
  input: string | URL,
  options: TargetCheckOptions & { resolve?: Resolver } = {},
): Promise<CheckedTarget> {
  const url = checkUrl(input, options);
  const origin = safeOrigin(url);
  const hostname = bare(url.hostname);
  const family = isIP(hostname);
  if (family === 4 || family === 6)
    return { url, origin, hostname, addresses: [{ address: hostname, family }] };
  let addresses: ResolvedAddress[];
  try {
    addresses = await (options.resolve ?? systemResolver)(hostname);
  } catch (cause) {
    // Often passing (EAI_AGAIN, a DNS server down): a network failure, worth a retry, not a refusal.
    throw new EgressDnsError(origin, `could not resolve the host of ${origin}`, { cause });
  }
  if (addresses.length === 0) throw new EgressDnsError(origin, `no address for the host of ${origin}`);
  for (const { address } of addresses) refuseAddress(origin, address, options);
  return { url, origin, hostname, addresses };
}
