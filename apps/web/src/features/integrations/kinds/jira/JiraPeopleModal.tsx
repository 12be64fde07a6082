import '@/shared/i18n/parts/integrations';
import type { JiraPerson } from '@expertos/domain/integration.schema';
import { Alert, Group, Loader, Modal, Select, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { notify } from '@/shared/ui/notify/notify-store';
import { brandPeopleQueryOptions } from '../../api/brand';
import {
  associateJiraPerson,
  jiraPeopleQueryKey,
  jiraPeopleQueryOptions,
  removeJiraPerson,
} from '../../api/jira';

/** The Select's value for "add as a Jira-only person"; member uids never look like this. */
const MIRROR = '__mirror';
const NOBODY = '';

/** One Jira user and who they are here: nobody, a Jira-only person, or a member of the brand. */
function PersonRow({
  person,
  choices,
  saving,
  onChoose,
}: {
  person: JiraPerson;
  choices: { value: string; label: string }[];
  saving: boolean;
  onChoose: (value: string) => void;
}) {
  const { t } = useTranslation();
  const value = person.mirrored ? MIRROR : (person.member_uid ?? NOBODY);
  return (
    <Table.Tr>
      <Table.Td>
        <Stack gap={0}>
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {person.display_name}
          </Text>
          {person.email && (
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {person.email}
            </Text>
          )}
        </Stack>
      </Table.Td>
      <Table.Td style={{ minWidth: 150 }}>
        <Select
          aria-label={t('ui.integrations.jira.peopleSelectLabel', { name: person.display_name })}
          data={choices}
          value={value}
          allowDeselect={false}
          disabled={saving}
          onChange={(next) => next !== null && next !== value && onChoose(next)}
          comboboxProps={{ withinPortal: true }}
        />
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * Jira users and workspace people (docs/product.md#integrations, #seats): who each Jira user of
 * the integration's project is here. Brand admins only; every change is saved at once.
 */
export function JiraPeopleModal({
  projectUid,
  integrationUid,
  opened,
  onClose,
}: {
  projectUid: string;
  integrationUid: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const workspaceUid = useWorkspaceStore((state) => state.currentWorkspace?.uid ?? '');
  const people = useQuery({ ...jiraPeopleQueryOptions(projectUid, integrationUid), enabled: opened });
  const members = useQuery({
    ...brandPeopleQueryOptions(workspaceUid, projectUid),
    enabled: opened && Boolean(workspaceUid),
  });

  const save = useMutation({
    mutationFn: async ({ person, value }: { person: JiraPerson; value: string }) => {
      if (value === NOBODY) await removeJiraPerson(projectUid, integrationUid, person.account_id);
      else
        await associateJiraPerson(
          projectUid,
          integrationUid,
          person.account_id,
          value === MIRROR ? { mirror: true } : { member_uid: value },
        );
    },
    onSuccess: (_data, { person }) => {
      notify({
        type: 'positive',
        message: t('ui.integrations.jira.peopleSaved', { name: person.display_name }),
      });
      // Pickers and the team list change with it: a Jira-only person came or went.
      void queryClient.invalidateQueries({ queryKey: jiraPeopleQueryKey(projectUid, integrationUid) });
      void queryClient.invalidateQueries({ queryKey: ['workspaces', workspaceUid] });
    },
    onError: (error) => notify({ type: 'negative', message: errorText(error) }),
  });

  const mirroredUids = new Set(
    (people.data?.people ?? []).filter((p) => p.mirrored).map((p) => p.member_uid),
  );
  const choices = [
    { value: NOBODY, label: t('ui.integrations.jira.peopleNobody') },
    { value: MIRROR, label: t('ui.integrations.jira.peopleMirror') },
    ...(members.data ?? [])
      .filter((member) => !mirroredUids.has(member.member_uid))
      .map((member) => ({ value: member.member_uid, label: member.name || member.email })),
  ];
  const project = people.data?.project_key ?? '';

  return (
    <Modal opened={opened} onClose={onClose} title={t('ui.integrations.jira.peopleTitle')} size="lg">
      {people.isPending || (members.isPending && Boolean(workspaceUid)) ? (
        <Group justify="center" p="lg">
          <Loader size="sm" aria-label={t('ui.integrations.jira.peopleTitle')} />
        </Group>
      ) : people.isError ? (
        <Alert color="red" role="alert">
          {errorText(people.error) || t('ui.integrations.jira.peopleLoadError')}
        </Alert>
      ) : !people.data.project_key ? (
        <Text size="sm">{t('ui.integrations.jira.peopleNoProject')}</Text>
      ) : (
        <Stack gap="md">
          <Text size="sm">{t('ui.integrations.jira.peopleText', { project })}</Text>
          {people.data.people.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('ui.integrations.jira.peopleEmpty', { project })}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={280}>
              <Table verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('ui.integrations.jira.peopleJiraUser')}</Table.Th>
                    <Table.Th>{t('ui.integrations.jira.peopleHere')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {people.data.people.map((person) => (
                    <PersonRow
                      key={person.account_id}
                      person={person}
                      choices={choices}
                      saving={save.isPending && save.variables?.person.account_id === person.account_id}
                      onChoose={(value) => save.mutate({ person, value })}
                    />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      )}
    </Modal>
  );
}
