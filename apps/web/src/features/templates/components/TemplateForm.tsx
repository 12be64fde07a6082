import '@/shared/i18n/parts/templates';
import { TEMPLATE_NAME_MAX, type Template } from '@expertos/domain/templates';
import { TICKET_SUMMARY_MAX } from '@expertos/domain/ticket.schema';
import { Button, Checkbox, Group, NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCode, errorText } from '@/shared/api/error-text';
import { FormAlert } from '@/shared/ui/FormAlert';
import { LengthCounter } from '@/shared/ui/LengthCounter';
import { notify } from '@/shared/ui/notify/notify-store';
import type { TemplatePlace } from '../api/templates';
import { useSaveTemplate } from '../hooks/use-templates';
import {
  checkValues,
  type FormProblems,
  initialValues,
  OFFSET_DAYS_MAX,
  type TemplateFormField,
  type TemplateFormValues,
  toInput,
} from '../lib/template-form';
import { AssigneeRuleField } from './AssigneeRuleField';
import { PlaceholderHint } from './PlaceholderHint';
import { SubtasksField } from './SubtasksField';
import { TemplateFields } from './TemplateFields';

export interface TemplateFormProps {
  place: TemplatePlace;
  /** The template edited; null for a new one. */
  template: Template | null;
  onDone: () => void;
}

/**
 * A template's name and what it makes (docs/product.md#templates): the summary pattern, the
 * ticket's fields, who gets it, when it is due, its checklist and subtasks. What the form does
 * not show of a kept template (post fields, film date, reminder) is kept as it was.
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
  const errorOf = (field: TemplateFormField): string | undefined => {
    const problem = problems[field];
    // Every text's values given, so one call fits each of them.
    return problem
      ? t(`ui.templates.form.errors.${problem.key}`, { max: 0, length: 0, ...problem.values })
      : undefined;
  };

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
        <TemplateFields
          values={values}
          onChange={(change) => setValues((current) => ({ ...current, ...change }))}
          tagsError={errorOf('tags')}
        />
        <AssigneeRuleField
          workspaceUid={place.workspaceUid}
          rule={values.assigneeRule}
          member={values.assigneeMember}
          onRule={(rule) => set('assigneeRule', rule)}
          onMember={(member) => set('assigneeMember', member)}
          memberError={errorOf('assigneeMember')}
        />
        <Group gap="md" align="flex-end" wrap="wrap">
          <NumberInput
            label={t('ui.templates.form.dueDays')}
            description={t('ui.templates.form.dueDaysHint')}
            value={values.dueDays}
            onChange={(next) => set('dueDays', typeof next === 'number' ? next : '')}
            min={-OFFSET_DAYS_MAX}
            max={OFFSET_DAYS_MAX}
            allowDecimal={false}
            error={errorOf('dueDays')}
            style={{ flex: '1 1 220px' }}
          />
          <Checkbox
            label={t('ui.templates.form.dueFromFilm')}
            checked={values.dueFromFilm}
            onChange={(event) => set('dueFromFilm', event.currentTarget.checked)}
            disabled={values.dueDays === ''}
            mb={8}
          />
        </Group>
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
          value={values.subtasks}
          onChange={(subtasks) => set('subtasks', subtasks)}
          errorOf={(key, field) => errorOf(`subtask.${key}.${field}`)}
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
