import type { EgressOptions, GuardedFetch } from '../../../../platform/http/guarded-fetch.js';

/**
 * A WHATWG `fetch` for `@atproto/api` (`new AtpAgent({ service, fetch })`) that sends every
 * request through the egress guard (docs/architecture.md#egress-guard): the PDS is an address a
 * person typed, and the session's DID document may point the client at another host, so each
 * request is checked, pinned, and capped in size and time. The client hands it a `Request` (its
 * session layer wraps every call in one) or a URL with init; an uploaded image's bytes are read
 * whole, which the guard needs anyway. Guard failures reject with the EgressError itself; the
 * client wraps it in an XRPCError (`cause`).
 */
export function atprotoFetch(guarded: GuardedFetch, options: EgressOptions = {}): typeof globalThis.fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const body = request.body ? new Uint8Array(await request.arrayBuffer()) : undefined;
    const signals = [options.signal, request.signal].filter((s): s is AbortSignal => s !== undefined);
    const answer = await guarded(
      request.url,
      { method: request.method, headers: Object.fromEntries(request.headers), body },
      { ...options, signal: signals.length > 1 ? AbortSignal.any(signals) : signals[0] },
    );
    // Fetch's Response forbids a body on these statuses.
    const bodyless = answer.status === 204 || answer.status === 205 || answer.status === 304;
    const status = answer.status >= 200 && answer.status <= 599 ? answer.status : 502;
    return new Response(bodyless ? null : new Uint8Array(answer.body), { status, headers: answer.headers });
  };
}
