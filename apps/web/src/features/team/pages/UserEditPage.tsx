import '@/shared/i18n/parts/team';
import { Alert, Card, Skeleton } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { errorText } from '@/shared/api/error-text';
import { useCurrentWorkspaceUid } from '@/shared/stores/use-session';
import { PageFrame } from '@/shared/ui/PageFrame';
import { teamQueryOptions } from '../api/team-members';
import { MemberAccessForm } from '../components/MemberAccessForm';

/** /user/{id}/edit: a member's role and the brands they may see. */
export function UserEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const workspaceUid = useCurrentWorkspaceUid() ?? '';
  const team = useQuery({ ...teamQueryOptions(workspaceUid), enabled: Boolean(workspaceUid) });
  const member = team.data?.members.find((entry) => entry.uid === id && !entry.invite_uid);
  const toTeam = () => void navigate(paths.team());

  let body = <Skeleton height={180} radius="md" role="status" aria-label={t('ui.loading')} />;
  if (member) {
    body = (
      <MemberAccessForm
        key={member.uid}
        workspaceUid={workspaceUid}
        member={member}
        onDone={toTeam}
        onCancel={toTeam}
      />
    );
  } else if (team.isError || team.data) {
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
