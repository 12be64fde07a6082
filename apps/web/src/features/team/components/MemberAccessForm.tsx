import '@/shared/i18n/parts/team';
import type { RoleKey } from '@expertos/domain/roles';
import { isAdminRole } from '@expertos/domain/roles';
import { type TeamMember, updateMemberSchema } from '@expertos/domain/workspace.schema';
import { Button, Group, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { checkForm } from '@/shared/lib/form-check';
import { FormAlert } from '@/shared/ui/FormAlert';
import { notify } from '@/shared/ui/notify/notify-store';
import { teamQueryPrefix, updateMember } from '../api/team-members';
import { AccessFields } from './AccessFields';

export interface MemberAccessFormProps {
  workspaceUid: string;
  member: TeamMember;
  /** After a save, once the team is being read again. */
  onDone: () => void;
  onCancel: () => void;
}

/**
 * A member's role and the brands they may see, saved together (the edit page and the
 * member's profile). The server keeps its rules (docs/product.md#roles-and-access): the last
 * admin keeps their role (workspace_min_one), the owner stays an admin.
 */
export function MemberAccessForm({ workspaceUid, member, onDone, onCancel }: MemberAccessFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [role, setRole] = useState<RoleKey | ''>(member.role);
  const [projectUids, setProjectUids] = useState<string[]>(member.project_uids);
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const check = checkForm(
      updateMemberSchema,
      { role, project_uids: isAdminRole(role) ? [] : projectUids },
      {
        required: ['role'],
        incomplete: t('messages.incompleteData'),
        invalid: {},
        fallback: t('ui.validation.invalid'),
      },
    );
    setMessage(!check.ok ? (check.message ?? t('ui.validation.invalid')) : null);
    if (!check.ok) return;
    setPending(true);
    try {
      await updateMember(workspaceUid, member.uid, check.data);
      notify({ type: 'positive', message: t('ui.team.saved', { email: member.email }) });
      void queryClient.invalidateQueries({ queryKey: teamQueryPrefix(workspaceUid) });
      onDone();
    } catch (error) {
      setMessage(errorText(error));
      setPending(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('ui.pages.userEdit')}>
      <Stack gap="md">
        <AccessFields
          role={role}
          onRoleChange={setRole}
          projectUids={projectUids}
          onProjectsChange={setProjectUids}
        />
        <FormAlert>{message}</FormAlert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('ui.common.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {t('ui.common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
