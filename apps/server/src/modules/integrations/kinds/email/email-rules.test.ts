import { describe, expect, it } from 'vitest';
import { emailIntegrationWants } from './email-rules.js';

describe('emailIntegrationWants', () => {
  const needsApproval = {
    rules: [{ event: 'ticket.status_changed' as const, status: 'needs_approval' as const }],
  };
  const created = { rules: [{ event: 'ticket.created' as const }] };
  const none = { rules: [] };

  it('always takes a manual send and the test, even without rules', () => {
    expect(emailIntegrationWants(none, 'ticket.sent', 'todo')).toBe(true);
    expect(emailIntegrationWants(none, 'integration.test', null)).toBe(true);
  });

  it('without rules, sends no domain event', () => {
    for (const event of [
      'ticket.created',
      'ticket.updated',
      'ticket.status_changed',
      'ticket.deleted',
      'comment.created',
    ] as const) {
      expect(emailIntegrationWants(none, event, 'needs_approval')).toBe(false);
    }
  });

  it('sends a ticket entering the rule’s status, and no other status change', () => {
    expect(emailIntegrationWants(needsApproval, 'ticket.status_changed', 'needs_approval')).toBe(true);
    expect(emailIntegrationWants(needsApproval, 'ticket.status_changed', 'approved')).toBe(false);
    // An edit of a ticket already waiting for approval is not it entering that status.
    expect(emailIntegrationWants(needsApproval, 'ticket.updated', 'needs_approval')).toBe(false);
  });

  it('sends new tickets under a created rule, and nothing else', () => {
    expect(emailIntegrationWants(created, 'ticket.created', 'todo')).toBe(true);
    expect(emailIntegrationWants(created, 'ticket.status_changed', 'needs_approval')).toBe(false);
    expect(emailIntegrationWants(created, 'comment.created', 'todo')).toBe(false);
  });

  it('sends when any of several rules matches', () => {
    const both = { rules: [...created.rules, ...needsApproval.rules] };
    expect(emailIntegrationWants(both, 'ticket.created', 'todo')).toBe(true);
    expect(emailIntegrationWants(both, 'ticket.status_changed', 'needs_approval')).toBe(true);
    expect(emailIntegrationWants(both, 'ticket.deleted', 'needs_approval')).toBe(false);
  });
});
