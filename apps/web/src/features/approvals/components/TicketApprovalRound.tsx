import '@/shared/i18n/parts/approvals';
import type { ApprovalRoundView } from '@expertos/domain/approvals/round.schema';
import { Alert, Badge, Button, Group, List, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { formatInstant } from '@/shared/lib/format';
import { notify } from '@/shared/ui/notify/notify-store';
import type { TicketSlotProps } from '@/shared/ui/slots';
import { roundQueryKey, roundQueryOptions, useRoundActions } from '../api/round';
import { useIsBrandAdmin } from '../hooks/use-brand-admin';
import { AddApproversForm } from './AddApproversForm';
import { ChangesSinceApproved } from './ChangesSinceApproved';

type Round = NonNullable<ApprovalRoundView['round']>;

/**
 * A post's approval round (docs/product.md#approvals): who it waits on, step by step, and every
 * decision; "Ask for approval"; and, for an approver of the open step, approve, ask for changes
 * (with a comment) or reject — on the version shown. Nothing shows for a brand without approvals.
 */
export function TicketApprovalRound({
  ticketUid,
  headingOrder,
  ticketType,
  project,
  ticketUpdated,
}: TicketSlotProps) {
  const { t } = useTranslation();
  const k = 'ui.approvals.round' as const;
  const headingId = useId();
  const round = useQuery({ ...roundQueryOptions(ticketUid), enabled: ticketType === 'post' });
  // A save of the post may have changed its round: an edit makes the version shown stale, and an
  // edit of an approved post starts a new round. Read again whenever the ticket moves.
  const queryClient = useQueryClient();
  const seenUpdate = useRef(ticketUpdated);
  useEffect(() => {
    if (seenUpdate.current === ticketUpdated) return;
    seenUpdate.current = ticketUpdated;
    void queryClient.invalidateQueries({ queryKey: roundQueryKey(ticketUid) });
  }, [ticketUpdated, ticketUid, queryClient]);
  const actions = useRoundActions(ticketUid);
  if (ticketType !== 'post' || round.data?.mode === 'none') return null;

  const ask = () =>
    actions.request.mutate(undefined, {
      onSuccess: () => notify({ type: 'positive', message: t(`${k}.asked`) }),
      onError: (error) => notify({ type: 'negative', message: errorText(error) }),
    });
  const current = round.data?.round ?? null;

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm" data-testid="ticket-approval-round">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title id={headingId} order={headingOrder} size="h5">
          {t(`${k}.title`)}
        </Title>
        {current && <Badge variant="light">{t(`${k}.status.${current.status}`)}</Badge>}
      </Group>
      {round.isPending ? (
        <Text size="sm">{t('ui.loading')}</Text>
      ) : round.isError ? (
        <Text size="sm" c="red">
          {t(`${k}.loadError`)}
        </Text>
      ) : current ? (
        <RoundView round={current} ticketUid={ticketUid} projectUid={project?.uid ?? ''} />
      ) : (
        <Text size="sm">{t(`${k}.none`)}</Text>
      )}
      {!round.isPending && !round.isError && (current?.status !== 'open' || current.content_changed) && (
        <Group>
          <Button size="compact-sm" variant="light" onClick={ask} loading={actions.request.isPending}>
            {current ? t(`${k}.askAgain`) : t(`${k}.ask`)}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function RoundView({
  round,
  ticketUid,
  projectUid,
}: {
  round: Round;
  ticketUid: string;
  projectUid: string;
}) {
  const isBrandAdmin = useIsBrandAdmin(projectUid);
  const { t, i18n } = useTranslation();
  const k = 'ui.approvals.round' as const;
  const date = (iso: string) => formatInstant(iso, i18n.language, { day: 'numeric', month: 'short' });
  return (
    <Stack gap="xs">
      {round.requested_by && (
        <Text size="xs" c="dimmed">
          {t(`${k}.requestedBy`, { name: round.requested_by, date: date(round.requested_at) })}
        </Text>
      )}
      {round.status === 'open' && <ChangesSinceApproved ticketUid={ticketUid} />}
      {round.content_changed && round.status === 'open' && (
        <Alert color="yellow" p="xs">
          <Text size="sm">{t(`${k}.changed`)}</Text>
        </Alert>
      )}
      <List size="sm" spacing={4} listStyleType="none" p={0}>
        {round.steps.map((step, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a round's steps are fixed when it starts, never reordered; two may name the same people.
          <List.Item key={index}>
            <Text size="sm" fw={step.status === 'open' ? 600 : 400}>
              {t(`${k}.step`, {
                n: index + 1,
                count: round.steps.length,
                kind: t(`${k}.kinds.${step.kind}`),
                rule: t(`${k}.rules.${step.rule}`),
                status: t(`${k}.stepStatus.${step.status}`),
              })}
            </Text>
            <Text size="xs" c="dimmed">
              {step.approvers
                .map((a) =>
                  t('ui.common.labelled', {
                    label: a.name,
                    value: a.decision ? t(`${k}.decisions.${a.decision}`) : t(`${k}.noDecision`),
                  }),
                )
                .join(' · ')}
            </Text>
          </List.Item>
        ))}
      </List>
      {round.waiting_on_me && round.status === 'open' && <DecisionForm round={round} ticketUid={ticketUid} />}
      {isBrandAdmin === true && round.status === 'open' && !round.waiting_on_me && (
        <OverrideForm round={round} ticketUid={ticketUid} />
      )}
      {round.may_add_approvers && round.status === 'open' && (
        <AddApproversForm
          round={round}
          ticketUid={ticketUid}
          projectUid={projectUid}
          isBrandAdmin={isBrandAdmin === true}
        />
      )}
      {round.decisions.length > 0 && (
        <Stack gap={2}>
          <Text size="xs" fw={600}>
            {t(`${k}.history`)}
          </Text>
          {round.decisions.map((d) => (
            <Text key={`${d.at}-${d.by}`} size="xs">
              {[
                t(`${k}.decisionLine`, {
                  name: d.by,
                  decision: t(`${k}.decisions.${d.decision}`),
                  date: date(d.at),
                }),
                d.current ? '' : t(`${k}.earlier`),
                d.comment ? `— ${t('ui.approvals.quote', { comment: d.comment })}` : '',
              ]
                .filter(Boolean)
                .join(' ')}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function DecisionForm({ round, ticketUid }: { round: Round; ticketUid: string }) {
  const { t } = useTranslation();
  const k = 'ui.approvals.round' as const;
  const { decide } = useRoundActions(ticketUid);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = (decision: 'approved' | 'changes_requested' | 'rejected') =>
    decide.mutate(
      { decision, comment: comment.trim() || undefined, version: round.version },
      {
        onSuccess: () => {
          setProblem(null);
          notify({ type: 'positive', message: t(`${k}.decided`) });
        },
        // What was typed stays; the reason shows under it.
        onError: (error) => setProblem(errorText(error)),
      },
    );
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        {t(`${k}.yourTurn`)}
      </Text>
      <Textarea
        label={t(`${k}.comment`)}
        description={t(`${k}.commentHint`)}
        value={comment}
        onChange={(event) => setComment(event.currentTarget.value)}
        autosize
        minRows={2}
        error={problem}
      />
      <Group gap="xs" wrap="wrap">
        <Button size="compact-sm" onClick={() => send('approved')} loading={decide.isPending}>
          {t(`${k}.approve`)}
        </Button>
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => send('changes_requested')}
          disabled={decide.isPending}
        >
          {t(`${k}.requestChanges`)}
        </Button>
        <Button
          size="compact-sm"
          variant="light"
          color="red"
          onClick={() => send('rejected')}
          disabled={decide.isPending}
        >
          {t(`${k}.reject`)}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * A brand admin passes the open step, saying why (docs/product.md#approvals): for a step whose
 * approvers are away. The reason is kept in the decisions and the audit.
 */
function OverrideForm({ round, ticketUid }: { round: Round; ticketUid: string }) {
  const { t } = useTranslation();
  const k = 'ui.approvals.round' as const;
  const { override } = useRoundActions(ticketUid);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  if (!open)
    return (
      <Group>
        <Button size="compact-sm" variant="subtle" onClick={() => setOpen(true)}>
          {t(`${k}.override`)}
        </Button>
      </Group>
    );
  const send = () => {
    if (!reason.trim()) {
      setProblem(t(`${k}.overrideReasonNeeded`));
      return;
    }
    override.mutate(
      { reason: reason.trim(), version: round.version },
      {
        onSuccess: () => {
          setOpen(false);
          setReason('');
          setProblem(null);
          notify({ type: 'positive', message: t(`${k}.overridden`) });
        },
        onError: (error) => setProblem(errorText(error)),
      },
    );
  };
  return (
    <Stack gap="xs">
      <Textarea
        label={t(`${k}.overrideReason`)}
        description={t(`${k}.overrideHint`)}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        autosize
        minRows={2}
        error={problem}
      />
      <Group gap="xs">
        <Button size="compact-sm" color="orange" onClick={send} loading={override.isPending}>
          {t(`${k}.overrideConfirm`)}
        </Button>
        <Button
          size="compact-sm"
          variant="default"
          onClick={() => setOpen(false)}
          disabled={override.isPending}
        >
          {t(`${k}.overrideCancel`)}
        </Button>
      </Group>
    </Stack>
  );
}
