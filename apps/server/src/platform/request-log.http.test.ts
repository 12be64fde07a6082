import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { mailCollector, post, signUpAndConfirm, tokenOf } from '../test/auth-helpers.js';
import { createTestContext } from '../test/context.js';
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

  it('keeps ids and drops query strings and secret segments', () => {
    expect(loggablePath('/api/workspaces/abc/projects?limit=5')).toBe('/api/workspaces/abc/projects');
    expect(loggablePath('/api/auth/reset-password/tok123?callbackURL=/a')).toBe(
      '/api/auth/reset-password/:token',
    );
    expect(loggablePath('/api/auth/verify-email?token=tok')).toBe('/api/auth/verify-email');
    // The web app's pages a token opens, served by the history fallback (no route pattern).
    expect(loggablePath('/portal/tok123')).toBe('/portal/:token');
    expect(loggablePath('/approve/tok123')).toBe('/approve/:token');
    expect(loggablePath('/api/tickets/1/shared/tok', '/api/tickets/:ticketId/shared/:token')).toBe(
      '/api/tickets/:ticketId/shared/:token',
    );
  });
});
