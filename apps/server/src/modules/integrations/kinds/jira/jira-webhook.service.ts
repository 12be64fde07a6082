import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { JiraStatusWebhook } from '@expertos/domain/integration.schema';
import { JIRA_STATUS_CATEGORIES, statusForJiraMove } from '@expertos/domain/jira-status';
import type { TicketStatus } from '@expertos/domain/tickets';
import { z } from 'zod';
import { AppError } from '../../../../platform/errors.js';
import type { SecretBox } from '../../../../platform/secrets/secret-box.js';
import type { IntegrationsRepository } from '../../integrations.repository.js';

/**
 * The little of Jira's "issue updated" body this reads (jira.js documents the rest): the issue's
 * key and status, and the changelog's items, to tell a status move from any other edit. Anything
 * else in the body is ignored, so custom fields and apps never make a valid call fail.
 */
const issueUpdatedSchema = z.object({
  webhookEvent: z.string().max(100),
  issue: z.object({
    key: z.string().max(255),
    fields: z.object({
      status: z.object({
        name: z.string().max(255),
        statusCategory: z.object({ key: z.string().max(50) }),
      }),
    }),
  }),
  changelog: z
    .object({ items: z.array(z.object({ field: z.string().max(255).optional() }).passthrough()).max(1000) })
    .optional(),
});

/** What a call did: whether a ticket moved, and if not, why not (shown in tests and logs). */
export interface JiraWebhookResult {
  applied: boolean;
  reason: 'moved' | 'not_a_status_move' | 'unknown_issue' | 'same_category' | 'switched_off';
}

export interface JiraWebhookDeps {
  repository: IntegrationsRepository;
  box: SecretBox;
  /** The tickets module's outside-status setter (history names Jira; events follow). */
  tickets: {
    setStatusFromOutside(
      ticketId: string,
      via: 'jira',
      decide: (current: TicketStatus) => TicketStatus | null,
    ): Promise<boolean>;
  };
  publicUrl: string;
  now: () => Date;
}

/** Jira's inbound secret is sealed under its own context, so it can never open as the token. */
export const inboundSecretContext = (id: string) => `project_integration_inbound:${id}`;

/** Where Jira posts its "issue updated" webhook for one integration (jira-webhook.routes.ts). */
export const jiraStatusWebhookUrl = (publicUrl: string, id: string) =>
  `${publicUrl.replace(/\/$/, '')}/api/integrations/jira/${id}/webhook`;

/** Jira sends `X-Hub-Signature: sha256=<hex>`, an HMAC-SHA256 of the raw body under the secret. */
export function signJiraWebhook(secret: string, body: Buffer | string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

function signatureMatches(secret: string, body: Buffer, header: string | undefined): boolean {
  if (!header) return false;
  const expected = Buffer.from(signJiraWebhook(secret, body));
  const given = Buffer.from(header.trim());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const isCategory = (key: string): key is (typeof JIRA_STATUS_CATEGORIES)[number] =>
  (JIRA_STATUS_CATEGORIES as readonly string[]).includes(key);

/**
 * Jira → us status sync (docs/product.md#integrations): a brand admin sets up a Jira admin
 * webhook with the URL and secret this gives; each signed "issue updated" call that moved the
 * status of an issue we filed moves its ticket, when the ticket is in another Jira category.
 */
export function createJiraWebhookService({ repository, box, tickets, publicUrl, now }: JiraWebhookDeps) {
  return {
    /** A fresh secret (the old one stops verifying at once) and the URL, shown this once. */
    async setUp(projectId: string, id: string): Promise<JiraStatusWebhook> {
      const row = await repository.find(projectId, id);
      if (row?.type !== 'jira') throw new AppError('integration_not_found');
      const secret = randomBytes(32).toString('base64url');
      await repository.update(id, {
        inbound_secret: box.seal(secret, inboundSecretContext(id)),
        updated_at: now().toISOString(),
      });
      return { url: jiraStatusWebhookUrl(publicUrl, id), secret };
    },

    /** One call from Jira: verified on the raw bytes before anything in it is read. */
    async receive(id: string, raw: Buffer, signature: string | undefined): Promise<JiraWebhookResult> {
      const row = await repository.findById(id);
      if (row?.type !== 'jira' || !row.inbound_secret) throw new AppError('integration_not_found');
      const secret = box.open(row.inbound_secret, inboundSecretContext(id));
      if (!signatureMatches(secret, raw, signature)) throw new AppError('jira_webhook_invalid');
      if (row.enabled !== 1) return { applied: false, reason: 'switched_off' };

      let body: unknown;
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        throw new AppError('bad_request');
      }
      const parsed = issueUpdatedSchema.safeParse(body);
      const payload = parsed.success ? parsed.data : null;
      const statusMoved = payload?.changelog?.items.some((item) => item.field === 'status') ?? false;
      const category = payload?.issue.fields.status.statusCategory.key ?? '';
      if (payload?.webhookEvent !== 'jira:issue_updated' || !statusMoved || !isCategory(category))
        return { applied: false, reason: 'not_a_status_move' };

      const ticketId = await repository.ticketOfExternal(id, payload.issue.key);
      if (!ticketId) return { applied: false, reason: 'unknown_issue' };
      const name = payload.issue.fields.status.name;
      const moved = await tickets.setStatusFromOutside(ticketId, 'jira', (current) =>
        statusForJiraMove(current, { name, category }),
      );
      return moved ? { applied: true, reason: 'moved' } : { applied: false, reason: 'same_category' };
    },
  };
}

export type JiraWebhookService = ReturnType<typeof createJiraWebhookService>;
