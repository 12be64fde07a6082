import '@/shared/i18n/parts/brand-settings';
import { Badge, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { IconPlus, IconStar } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { confirm } from '@/shared/ui/confirm/confirm-store';
import { FormAlert } from '@/shared/ui/FormAlert';
import { QueryError } from '@/shared/ui/QueryError';
import { SectionCard } from '@/shared/ui/SectionCard';
import {
  type BrandRecordOf,
  brandRecordsQueryKey,
  type RecordKindName,
  recordCalls,
} from '../api/brand-records';
import { refreshSetupProgress } from '../api/brand-setup-progress';
import { useBrandRecords } from './use-brand';

interface AnyRecord {
  uid: string;
  name: string;
  is_default?: boolean;
}

export interface RecordListProps<K extends RecordKindName> {
  kind: K;
  projectUid: string;
  canEdit: boolean;
  title: string;
  intro: string;
  empty: string;
  addLabel: string;
  /** What a record shows in the list. */
  renderItem: (record: BrandRecordOf[K]) => ReactNode;
  /** The form that creates or edits a record; it calls `save` with the record's input. */
  renderForm: (props: {
    record: BrandRecordOf[K] | null;
    save: (input: unknown) => Promise<void>;
    cancel: () => void;
  }) => ReactNode;
}

/**
 * A list of the brand's records with add, edit, delete and, for the kinds that have one,
 * "Set as default" (exactly one default, shown with a badge). Every failure shows the
 * server's message where it happened; a form keeps its input to retry.
 */
export function RecordList<K extends RecordKindName>({
  kind,
  projectUid,
  canEdit,
  title,
  intro,
  empty,
  addLabel,
  renderItem,
  renderForm,
}: RecordListProps<K>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useBrandRecords(projectUid, kind);
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const calls = recordCalls(kind) as unknown as {
    create(projectUid: string, input: unknown): Promise<AnyRecord>;
    update(projectUid: string, uid: string, input: unknown): Promise<AnyRecord>;
    remove(projectUid: string, uid: string): Promise<unknown>;
    setDefault?: (projectUid: string, uid: string) => Promise<AnyRecord[]>;
  };
  const key = brandRecordsQueryKey(projectUid, kind);
  const records = (list.data ?? []) as unknown as (BrandRecordOf[K] & AnyRecord)[];

  const save = (uid: string | null) => async (input: unknown) => {
    // A rejection reaches the form, which shows the server's message and keeps the input.
    if (uid) await calls.update(projectUid, uid, input);
    else await calls.create(projectUid, input);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: key }),
      refreshSetupProgress(queryClient, projectUid),
    ]);
    setEditing(null);
  };

  const act = async (action: () => Promise<void>) => {
    setFailure(null);
    try {
      await action();
    } catch (error) {
      setFailure(errorText(error));
    }
  };

  const remove = (record: AnyRecord) =>
    act(async () => {
      const ok = await confirm({
        title: t('ui.brandSettings.deleteTitle', { name: record.name }),
        ok: t('ui.brandSettings.delete'),
        danger: true,
      });
      if (!ok) return;
      await calls.remove(projectUid, record.uid);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: key }),
        refreshSetupProgress(queryClient, projectUid),
      ]);
    });

  const makeDefault = (record: AnyRecord) =>
    act(async () => {
      if (!calls.setDefault) return;
      const next = await calls.setDefault(projectUid, record.uid);
      queryClient.setQueryData(key, next);
    });

  return (
    <SectionCard title={title} intro={intro}>
      {list.isPending && <Loader size="sm" aria-label={t('ui.loading')} />}
      {list.isError && (
        <QueryError
          message={t('ui.brandSettings.loadListFailed')}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      )}
      <FormAlert>{failure}</FormAlert>
      {list.isSuccess && records.length === 0 && editing !== 'new' && (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      )}
      <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {records.map((record) => (
          <li key={record.uid}>
            <Card withBorder radius="md" padding="md" aria-label={record.name} component="article">
              {editing === record.uid ? (
                renderForm({ record, save: save(record.uid), cancel: () => setEditing(null) })
              ) : (
                <Stack gap="xs">
                  <Group justify="space-between" gap="xs" wrap="wrap">
                    <Group gap="xs">
                      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {record.name}
                      </Text>
                      {record.is_default && (
                        <Badge color="brand" variant="light" leftSection={<IconStar size={12} aria-hidden />}>
                          {t('ui.brandSettings.default')}
                        </Badge>
                      )}
                    </Group>
                    {canEdit && (
                      <Group gap={4} data-print="hide">
                        {calls.setDefault && !record.is_default && (
                          <Button size="compact-sm" variant="subtle" onClick={() => void makeDefault(record)}>
                            {t('ui.brandSettings.setDefault')}
                          </Button>
                        )}
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          onClick={() => setEditing(record.uid)}
                          aria-label={`${t('ui.brandSettings.edit')} ${record.name}`}
                        >
                          {t('ui.brandSettings.edit')}
                        </Button>
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          color="red"
                          onClick={() => void remove(record)}
                          aria-label={`${t('ui.brandSettings.delete')} ${record.name}`}
                        >
                          {t('ui.brandSettings.delete')}
                        </Button>
                      </Group>
                    )}
                  </Group>
                  {renderItem(record)}
                </Stack>
              )}
            </Card>
          </li>
        ))}
      </Stack>
      {editing === 'new' && (
        <Card withBorder radius="md" padding="md">
          {renderForm({ record: null, save: save(null), cancel: () => setEditing(null) })}
        </Card>
      )}
      {canEdit && editing !== 'new' && (
        <Group data-print="hide">
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setEditing('new')}
          >
            {addLabel}
          </Button>
        </Group>
      )}
    </SectionCard>
  );
}
