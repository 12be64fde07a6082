import '@/shared/i18n/parts/api-keys';
import type { Project, ProjectUser } from '@expertos/domain/project.schema';
import {
  ActionIcon,
  Alert,
  Avatar,
  Badge,
  Button,
  Card,
  Group,
  Menu,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import {
  IconAlertCircle,
  IconCheck,
  IconDots,
  IconTrash,
  IconUserPlus,
  IconUsers,
} from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { errorText } from '@/shared/api/error-text';
import { useCurrentWorkspaceUid } from '@/shared/stores/use-session';
import { confirm } from '@/shared/ui/confirm/confirm-store';
import { EmptyState } from '@/shared/ui/EmptyState';
import { notify } from '@/shared/ui/notify/notify-store';
import { PageFrame } from '@/shared/ui/PageFrame';
import {
  grantProjectAccess,
  projectUsersQueryKey,
  projectUsersQueryOptions,
  removeProjectUser,
} from '../api/project-users';
import { ProjectLoadError, ProjectSkeleton } from '../components/ProjectState';
import { useProjectBySlug } from '../components/use-project';
import { useIsProjectAdmin } from '../components/use-project-admin';

function PersonRow({
  person,
  manage,
  onGrant,
  onRemove,
  busy,
}: {
  person: ProjectUser;
  manage: boolean;
  onGrant: () => void;
  onRemove: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  // A workspace key reads "Zapier (via key)" here too (docs/product.md#api-keys).
  const name = person.via_key
    ? t('ui.apiKeys.viaKey', { name: person.name ?? '' })
    : person.name || person.email;
  const requested = person.access === 'requested';
  return (
    <Group justify="space-between" wrap="wrap" px="md" py="sm" gap="sm" role="listitem" aria-label={name}>
      {/* On a narrow screen the actions move below the person rather than squeeze them. */}
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 240px' }}>
        <Avatar name={person.via_key ? (person.name ?? name) : name} color="initials" radius="xl" size={36} />
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600} size="sm" truncate="end">
            {name}
          </Text>
          {person.name && !person.via_key && (
            <Text size="xs" c="dimmed" truncate="end">
              {person.email}
            </Text>
          )}
          <Group gap={6} mt={4}>
            <Badge size="sm" variant="light" color={person.role === 'admin' ? 'brand' : 'gray'}>
              {t(`ui.projects.users.roles.${person.role}`)}
            </Badge>
            <Badge size="sm" variant="dot" color={requested ? 'yellow' : 'teal'}>
              {t(`ui.projects.users.accessStates.${person.access}`)}
            </Badge>
          </Group>
        </Stack>
      </Group>
      {manage && (
        <Group gap="xs" wrap="nowrap" ml="auto">
          {requested && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconCheck size={14} aria-hidden />}
              onClick={onGrant}
              loading={busy}
            >
              {t('ui.projects.users.grant')}
            </Button>
          )}
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('ui.projects.users.rowActions', { name })}
              >
                <IconDots size={18} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={onRemove}>
                {t('ui.projects.users.remove')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      )}
    </Group>
  );
}

function People({ workspaceUid, project }: { workspaceUid: string; project: Project }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const people = useQuery(projectUsersQueryOptions(workspaceUid, project.uid));
  const manage = useIsProjectAdmin(people.data);
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: projectUsersQueryKey(workspaceUid, project.uid) });

  const grant = useMutation({
    mutationFn: (person: ProjectUser) => grantProjectAccess(workspaceUid, project.uid, person.member_uid),
    onSuccess: (_reply, person) => {
      notify({
        type: 'positive',
        message: t('ui.projects.users.granted', { name: person.name || person.email, brand: project.name }),
      });
      void refresh();
    },
    onError: (error) => notify({ type: 'negative', message: errorText(error) }),
  });

  const remove = async (person: ProjectUser) => {
    const name = person.name || person.email;
    const ok = await confirm({
      title: t('ui.projects.users.removeTitle', { name, brand: project.name }),
      message: t('ui.projects.users.removeText'),
      ok: t('ui.confirm.removeFromBrand'),
      danger: true,
    });
    if (!ok) return;
    try {
      await removeProjectUser(workspaceUid, project.uid, person.member_uid);
      notify({ type: 'positive', message: t('ui.projects.users.removed', { name, brand: project.name }) });
      void refresh();
    } catch (error) {
      notify({ type: 'negative', message: errorText(error) });
    }
  };

  const add = manage ? (
    <Button
      component={Link}
      to={paths.brandUserAdd(project.slug)}
      leftSection={<IconUserPlus size={16} aria-hidden />}
    >
      {t('ui.projects.users.add')}
    </Button>
  ) : null;

  if (people.isPending)
    return <Skeleton height={160} radius="lg" role="status" aria-label={t('ui.loading')} />;
  if (people.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
        {t('ui.projects.users.loadError')} {errorText(people.error)}
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      {add && <Group justify="flex-end">{add}</Group>}
      {people.data.length === 0 ? (
        <EmptyState
          title={t('ui.projects.users.emptyTitle')}
          description={t('ui.projects.users.emptyText')}
          icon={<IconUsers size={32} stroke={1.5} aria-hidden />}
        />
      ) : (
        <Card withBorder radius="lg" padding={0}>
          <Stack gap={0} role="list" aria-label={t('ui.pages.brandUsers')}>
            {people.data.map((person, index) => (
              <div
                key={person.member_uid}
                style={index > 0 ? { borderTop: '1px solid var(--mantine-color-gray-2)' } : undefined}
              >
                <PersonRow
                  person={person}
                  manage={manage}
                  busy={grant.isPending && grant.variables?.member_uid === person.member_uid}
                  onGrant={() => grant.mutate(person)}
                  onRemove={() => void remove(person)}
                />
              </div>
            ))}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}

/** /brand/{projectSlug}/users: who has, or asked for, access to the brand; project admins grant and remove. */
export function ProjectUsersPage() {
  const { t } = useTranslation();
  const { projectSlug } = useParams();
  const workspaceUid = useCurrentWorkspaceUid();
  const project = useProjectBySlug(projectSlug);

  return (
    <PageFrame
      title={t('ui.pages.brandUsers')}
      subtitle={project.data ? t('ui.projects.users.intro', { name: project.data.name }) : undefined}
    >
      <Stack maw={880} w="100%">
        {project.data && workspaceUid ? (
          <People workspaceUid={workspaceUid} project={project.data} />
        ) : project.isError ? (
          <ProjectLoadError error={project.error} onRetry={() => void project.refetch()} />
        ) : (
          <ProjectSkeleton />
        )}
      </Stack>
    </PageFrame>
  );
}
