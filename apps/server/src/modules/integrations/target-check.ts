import { AppError } from '../../platform/errors.js';
import { EgressRefusedError } from '../../platform/http/egress-errors.js';
import { type Resolver, resolveTarget } from '../../platform/http/egress-target.js';

/**
 * The egress guard's refusals as the API answers them (docs/architecture.md#egress-guard): 400
 * `integration_target_refused` with the guard's reason ("refused: loopback address (127.0.0.1)")
 * in the details, whatever the integration and however the refusal was found — an IP typed in,
 * or a host name whose addresses lie in a refused range (found only once it is resolved).
 */

/** How long a connect waits for DNS before saving anyway (the delivery log then says why). */
const RESOLVE_WAIT_MS = 5_000;

export function targetRefused(error: EgressRefusedError, path: string): AppError {
  return new AppError('integration_target_refused', {
    details: [{ path, message: error.message }],
    cause: error,
  });
}

/** The guard's refusal somewhere in what a client library threw (its `cause` chain), or null. */
export function refusalIn(error: unknown): EgressRefusedError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    if (current instanceof EgressRefusedError) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

export interface TargetCheckDeps {
  /** ALLOW_PRIVATE_TARGETS. */
  allowPrivate: boolean;
  /** The system resolver unless given. */
  resolve?: Resolver;
}

/**
 * Refuses (400) a URL the guard would refuse when sending: its scheme, credentials and port, an
 * IP literal, and the addresses its host name resolves to. A name that does not resolve (yet),
 * or DNS that does not answer within 5 s, is not a refusal: it is saved, and a delivery's log
 * says "host not found" if it still does not. `path` names the field in the details.
 */
export async function checkTarget(url: string, path: string, deps: TargetCheckDeps): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), RESOLVE_WAIT_MS);
  });
  // Settles to the failure (or null): one left behind by the timer must not reject unheard.
  const checked = resolveTarget(url, {
    allowPrivate: deps.allowPrivate,
    ...(deps.resolve ? { resolve: deps.resolve } : {}),
  }).then(
    () => null,
    (error: unknown) => error,
  );
  const failure = await Promise.race([checked, waited]).finally(() => clearTimeout(timer));
  if (failure instanceof EgressRefusedError) throw targetRefused(failure, path);
}
