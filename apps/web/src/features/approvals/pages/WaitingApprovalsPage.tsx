import '@/shared/i18n/parts/approvals';
import type { OpenApproval } from '@expertos/domain/approvals/open';
import { Chip, Container, Group, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/lib/format';
import { useCurrentWorkspaceUid } from '@/shared/stores/use-session';
import { EmptyState } from '@/shared/ui/EmptyState';
import { QueryError } from '@/shared/ui/QueryError';
import { openTaskDialog } from '@/shared/ui/task-dialog/open-task-dialog';
import { openApprovalsQueryOptions } from '../api/open';
import { ApprovalBadge } from '../components/ApprovalBadge';

const FILTERS = ['mine', 'client', 'overdue', 'all'] as const;
type Filter = (typeof FILTERS)[number];

const MATCHES: Record<Filter, (item: OpenApproval) => boolean> = {
  mine: (item) => item.waiting_on_me,
  client: (item) => item.waiting_on_client,
  overdue: (item) => item.overdue,
  all: () => true,
};

/**
 * /approvals: the posts waiting for approval in the brands the person works on
 * (docs/product.md#approvals), "Waiting on me" first; also those on a client, the overdue, all.
 * Each opens its ticket, where the Approval section decides.
 */
export function WaitingApprovalsPage() {
  const { t } = useTranslation();
  const k = 'ui.approvals.waiting' as const;
  const workspaceUid = useCurrentWorkspaceUid() ?? '';
  const open = useQuery({ ...openApprovalsQueryOptions(workspaceUid), enabled: Boolean(workspaceUid) });
  const [filter, setFilter] = useState<Filter>('mine');

  let body: React.ReactNode;
  if (open.isPending)
    body = (
      <Stack gap="xs" role="status" aria-label={t(`${k}.loading`)}>
        <Skeleton height={56} radius="md" />
        <Skeleton height={56} radius="md" />
      </Stack>
    );
  else if (open.isError)
    body = (
      <QueryError
        message={t(`${k}.loadError`)}
        error={open.error}
        onRetry={() => void open.refetch()}
        retrying={open.isRefetching}
      />
    );
  else {
    const shown = open.data.filter(MATCHES[filter]);
    body =
      shown.length === 0 ? (
        <EmptyState
          icon={<IconChecklist size={32} stroke={1.5} aria-hidden />}
          title={t(`${k}.empty.${filter}`)}
          description={t(`${k}.emptyText`)}
        />
      ) : (
        <Stack component="ul" gap="xs" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {shown.map((item) => (
            <li key={item.ticket_uid}>
              <UnstyledButton
                w="100%"
                p="sm"
                style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
                aria-label={t(`${k}.open`, { id: item.ticket_id, summary: item.summary })}
                onClick={() =>
                  openTaskDialog({
                    taskId: item.ticket_uid,
                    projectSlug: item.project.slug,
                    title: item.summary,
                  })
                }
              >
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Stack gap={2} style={{ minWidth: 0, flex: '1 1 14rem' }}>
                    <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                      #{item.ticket_id} {item.summary}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {item.project.name} · {t(`${k}.requested`, { when: formatDateTime(item.requested_at) })}
                    </Text>
                  </Stack>
                  <ApprovalBadge workspaceUid={workspaceUid} ticketUid={item.ticket_uid} />
                </Group>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      );
  }

  return (
    <Container size="md" py="lg">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1}>{t(`${k}.title`)}</Title>
          <Text c="dimmed">{t(`${k}.intro`)}</Text>
        </Stack>
        <Chip.Group value={filter} onChange={(value) => setFilter(value as Filter)}>
          <Group gap="xs" role="radiogroup" aria-label={t(`${k}.filterLabel`)}>
            {FILTERS.map((value) => (
              <Chip key={value} value={value} variant="outline">
                {open.isSuccess && value !== 'all'
                  ? `${t(`${k}.filters.${value}`)} (${open.data.filter(MATCHES[value]).length})`
                  : t(`${k}.filters.${value}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        {body}
      </Stack>
    </Container>
  );
}
