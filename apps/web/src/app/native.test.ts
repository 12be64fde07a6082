import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordNavigations, stopRecordingNavigations } from '@/test/navigation';
import { signIn } from '@/test/render';
import { openNativePush } from './native';

const TICKET = '/brand/tea/tasks/t1?comment=c1';

afterEach(() => {
  stopRecordingNavigations();
  vi.restoreAllMocks();
});

describe('openNativePush: a tapped push in the native app', () => {
  it('opens the ticket at once when signed in', async () => {
    signIn();
    const navigate = recordNavigations();
    await openNativePush({ ticket_url: TICKET, workspace_uid: 'w1' });
    expect(navigate).toHaveBeenCalledWith(TICKET, { replace: true });
  });

  it('goes through /notification-open while nobody is signed in yet, which opens it after sign-in', async () => {
    const navigate = recordNavigations();
    await openNativePush({ ticket_url: TICKET, workspace_uid: 'w2' });
    expect(navigate).toHaveBeenCalledTimes(1);
    const [to, options] = navigate.mock.calls[0]!;
    const url = new URL(to as string, 'https://localhost');
    expect(url.pathname).toBe('/notification-open');
    expect(url.searchParams.get('workspace')).toBe('w2');
    expect(url.searchParams.get('to')).toBe(TICKET);
    expect(options).toEqual({ replace: true });
  });
});
