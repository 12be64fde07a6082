import { describe, expect, it } from 'vitest';
import { personName } from '../components/details/use-detail-options';
import { personLabel } from './use-ticket-options';

describe('how a person reads in the pickers and the task', () => {
  const ada = { name: 'Ada Lovelace', email: 'ada@example.com' };
  const rivka = { name: 'Rivka Jira', email: 'jira-5b10@jira.invalid', from_jira: true as const };

  it('is their name, else their e-mail', () => {
    expect(personLabel(ada)).toBe('Ada Lovelace');
    expect(personLabel({ name: '  ', email: 'ada@example.com' })).toBe('ada@example.com');
    expect(personName(ada)).toBe('Ada Lovelace');
  });

  it('marks a person here only as a Jira user', () => {
    expect(personLabel(rivka)).toBe('Rivka Jira (Jira)');
    expect(personName(rivka)).toBe('Rivka Jira (Jira)');
  });

  it('names what a workspace key did as the key', () => {
    const zapier = { name: 'Zapier', email: '', via_key: true as const };
    expect(personLabel(zapier)).toBe('Zapier (via key)');
    expect(personName(zapier)).toBe('Zapier (via key)');
  });
});
