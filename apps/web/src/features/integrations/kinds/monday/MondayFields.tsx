import '@/shared/i18n/parts/integrations';
import { useTranslation } from 'react-i18next';
import { ApiTokenField, NewApiTokenField } from '../ApiTokenField';
import type { EditFieldsProps, KindFieldsProps } from '../form-kind';
import { targetPickerProps } from '../target-picker';
import { type MondayTarget, MondayTargetFields } from './MondayTargetFields';

/** Connecting monday.com: a personal API token, tried by the server before it is kept. */
export function MondayConnectFields({ draft, onChange, fieldError }: KindFieldsProps<string>) {
  const { t } = useTranslation();
  return (
    <ApiTokenField
      label={t('ui.integrations.monday.apiToken')}
      description={t('ui.integrations.monday.apiTokenHint')}
      value={draft}
      onChange={onChange}
      required
      error={fieldError('api_token', 'connection.api_token')}
    />
  );
}

export interface MondayEdit {
  target: MondayTarget;
  /** A new API token; empty keeps the stored one. */
  token: string;
}

/** Changing monday.com: the board, group and columns, and a new token. */
export function MondayEditFields(props: EditFieldsProps<'monday', MondayEdit>) {
  const { draft, onChange, serverError } = props;
  const { t } = useTranslation();
  return (
    <>
      <MondayTargetFields {...targetPickerProps(props)} />
      <NewApiTokenField
        label={t('ui.integrations.monday.apiToken')}
        description={t('ui.integrations.monday.apiTokenKeep')}
        draft={draft}
        onChange={onChange}
        serverError={serverError}
      />
    </>
  );
}
