import '@/shared/i18n/parts/api-keys';
import '@/shared/i18n/parts/team';
import { ROLE_KEYS } from '@expertos/domain/roles';
import { MEMBER_STATUSES, TEAM_FILTER_ALL, teamFilterQuery } from '@expertos/domain/settings';
import { Button, Card, Group, Paper, Select, SimpleGrid, Skeleton, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconHistory,
  IconKey,
  IconMailPlus,
  IconSearch,
  IconShieldLock,
  IconTemplate,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useAuthStore } from '@/shared/stores/auth-store';
import { useCurrentWorkspaceUid } from '@/shared/stores/use-session';
import { EmptyState } from '@/shared/ui/EmptyState';
import { PageFrame } from '@/shared/ui/PageFrame';
import { QueryError } from '@/shared/ui/QueryError';
import { teamQueryOptions } from '../api/team-members';
import { TeamTable } from '../components/TeamTable';
import { useMemberActions } from '../hooks/use-member-actions';

/** How long the search waits for typing to pause before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

function SeatCounter({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Paper withBorder radius="lg" p="md">
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      {value === undefined ? (
        <Skeleton height={28} width={40} mt={4} />
      ) : (
        <Text fz={26} fw={700} lh={1.3} aria-label={`${label}: ${value}`}>
          {value}
        </Text>
      )}
    </Paper>
  );
}

/**
 * /team (admin only): the members and open invites of the workspace, filtered by a search
 * (lower-cased, debounced), role and status ('All' is not sent:
 * docs/product.md#workspaces-and-members), with the seat counters and each row's edit, remove
 * or revoke.
 */
export function TeamPage() {
  const { t } = useTranslation();
  const workspaceUid = useCurrentWorkspaceUid() ?? '';
  const myEmail = useAuthStore((state) => state.user?.email ?? null);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [role, setRole] = useState<string>(TEAM_FILTER_ALL);
  const [status, setStatus] = useState<string>(TEAM_FILTER_ALL);
  const query = useMemo(
    () => teamFilterQuery({ role, status, search: debouncedSearch }),
    [role, status, debouncedSearch],
  );
  const team = useQuery({ ...teamQueryOptions(workspaceUid, query), enabled: Boolean(workspaceUid) });
  const actions = useMemberActions(workspaceUid);

  const all = { value: TEAM_FILTER_ALL, label: t('ui.common.all') };
  const roleOptions = [all, ...ROLE_KEYS.map((key) => ({ value: key, label: t(`ui.roles.${key}`) }))];
  const statusOptions = [
    all,
    ...MEMBER_STATUSES.map((key) => ({ value: key, label: t(`ui.memberStatuses.${key}`) })),
  ];

  return (
    <PageFrame
      title={t('ui.pages.team')}
      subtitle={t('ui.team.intro')}
      actions={
        <Group gap="sm">
          <Button
            component={Link}
            to={paths.workspaceApiKeys()}
            variant="default"
            leftSection={<IconKey size={16} aria-hidden />}
          >
            {t('ui.apiKeys.workspace.page')}
          </Button>
          <Button
            component={Link}
            to={paths.workspaceSecurity()}
            variant="default"
            leftSection={<IconShieldLock size={16} aria-hidden />}
          >
            {t('ui.pages.workspaceSecurity')}
          </Button>
          <Button
            component={Link}
            to={paths.workspaceTemplates()}
            variant="default"
            leftSection={<IconTemplate size={16} aria-hidden />}
          >
            {t('ui.pages.workspaceTemplates')}
          </Button>
          <Button
            component={Link}
            to={paths.workspaceAuditLog()}
            variant="default"
            leftSection={<IconHistory size={16} aria-hidden />}
          >
            {t('ui.pages.workspaceAuditLog')}
          </Button>
          <Button component={Link} to={paths.userAdd()} leftSection={<IconMailPlus size={16} aria-hidden />}>
            {t('ui.team.invite')}
          </Button>
        </Group>
      }
    >
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        <SeatCounter label={t('ui.team.seatsClaimed')} value={team.data?.seats.claimed} />
        <SeatCounter label={t('ui.team.seatsPending')} value={team.data?.seats.pending} />
      </SimpleGrid>
      <Group gap="sm" align="flex-end" role="search" aria-label={t('ui.team.filters')}>
        <TextInput
          label={t('ui.team.search')}
          placeholder={t('ui.team.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          type="search"
          style={{ flex: '1 1 240px' }}
        />
        <Select
          label={t('ui.team.role')}
          data={roleOptions}
          value={role}
          onChange={(value) => setRole(value ?? TEAM_FILTER_ALL)}
          allowDeselect={false}
          w={{ base: 'calc(50% - 6px)', sm: 160 }}
        />
        <Select
          label={t('ui.team.status')}
          data={statusOptions}
          value={status}
          onChange={(value) => setStatus(value ?? TEAM_FILTER_ALL)}
          allowDeselect={false}
          w={{ base: 'calc(50% - 6px)', sm: 160 }}
        />
      </Group>
      {team.isPending && <Skeleton height={220} radius="lg" role="status" aria-label={t('ui.loading')} />}
      {team.isError && (
        <QueryError
          message={t('ui.team.loadError')}
          error={team.error}
          onRetry={() => void team.refetch()}
          retrying={team.isFetching}
        />
      )}
      {team.data && team.data.members.length === 0 && (
        <EmptyState title={t('ui.team.emptyTitle')} description={t('ui.team.emptyText')} />
      )}
      {team.data && team.data.members.length > 0 && (
        <Card withBorder radius="lg" padding={0} style={{ opacity: team.isPlaceholderData ? 0.6 : 1 }}>
          <TeamTable
            members={team.data.members}
            myEmail={myEmail}
            onRemove={(member) => void actions.remove(member)}
            onRevoke={(member) => void actions.revoke(member)}
          />
        </Card>
      )}
    </PageFrame>
  );
}
