import '@/shared/i18n/parts/approval-settings';
import { isApiError } from '@expertos/api-client/client';
import {
  APPROVAL_DUE_DAYS_MAX,
  APPROVAL_EXPIRE_DAYS_MAX,
  APPROVAL_MAX_STEPS,
  APPROVAL_MODES,
  type ApprovalMode,
  type ApprovalStepKind,
  type ApprovalWorkflowInput,
  type ApprovalWorkflowView,
  approvalWorkflowInputSchema,
} from '@expertos/domain/approvals/workflow';
import { Button, Group, NumberInput, Radio, Stack, Switch } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { FormAlert } from '@/shared/ui/FormAlert';
import { notify } from '@/shared/ui/notify/notify-store';
import { saveWorkflow, workflowQueryKey } from '../../api/workflow';
import {
  bodyOf,
  draftOf,
  type FieldProblem,
  hasSteps,
  moveStep,
  newStep,
  problemsByField,
  type StepDraft,
  sameWorkflow,
  stepsOf,
  type WorkflowDraft,
  withKind,
  withMode,
} from '../../lib/workflow-draft';
import { type ApproverOption, StepFields } from './StepFields';

export interface WorkflowFormProps {
  projectUid: string;
  view: ApprovalWorkflowView;
  /** The members who may approve an internal step, and the brand's contacts for a client step. */
  options: Record<ApprovalStepKind, ApproverOption[]>;
  /** Said under a step's approvers, by kind (loading, could not load, no contacts yet). */
  notes: Partial<Record<ApprovalStepKind, ReactNode>>;
}

type WorkflowBody = ApprovalWorkflowInput;

const k = 'ui.approvalSettings.workflow' as const;

const joined = (messages: string[] | undefined) => (messages?.length ? messages.join(' ') : undefined);

/**
 * The workflow as brand admins set it (docs/product.md#approvals): the mode, the steps it has,
 * the days and the two rules, saved whole. A refusal is shown at the field it names
 * (`steps.0.approvers.1` at step 1's approvers, with the approver's name) and what was typed
 * stays as it was.
 */
