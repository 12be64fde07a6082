/**
 * The `idempotency_keys` table (migration 0060): one row per caller and Idempotency-Key, kept
 * 24 hours (docs/product.md#idempotent-retries).
 *
 * `state`: `running` — the first request is under way and has saved nothing; `committed` — it
 * saved its change (written in that change's own transaction) and its reply is not kept yet;
 * `done` — its reply is kept to answer every retry.
 */
export type IdempotencyState = 'running' | 'committed' | 'done';

export interface IdempotencyKeysTable {
  /** `user:<id>` for a person signed in, `key:<id>` for an API key. */
  caller: string;
  idempotency_key: string;
  /** SHA-256 of the method, the path with its query and the validated body. */
  fingerprint: string;
  state: IdempotencyState;
  /** Until when the first request is taken to be alive; after it, a `running` key may be retried. */
  locked_until: string;
  status_code: number | null;
  content_type: string | null;
  /** The reply's body as sent, base64 (replies may be bytes). */
  body: string | null;
  created_at: string;
  expires_at: string;
}
