import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { mailCollector, post, signUpAndConfirm, tokenOf } from '../test/auth-helpers.js';
import { createTestContext } from '../test/context.js';
import { capabilityParamsOf } from './params.js';
import { loggablePath } from './request-log.js';

describe('the request log', () => {
  it('holds no one-time token from a whole sign-up, confirm and reset flow', {
    timeout: 60_000,
  }, async () => {
    const lines: string[] = [];
    const mail = mailCollector();
    const ctx = await createTestContext({
      env: { LOG_LEVEL: 'info' },
      deps: { sendAccountMail: mail.send, logStream: { write: (line) => void lines.push(line) } },
    });
    try {
      const email = 'logged@example.com';
      await signUpAndConfirm(ctx.app, mail, email, 'first password 1');
      const confirmToken = tokenOf(mail.last(email, 'verify-email')!.url);
      await post(ctx.app, '/api/auth/request-password-reset', { email });
      const resetToken = tokenOf(mail.last(email, 'reset-password')!.url);
      await ctx.app.inject({ method: 'GET', url: `/api/auth/reset-password/${resetToken}?callbackURL=/x` });
      const reset = await post(ctx.app, '/api/auth/reset-password', {
        token: resetToken,
        newPassword: 'second password 2',
      });
      expect(reset.statusCode).toBe(200);
      const shareToken = `share${randomUUID().replaceAll('-', '')}`;
      await ctx.app.inject({ method: 'GET', url: `/api/tickets/${randomUUID()}/shared/${shareToken}` });

      const log = lines.join('\n');
      expect(log).toContain('/api/auth/verify-email');
      expect(log).toContain('/api/tickets/:ticketId/shared/:token');
      for (const secret of [confirmToken, resetToken, shareToken]) expect(log).not.toContain(secret);
      expect(log).not.toContain('?token=');
    } finally {
      await ctx.close();
    }
  });

  it('masks every capability: an invitation, a /try draft, a shared recording, share, approval, portal and calendar links', {
    timeout: 60_000,
  }, async () => {
    const lines: string[] = [];
    const ctx = await createTestContext({
      env: { LOG_LEVEL: 'info' },
      deps: { logStream: { write: (line) => void lines.push(line) } },
    });
    try {
      const secret = () => `cap${randomUUID().replaceAll('-', '')}`;
      const cases: [url: (s: string) => string, logged: string, method?: 'POST' | 'DELETE'][] = [
        [(s) => `/api/try/drafts/${s}`, '/api/try/drafts/:draftId'],
        [(s) => `/api/invites/${s}`, '/api/invites/:inviteUid'],
        [(s) => `/api/invites/${s}/accept`, '/api/invites/:inviteUid/accept', 'POST'],
        [
          (s) => `/api/workspaces/${randomUUID()}/invites/${s}`,
          '/api/workspaces/:workspaceId/invites/:inviteUid',
          'DELETE',
        ],
        [(s) => `/api/play/${s}`, '/api/play/:videoId'],
        [(s) => `/api/videos/${s}/poster?token=x`, '/api/videos/:videoId/poster'],
        [(s) => `/api/tickets/${randomUUID()}/shared/${s}`, '/api/tickets/:ticketId/shared/:token'],
        [(s) => `/api/approvals/${s}`, '/api/approvals/:token'],
        [(s) => `/api/portal/${s}`, '/api/portal/:token'],
        [(s) => `/api/calendar-feeds/${s}/calendar.ics`, '/api/calendar-feeds/:token/calendar.ics'],
        // The web app's pages, which no API route describes.
        [(s) => `/play/${s}`, '/play/:token'],
        [(s) => `/invite/${s}`, '/invite/:token'],
      ];
      const secrets: string[] = [];
      for (const [url, logged, method = 'GET'] of cases) {
        const value = secret();
        secrets.push(value);
        await ctx.app.inject({ method, url: url(value) });
        const log = lines.join('\n');
        expect(log, logged).toContain(`"url":"${logged}"`);
        expect(log, logged).not.toContain(value);
      }
      for (const value of secrets) expect(lines.join('\n')).not.toContain(value);
    } finally {
      await ctx.close();
    }
  });

  it('has every route parameter named for a token marked as a capability', async () => {
    const ctx = await createTestContext();
    try {
      const unmarked: string[] = [];
      const marked = new Set<string>();
      for (const { method, url, options } of ctx.app.routeDeclarations) {
        const capabilities = capabilityParamsOf((options.schema as { params?: unknown } | undefined)?.params);
        if (capabilities.length > 0) marked.add(url);
        for (const [, name] of url.matchAll(/:(\w+)/g))
          if (/token/i.test(name!) && !capabilities.includes(name!))
            unmarked.push(`${method} ${url} :${name}`);
      }
      expect(unmarked).toEqual([]);
      expect([...marked]).toEqual(
        expect.arrayContaining([
          '/api/try/drafts/:draftId',
          '/api/invites/:inviteUid',
          '/api/play/:videoId',
          '/api/tickets/:ticketId/shared/:token',
          '/api/tickets/:ticketId/shared/:token/images/:imageId/file',
          '/api/approvals/:token',
          '/api/portal/:token',
          '/api/calendar-feeds/:token/calendar.ics',
        ]),
      );
    } finally {
      await ctx.close();
    }
  });

  it('keeps ids and drops query strings and secret segments', () => {
    expect(loggablePath('/api/workspaces/abc/projects?limit=5')).toBe('/api/workspaces/abc/projects');
    expect(loggablePath('/api/auth/reset-password/tok123?callbackURL=/a')).toBe(
      '/api/auth/reset-password/:token',
    );
    expect(loggablePath('/api/auth/verify-email?token=tok')).toBe('/api/auth/verify-email');
    // The web app's pages a token opens, served by the history fallback (no route pattern).
    expect(loggablePath('/portal/tok123')).toBe('/portal/:token');
    expect(loggablePath('/approve/tok123')).toBe('/approve/:token');
    expect(loggablePath('/play/vid123')).toBe('/play/:token');
    expect(loggablePath('/invite/inv123')).toBe('/invite/:token');
    // A route with a capability parameter is logged by its pattern; one without keeps its ids.
    expect(loggablePath('/api/tickets/1/shared/tok', '/api/tickets/:ticketId/shared/:token', true)).toBe(
      '/api/tickets/:ticketId/shared/:token',
    );
    expect(loggablePath('/api/try/drafts/d1', '/api/try/drafts/:draftId', true)).toBe(
      '/api/try/drafts/:draftId',
    );
    expect(loggablePath('/api/tickets/t1', '/api/tickets/:ticketId')).toBe('/api/tickets/t1');
  });
});
