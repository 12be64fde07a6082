import '@/shared/i18n/parts/approval-settings';
import type { ApprovalContact } from '@expertos/domain/approvals/contacts';
import { ActionIcon, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconAddressBook, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { confirm } from '@/shared/ui/confirm/confirm-store';
import { EmptyState } from '@/shared/ui/EmptyState';
import { FormAlert } from '@/shared/ui/FormAlert';
import { notify } from '@/shared/ui/notify/notify-store';
import { QueryError } from '@/shared/ui/QueryError';
import { SectionCard } from '@/shared/ui/SectionCard';
import { contactsQueryKey, contactsQueryOptions, removeContact } from '../../api/workflow';
import { ContactDialog } from './ContactDialog';
import { PortalLinkControls } from './PortalLinkControls';

/** Which dialog is open: none, adding, or editing a contact. */
type Editing = { contact: ApprovalContact | null } | null;

/**
 * The brand's client contacts (brand admins only, docs/product.md#approvals): the people
 * outside the workspace a client step names, added, edited and removed here. A contact a step
 * still names is not removed, and the row says why.
 */
export function ContactsSection({ projectUid }: { projectUid: string }) {
  const { t } = useTranslation();
  const k = 'ui.approvalSettings.contacts' as const;
  const queryClient = useQueryClient();
  const contacts = useQuery(contactsQueryOptions(projectUid));
  const [editing, setEditing] = useState<Editing>(null);
  const [refused, setRefused] = useState<{ uid: string; text: string } | null>(null);

  const remove = useMutation({
    mutationFn: (contact: ApprovalContact) => removeContact(projectUid, contact.uid),
    onMutate: () => setRefused(null),
    onSuccess: (_, contact) => {
      queryClient.setQueryData<ApprovalContact[]>(contactsQueryKey(projectUid), (list) =>
        list?.filter((item) => item.uid !== contact.uid),
      );
      void queryClient.invalidateQueries({ queryKey: contactsQueryKey(projectUid) });
      notify({ type: 'positive', message: t(`${k}.removed`, { name: contact.name }) });
    },
    onError: (error, contact) => setRefused({ uid: contact.uid, text: errorText(error) }),
  });

  const askRemove = async (contact: ApprovalContact) => {
    const sure = await confirm({
      title: t(`${k}.removeTitle`, { name: contact.name }),
      message: t(`${k}.removeText`),
      ok: t(`${k}.removeOk`),
      danger: true,
    });
    if (sure) remove.mutate(contact);
  };

  const addButton = (
    <Button
      variant="default"
      size="xs"
      leftSection={<IconPlus size={14} aria-hidden />}
      onClick={() => setEditing({ contact: null })}
    >
      {t(`${k}.add`)}
    </Button>
  );

  let body: React.ReactNode;
  if (contacts.isPending)
    body = (
      <Stack gap="xs" role="status" aria-label={t(`${k}.loading`)}>
        <Skeleton height={44} radius="md" />
        <Skeleton height={44} radius="md" />
      </Stack>
    );
  else if (contacts.isError)
    body = (
      <QueryError
        message={t(`${k}.loadError`)}
        error={contacts.error}
        onRetry={() => void contacts.refetch()}
        retrying={contacts.isRefetching}
      />
    );
  else if (contacts.data.length === 0)
    body = (
      <EmptyState
        icon={<IconAddressBook size={32} stroke={1.5} aria-hidden />}
        title={t(`${k}.emptyTitle`)}
        description={t(`${k}.emptyText`)}
        actions={addButton}
      />
    );
  else
    body = (
      <Stack gap="sm">
        <Stack
          component="ul"
          gap={0}
          aria-label={t(`${k}.list`)}
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {contacts.data.map((contact, index) => (
            <Stack
              component="li"
              key={contact.uid}
              gap="xs"
              py="xs"
              aria-label={contact.name}
              style={index > 0 ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
            >
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {contact.name}
                  </Text>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {contact.email}
                  </Text>
                  {contact.company && (
                    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {contact.company}
                    </Text>
                  )}
                  <PortalLinkControls projectUid={projectUid} contact={contact} />
                </Stack>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="lg"
                    aria-label={t(`${k}.edit`, { name: contact.name })}
                    onClick={() => setEditing({ contact })}
                  >
                    <IconPencil size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={t(`${k}.remove`, { name: contact.name })}
                    loading={remove.isPending && remove.variables?.uid === contact.uid}
                    onClick={() => void askRemove(contact)}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              </Group>
              {refused?.uid === contact.uid && (
                <FormAlert>{t(`${k}.notRemoved`, { name: contact.name, reason: refused.text })}</FormAlert>
              )}
            </Stack>
          ))}
        </Stack>
        <Group>{addButton}</Group>
      </Stack>
    );

  return (
    <SectionCard title={t(`${k}.title`)} intro={t(`${k}.intro`)}>
      {body}
      {editing && (
        <ContactDialog
          key={editing.contact?.uid ?? 'new'}
          projectUid={projectUid}
          contact={editing.contact}
          onClose={() => setEditing(null)}
        />
      )}
    </SectionCard>
  );
}
