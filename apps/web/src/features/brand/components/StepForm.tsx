import '@/shared/i18n/parts/brand-settings';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnsavedWarning } from '@/shared/lib/use-unsaved-warning';
import classes from './StepForm.module.css';
import type { StepSave } from './use-step-save';

/** The save state in words: saving…, saved ✓, the reason it failed, or that input is unsaved. */
export function SaveStatus({ save, dirty }: { save: StepSave; dirty: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} role="status" aria-live="polite" data-testid="save-status" wrap="nowrap">
      {save.state === 'saving' && (
        <>
          <Loader size={14} aria-hidden />
          <Text size="sm">{t('ui.brandSettings.saving')}</Text>
        </>
      )}
      {save.state === 'saved' && !dirty && (
        <>
          <IconCheck size={16} color="var(--mantine-color-teal-7)" aria-hidden />
          <Text size="sm" c="teal.8">
            {t('ui.brandSettings.saved')}
          </Text>
        </>
      )}
      {save.state === 'failed' && (
        <>
          <IconAlertCircle size={16} color="var(--mantine-color-red-7)" aria-hidden />
          <Text size="sm" c="red.8" role="alert">
            {save.error}
          </Text>
        </>
      )}
      {save.state !== 'saving' && save.state !== 'failed' && dirty && (
        <Text size="sm" c="dimmed">
          {t('ui.brandSettings.unsaved')}
        </Text>
      )}
    </Group>
  );
}

export interface StepFormProps {
  canEdit: boolean;
  dirty: boolean;
  save: StepSave;
  onSubmit: () => void;
  /** The label of the save button; "Save" by default. */
  submitLabel?: string;
  /** Extra buttons beside Save (Cancel). */
  extra?: ReactNode;
  /** Warn before leaving with unsaved input (off for forms inside a list). */
  warnOnLeave?: boolean;
  children: ReactNode;
}

/**
 * A step's form: its inputs (disabled for those who only read), then Save with the visible
 * save state. Leaving with unsaved input asks first.
 */
export function StepForm({
  canEdit,
  dirty,
  save,
  onSubmit,
  submitLabel,
  extra,
  warnOnLeave = true,
  children,
}: StepFormProps) {
  const { t } = useTranslation();
  useUnsavedWarning(warnOnLeave && canEdit && dirty, t('ui.brandSettings.unsavedLeave'));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canEdit) onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <fieldset disabled={!canEdit} className={classes.fields}>
          <Stack gap="md">{children}</Stack>
        </fieldset>
        {canEdit && (
          <Group justify="space-between" gap="sm" data-print="hide">
            <SaveStatus save={save} dirty={dirty} />
            <Group gap="xs">
              {extra}
              <Button type="submit" loading={save.state === 'saving'}>
                {submitLabel ?? t('ui.brandSettings.save')}
              </Button>
            </Group>
          </Group>
        )}
      </Stack>
    </form>
  );
}
