/**
 * A brand's integrations and their delivery log (migration 0015; docs/product.md#integrations).
 * Timestamps are ISO text, booleans 0/1, JSON text (db/portable.ts).
 */
export interface ProjectIntegrationsTable {
  id: string;
  workspace_id: string;
  project_id: string;
  type: string;
  description: string;
  /** JSON: the type's settings that are not secret. */
  config: string;
  /** Sealed (platform/secrets): never returned, never logged. */
  secret: string | null;
  previous_secret: string | null;
  previous_secret_expires_at: string | null;
  /** Sealed: what Jira signs its webhook calls with (Jira → us status sync); migration 0027. */
  inbound_secret: string | null;
  /**
   * Sealed (context `project_integration_url:<id>`): a webhook's URL, which is itself a
   * credential; migration 0038. Rows from before it keep `url` in `config` until the module's
   * start seals it (integrations-url-secrets.ts).
   */
  url_secret: string | null;
  /** JSON string array: the events it hears; empty = every event. */
  event_types: string;
  /** 0/1. Its state (connected, failing, off) follows from this and the last delivery. */
  enabled: number;
  /** Why it is off: 'admin' (switched off) or 'gone' (the target answered 410). */
  disabled_reason: string | null;
  created_by_member_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface IntegrationDeliveriesTable {
  id: string;
  integration_id: string;
  project_id: string;
  ticket_id: string | null;
  event: string;
  trigger: string;
  status: string;
  /** JSON: the DeliveryMessage (modules/integrations/delivery/adapter.ts). */
  message: string;
  attempts: number;
  next_retry_at: string | null;
  last_attempt_at: string | null;
  response_status: number | null;
  response_excerpt: string | null;
  /** Why the last attempt failed (a DeliveryFailureCode), with `error` as its text; migration 0038. */
  error_code: string | null;
  error: string | null;
  job_id: string | null;
  created_at: string;
  updated_at: string;
}

/** A connect flow's one-time `state` (migration 0016): hashes only, used once, 10 minutes. */
export interface IntegrationInstallStatesTable {
  /** SHA-256 (hex) of the `state`. */
  id: string;
  type: string;
  /** SHA-256 (hex) of the starting browser's cookie value. */
  browser_hash: string;
  user_id: string;
  member_id: string | null;
  workspace_id: string;
  project_id: string;
  description: string;
  /** JSON string array, as in project_integrations. */
  event_types: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
  /** JSON: what else the flow needs at the callback (Jira: the site); migration 0026. */
  details: string | null;
}

/** A ticket's issue (or item) in one integration (migration 0026). */
export interface TicketIntegrationLinksTable {
  ticket_id: string;
  integration_id: string;
  external_id: string | null;
  external_url: string | null;
  epic_key: string | null;
  created_at: string;
  updated_at: string;
}

/** A Jira account associated with a workspace member, per Jira integration (migration 0028). */
export interface JiraPeopleTable {
  integration_id: string;
  account_id: string;
  member_id: string;
  /** Jira's display name when associated (a mirrored person's name). */
  display_name: string;
  /** 0/1: the member was made for this Jira user alone. */
  mirrored: number;
  created_at: string;
}

export interface IntegrationTables {
  project_integrations: ProjectIntegrationsTable;
  integration_deliveries: IntegrationDeliveriesTable;
  integration_install_states: IntegrationInstallStatesTable;
  ticket_integration_links: TicketIntegrationLinksTable;
  jira_people: JiraPeopleTable;
}
