import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerNavigator } from '@/shared/lib/navigation';
import { useAuthStore } from '@/shared/stores/auth-store';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { logout } from './logout';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('logout', () => {
  it('clears the stores and goes to /signin', () => {
    const navigate = vi.fn();
    registerNavigator(navigate);
    useAuthStore.getState().setSession({ user: { uid: 'u1', email: 'a@b.c' }, authToken: 't' });
    useWorkspaceStore.getState().setCurrentMemberRole('admin');
    logout();
    expect(useAuthStore.getState().authToken).toBeNull();
    expect(useWorkspaceStore.getState().currentMemberRole).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/signin', { replace: true });
  });

  it('can bring the user back to the current page after signing in again', () => {
    const navigate = vi.fn();
    registerNavigator(navigate);
    window.history.replaceState(null, '', '/tasks?viewMode=kanban');
    logout({ returnHere: true });
    expect(navigate).toHaveBeenCalledWith('/signin?redirect=%2Ftasks%3FviewMode%3Dkanban', { replace: true });
  });
});
