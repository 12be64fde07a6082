import '@/shared/i18n/parts/integrations';
import { type ProjectIntegration, sendTicketByEmailSchema } from '@expertos/domain/integration.schema';
import { Button, Group, Radio, Stack, TagsInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldError } from '../../components/fields';

type Recipients = 'its' | 'chosen';

/**
 * 'Send by e-mail': to the integration's own addresses, or to addresses chosen here (checked
 * with the domain's schema before anything is sent; the server checks again).
 */
export function EmailSendForm({
  integration,
  pending,
  error,
  onSend,
  onCancel,
}: {
  integration: ProjectIntegration & { type: 'email' };
  pending: boolean;
  error: unknown;
  onSend: (addresses: string[] | undefined) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [recipients, setRecipients] = useState<Recipients>('its');
  const [addresses, setAddresses] = useState<string[]>([]);
  const [invalid, setInvalid] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (recipients === 'its') {
      setInvalid(null);
      onSend(undefined);
      return;
    }
    if (addresses.length === 0) {
      setInvalid(t('ui.integrations.form.required'));
      return;
    }
    const parsed = sendTicketByEmailSchema.safeParse({ project_integration_uid: integration.uid, addresses });
    setInvalid(parsed.success ? null : t('ui.integrations.form.addressInvalid'));
    if (parsed.success) onSend(parsed.data.addresses);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs" pl="xs">
        <Radio.Group
          label={t('ui.integrations.sentTo.emailTo')}
          value={recipients}
          onChange={(next) => {
            setRecipients(next as Recipients);
            setInvalid(null);
          }}
        >
          <Stack gap={6} mt={4}>
            <Radio
              value="its"
              label={t('ui.integrations.sentTo.emailIts', {
                addresses: integration.config.addresses.join(', '),
              })}
              styles={{ label: { overflowWrap: 'anywhere' } }}
            />
            <Radio value="chosen" label={t('ui.integrations.sentTo.emailChosen')} />
          </Stack>
        </Radio.Group>
        {recipients === 'chosen' && (
          <TagsInput
            label={t('ui.integrations.form.addresses')}
            description={t('ui.integrations.form.addressesHint')}
            value={addresses}
            onChange={(next) => {
              setAddresses(next);
              setInvalid(null);
            }}
            splitChars={[',', ' ', ';']}
            required
            error={invalid ?? serverFieldError(error, 'addresses')}
          />
        )}
        <Group justify="flex-end" gap="xs">
          <Button size="xs" variant="default" onClick={onCancel}>
            {t('ui.integrations.form.cancel')}
          </Button>
          <Button size="xs" type="submit" loading={pending}>
            {t('ui.integrations.sentTo.emailSend')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
