import type { Project } from '@expertos/domain/project.schema';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconClock, IconLock } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { notify } from '@/shared/ui/notify/notify-store';
import { allProjectsQueryKey, allProjectsQueryOptions, requestProjectAccess } from '../api/projects';

/**
 * Brands of the workspace the member cannot see yet, each with "Request access" (or that it
 * was requested). Shows nothing when there are none.
 */
export function RequestAccessList({ workspaceUid }: { workspaceUid: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const all = useQuery(allProjectsQueryOptions(workspaceUid));
  const request = useMutation({
    mutationFn: (project: Project) => requestProjectAccess(workspaceUid, project.uid),
    onSuccess: (_reply, project) => {
      queryClient.setQueryData<Project[]>(allProjectsQueryKey(workspaceUid), (list) =>
        list?.map((item) => (item.uid === project.uid ? { ...item, access_requested: true } : item)),
      );
      notify({ type: 'positive', message: t('ui.dashboard.requestSent', { name: project.name }) });
    },
    onError: (error) => notify({ type: 'negative', message: errorText(error) }),
  });

  const hidden = all.data?.filter((project) => !project.has_permission) ?? [];
  if (hidden.length === 0) return null;

  const title = t('ui.dashboard.requestTitle');
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Stack gap={2}>
        <Title order={2} size="h4">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {t('ui.dashboard.requestText')}
        </Text>
      </Stack>
      <Card withBorder radius="lg" padding={0}>
        {hidden.map((project, index) => (
          <Group
            key={project.uid}
            justify="space-between"
            px="md"
            py="sm"
            wrap="nowrap"
            style={index > 0 ? { borderTop: '1px solid var(--mantine-color-gray-2)' } : undefined}
          >
            <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
              <IconLock size={16} aria-hidden color="var(--mantine-color-gray-6)" style={{ flexShrink: 0 }} />
              <Text fw={600} truncate="end">
                {project.name}
              </Text>
            </Group>
            {project.access_requested ? (
              <Badge variant="light" color="gray" leftSection={<IconClock size={12} aria-hidden />}>
                {t('ui.dashboard.accessRequested')}
              </Badge>
            ) : (
              <Button
                size="xs"
                variant="light"
                onClick={() => request.mutate(project)}
                loading={request.isPending && request.variables?.uid === project.uid}
                aria-label={`${t('ui.dashboard.requestAccess')}: ${project.name}`}
              >
                {t('ui.dashboard.requestAccess')}
              </Button>
            )}
          </Group>
        ))}
      </Card>
    </Stack>
  );
}
