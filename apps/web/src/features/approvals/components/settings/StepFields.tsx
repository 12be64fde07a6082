import '@/shared/i18n/parts/approval-settings';
import {
  APPROVAL_MAX_APPROVERS,
  APPROVAL_STEP_KINDS,
  APPROVAL_STEP_RULES,
  type ApprovalStepKind,
  type ApprovalStepRule,
} from '@expertos/domain/approvals/workflow';
import { ActionIcon, Fieldset, Group, MultiSelect, Radio, Stack, Switch } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StepDraft } from '../../lib/workflow-draft';

export interface ApproverOption {
  value: string;
  label: string;
}

export interface StepFieldsProps {
  step: StepDraft;
  index: number;
  /** How many steps the workflow has (multi-step: the order can change). */
  count: number;
  /** A multi-step workflow's step: moved and removed here. */
  ordered: boolean;
  canRemove: boolean;
  /** The people the step's kind may name. */
  options: ApproverOption[];
  /** Said under the approvers (the list is loading, could not load, or is empty). */
  optionsNote?: ReactNode;
  /** The problems of this step's fields, by field (`kind`, `rule`, `brand_admins`, `approvers`). */
  problems: Partial<Record<'kind' | 'rule' | 'brand_admins' | 'approvers', string[]>>;
  onChange: (step: StepDraft) => void;
  onKind: (kind: ApprovalStepKind) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

const joined = (messages: string[] | undefined) => (messages?.length ? messages.join(' ') : undefined);

/** One step of the workflow: who approves (internal or client), any one or all, and whom. */
export function StepFields({
  step,
  index,
  count,
  ordered,
  canRemove,
  options,
  optionsNote,
  problems,
  onChange,
  onKind,
  onMove,
  onRemove,
}: StepFieldsProps) {
  const { t } = useTranslation();
  const k = 'ui.approvalSettings.workflow' as const;
  const n = index + 1;
  const legend = ordered ? t(`${k}.step`, { n }) : t(`${k}.onlyStep`);
  const internal = step.kind === 'internal';
  const description = internal ? t(`${k}.approversInternal`) : t(`${k}.approversClient`);

  return (
    <Fieldset legend={legend} radius="md" data-testid="approval-step" style={{ minWidth: 0 }}>
      <Stack gap="md">
        {ordered && (
          <Group gap={4} justify="flex-end">
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t(`${k}.moveUp`, { n })}
              disabled={index === 0}
              onClick={() => onMove(-1)}
            >
              <IconArrowUp size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t(`${k}.moveDown`, { n })}
              disabled={index === count - 1}
              onClick={() => onMove(1)}
            >
              <IconArrowDown size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="default"
              color="red"
              size="lg"
              aria-label={t(`${k}.removeStep`, { n })}
              disabled={!canRemove}
              onClick={onRemove}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        )}
        <Radio.Group
          label={t(`${k}.kind`)}
          value={step.kind}
          onChange={(value) => onKind(value as ApprovalStepKind)}
          error={joined(problems.kind)}
        >
          <Group gap="lg" mt={6}>
            {APPROVAL_STEP_KINDS.map((kind) => (
              <Radio
                key={kind}
                value={kind}
                label={t(`${k}.kinds.${kind}`)}
                description={t(`${k}.kindHints.${kind}`)}
              />
            ))}
          </Group>
        </Radio.Group>
        <Radio.Group
          label={t(`${k}.rule`)}
          value={step.rule}
          onChange={(value) => onChange({ ...step, rule: value as ApprovalStepRule })}
          error={joined(problems.rule)}
        >
          <Group gap="lg" mt={6}>
            {APPROVAL_STEP_RULES.map((rule) => (
              <Radio key={rule} value={rule} label={t(`${k}.rules.${rule}`)} />
            ))}
          </Group>
        </Radio.Group>
        {internal && (
          <Switch
            label={t(`${k}.brandAdmins`)}
            checked={step.brand_admins}
            onChange={(event) => onChange({ ...step, brand_admins: event.currentTarget.checked })}
            error={joined(problems.brand_admins)}
          />
        )}
        <Stack gap={4}>
          <MultiSelect
            label={t(`${k}.approvers`)}
            description={description}
            placeholder={step.approvers.length === 0 ? t(`${k}.approversPick`) : undefined}
            data={options}
            value={step.approvers}
            onChange={(approvers) => onChange({ ...step, approvers })}
            maxValues={APPROVAL_MAX_APPROVERS}
            searchable
            clearable
            nothingFoundMessage={t(`${k}.noOptions`)}
            error={joined(problems.approvers)}
          />
          {optionsNote}
        </Stack>
      </Stack>
    </Fieldset>
  );
}
