import { REALTIME } from '@expertos/domain/realtime';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberLiveStart } from '@/shared/session/live-start';
import { useAuthStore } from '@/shared/stores/auth-store';
import { notificationsStore } from '@/shared/ui/notify/notify-store';
import { fakeJwt } from '@/test/jwt';
import { fakeLiveServer, type LivePlan, manualClock, READY, settle } from '@/test/live';
import { startLiveConnection } from './live-connection';
import { onLiveEvent, onLiveResume } from './live-registry';
import { getLiveStatus, isLive, useLiveStatus } from './live-status';

const TICKET = {
  workspace_uid: 'w1',
  project_uid: 'p1',
  ticket_uid: 't1',
  number: 1,
  status: 'done',
  changed: ['status'],
  actor_member_uid: 'm2',
  updated_at: '2030-01-03T10:00:00.000Z',
};

function signIn() {
  useAuthStore.getState().setSession({ user: { uid: 'u1', email: 'a@b.c' }, authToken: fakeJwt() });
  useAuthStore.getState().setTokenValidated(true);
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  vi.restoreAllMocks();
});

function start(plans: LivePlan[] = []) {
  const server = fakeLiveServer(plans);
  const clock = manualClock();
  const tokens = { getToken: vi.fn(async () => 'token-1'), refresh: vi.fn(async () => 'token-2') };
  const stop = startLiveConnection({
    url: '/api/events',
    fetch: server.fetch,
    clock,
    tokens,
    random: () => 0,
  });
  cleanups.push(stop);
  return { ...server, clock, tokens, stop };
}

describe('the live connection', () => {
  it('opens a session’s first stream where its page read its data (the bootstrap), and only that one', async () => {
    const live = start();
    rememberLiveStart(41);
    signIn();
    await settle();
    expect(live.requests[0]?.headers.get('last-event-id')).toBe('41');

    useAuthStore.getState().reset();
    await settle();
    signIn();
    await settle();
    expect(live.requests[1]?.headers.get('last-event-id')).toBeNull();
  });

  it('opens when someone signs in, hands events to the registry, and closes at sign-out', async () => {
    const heard: string[] = [];
    cleanups.push(onLiveEvent('ticket.updated', (data) => heard.push(data.ticket_uid)));
    const live = start();
    await settle();
    expect(live.fetch).not.toHaveBeenCalled();
    expect(getLiveStatus()).toBe('offline');

    signIn();
    await settle();
    expect(live.requests).toHaveLength(1);
    expect(live.requests[0]?.headers.get('authorization')).toBe('Bearer token-1');
    expect(getLiveStatus()).toBe('connecting');

    live.streams[0]?.send(`${READY('10')}id: 11\nevent: ticket.updated\ndata: ${JSON.stringify(TICKET)}\n\n`);
    await settle();
    expect(isLive()).toBe(true);
    expect(heard).toEqual(['t1']);

    useAuthStore.getState().reset();
    await settle();
    expect(live.streams[0]?.aborted()).toBe(true);
    expect(getLiveStatus()).toBe('offline');
    await live.clock.advance(10 * REALTIME.maxRetryMs);
    expect(live.requests).toHaveLength(1);

    // A new session is a new stream: nothing of the last one's position.
    signIn();
    await settle();
    expect(live.requests).toHaveLength(2);
    expect(live.requests[1]?.headers.get('last-event-id')).toBeNull();
  });

  it('tells useLiveStatus of every change', async () => {
    const live = start();
    const { result } = renderHook(() => useLiveStatus());
    expect(result.current).toBe('offline');
    await act(async () => {
      signIn();
      await settle();
    });
    expect(result.current).toBe('connecting');
    await act(async () => {
      live.streams[0]?.send(READY());
      await settle();
    });
    expect(result.current).toBe('live');
  });

  it('retries at once when the tab is shown again or the browser is back online', async () => {
    const live = start([{ status: 503 }, { status: 503 }, { status: 503 }]);
    signIn();
    await settle();
    expect(getLiveStatus()).toBe('offline');
    expect(live.clock.waits()).toEqual([500]);

    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(live.requests).toHaveLength(2);

    window.dispatchEvent(new Event('online'));
    await settle();
    expect(live.requests).toHaveLength(3);
  });

  it('says the stream is back after an outage, not at the first connect', async () => {
    const resumed = vi.fn();
    cleanups.push(onLiveResume(resumed));
    const live = start(['stream', { status: 502 }]);
    signIn();
    await settle();
    live.streams[0]?.send(READY());
    await settle();
    expect(isLive()).toBe(true);
    expect(resumed).not.toHaveBeenCalled();

    live.streams[0]?.end();
    await settle();
    await live.clock.advance(live.clock.waits()[0] ?? 0);
    await live.clock.advance(live.clock.waits()[0] ?? 0);
    expect(live.requests).toHaveLength(3);
    live.streams[1]?.send(READY());
    await settle();
    expect(isLive()).toBe(true);
    expect(resumed).toHaveBeenCalledTimes(1);
  });

  it('says once that there are too many live tabs, and keeps trying', async () => {
    const tooMany = {
      status: 429,
      json: { code: 'too_many_streams', message: 'You have 20 live tabs open already.' },
    };
    const live = start([tooMany, tooMany]);
    signIn();
    await settle();
    await live.clock.advance(live.clock.waits()[0] ?? 0);
    expect(live.requests).toHaveLength(2);
    const messages = notificationsStore.getState().items.map((item) => [item.type, item.message, item.count]);
    expect(messages).toEqual([
      ['negative', 'You have 20 live tabs open already. Close one, then reload this one.', 1],
    ]);
  });
});
