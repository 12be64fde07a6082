import '@/shared/i18n/parts/approval-settings';
import { isApiError } from '@expertos/api-client/client';
import {
  APPROVAL_CONTACT_COMPANY_MAX,
  APPROVAL_CONTACT_NAME_MAX,
  type ApprovalContact,
  type ApprovalContactInput,
  approvalContactInputSchema,
} from '@expertos/domain/approvals/contacts';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { FormAlert } from '@/shared/ui/FormAlert';
import { notify } from '@/shared/ui/notify/notify-store';
import { addContact, contactsQueryKey, updateContact, workflowQueryKey } from '../../api/workflow';

type Field = 'name' | 'email' | 'company';

export interface ContactDialogProps {
  projectUid: string;
  /** The contact to edit, or null to add one. */
  contact: ApprovalContact | null;
  onClose: () => void;
}

/** The form of a contact's name, e-mail address and company; opened with a key per contact. */
export function ContactDialog({ projectUid, contact, onClose }: ContactDialogProps) {
  const { t } = useTranslation();
  const k = 'ui.approvalSettings.contacts' as const;
  const queryClient = useQueryClient();
  const [name, setName] = useState(contact?.name ?? '');
  const [email, setEmail] = useState(contact?.email ?? '');
  const [company, setCompany] = useState(contact?.company ?? '');
  const [invalid, setInvalid] = useState<Partial<Record<Field, string>>>({});

  const save = useMutation({
    mutationFn: (body: ApprovalContactInput) =>
      contact ? updateContact(projectUid, contact.uid, body) : addContact(projectUid, body),
    onSuccess: (saved) => {
      queryClient.setQueryData<ApprovalContact[]>(contactsQueryKey(projectUid), (list) => {
        if (!list) return list;
        const rest = list.filter((item) => item.uid !== saved.uid);
        return [...rest, saved].sort((a, b) => a.name.localeCompare(b.name));
      });
      void queryClient.invalidateQueries({ queryKey: contactsQueryKey(projectUid) });
      // A step names its contacts by name: the workflow's names follow an edit.
      void queryClient.invalidateQueries({ queryKey: workflowQueryKey(projectUid) });
      notify({ type: 'positive', message: t(contact ? `${k}.updated` : `${k}.added`, { name: saved.name }) });
      onClose();
    },
    onError: (error) => {
      if (!isApiError(error)) return;
      const fields: Partial<Record<Field, string>> = {};
      for (const detail of error.details ?? []) {
        const field = detail.path.split('.').at(-1);
        if (field === 'name' || field === 'email' || field === 'company') fields[field] = detail.message;
      }
      setInvalid(fields);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = approvalContactInputSchema.safeParse({
      name,
      email: email.trim(),
      company: company.trim() || null,
    });
    if (!parsed.success) {
      const fields: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'email') fields.email = t('ui.validation.email');
        else if (field === 'name') fields.name = t(`${k}.nameNeeded`);
        else if (field === 'company') fields.company = t('ui.validation.invalid');
      }
      setInvalid(fields);
      save.reset();
      return;
    }
    setInvalid({});
    save.mutate(parsed.data);
  };

  const title = contact ? t(`${k}.editTitle`, { name: contact.name }) : t(`${k}.addTitle`);
  return (
    <Modal opened onClose={onClose} title={title}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t(`${k}.name`)}
            required
            autoComplete="off"
            maxLength={APPROVAL_CONTACT_NAME_MAX}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={invalid.name}
            data-autofocus
          />
          <TextInput
            label={t(`${k}.email`)}
            type="email"
            inputMode="email"
            required
            autoComplete="off"
            maxLength={254}
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={invalid.email}
          />
          <TextInput
            label={t(`${k}.company`)}
            description={t(`${k}.companyHint`)}
            autoComplete="off"
            maxLength={APPROVAL_CONTACT_COMPANY_MAX}
            value={company}
            onChange={(event) => setCompany(event.currentTarget.value)}
            error={invalid.company}
          />
          <FormAlert>{save.isError ? errorText(save.error) : null}</FormAlert>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('ui.common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {contact ? t(`${k}.submitEdit`) : t(`${k}.submitAdd`)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
