import { describe, expect, it } from 'vitest';
import { createI18n, i18n } from '@/shared/i18n/i18n';
import { catalogue as de } from '@/shared/i18n/locales/de/index';
import { aNotification } from '../test/notification-fixtures';
import { badgeCount, notificationText, parseTicketUrl } from './notification-text';
import { resetSeenNotifications, takeUnseen } from './seen-notifications';

const t = i18n.t.bind(i18n);

describe('notificationText', () => {
  it.each([
    [aNotification({ kind: 'mention' }), 'Ada mentioned you on #12 Film the reel'],
    [aNotification({ kind: 'assigned' }), 'You were assigned #12 Film the reel'],
    [
      aNotification({ kind: 'status_changed', status: 'in_progress' }),
      '#12 Film the reel moved to In Progress',
    ],
    [aNotification({ kind: 'status_changed', status: null }), '#12 Film the reel changed status'],
    [aNotification({ kind: 'reminder', actor: null }), 'Reminder: #12 Film the reel'],
    [aNotification({ kind: 'comment' }), 'Ada commented on #12 Film the reel'],
    [
      aNotification({ kind: 'mention', actor: null, ticket: null }),
      'Someone mentioned you on a deleted ticket',
    ],
    [
      aNotification({ actor: { uid: 'm3', name: null, email: 'bo@example.com', image: null } }),
      'bo@example.com mentioned you on #12 Film the reel',
    ],
    [
      aNotification({
        kind: 'integration_disabled',
        ticket: null,
        actor: null,
        brand: { uid: 'p1', name: 'Acme', slug: 'acme' },
        integration: { uid: 'i1', type: 'webhook', description: 'CRM' },
      }),
      'Webhook “CRM” of Acme was switched off: its receiver is gone',
    ],
    [
      aNotification({
        kind: 'integration_disabled',
        ticket: null,
        actor: null,
        brand: null,
        integration: { uid: 'i1', type: 'slack', description: '' },
      }),
      'Slack of a deleted brand was switched off: its receiver is gone',
    ],
    [
      aNotification({ kind: 'approval_requested', status: 'needs_approval' }),
      'Ada asks for your approval of #12 Film the reel',
    ],
    [aNotification({ kind: 'approval_reminder', actor: null }), '#12 Film the reel waits for your approval'],
    [
      aNotification({ kind: 'approval_decided', status: 'needs_approval' }),
      'Ada approved a step of #12 Film the reel: the next step is open',
    ],
    [aNotification({ kind: 'approval_decided', status: 'approved' }), 'Ada approved #12 Film the reel'],
    [
      aNotification({ kind: 'approval_decided', status: 'in_review' }),
      'Ada asked for changes to #12 Film the reel',
    ],
    // A client contact is no member: no actor.
    [
      aNotification({ kind: 'approval_decided', status: 'rejected', actor: null }),
      'A client rejected #12 Film the reel',
    ],
    [
      aNotification({ kind: 'approval_expired', actor: null, status: 'in_review' }),
      'Approval expired: #12 Film the reel is back in review',
    ],
    [
      aNotification({ kind: 'client_commented', actor: null, excerpt: 'Dana: Love it' }),
      'A client commented on #12 Film the reel',
    ],
  ])('%#: composes kind, actor and ticket', (notification, text) => {
    expect(notificationText(t, notification)).toBe(text);
  });

  it('names the integration’s type in the reader’s language', async () => {
    const german = createI18n();
    german.addResourceBundle('de', 'translation', de);
    await german.changeLanguage('de');
    const notification = aNotification({
      kind: 'integration_disabled',
      ticket: null,
      actor: null,
      brand: { uid: 'p1', name: 'Acme', slug: 'acme' },
      integration: { uid: 'i1', type: 'email', description: '' },
    });
    expect(notificationText(german.t.bind(german), notification)).toBe(
      'E-Mail für Acme wurde ausgeschaltet: Der Empfänger ist nicht mehr vorhanden',
    );
  });
});

describe('parseTicketUrl', () => {
  it('reads the brand slug and task uid of a ticket path', () => {
    expect(parseTicketUrl('/brand/acme%20co/tasks/t12')).toEqual({ projectSlug: 'acme co', taskId: 't12' });
    expect(parseTicketUrl('/tasks')).toBeNull();
    expect(parseTicketUrl('/brand/acme/tasks/%E0%A4%A')).toBeNull();
  });

  it('reads the comment a notification opens at from ?comment=', () => {
    expect(parseTicketUrl('/brand/acme/tasks/t12?comment=c%207')).toEqual({
      projectSlug: 'acme',
      taskId: 't12',
      commentUid: 'c 7',
    });
    expect(parseTicketUrl('/brand/acme/tasks/t12?other=1')).toEqual({ projectSlug: 'acme', taskId: 't12' });
  });
});

describe('badgeCount', () => {
  it('caps at 99+', () => {
    expect([badgeCount(1), badgeCount(99), badgeCount(100)]).toEqual(['1', '99', '99+']);
  });
});

describe('takeUnseen', () => {
  it('takes the first page as seen, then answers only new ones, once; a new user starts afresh', () => {
    resetSeenNotifications();
    const n1 = aNotification({ uid: 'n1' });
    const n2 = aNotification({ uid: 'n2' });
    expect(takeUnseen('u1', [n1])).toEqual([]);
    expect(takeUnseen('u1', [n2, n1])).toEqual([n2]);
    expect(takeUnseen('u1', [n2, n1])).toEqual([]);
    expect(takeUnseen('u2', [n2, n1])).toEqual([]);
  });
});
