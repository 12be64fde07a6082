import '@/shared/i18n/parts/brand-settings';
import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StepForm } from '../StepForm';
import type { RecordForm } from '../use-record-form';

/** A record's form inside a list: its fields, Save with its state, and Cancel. */
export function RecordFormFrame<T>({
  form,
  cancel,
  children,
}: {
  form: RecordForm<T>;
  cancel: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <StepForm
      canEdit
      dirty={form.dirty}
      save={form.save}
      onSubmit={() => void form.submit()}
      warnOnLeave={false}
      extra={
        <Button variant="default" onClick={cancel}>
          {t('ui.brandSettings.cancel')}
        </Button>
      }
    >
      {children}
    </StepForm>
  );
}
