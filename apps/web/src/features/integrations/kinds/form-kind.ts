import type {
  CreateProjectIntegrationInput,
  IntegrationType,
  ProjectIntegration,
  UpdateProjectIntegrationInput,
  WebhookEventType,
} from '@expertos/domain/integration.schema';
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
}
