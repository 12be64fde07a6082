import '@/shared/i18n/parts/approvals';
import type { Approval } from '@expertos/domain/approval.schema';
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { formatDateTime } from '@/shared/lib/format';
import { confirm } from '@/shared/ui/confirm/confirm-store';
import { notify } from '@/shared/ui/notify/notify-store';
import { QueryError } from '@/shared/ui/QueryError';
import type { TicketSlotProps } from '@/shared/ui/slots';
import { useTicketApprovals, useWithdrawApproval } from '../api/approvals';
import { SendForApprovalModal } from './SendForApprovalModal';

const STATE_COLOR = { open: 'blue', expired: 'gray', revoked: 'gray' } as const;
const DECISION_COLOR = { approved: 'green', rejected: 'red', changes_requested: 'orange' } as const;

function LinkItem({
  approval,
  ticketUid,
  onWithdraw,
}: {
  approval: Approval;
  ticketUid: string;
  onWithdraw: () => void;
}) {
  const { t } = useTranslation();
  const k = 'ui.approvals.section' as const;
  const item = approval.items.find((candidate) => candidate.ticket.uid === ticketUid);
  const to = approval.recipient_name
    ? `${approval.recipient_name} (${approval.recipient_email})`
    : approval.recipient_email;
  return (
    <Stack component="li" gap={4} data-testid="approval-link">
      <Group gap={6} justify="space-between" wrap="nowrap">
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {t(`${k}.sentTo`, { to })}
        </Text>
        <Badge size="sm" variant="light" color={STATE_COLOR[approval.state]} miw="max-content">
          {t(`${k}.states.${approval.state}`)}
        </Badge>
      </Group>
      {item?.decision ? (
        <Group gap={6}>
          <Badge size="sm" color={DECISION_COLOR[item.decision]}>
            {t(`ui.approvals.decisions.${item.decision}`)}
          </Badge>
          {item.decided_at && (
            <Text size="xs" c="dimmed">
              {formatDateTime(item.decided_at)}
            </Text>
          )}
        </Group>
      ) : (
        approval.state === 'open' && (
          <Text size="xs" c="dimmed">
            {t(`${k}.waiting`)}
          </Text>
        )
      )}
      {item?.comment && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {t('ui.approvals.quote', { comment: item.comment })}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {t(`${k}.sentBy`, {
          name: approval.sent_by?.name ?? approval.sent_by?.email ?? '—',
          when: formatDateTime(approval.created_at),
        })}
      </Text>
      {approval.state === 'open' && (
        <Group gap="xs">
          <Text size="xs" c="dimmed">
            {t(`${k}.until`, { when: formatDateTime(approval.expires_at) })}
          </Text>
          <Button variant="subtle" color="red" size="compact-xs" onClick={onWithdraw}>
            {t(`${k}.revoke`)}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/**
 * A post's client approval (docs/product.md#approval-links): the links it was sent on, each
 * with the client's decision and comment, "Send for approval" and withdrawing a link.
 */
export function TicketApprovalsSection({ ticketUid, headingOrder, project, ticketType }: TicketSlotProps) {
  const { t } = useTranslation();
  const k = 'ui.approvals.section' as const;
  const headingId = useId();
  const [sending, setSending] = useState(false);
  const projectUid = project?.uid ?? '';
  const approvals = useTicketApprovals(projectUid, ticketType === 'post' ? ticketUid : '');
  const withdraw = useWithdrawApproval(projectUid, ticketUid);
  if (ticketType !== 'post' || !project) return null;

  async function askWithdraw(approval: Approval) {
    const ok = await confirm({
      title: t(`${k}.revokeTitle`),
      message: t(`${k}.revokeText`),
      ok: t(`${k}.revoke`),
      danger: true,
    });
    if (!ok) return;
    withdraw.mutate(approval.uid, {
      onSuccess: () => notify({ type: 'positive', message: t(`${k}.revoked`) }),
      onError: (error) => notify({ type: 'negative', message: errorText(error) }),
    });
  }

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm" data-testid="ticket-approvals">
      <Title id={headingId} order={headingOrder} size="h5">
        {t(`${k}.title`)}
      </Title>
      {approvals.isPending ? (
        <Text size="sm">{t('ui.loading')}</Text>
      ) : approvals.isError ? (
        <QueryError
          layout="inline"
          message={t(`${k}.loadError`)}
          error={approvals.error}
          onRetry={() => void approvals.refetch()}
        />
      ) : approvals.data.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t(`${k}.empty`)}
        </Text>
      ) : (
        <Stack
          component="ul"
          gap="md"
          aria-label={t(`${k}.listLabel`)}
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {approvals.data.items.map((approval) => (
            <LinkItem
              key={approval.uid}
              approval={approval}
              ticketUid={ticketUid}
              onWithdraw={() => void askWithdraw(approval)}
            />
          ))}
        </Stack>
      )}
      <Group>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconSend size={14} aria-hidden />}
          onClick={() => setSending(true)}
        >
          {t(`${k}.send`)}
        </Button>
      </Group>
      <SendForApprovalModal
        opened={sending}
        onClose={() => setSending(false)}
        projectUid={projectUid}
        ticketUids={[ticketUid]}
      />
    </Stack>
  );
}
