import type { PushPlatform, PushTransport } from '@expertos/domain/push.schema';

/** Push notifications (migration 0033; docs/product.md#push-notifications). */
export interface PushDevicesTable {
  id: string;
  user_id: string;
  transport: PushTransport;
  platform: PushPlatform;
  name: string;
  token: string;
  token_hash: string;
  p256dh: string | null;
  auth: string | null;
  created_at: string;
  last_seen_at: string;
}

export interface PushSettingsTable {
  user_id: string;
  /** JSON: kind → pushed or not. */
  kinds: string;
  quiet_start: string | null;
  quiet_end: string | null;
  time_zone: string | null;
  updated_at: string;
}

/** A claim of a device someone else registered, until its nonce comes back (migration 0065). */
export interface PushClaimsTable {
  id: string;
  user_id: string;
  token_hash: string;
  nonce_hash: string;
  name: string;
  p256dh: string | null;
  auth: string | null;
  created_at: string;
  expires_at: string;
}

export interface PushTables {
  push_devices: PushDevicesTable;
  push_settings: PushSettingsTable;
  push_claims: PushClaimsTable;
}