export function WorkflowForm({ projectUid, view, options, notes }: WorkflowFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<WorkflowDraft>(() => draftOf(view));
  const [problems, setProblems] = useState<Record<string, string[]>>({});
  const saved = useMemo(() => draftOf(view), [view]);

  // Every approver the page knows a name for: the pickers' people, then the workflow's own
  // (one who no longer counts is no longer among the pickers' people).
  const names = useMemo(() => {
    const known = new Map<string, string>();
    for (const step of view.steps)
      for (const approver of step.approvers)
        known.set(
          approver.uid,
          approver.active ? approver.name : t(`${k}.inactive`, { name: approver.name }),
        );
    for (const list of Object.values(options))
      for (const option of list) known.set(option.value, option.label);
    return known;
  }, [view, options, t]);

  /** The step's kind's people, and whoever the step names besides them (by their last known name). */
  const optionsOf = (step: StepDraft): ApproverOption[] => {
    const base = options[step.kind];
    const listed = new Set(base.map((option) => option.value));
    const others = step.approvers
      .filter((uid) => !listed.has(uid))
      .map((uid) => ({ value: uid, label: names.get(uid) ?? uid }));
    return [...base, ...others];
  };

  const save = useMutation({
    mutationFn: (body: WorkflowBody) => saveWorkflow(projectUid, body),
    onSuccess: (next) => {
      queryClient.setQueryData(workflowQueryKey(projectUid), next);
      setDraft(draftOf(next));
      setProblems({});
      notify({ type: 'positive', message: t(`${k}.saved`) });
    },
    onError: (error, sent) => setProblems(grouped(isApiError(error) ? (error.details ?? []) : [], sent)),
  });

  /** The problems by field; an approver's named first ("Grace: An approver must be …"). */
  function grouped(found: readonly FieldProblem[], sent: WorkflowBody): Record<string, string[]> {
    return problemsByField(
      found.map(({ path, message }) => {
        const at = /^steps\.(\d+)\.approvers\.(\d+)$/.exec(path);
        if (at) {
          const uid = sent.steps?.[Number(at[1])]?.approvers?.[Number(at[2])];
          if (uid) return { path, message: `${names.get(uid) ?? uid}: ${message}` };
        }
        if (path === 'due_days')
          return { path, message: t(`${k}.daysRange`, { max: APPROVAL_DUE_DAYS_MAX }) };
        if (path === 'expire_days')
          return { path, message: t(`${k}.daysRange`, { max: APPROVAL_EXPIRE_DAYS_MAX }) };
        return { path, message };
      }),
    );
  }

  /** Fields edited since a refusal: theirs no longer stands (moving a step renumbers them all). */
  const forget = (...fields: string[]) =>
    setProblems((current) => {
      const stale = Object.keys(current).filter((key) =>
        fields.some((field) => key === field || key.startsWith(`${field}.`)),
      );
      if (stale.length === 0) return current;
      const next = { ...current };
      for (const key of stale) delete next[key];
      return next;
    });
  const change = (next: Partial<WorkflowDraft>) => {
    forget(...Object.keys(next));
    setDraft((current) => ({ ...current, ...next }));
  };
  const setStep = (index: number, step: StepDraft) => {
    forget(`steps.${index}`);
    setDraft((current) => ({ ...current, steps: current.steps.map((s, i) => (i === index ? step : s)) }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = bodyOf(draft);
    const parsed = approvalWorkflowInputSchema.safeParse(body);
    if (!parsed.success) {
      save.reset();
      const found = parsed.error.issues.map((issue) => ({
        path: issue.path.join('.'),
        message: issue.message,
      }));
      setProblems(grouped(found, body));
      return;
    }
    setProblems({});
    save.mutate(parsed.data);
  };

  const steps = stepsOf(draft);
  const multi = draft.mode === 'multi_step';
  const refused = save.isError || Object.keys(problems).length > 0;
  const alert = refused
    ? [t(`${k}.notSaved`), save.isError ? errorText(save.error) : null, ...(problems.form ?? [])]
        .filter(Boolean)
        .join(' ')
    : null;
  const stepProblems = (index: number) => ({
    kind: problems[`steps.${index}.kind`],
    rule: problems[`steps.${index}.rule`],
    brand_admins: problems[`steps.${index}.brand_admins`],
    approvers: problems[`steps.${index}.approvers`],
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Radio.Group
          label={t(`${k}.mode`)}
          value={draft.mode}
          onChange={(value) => {
            forget('mode', 'steps');
            setDraft((current) => withMode(current, value as ApprovalMode));
          }}
          error={joined(problems.mode)}
        >
          <Stack gap="sm" mt="xs">
            {APPROVAL_MODES.map((mode) => (
              <Radio
                key={mode}
                value={mode}
                label={t(`${k}.modes.${mode}`)}
                description={t(`${k}.modeHints.${mode}`)}
              />
            ))}
          </Stack>
        </Radio.Group>

        {hasSteps(draft.mode) && (
          <Stack gap="sm" role="group" aria-label={t(`${k}.steps`)}>
            {steps.map((step, index) => (
              <StepFields
                key={step.key}
                step={step}
                index={index}
                count={steps.length}
                ordered={multi}
                canRemove={steps.length > 1}
                options={optionsOf(step)}
                optionsNote={notes[step.kind]}
                problems={stepProblems(index)}
                onChange={(next) => setStep(index, next)}
                onKind={(kind) => setStep(index, withKind(step, kind))}
                onMove={(by) => change({ steps: moveStep(steps, index, by) })}
                onRemove={() => change({ steps: steps.filter((_, i) => i !== index) })}
              />
            ))}
            {problems.steps && <FormAlert>{problems.steps.join(' ')}</FormAlert>}
            {multi && (
              <Group>
                <Button
                  variant="default"
                  size="xs"
                  leftSection={<IconPlus size={14} aria-hidden />}
                  disabled={steps.length >= APPROVAL_MAX_STEPS}
                  onClick={() => change({ steps: [...steps, newStep()] })}
                >
                  {t(`${k}.addStep`)}
                </Button>
              </Group>
            )}
          </Stack>
        )}

        {draft.mode !== 'none' && (
          <>
            <Group gap="md" align="flex-start" wrap="wrap">
              <NumberInput
                label={t(`${k}.dueDays`)}
                description={t(`${k}.dueDaysHint`)}
                value={draft.due_days}
                onChange={(value) => change({ due_days: value })}
                min={1}
                max={APPROVAL_DUE_DAYS_MAX}
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="blur"
                error={joined(problems.due_days)}
                w={{ base: '100%', xs: 240 }}
              />
              <NumberInput
                label={t(`${k}.expireDays`)}
                description={t(`${k}.expireDaysHint`)}
                value={draft.expire_days}
                onChange={(value) => change({ expire_days: value })}
                min={1}
                max={APPROVAL_EXPIRE_DAYS_MAX}
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="blur"
                error={joined(problems.expire_days)}
                w={{ base: '100%', xs: 240 }}
              />
            </Group>
            <Switch
              label={t(`${k}.lockDates`)}
              description={t(`${k}.lockDatesHint`)}
              checked={draft.lock_dates}
              onChange={(event) => change({ lock_dates: event.currentTarget.checked })}
            />
            <Switch
              label={t(`${k}.authorMayApprove`)}
              description={t(`${k}.authorMayApproveHint`)}
              checked={draft.author_may_approve}
              onChange={(event) => change({ author_may_approve: event.currentTarget.checked })}
            />
          </>
        )}

        <FormAlert>{alert}</FormAlert>
        <Group>
          <Button type="submit" loading={save.isPending} disabled={sameWorkflow(draft, saved)}>
            {t(`${k}.save`)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
