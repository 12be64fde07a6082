/** Billing's tables (migration 0017). */
export interface WorkspaceBillingTable {
  workspace_id: string;
  customer_id: string | null;
  subscription_id: string | null;
  status: string | null;
  plan: string | null;
  interval: string | null;
  base_item_id: string | null;
  seat_item_id: string | null;
  paid_seats: number;
  trial_start: string | null;
  trial_end: string | null;
  canceled_at: string | null;
  cancel_at: string | null;
  /** 0/1 */
  cancel_at_period_end: number;
  current_period_end: string | null;
  updated_at: string;
}

export interface BillingEventsTable {
  id: string;
  type: string;
  received_at: string;
}

export interface BillingTables {
  workspace_billing: WorkspaceBillingTable;
  billing_events: BillingEventsTable;
}
