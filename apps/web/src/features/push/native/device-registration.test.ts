import type { RegisterDeviceInput, RegisterDeviceReply } from '@expertos/domain/push.schema';
import { describe, expect, it, vi } from 'vitest';
import { createDeviceRegistrar, type SessionWatch } from './device-registration';

const PHONE: RegisterDeviceInput = {
  transport: 'fcm',
  token: 'fcm-token:APA91bH1234567890',
  platform: 'android',
};
const RENEWED: RegisterDeviceInput = { ...PHONE, token: 'fcm-token:APA91bH0987654321' };

/** A session a test signs in and out of. */
function fakeSession(user: string | null = null) {
  let current = user;
  const listeners = new Set<(user: string | null) => void>();
  const session: SessionWatch = {
    currentUser: () => current,
    onUserChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const signInAs = (next: string | null) => {
    current = next;
    for (const listener of listeners) listener(next);
  };
  return { session, signInAs };
}

const DEVICE = {
  uid: 'd1',
  transport: 'fcm' as const,
  platform: 'android' as const,
  name: 'Android phone',
  created_at: '2026-11-28T10:00:00.000Z',
  last_seen_at: '2026-11-28T10:00:00.000Z',
};
const PENDING = { status: 'confirmation_required' as const, expires_at: '2026-11-28T10:01:00.000Z' };
const NONCE = 'n'.repeat(43);

function setUp(user: string | null) {
  const { session, signInAs } = fakeSession(user);
  const post = vi.fn(async (_body: RegisterDeviceInput): Promise<RegisterDeviceReply> => DEVICE);
  const confirm = vi.fn(async (_nonce: string) => DEVICE);
  const log = { info: vi.fn(), error: vi.fn() };
  const registrar = createDeviceRegistrar({ post, confirm, session, log, claimWaitMs: 1_000 });
  return { register: registrar.register, registrar, post, confirm, log, signInAs };
}

describe('createDeviceRegistrar', () => {
  it('registers the token at once when someone is signed in', async () => {
    const { register, post } = setUp('u1');
    await register(PHONE);
    expect(post).toHaveBeenCalledWith(PHONE);
  });

  it('keeps the token while nobody is signed in, and registers the newest one at sign-in', async () => {
    const { register, post, signInAs } = setUp(null);
    await register(PHONE);
    await register(RENEWED);
    expect(post).not.toHaveBeenCalled();
    signInAs('u1');
    expect(post.mock.calls).toEqual([[RENEWED]]);
  });

  it('registers again when someone else signs in on the phone, and not at sign-out', async () => {
    const { register, post, signInAs } = setUp('u1');
    await register(PHONE);
    signInAs(null);
    signInAs('u2');
    expect(post.mock.calls).toEqual([[PHONE], [PHONE]]);
  });

  it('posts nothing at sign-in before the platform handed a token', () => {
    const { post, signInAs } = setUp(null);
    signInAs('u1');
    expect(post).not.toHaveBeenCalled();
  });

  it('echoes the nonce of the claim push when the phone was someone else’s, even one that came first', async () => {
    const { registrar, post, confirm, signInAs } = setUp('u1');
    await registrar.register(PHONE);
    // Another person signs in: the server pushes the phone a nonce before it answers.
    post.mockImplementationOnce(async () => {
      registrar.claimReceived(NONCE);
      return PENDING;
    });
    signInAs('u2');
    await vi.waitFor(() => expect(confirm).toHaveBeenCalledWith(NONCE));
    // And one that comes after the answer.
    post.mockResolvedValueOnce(PENDING);
    const later = registrar.register(PHONE);
    await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(3));
    registrar.claimReceived('m'.repeat(43));
    await later;
    expect(confirm).toHaveBeenLastCalledWith('m'.repeat(43));
  });

  it('echoes no nonce it was not waiting for, and gives up when none comes in time', async () => {
    const { registrar, post, confirm } = setUp('u1');
    registrar.claimReceived(NONCE);
    await registrar.register(PHONE);
    expect(confirm).not.toHaveBeenCalled();
    post.mockResolvedValueOnce(PENDING);
    await expect(registrar.register(PHONE)).rejects.toThrow(/did not receive the push/);
    expect(confirm).not.toHaveBeenCalled();
  });

  it('hands the caller a failed post, and logs one made at sign-in', async () => {
    const { register, post, log, signInAs } = setUp('u1');
    post.mockRejectedValueOnce(new Error('offline'));
    await expect(register(PHONE)).rejects.toThrow('offline');
    post.mockRejectedValueOnce(new Error('offline again'));
    signInAs('u2');
    await vi.waitFor(() =>
      expect(log.error).toHaveBeenCalledWith(
        'Could not register this device for push notifications',
        expect.any(Error),
      ),
    );
  });
});
