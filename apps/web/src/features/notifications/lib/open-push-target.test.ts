import { afterEach, describe, expect, it, vi } from 'vitest';
import * as workspaceSession from '@/shared/session/workspace-session';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { aListItem } from '@/test/fixtures';
import { recordNavigations, stopRecordingNavigations } from '@/test/navigation';
import { signIn } from '@/test/render';
import { openPushTarget } from './open-notification';

const TICKET = '/brand/tea/tasks/t1?comment=c1';

afterEach(() => {
  stopRecordingNavigations();
  vi.restoreAllMocks();
});

describe('openPushTarget: a tapped push', () => {
  it('opens the ticket at once in the current workspace, replacing the landing page', async () => {
    signIn();
    const navigate = recordNavigations();
    await openPushTarget({ ticket_url: TICKET, workspace_uid: 'w1' });
    expect(navigate).toHaveBeenCalledWith(TICKET, { replace: true });
  });

  it("switches to the push's workspace first, then opens the ticket there", async () => {
    signIn();
    const other = aListItem({ uid: 'w2', name: 'Agency' }, { role: 'member', member_uid: 'm2' });
    useWorkspaceStore.getState().setWorkspaces([...useWorkspaceStore.getState().workspaces, other]);
    const navigate = recordNavigations();
    await openPushTarget({ ticket_url: TICKET, workspace_uid: 'w2' });
    expect(useWorkspaceStore.getState().currentWorkspace?.uid).toBe('w2');
    expect(navigate).toHaveBeenLastCalledWith(TICKET, { replace: true });
  });

  it('logs a failed switch and shows the dashboard instead', async () => {
    signIn();
    vi.spyOn(workspaceSession, 'enterWorkspace').mockRejectedValue(
      new Error('Workspace w9 is not in the list'),
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const navigate = recordNavigations();
    await openPushTarget({ ticket_url: TICKET, workspace_uid: 'w9' });
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('w9'), expect.any(Error));
    expect(navigate).toHaveBeenCalledWith('/dashboard', { replace: true });
    expect(useWorkspaceStore.getState().currentWorkspace?.uid).toBe('w1');
  });

  it('opens the dashboard for a push with no ticket (the test notification)', async () => {
    signIn();
    const navigate = recordNavigations();
    await openPushTarget({ ticket_url: null, workspace_uid: '' });
    expect(navigate).toHaveBeenCalledWith('/dashboard', { replace: true });
  });
});
