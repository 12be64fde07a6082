import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { Duplex } from 'node:stream';
import { EgressRefusedError } from './egress-errors.js';
import { type Resolver, resolveTarget, type TargetCheckOptions } from './egress-target.js';
import { classifyAddress } from './ip-ranges.js';

/**
 * Agents for client libraries that send their own requests (`@slack/web-api`'s `agent`,
 * axios's `httpAgent`/`httpsAgent` in Jira/Monday clients): every new connection's host is
 * resolved once and each address checked, as `guardedFetch` does (docs/architecture.md#egress-guard).
 * They guard addresses only: the library's own options must cap time and size and turn off
 * redirects (axios: `timeout`, `maxContentLength`, `maxRedirects: 0`), and the base URL should
 * pass `checkUrl` when it is saved.
 */
export type EgressAgentOptions = TargetCheckOptions & { resolve?: Resolver };

type ConnectOptions = { host?: string | null; hostname?: string | null; lookup?: LookupFunction };
type ConnectCallback = (error: Error | null, socket: Duplex) => void;

function guardedLookup(options: EgressAgentOptions): LookupFunction {
  return (hostname, lookupOptions, callback) => {
    resolveTarget(`http://${hostname}/`, options).then(
      ({ addresses }) => {
        const wanted = addresses.filter((a) => !lookupOptions.family || a.family === lookupOptions.family);
        const usable = wanted.length > 0 ? wanted : addresses;
        if (lookupOptions.all) callback(null, usable);
        else callback(null, usable[0]?.address ?? '', usable[0]?.family ?? 4);
      },
      (error: Error) => callback(error as NodeJS.ErrnoException, '', 4),
    );
  };
}

/**
 * The options to connect with, or a refusal: an IP-literal host is checked here, since Node
 * connects to a literal without calling `lookup` at all.
 */
function guardConnection(
  connect: ConnectOptions,
  options: EgressAgentOptions,
): { refused: EgressRefusedError } | { connect: ConnectOptions } {
  const host = (connect.hostname ?? connect.host ?? '').replace(/^\[(.*)\]$/, '$1');
  if (isIP(host)) {
    const range = classifyAddress(host);
    const allowed =
      range === null ||
      (range !== 'invalid' && (options.allowPrivate || options.allowAddresses?.includes(host.toLowerCase())));
    if (!allowed)
      return { refused: new EgressRefusedError('address', '', { range: range ?? undefined, address: host }) };
    return { connect };
  }
  return { connect: { ...connect, lookup: guardedLookup(options) } };
}

class GuardedHttpAgent extends http.Agent {
  constructor(private readonly guard: EgressAgentOptions) {
    super({ keepAlive: true });
  }
  override createConnection(connect: ConnectOptions, callback: ConnectCallback): Duplex {
    const checked = guardConnection(connect, this.guard);
    if ('refused' in checked) {
      // Handing the error to the callback fails the request ('error' event) without a socket.
      callback(checked.refused, undefined as unknown as Duplex);
      return undefined as unknown as Duplex;
    }
    return super.createConnection(checked.connect as http.ClientRequestArgs, callback) as Duplex;
  }
}

class GuardedHttpsAgent extends https.Agent {
  constructor(private readonly guard: EgressAgentOptions) {
    super({ keepAlive: true });
  }
  override createConnection(connect: ConnectOptions, callback: ConnectCallback): Duplex {
    const checked = guardConnection(connect, this.guard);
    if ('refused' in checked) {
      callback(checked.refused, undefined as unknown as Duplex);
      return undefined as unknown as Duplex;
    }
    return super.createConnection(checked.connect as http.ClientRequestArgs, callback) as Duplex;
  }
}

/** One agent per scheme, both guarded; build them once (they pool connections). */
export function createEgressAgents(options: EgressAgentOptions): { http: http.Agent; https: https.Agent } {
  return { http: new GuardedHttpAgent(options), https: new GuardedHttpsAgent(options) };
}
