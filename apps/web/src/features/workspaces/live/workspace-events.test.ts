import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { aListItem } from '@/test/fixtures';
import { emitLive } from '@/test/live';
import { signIn } from '@/test/render';
import { stubWorkspaceServer } from '@/test/workspace-server';
import { registerWorkspaceEvents } from './workspace-events';

let unregister: () => void;
let server: ReturnType<typeof stubWorkspaceServer>;
beforeEach(() => {
  signIn();
  server = stubWorkspaceServer();
  unregister = registerWorkspaceEvents();
});
afterEach(() => {
  unregister();
  vi.restoreAllMocks();
});

const settled = () => waitFor(() => expect(useWorkspaceStore.getState().status).toBe('ready'));

describe('live workspace events', () => {
  it("loads this person's workspaces, role and brands again when their access changes", async () => {
    server.listWorkspaces.mockResolvedValue([aListItem({ uid: 'w1' }, { role: 'admin', member_uid: 'm1' })]);
    emitLive('access.changed', { workspace_uid: 'w1' });
    await waitFor(() => expect(useWorkspaceStore.getState().currentMember?.role).toBe('admin'));
    expect(server.listWorkspaces).toHaveBeenCalledTimes(1);
    expect(server.listProjects).toHaveBeenCalledWith('w1');
  });

  it('loads once more after a load that may have missed a change, not once per event', async () => {
    let answer: () => void = () => {};
    server.listWorkspaces.mockImplementationOnce(
      () =>
        new Promise((resolve) => (answer = () => resolve([aListItem({ uid: 'w1' }, { member_uid: 'm1' })]))),
    );
    emitLive('access.changed', { workspace_uid: 'w1' });
    emitLive('access.changed', { workspace_uid: 'w1' });
    emitLive('reset', { reason: 'too_far_behind' });
    expect(server.listWorkspaces).toHaveBeenCalledTimes(1);
    answer();
    await waitFor(() => expect(server.listWorkspaces).toHaveBeenCalledTimes(2));
    await settled();
    expect(server.listWorkspaces).toHaveBeenCalledTimes(2);
  });

  it('loads again when this person joins or leaves a workspace, not when someone else does', async () => {
    emitLive('member.joined', { workspace_uid: 'w1', member_uid: 'm2' });
    emitLive('member.left', { workspace_uid: 'w1', member_uid: 'm2' });
    expect(server.listWorkspaces).not.toHaveBeenCalled();

    emitLive('member.left', { workspace_uid: 'w1', member_uid: 'm1' });
    await settled();
    expect(server.listWorkspaces).toHaveBeenCalledTimes(1);

    // A workspace not in the list yet: this person just joined it.
    emitLive('member.joined', { workspace_uid: 'w9', member_uid: 'm5' });
    await waitFor(() => expect(server.listWorkspaces).toHaveBeenCalledTimes(2));
    await settled();
  });
});
