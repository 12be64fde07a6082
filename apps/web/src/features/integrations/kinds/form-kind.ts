import type {
  CreateProjectIntegrationInput,
  IntegrationType,
  ProjectIntegration,
  UpdateProjectIntegrationInput,
  WebhookEventType,
} from '@expertos/domain/integration.schema';
import type { QueryKey } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';

/**
 * What the connect and edit forms ask of each kind of integration (docs/architecture.md#integration-kinds):
 * its fields, and how what was typed into them becomes the request. The forms hold what every
 * kind shares (the description, the event filter, on/off, errors) and one draft per kind.
 */

export type Integration<T extends IntegrationType> = Extract<ProjectIntegration, { type: T }>;

/** The request, or the fields still needed (the form marks them). */
export type Needs<R> = { request: R; missing?: undefined } | { request?: undefined; missing: string[] };

export interface KindFieldsProps<D> {
  projectUid: string;
  draft: D;
  onChange: (next: D) => void;
  /** 'Required' when the field was marked missing, else the server's refusal when it names the field. */
  fieldError: (name: string, ...server: string[]) => string | undefined;
  /** The server's refusal when it names one of these fields. */
  serverError: (...names: string[]) => string | undefined;
  missing: string[];
  setMissing: (fields: string[]) => void;
  /** What every kind shares, which some kinds' fields read or set (Add to Slack, Jira's events). */
  description: string;
  eventTypes: WebhookEventType[];
  onEventTypes: (next: WebhookEventType[]) => void;
}

export interface EditFieldsProps<T extends IntegrationType, D> extends KindFieldsProps<D> {
  integration: Integration<T>;
}

export interface IntegrationFormKind<T extends IntegrationType = IntegrationType, C = unknown, E = unknown> {
  type: T;
  /**
   * Where it sends, in a line: a Slack channel, a Jira project, e-mail addresses — never a
   * secret (a secret URL shows as the mask admins are given, else not at all).
   */
  target(integration: Integration<T>, t: TFunction): string;
  connect: {
    /** Nothing typed in yet. */
    empty(): C;
    Fields(props: KindFieldsProps<C>): ReactNode;
    request(
      draft: C,
      shared: { description: string; eventTypes: WebhookEventType[] },
    ): Needs<Extract<CreateProjectIntegrationInput, { type: T }>>;
    /** Fields a server refusal shows on rather than above the buttons. */
    placed: readonly string[];
    /** The shared event filter is offered (kinds that hear every event unless given a list). */
    eventFilter: boolean;
  };
  edit: {
    draftOf(integration: Integration<T>): E;
    Fields(props: EditFieldsProps<T, E>): ReactNode;
    /** Only what changed is sent; a secret left empty is kept. */
    change(
      draft: E,
      integration: Integration<T>,
      shared: { enabled: boolean; description: string; eventTypes: WebhookEventType[] },
    ): Needs<Extract<UpdateProjectIntegrationInput, { type: T }>>;
    placed: readonly string[];
    eventFilter: boolean;
  };
  /** What the brand's integration card shows of this kind beyond what every kind shows. */
  card?: CardKind<T>;
}

export interface CardActionsProps<T extends IntegrationType> {
  projectUid: string;
  integration: Integration<T>;
  /** A new signing secret, shown once by the card's list. */
  onSecret: (secret: string) => void;
  /** Reloads the brand's integrations. */
  refresh: () => void;
}

export interface CardKind<T extends IntegrationType> {
  /**
   * The line under the target: what the integration acts on. Absent, the shared line (the
   * events ticked, or every event); null, no line.
   */
  events?(integration: Integration<T>, t: TFunction): string | null;
  /** Lines after it (a set-up sync, say). */
  notes?(integration: Integration<T>, t: TFunction): string[];
  /** Connected but not yet told where to send: what the edit button asks for instead of 'Edit'. */
  unpicked?(integration: Integration<T>, t: TFunction): string | null;
  /** The kind's own admin buttons, and the dialogs they open. */
  Actions?(props: CardActionsProps<T>): ReactNode;
}

/**
 * How a ticket is sent by hand through a kind, beyond a button that sends it at once: listed
 * apart from the forms (kinds/ticket-sends.ts), so the ticket dialog loads only these.
 */
export interface SendKind<T extends IntegrationType> {
  /** Shown above the send button on a ticket (Jira's epic, or the issue it made). */
  Fields?(props: { ticketUid: string; integration: Integration<T> }): ReactNode;
  /**
   * The button opens this form instead of sending at once (e-mail asks where to); it sends
   * with `onSend`, to the integration's own addresses when none are given.
   */
  Compose?(props: {
    integration: Integration<T>;
    pending: boolean;
    error: unknown;
    onSend: (addresses: string[] | undefined) => void;
    onCancel: () => void;
  }): ReactNode;
  /** Queries of the ticket a send of this kind changes (Jira's issue link), reloaded after it. */
  changes?(ticketUid: string): QueryKey[];
}
