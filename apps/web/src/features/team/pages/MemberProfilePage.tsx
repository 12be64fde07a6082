import '@/shared/i18n/parts/member-profile';
import '@/shared/i18n/parts/team';
import { Alert, Anchor, Button, Grid, Modal, Skeleton, Stack, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconLogout, IconPencil, IconUserMinus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useAuthStore } from '@/shared/stores/auth-store';
import { useCurrentWorkspaceUid } from '@/shared/stores/use-session';
import { PageFrame } from '@/shared/ui/PageFrame';
import { QueryError } from '@/shared/ui/QueryError';
import { type MemberSlotProps, useSlots } from '@/shared/ui/slots';
import { peopleQueryOptions } from '../api/people';
import { teamQueryOptions } from '../api/team-members';
import { sameEmail } from '../components/labels';
import { MemberAccessForm } from '../components/MemberAccessForm';
import { MemberSummary } from '../components/MemberSummary';
import { useMemberActions } from '../hooks/use-member-actions';

type Section = ComponentType<MemberSlotProps>;

/** Other features' sections (brands, tickets, time), each loading on its own. */
function Sections({ sections, props }: { sections: Section[]; props: MemberSlotProps }) {
  return (
    <Stack gap="lg">
      {sections.map((Slot, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the slot list is fixed at start.
        <Suspense key={index} fallback={<Skeleton height={160} radius="lg" />}>
          <Slot {...props} />
        </Suspense>
      ))}
    </Stack>
  );
}

/**
 * /profile/{uid} (admins only; RequireAdmin sends others to the dashboard): a member's role,
 * status and brands, their open tickets and their time this week, and the admin's actions:
 * change role and brands, remove. The rules are the server's (docs/product.md#member-profile).
 */
export function MemberProfilePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`) ?? false;
  const slots = useSlots();
  const { uid = '' } = useParams();
  const workspaceUid = useCurrentWorkspaceUid() ?? '';
  const myEmail = useAuthStore((state) => state.user?.email ?? null);
  const team = useQuery({ ...teamQueryOptions(workspaceUid), enabled: Boolean(workspaceUid) });
  const people = useQuery({ ...peopleQueryOptions(workspaceUid), enabled: Boolean(workspaceUid) });
  const actions = useMemberActions(workspaceUid);
  const [editing, setEditing] = useState(false);

  // Open invites are not members yet: their page is the team list's row.
  const member = team.data?.members.find((entry) => entry.uid === uid && !entry.invite_uid);
  const name = member ? member.name || member.email : null;
  const admins =
    team.data?.members.filter((entry) => !entry.invite_uid && entry.role === 'admin').length ?? 0;
  const picture = people.data?.find((person) => person.uid === uid)?.image ?? null;

  const remove = async () => {
    if (member && (await actions.remove(member))) await navigate(paths.team());
  };

  let body: ReactNode = (
    <Stack gap="lg" role="status" aria-label={t('ui.loading')}>
      <Skeleton height={120} radius="lg" />
      <Skeleton height={220} radius="lg" />
    </Stack>
  );
  if (member) {
    const props = { workspaceUid, member };
    body = (
      <>
        <MemberSummary
          member={member}
          picture={picture}
          isMe={sameEmail(member.email, myEmail)}
          onlyAdmin={member.role === 'admin' && admins <= 1}
        />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Sections sections={slots.memberMain} props={props} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Sections sections={slots.memberSide} props={props} />
          </Grid.Col>
        </Grid>
        <Modal
          opened={editing}
          onClose={() => setEditing(false)}
          title={t('ui.memberProfile.editTitle', { name: name ?? '' })}
          closeButtonProps={{ 'aria-label': t('ui.close') }}
          fullScreen={phone}
        >
          {editing && (
            <MemberAccessForm
              workspaceUid={workspaceUid}
              member={member}
              onDone={() => setEditing(false)}
              onCancel={() => setEditing(false)}
            />
          )}
        </Modal>
      </>
    );
  } else if (team.isError) {
    body = (
      <QueryError
        message={t('ui.memberProfile.loadError')}
        error={team.error}
        onRetry={() => void team.refetch()}
        retrying={team.isFetching}
      />
    );
  } else if (team.data) {
    body = (
      <Alert color="gray" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="status">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('ui.team.memberNotFound')}</Text>
          <Anchor component={Link} to={paths.team()} size="sm">
            {t('ui.memberProfile.backToTeam')}
          </Anchor>
        </Stack>
      </Alert>
    );
  }

  return (
    <PageFrame
      title={name ?? t('ui.pages.userProfile')}
      subtitle={member?.name ? member.email : undefined}
      actions={
        member && (
          <>
            <Button
              variant="default"
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={() => setEditing(true)}
            >
              {t('ui.memberProfile.editAccess')}
            </Button>
            {!sameEmail(member.email, myEmail) && member.status === 'joined' && (
              <Button
                variant="default"
                leftSection={<IconLogout size={16} aria-hidden />}
                onClick={() => void actions.signOut(member)}
              >
                {t('ui.team.signOut')}
              </Button>
            )}
            <Button
              variant="light"
              color="red"
              leftSection={<IconUserMinus size={16} aria-hidden />}
              onClick={() => void remove()}
            >
              {t('ui.memberProfile.remove')}
            </Button>
          </>
        )
      }
    >
      {body}
    </PageFrame>
  );
}
