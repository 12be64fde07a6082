import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { FormAlert } from '@/shared/ui/FormAlert';

/** The end of a connect form: what the server refused, then Cancel and the form's own submit. */
export function ConnectFooter({
  error,
  pending,
  submit,
  onCancel,
}: {
  /** The last attempt's error, if it failed. */
  error: unknown;
  pending: boolean;
  submit: string;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FormAlert>{error ? errorText(error) : null}</FormAlert>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('ui.common.cancel')}
        </Button>
        <Button type="submit" loading={pending}>
          {submit}
        </Button>
      </Group>
    </>
  );
}
