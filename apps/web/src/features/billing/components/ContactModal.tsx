import { type EnterpriseContactInput, enterpriseContactInputSchema } from '@expertos/domain/billing.schema';
import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { checkForm } from '@/shared/lib/form-check';
import { useFormFields } from '@/shared/lib/use-form-fields';
import { useAuthStore } from '@/shared/stores/auth-store';
import { EmailField } from '@/shared/ui/EmailField';
import { FormAlert } from '@/shared/ui/FormAlert';
import { notify } from '@/shared/ui/notify/notify-store';
import { sendContact } from '../api/billing';

type Field = 'name' | 'email' | 'company' | 'seats' | 'message';

/**
 * The Enterprise card's "Let's Chat" (docs/product.md#trial-and-plans): a short form that
 * reaches us by e-mail. Name and e-mail start as the signed-in person's.
 */
export function ContactModal({
  opened,
  onClose,
  workspaceUid,
}: {
  opened: boolean;
  onClose: () => void;
  workspaceUid: string;
}) {
  const { t } = useTranslation();
  const user = useAuthStore((state) => state.user);
  const form = useFormFields<Field>({ name: '', email: '', company: '', seats: '', message: '' });
  const { setValues } = form;

  // biome-ignore lint/correctness/useExhaustiveDependencies: fill in the person once per opening.
  useEffect(() => {
    if (opened) setValues((values) => ({ ...values, name: user?.name ?? '', email: user?.email ?? '' }));
  }, [opened]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.pending) return;
    const values = {
      name: form.values.name,
      email: form.values.email.trim(),
      company: form.values.company.trim() || undefined,
      seats: form.values.seats.trim() === '' ? undefined : Number(form.values.seats),
      message: form.values.message,
    };
    const check = checkForm<EnterpriseContactInput, Field>(enterpriseContactInputSchema, values, {
      required: ['name', 'email', 'message'],
      incomplete: t('messages.incompleteData'),
      invalid: { email: t('ui.validation.email') },
      fallback: t('ui.validation.invalid'),
    });
    form.setFields(check.ok ? {} : check.fields);
    form.setMessage(!check.ok && check.message ? { tone: 'error', text: check.message } : null);
    if (!check.ok) return;
    form.setPending(true);
    try {
      await sendContact(workspaceUid, check.data);
      notify({ type: 'positive', message: t('ui.billing.enterprise.sent') });
      form.reset();
      onClose();
    } catch (error) {
      form.setMessage({ tone: 'error', text: errorText(error) });
    } finally {
      form.setPending(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('ui.billing.enterprise.contactTitle')} size="lg">
      <form onSubmit={onSubmit} noValidate aria-label={t('ui.billing.enterprise.contactTitle')}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('ui.billing.enterprise.contactIntro')}
          </Text>
          <TextInput
            label={t('ui.billing.enterprise.name')}
            autoComplete="name"
            required
            {...form.bind('name')}
          />
          <EmailField {...form.bind('email')} />
          <TextInput
            label={t('ui.billing.enterprise.company')}
            autoComplete="organization"
            {...form.bind('company')}
          />
          <TextInput label={t('ui.billing.enterprise.seats')} inputMode="numeric" {...form.bind('seats')} />
          <Textarea
            label={t('ui.billing.enterprise.message')}
            required
            autosize
            minRows={3}
            maxRows={8}
            {...form.bind('message')}
          />
          <FormAlert tone={form.message?.tone}>{form.message?.text}</FormAlert>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('ui.common.cancel')}
            </Button>
            <Button type="submit" loading={form.pending}>
              {t('ui.billing.enterprise.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
