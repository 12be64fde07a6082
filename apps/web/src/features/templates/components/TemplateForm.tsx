import '@/shared/i18n/parts/templates';
import { TEMPLATE_NAME_MAX, type Template } from '@expertos/domain/templates';
import { TICKET_SUMMARY_MAX } from '@expertos/domain/ticket.schema';
import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCode, errorText } from '@/shared/api/error-text';
import { FormAlert } from '@/shared/ui/FormAlert';
import { LengthCounter } from '@/shared/ui/LengthCounter';
import { notify } from '@/shared/ui/notify/notify-store';
import type { TemplatePlace } from '../api/templates';
import { useSaveTemplate } from '../hooks/use-templates';
import type { PostValues } from '../lib/post-values';
import {
  checkValues,
  type FormProblems,
  type SubtaskField,
  type TemplateFormField,
} from '../lib/template-checks';
import {
  type DateValues,
  initialValues,
  type SubtaskValues,
  type TemplateFormValues,
  toInput,
} from '../lib/template-form';
import { AssigneeRuleField } from './AssigneeRuleField';
import { PlaceholderHint } from './PlaceholderHint';
import { SubtasksField } from './SubtasksField';
import { TemplateDates } from './TemplateDates';
import { TemplateFields } from './TemplateFields';
import { TemplatePostFields } from './TemplatePostFields';

export interface TemplateFormProps {
  place: TemplatePlace;
  /** The template edited; null for a new one. */
  template: Template | null;
  onDone: () => void;
}

/**
 * A template's name and what it makes (docs/product.md#templates): the summary pattern, the
 * ticket's fields (a post's own too), who gets it, its film date, due date and reminder, its
 * checklist and subtasks. What the form does not show of a kept template (a post's pillar and
 * links, a subtask's status and tags) is kept as it was.
 */
export function TemplateForm({ place, template, onDone }: TemplateFormProps) {
  const { t } = useTranslation();
  const save = useSaveTemplate(place);
  const [values, setValues] = useState<TemplateFormValues>(() => initialValues(template ?? undefined));
  const [problems, setProblems] = useState<FormProblems>({});
  // A refusal of the server for the name (taken) goes under it; any other to the form.
  const [nameTaken, setNameTaken] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const set = <K extends keyof TemplateFormValues>(field: K, value: TemplateFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field === 'name') setNameTaken(null);
  };
  // Stable, so the memoised parts draw again only when their own values change.
  const change = useCallback(
    (patch: Partial<TemplateFormValues>) => setValues((current) => ({ ...current, ...patch })),
    [],
  );
  const changePost = useCallback(
    (patch: Partial<PostValues>) =>
      setValues((current) => ({ ...current, post: { ...current.post, ...patch } })),
    [],
  );
  const changeDates = useCallback(
    (patch: Partial<DateValues>) =>
      setValues((current) => ({ ...current, dates: { ...current.dates, ...patch } })),
    [],
  );
  const changeSubtasks = useCallback((subtasks: SubtaskValues[]) => change({ subtasks }), [change]);
  const errorOf = useCallback(
    (field: TemplateFormField): string | undefined => {
      const problem = problems[field];
      // Every text's values given, so one call fits each of them.
      return problem
        ? t(`ui.templates.form.errors.${problem.key}`, { max: 0, length: 0, ...problem.values })
        : undefined;
    },
    [problems, t],
  );
  const subtaskErrorOf = useCallback(
    (key: string, field: SubtaskField) => errorOf(`subtask.${key}.${field}`),
    [errorOf],
  );
  const { ticketType, status, priority, tags } = values;
  const fields = useMemo(
    () => ({ ticketType, status, priority, tags }),
    [ticketType, status, priority, tags],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const found = checkValues(values);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      setMessage(t('ui.templates.form.errors.check'));
      return;
    }
    save.mutate(
      { uid: template?.uid, input: toInput(values, template?.body) },
      {
        onSuccess: (saved) => {
          notify({
            type: 'positive',
            message: t(template ? 'ui.templates.form.saved' : 'ui.templates.form.created', {
              name: saved.name,
            }),
          });
          onDone();
        },
        onError: (error) =>
          errorCode(error) === 'template_name_taken'
            ? setNameTaken(errorText(error))
            : setMessage(errorText(error)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('ui.templates.form.label')}>
      <Stack gap="md">
        <TextInput
          label={t('ui.templates.form.name')}
          value={values.name}
          onChange={(event) => set('name', event.currentTarget.value)}
          error={nameTaken ?? errorOf('name')}
          description={<LengthCounter length={values.name.length} max={TEMPLATE_NAME_MAX} />}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          maxLength={TEMPLATE_NAME_MAX}
          required
          data-autofocus
        />
        <Stack gap={6}>
          <TextInput
            label={t('ui.templates.form.summary')}
            value={values.summary}
            onChange={(event) => set('summary', event.currentTarget.value)}
            error={errorOf('summary')}
            description={<LengthCounter length={values.summary.length} max={TICKET_SUMMARY_MAX} />}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            maxLength={TICKET_SUMMARY_MAX}
            required
          />
          <PlaceholderHint onInsert={(code) => set('summary', `${values.summary}${code}`)} />
        </Stack>
        <TemplateFields values={fields} onChange={change} tagsError={errorOf('tags')} />
        {values.ticketType === 'post' && (
          <TemplatePostFields value={values.post} onChange={changePost} errorOf={errorOf} />
        )}
        <AssigneeRuleField
          workspaceUid={place.workspaceUid}
          rule={values.assigneeRule}
          member={values.assigneeMember}
          onRule={(rule) => set('assigneeRule', rule)}
          onMember={(member) => set('assigneeMember', member)}
          memberError={errorOf('assigneeMember')}
        />
        <TemplateDates values={values.dates} onChange={changeDates} errorOf={errorOf} />
        <Textarea
          label={t('ui.templates.form.checklist')}
          description={t('ui.templates.form.checklistHint')}
          value={values.checklist}
          onChange={(event) => set('checklist', event.currentTarget.value)}
          error={errorOf('checklist')}
          autosize
          minRows={2}
          maxRows={10}
        />
        <SubtasksField
          workspaceUid={place.workspaceUid}
          value={values.subtasks}
          onChange={changeSubtasks}
          errorOf={subtaskErrorOf}
        />
        <FormAlert>{message}</FormAlert>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDone}>
            {t('ui.common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {template ? t('ui.templates.form.save') : t('ui.templates.form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
