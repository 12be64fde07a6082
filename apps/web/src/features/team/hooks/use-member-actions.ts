import '@/shared/i18n/parts/team';
import type { TeamMember } from '@expertos/domain/workspace.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { confirm } from '@/shared/ui/confirm/confirm-store';
import { notify } from '@/shared/ui/notify/notify-store';
import { revokeInvite } from '../api/team-invites';
import { removeMember, signOutMemberEverywhere, teamQueryPrefix } from '../api/team-members';

/**
 * Removing a member, signing them out everywhere and revoking an invite, each after a
 * confirmation, as the team list and a member's profile offer them. Each answers whether it
 * happened.
 */
export function useMemberActions(workspaceUid: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: teamQueryPrefix(workspaceUid) });

  const remove = async (member: TeamMember): Promise<boolean> => {
    const ok = await confirm({
      title: t('ui.team.removeTitle', { email: member.email }),
      message: t('ui.team.removeText'),
      ok: t('ui.confirm.removeMember'),
      danger: true,
    });
    if (!ok) return false;
    try {
      await removeMember(workspaceUid, member.uid);
      notify({ type: 'positive', message: t('ui.team.removed', { email: member.email }) });
      void refresh();
      return true;
    } catch (error) {
      // workspace_min_one, workspace_last_user, workspace_edit_user_failure (the owner): the
      // server's rules (docs/product.md#roles-and-access), in the catalogue's words.
      notify({ type: 'negative', message: errorText(error) });
      return false;
    }
  };

  const revoke = async (member: TeamMember): Promise<boolean> => {
    if (!member.invite_uid) return false;
    const ok = await confirm({
      title: t('ui.team.revokeTitle', { email: member.email }),
      message: t('ui.team.revokeText'),
      ok: t('ui.team.revoke'),
      danger: true,
    });
    if (!ok) return false;
    try {
      await revokeInvite(workspaceUid, member.invite_uid);
      notify({ type: 'positive', message: t('ui.team.revoked', { email: member.email }) });
      void refresh();
      return true;
    } catch (error) {
      notify({ type: 'negative', message: errorText(error) });
      return false;
    }
  };

  /** Signs the member out of every session, after asking (docs/product.md#sessions). */
  const signOut = async (member: TeamMember): Promise<boolean> => {
    const ok = await confirm({
      title: t('ui.team.signOutTitle', { email: member.email }),
      message: t('ui.team.signOutText'),
      ok: t('ui.team.signOut'),
      danger: true,
    });
    if (!ok) return false;
    try {
      const count = await signOutMemberEverywhere(workspaceUid, member.uid);
      notify({ type: 'positive', message: t('ui.team.signedOut', { email: member.email, count }) });
      return true;
    } catch (error) {
      notify({ type: 'negative', message: errorText(error) });
      return false;
    }
  };

  return { remove, revoke, signOut };
}
