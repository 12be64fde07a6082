import '@/shared/i18n/parts/integrations';
import type { EmailRule } from '@expertos/domain/integration.schema';
import { TagsInput, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { KindFieldsProps } from '../form-kind';
import { EmailRulesField } from './EmailRulesField';

export interface EmailDraft {
  addresses: string[];
  rules: EmailRule[];
}

/** An e-mail integration's addresses and the rules that make it write on its own. */
export function EmailFields({
  draft,
  onChange,
  fieldError,
  serverError,
  required = false,
}: KindFieldsProps<EmailDraft> & { required?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <TagsInput
        label={t('ui.integrations.form.addresses')}
        description={t('ui.integrations.form.addressesHint')}
        value={draft.addresses}
        onChange={(addresses) => onChange({ ...draft, addresses })}
        splitChars={[',', ' ', ';']}
        required={required}
        error={fieldError('addresses')}
      />
      <Text size="sm" fw={500}>
        {t('ui.integrations.form.rules')}
      </Text>
      <EmailRulesField
        value={draft.rules}
        onChange={(rules) => onChange({ ...draft, rules })}
        error={serverError('rules')}
      />
    </>
  );
}
