import '@/shared/i18n/parts/approvals';
import type { ApprovalRoundView } from '@expertos/domain/approvals/round.schema';
import { Button, Group, MultiSelect, Select, Stack, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { FormAlert } from '@/shared/ui/FormAlert';
import { notify } from '@/shared/ui/notify/notify-store';
import { QueryError } from '@/shared/ui/QueryError';
import { useRoundActions } from '../api/round';
import { contactsQueryOptions, teamQueryOptions } from '../api/workflow';
import { mayApprove } from '../lib/may-approve';

type Round = NonNullable<ApprovalRoundView['round']>;

/**
 * Whoever asked for the approval, or a brand admin, adds people to the open step or one still
 * to come (docs/product.md#approvals). Members who work on the brand for an internal step; the
 * brand's contacts for a client step, which only its admins see. The server checks each again.
 */
export function AddApproversForm({
  round,
  ticketUid,
  projectUid,
  isBrandAdmin,
}: {
  round: Round;
  ticketUid: string;
  projectUid: string;
  isBrandAdmin: boolean;
}) {
  const { t } = useTranslation();
  const k = 'ui.approvals.round' as const;
  const [opened, setOpened] = useState(false);
  const steps = round.steps
    .map((step, index) => ({ step, index }))
    .filter(({ step, index }) => index >= round.step && (step.kind === 'internal' || isBrandAdmin));
  const [stepIndex, setStepIndex] = useState<number | null>(null);
  const [picked, setPicked] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const { addApprovers } = useRoundActions(ticketUid);
  const chosen = steps.find(({ index }) => index === stepIndex) ?? steps[0];
  const workspaceUid = useWorkspaceStore((state) => state.currentWorkspace?.uid ?? '');
  const team = useQuery({
    ...teamQueryOptions(workspaceUid),
    enabled: opened && chosen?.step.kind === 'internal' && Boolean(workspaceUid),
  });
  const contacts = useQuery({
    ...contactsQueryOptions(projectUid),
    enabled: opened && chosen?.step.kind === 'client',
  });

  const options = useMemo(() => {
    if (!chosen) return [];
    const already = new Set(chosen.step.approvers.map((approver) => approver.uid));
    const all =
      chosen.step.kind === 'internal'
        ? (team.data?.members ?? [])
            .filter((member) => mayApprove(member, projectUid))
            .map((member) => ({ value: member.uid, label: member.name?.trim() || member.email }))
        : (contacts.data ?? []).map((contact) => ({ value: contact.uid, label: contact.name }));
    return all.filter((option) => !already.has(option.value)).sort((a, b) => a.label.localeCompare(b.label));
  }, [chosen, team.data, contacts.data, projectUid]);

  if (steps.length === 0 || !chosen) return null;
  if (!opened)
    return (
      <Group>
        <Button
          size="compact-sm"
          variant="subtle"
          leftSection={<IconUserPlus size={14} aria-hidden />}
          onClick={() => setOpened(true)}
        >
          {t(`${k}.addApprovers`)}
        </Button>
      </Group>
    );

  const people = chosen.step.kind === 'internal' ? team : contacts;
  const close = () => {
    setOpened(false);
    setPicked([]);
    setProblem(null);
  };
  const send = () => {
    if (picked.length === 0) return setProblem(t(`${k}.addNoOne`));
    setProblem(null);
    addApprovers.mutate(
      { step: chosen.index + 1, approvers: picked },
      {
        onSuccess: () => {
          notify({ type: 'positive', message: t(`${k}.added`, { n: chosen.index + 1 }) });
          close();
        },
        onError: (error) => setProblem(errorText(error)),
      },
    );
  };
  return (
    <Stack
      gap="xs"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      {steps.length > 1 && (
        <Select
          label={t(`${k}.addStep`)}
          data={steps.map(({ step, index }) => ({
            value: String(index),
            label: t(`${k}.addStepOption`, {
              n: index + 1,
              count: round.steps.length,
              kind: t(`${k}.kinds.${step.kind}`),
            }),
          }))}
          value={String(chosen.index)}
          onChange={(value) => {
            setStepIndex(value === null ? null : Number(value));
            setPicked([]);
          }}
          allowDeselect={false}
          size="sm"
        />
      )}
      {people.isError ? (
        <QueryError
          message={t(`${k}.peopleError`)}
          onRetry={() => void people.refetch()}
          layout="inline"
          compact
        />
      ) : (
        <MultiSelect
          label={t(`${k}.addPeople`)}
          description={t(`${k}.addPeopleHint`)}
          data={options}
          value={picked}
          onChange={setPicked}
          searchable
          disabled={people.isPending}
          nothingFoundMessage={t(`${k}.addNoOneLeft`)}
          size="sm"
        />
      )}
      {people.isSuccess && options.length === 0 && (
        <Text size="xs" c="dimmed">
          {t(`${k}.addNoOneLeft`)}
        </Text>
      )}
      {problem && <FormAlert>{problem}</FormAlert>}
      <Group gap="xs">
        <Button size="compact-sm" type="submit" loading={addApprovers.isPending}>
          {t(`${k}.addConfirm`)}
        </Button>
        <Button size="compact-sm" variant="subtle" onClick={close} disabled={addApprovers.isPending}>
          {t(`${k}.addCancel`)}
        </Button>
      </Group>
    </Stack>
  );
}
