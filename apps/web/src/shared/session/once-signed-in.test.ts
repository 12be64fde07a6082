import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/shared/stores/auth-store';
import { fakeJwt } from '@/test/jwt';
import { onceSignedIn } from './once-signed-in';

function signIn() {
  useAuthStore.getState().setSession({ user: { uid: 'u1', email: 'a@b.c' }, authToken: fakeJwt() });
  useAuthStore.getState().setTokenValidated(true);
}

afterEach(() => useAuthStore.getState().reset());

describe('onceSignedIn', () => {
  it('runs at once for someone already signed in', () => {
    signIn();
    const run = vi.fn();
    onceSignedIn(run);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waits while nobody is signed in, runs when a session starts, and only once', () => {
    const run = vi.fn();
    onceSignedIn(run);
    // A session half set up (a token, not yet validated) is not a signed-in person.
    useAuthStore.getState().setSession({ user: { uid: 'u1', email: 'a@b.c' }, authToken: fakeJwt() });
    expect(run).not.toHaveBeenCalled();
    useAuthStore.getState().setTokenValidated(true);
    expect(run).toHaveBeenCalledTimes(1);
    useAuthStore.getState().reset();
    signIn();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled', () => {
    const run = vi.fn();
    const cancel = onceSignedIn(run);
    cancel();
    signIn();
    expect(run).not.toHaveBeenCalled();
  });
});
