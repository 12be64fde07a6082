import '@/shared/i18n/parts/invites';
import '@/shared/i18n/parts/team';
import type { Invite } from '@expertos/domain/invite.schema';
import { Button, Card, Flex, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMailOpened, IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { errorText } from '@/shared/api/error-text';
import { formatDate } from '@/shared/lib/format';
import { enterWorkspace } from '@/shared/session/workspace-session';
import { useAuthStore } from '@/shared/stores/auth-store';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { EmptyState } from '@/shared/ui/EmptyState';
import { notify } from '@/shared/ui/notify/notify-store';
import { PageFrame } from '@/shared/ui/PageFrame';
import { QueryError } from '@/shared/ui/QueryError';
import { acceptInvite, declineInvite, myInvitesQueryKey, myInvitesQueryOptions } from '../api/invites';

type Busy = { uid: string; action: 'accept' | 'decline' } | null;

function InviteCard({
  invite,
  busy,
  onAccept,
  onDecline,
}: {
  invite: Invite;
  busy: Busy;
  onAccept: () => void;
  onDecline: () => void;
}) {
  const { t } = useTranslation();
  const role = t(`ui.roles.${invite.role}`);
  const mine = busy?.uid === invite.uid;
  return (
    <Card withBorder radius="lg" padding="lg" component="article" aria-label={invite.workspace_name}>
      <Flex
        direction={{ base: 'column', sm: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', sm: 'center' }}
        gap="md"
      >
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Title order={2} size="h4">
            {invite.workspace_name}
          </Title>
          <Text size="sm">
            {invite.inviter_name
              ? t('ui.invites.invitedBy', { name: invite.inviter_name, role })
              : t('ui.invites.invitedAs', { role })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('ui.invites.expires', { date: formatDate(invite.expires_at) })}
          </Text>
        </Stack>
        <Group gap="xs" grow style={{ flexShrink: 0 }}>
          <Button
            variant="default"
            onClick={onDecline}
            loading={mine && busy?.action === 'decline'}
            disabled={busy !== null && !mine}
          >
            {t('ui.invites.decline')}
          </Button>
          <Button
            onClick={onAccept}
            loading={mine && busy?.action === 'accept'}
            disabled={busy !== null && !mine}
          >
            {t('ui.invites.accept')}
          </Button>
        </Group>
      </Flex>
    </Card>
  );
}

/**
 * /my-invites: the signed-in user's pending invites. Accepting one joins that workspace and
 * switches to it (the dashboard); declining removes it from the list.
 */
export function MyInvitesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const invites = useQuery(myInvitesQueryOptions());
  const hasWorkspace = useWorkspaceStore((state) => state.currentWorkspace !== null);
  const [busy, setBusy] = useState<Busy>(null);

  useEffect(() => {
    if (invites.data) useAuthStore.getState().setInvites(invites.data);
  }, [invites.data]);

  const accept = async (invite: Invite) => {
    setBusy({ uid: invite.uid, action: 'accept' });
    try {
      const { workspace_uid } = await acceptInvite(invite.uid);
      await enterWorkspace(workspace_uid, { navigate: false });
      await navigate(paths.dashboard());
      notify({ type: 'positive', message: t('ui.invites.accepted', { workspace: invite.workspace_name }) });
      void queryClient.invalidateQueries({ queryKey: myInvitesQueryKey });
    } catch (error) {
      notify({ type: 'negative', message: errorText(error) });
    } finally {
      setBusy(null);
    }
  };

  const decline = async (invite: Invite) => {
    setBusy({ uid: invite.uid, action: 'decline' });
    try {
      await declineInvite(invite.uid);
      queryClient.setQueryData<Invite[]>(myInvitesQueryKey, (list) =>
        list?.filter((item) => item.uid !== invite.uid),
      );
      notify({ type: 'positive', message: t('ui.invites.declined', { workspace: invite.workspace_name }) });
    } catch (error) {
      notify({ type: 'negative', message: errorText(error) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <PageFrame title={t('ui.pages.myInvites')} subtitle={t('ui.invites.intro')}>
      <Stack gap="md" maw={760} w="100%">
        {invites.isPending && (
          <Stack gap="md" role="status" aria-busy="true" aria-label={t('ui.loading')}>
            <Skeleton height={108} radius="lg" />
            <Skeleton height={108} radius="lg" />
          </Stack>
        )}
        {invites.isError && (
          <QueryError
            message={t('ui.invites.loadError')}
            error={invites.error}
            onRetry={() => void invites.refetch()}
            retrying={invites.isFetching}
          />
        )}
        {invites.data?.length === 0 && (
          <EmptyState
            title={t('ui.invites.emptyTitle')}
            description={t('ui.invites.emptyText')}
            icon={<IconMailOpened size={32} stroke={1.5} aria-hidden />}
            actions={
              hasWorkspace ? undefined : (
                <Button
                  component={Link}
                  to={paths.onboarding()}
                  leftSection={<IconPlus size={16} aria-hidden />}
                >
                  {t('ui.invites.createWorkspace')}
                </Button>
              )
            }
          />
        )}
        {invites.data?.map((invite) => (
          <InviteCard
            key={invite.uid}
            invite={invite}
            busy={busy}
            onAccept={() => void accept(invite)}
            onDecline={() => void decline(invite)}
          />
        ))}
      </Stack>
    </PageFrame>
  );
}
