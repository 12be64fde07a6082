import type { RoleKey } from '@expertos/domain/roles';
import { isAdminRole } from '@expertos/domain/roles';
import { type TeamMember, updateMemberSchema } from '@expertos/domain/workspace.schema';
import { Alert, Button, Card, Group, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { errorText } from '@/shared/api/error-text';
import { checkForm } from '@/shared/lib/form-check';
import { useCurrentWorkspaceUid } from '@/shared/stores/use-session';
import { FormAlert } from '@/shared/ui/FormAlert';
import { notify } from '@/shared/ui/notify/notify-store';
import { PageFrame } from '@/shared/ui/PageFrame';
import { teamQueryOptions, teamQueryPrefix, updateMember } from '../api/team-members';
import { AccessFields } from '../components/AccessFields';

function EditForm({ workspaceUid, member }: { workspaceUid: string; member: TeamMember }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
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
      await navigate(paths.team());
    } catch (error) {
      // workspace_min_one: the last admin keeps their role.
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
          <Button variant="default" onClick={() => void navigate(paths.team())}>
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

/** /user/{id}/edit: a member's role and the brands they may see. */
export function UserEditPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const workspaceUid = useCurrentWorkspaceUid() ?? '';
  const team = useQuery({ ...teamQueryOptions(workspaceUid), enabled: Boolean(workspaceUid) });
  const member = team.data?.members.find((entry) => entry.uid === id && !entry.invite_uid);

  let body = <Skeleton height={180} radius="md" aria-label={t('ui.loading')} />;
  if (member) body = <EditForm key={member.uid} workspaceUid={workspaceUid} member={member} />;
  else if (team.isError || team.data) {
    body = (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
        {team.isError ? errorText(team.error) : t('ui.team.memberNotFound')}
      </Alert>
    );
  }

  return (
    <PageFrame
      title={t('ui.pages.userEdit')}
      subtitle={member ? t('ui.team.editIntro', { email: member.email }) : undefined}
    >
      <Card withBorder radius="lg" padding="lg" maw={640} w="100%">
        {body}
      </Card>
    </PageFrame>
  );
}
