import '@/shared/i18n/parts/audit';
import {
  AUDIT_ACTION_KEYS,
  AUDIT_RETENTION_MAX_DAYS,
  AUDIT_RETENTION_MIN_DAYS,
  type AuditAction,
  type AuditEntry,
  type AuditQuery,
} from '@expertos/domain/audit';
import {
  Alert,
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconFileSpreadsheet, IconShieldCheck } from '@tabler/icons-react';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { formatDateTime } from '@/shared/lib/format';
import { saveFile } from '@/shared/lib/save-file';
import { useCurrentWorkspaceUid } from '@/shared/stores/use-session';
import { notify } from '@/shared/ui/notify/notify-store';
import { PageFrame } from '@/shared/ui/PageFrame';
import { QueryError } from '@/shared/ui/QueryError';
import * as auditApi from '../api/audit';

const k = 'ui.audit' as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Who did it, as the log says it: a person's address, a key acting for one, or the product. */
function Actor({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  if (entry.actor.kind === 'system') return <Text size="sm">{t(`${k}.system`)}</Text>;
  return (
    <Stack gap={0}>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {entry.actor.name ?? entry.actor.id}
      </Text>
      {entry.actor.kind === 'key' && (
        <Text size="xs" c="dimmed">
          {t(`${k}.viaKey`)}
        </Text>
      )}
    </Stack>
  );
}

/** The retention setting: how many days entries are kept. */
function Retention({ workspaceUid }: { workspaceUid: string }) {
  const { t } = useTranslation();
  const settings = useQuery({
    queryKey: auditApi.auditSettingsKey(workspaceUid),
    queryFn: () => auditApi.fetchSettings(workspaceUid),
  });
  const [days, setDays] = useState<number | string>('');
  useEffect(() => {
    if (settings.data) setDays(settings.data.retention_days);
  }, [settings.data]);
  const save = useMutation({
    mutationFn: () => auditApi.saveSettings(workspaceUid, { retention_days: Number(days) }),
    onSuccess: () => notify({ type: 'positive', message: t(`${k}.saved`) }),
    onError: (error) => notify({ type: 'negative', message: errorText(error) }),
  });
  if (!settings.data) return null;
  return (
    <Group align="flex-end" gap="sm">
      <NumberInput
        label={t(`${k}.retention`)}
        description={t(`${k}.retentionHint`, {
          min: AUDIT_RETENTION_MIN_DAYS,
          max: AUDIT_RETENTION_MAX_DAYS,
        })}
        rightSection={<Text size="xs">{t(`${k}.days`)}</Text>}
        rightSectionWidth={44}
        min={AUDIT_RETENTION_MIN_DAYS}
        max={AUDIT_RETENTION_MAX_DAYS}
        allowDecimal={false}
        value={days}
        onChange={setDays}
        w={220}
      />
      <Button
        variant="default"
        loading={save.isPending}
        disabled={Number(days) === settings.data.retention_days}
        onClick={() => save.mutate()}
      >
        {t(`${k}.save`)}
      </Button>
    </Group>
  );
}

/**
 * /workspace/audit-log (admins; docs/product.md#audit-log): the log newest first, filtered by
 * who, what, on what and days; older pages on request; Verify walks the hash chain; Export
 * downloads the filtered log as CSV; and how long entries are kept.
 */
export function AuditLogPage() {
  const { t, i18n } = useTranslation();
  const workspaceUid = useCurrentWorkspaceUid() ?? '';
  const [actor, setActor] = useState('');
  const [target, setTarget] = useState('');
  const [action, setAction] = useState<AuditAction | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [typedActor] = useDebouncedValue(actor.trim(), 300);
  const [typedTarget] = useDebouncedValue(target.trim(), 300);
  const query = useMemo<AuditQuery>(
    () => ({
      ...(typedActor ? { actor: typedActor } : {}),
      ...(typedTarget ? { target: typedTarget } : {}),
      ...(action ? { action } : {}),
      ...(DAY.test(from) ? { from } : {}),
      ...(DAY.test(to) ? { to } : {}),
    }),
    [typedActor, typedTarget, action, from, to],
  );
  const filtered = Object.keys(query).length > 0;
  const pages = useInfiniteQuery({
    queryKey: auditApi.auditQueryKey(workspaceUid, query),
    queryFn: ({ pageParam }) => auditApi.fetchPage(workspaceUid, query, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next_before ?? undefined,
    enabled: workspaceUid !== '',
  });
  const verify = useMutation({ mutationFn: () => auditApi.verify(workspaceUid) });
  const [exporting, setExporting] = useState(false);
  async function exportCsv() {
    setExporting(true);
    try {
      saveFile(
        await auditApi.exportCsv(workspaceUid, query),
        t(`${k}.fileName`, { date: new Date().toISOString().slice(0, 10) }),
      );
    } catch (error) {
      notify({ type: 'negative', message: errorText(error) || t(`${k}.exportFailed`) });
    } finally {
      setExporting(false);
    }
  }
  const entries = pages.data?.pages.flatMap((page) => page.items) ?? [];
  // On a phone each entry is a short card: five columns do not fit 375 px.
  const phone = useMediaQuery('(max-width: 48em)') ?? false;

  return (
    <PageFrame
      title={t('ui.pages.workspaceAuditLog')}
      subtitle={t(`${k}.intro`)}
      actions={
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconShieldCheck size={16} aria-hidden />}
            loading={verify.isPending}
            onClick={() => verify.mutate()}
          >
            {t(`${k}.verify`)}
          </Button>
          <Button
            variant="default"
            leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
            loading={exporting}
            onClick={() => void exportCsv()}
          >
            {exporting ? t(`${k}.exporting`) : t(`${k}.exportCsv`)}
          </Button>
        </Group>
      }
    >
      <Stack gap="lg">
        {verify.data && (
          <Alert role="status" color={verify.data.ok ? 'green' : 'red'} variant="light">
            {verify.data.ok
              ? t(`${k}.verified`, { count: verify.data.checked })
              : t(`${k}.broken`, { seq: verify.data.first_broken_seq ?? 0 })}
          </Alert>
        )}
        {verify.isError && <Alert color="red">{errorText(verify.error)}</Alert>}
        <Group gap="sm" align="flex-end" role="search" aria-label={t(`${k}.filters`)} wrap="wrap">
          <TextInput
            label={t(`${k}.actor`)}
            placeholder={t(`${k}.actorPlaceholder`)}
            value={actor}
            onChange={(event) => setActor(event.currentTarget.value)}
            type="search"
            style={{ flex: '1 1 200px' }}
          />
          <Select
            label={t(`${k}.action`)}
            placeholder={t(`${k}.anyAction`)}
            data={AUDIT_ACTION_KEYS.map((key) => ({ value: key, label: t(`${k}.actions.${key}`) }))}
            value={action}
            onChange={(value) => setAction(value as AuditAction | null)}
            clearable
            style={{ flex: '1 1 200px' }}
          />
          <TextInput
            label={t(`${k}.target`)}
            placeholder={t(`${k}.targetPlaceholder`)}
            value={target}
            onChange={(event) => setTarget(event.currentTarget.value)}
            type="search"
            style={{ flex: '1 1 200px' }}
          />
          <TextInput
            label={t(`${k}.from`)}
            type="date"
            value={from}
            onChange={(event) => setFrom(event.currentTarget.value)}
            w={160}
          />
          <TextInput
            label={t(`${k}.to`)}
            type="date"
            value={to}
            onChange={(event) => setTo(event.currentTarget.value)}
            w={160}
          />
          {filtered && (
            <Button
              variant="subtle"
              onClick={() => {
                setActor('');
                setTarget('');
                setAction(null);
                setFrom('');
                setTo('');
              }}
            >
              {t(`${k}.clear`)}
            </Button>
          )}
        </Group>
        <Card withBorder radius="lg" padding="lg">
          {pages.isPending ? (
            <Skeleton height={160} role="status" aria-label={t('ui.loading')} />
          ) : pages.isError ? (
            <QueryError
              message={t(`${k}.loadError`)}
              error={pages.error}
              onRetry={() => void pages.refetch()}
            />
          ) : entries.length === 0 ? (
            <Text c="dimmed">{filtered ? t(`${k}.emptyFiltered`) : t(`${k}.empty`)}</Text>
          ) : (
            <Stack gap="md">
              {phone ? (
                <Stack
                  component="ul"
                  gap="sm"
                  p={0}
                  m={0}
                  style={{ listStyle: 'none' }}
                  aria-label={t(`${k}.tableLabel`)}
                >
                  {entries.map((entry) => (
                    <Stack
                      component="li"
                      key={entry.seq}
                      gap={2}
                      pb="sm"
                      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
                    >
                      <Group justify="space-between" gap="xs" wrap="nowrap">
                        <Text size="sm" fw={600}>
                          {t(`${k}.actions.${entry.action}`)}
                        </Text>
                        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                          {formatDateTime(entry.at, i18n.language)}
                        </Text>
                      </Group>
                      {(entry.target.name ?? entry.target.id) && (
                        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                          {entry.target.name ?? entry.target.id}
                        </Text>
                      )}
                      <Actor entry={entry} />
                      {entry.ip && (
                        <Text size="xs" c="dimmed">
                          {entry.ip}
                        </Text>
                      )}
                    </Stack>
                  ))}
                </Stack>
              ) : (
                <Table.ScrollContainer minWidth={720}>
                  <Table aria-label={t(`${k}.tableLabel`)} verticalSpacing="sm" striped>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t(`${k}.when`)}</Table.Th>
                        <Table.Th>{t(`${k}.who`)}</Table.Th>
                        <Table.Th>{t(`${k}.what`)}</Table.Th>
                        <Table.Th>{t(`${k}.onWhat`)}</Table.Th>
                        <Table.Th>{t(`${k}.from_`)}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {entries.map((entry) => (
                        <Table.Tr key={entry.seq}>
                          <Table.Td>
                            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                              {formatDateTime(entry.at, i18n.language)}
                            </Text>
                          </Table.Td>
                          <Table.Td>
                            <Actor entry={entry} />
                          </Table.Td>
                          <Table.Td>
                            <Text size="sm">{t(`${k}.actions.${entry.action}`)}</Text>
                          </Table.Td>
                          <Table.Td>
                            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                              {entry.target.name ?? entry.target.id ?? '—'}
                            </Text>
                          </Table.Td>
                          <Table.Td>
                            <Text size="sm" c="dimmed">
                              {entry.ip ?? '—'}
                            </Text>
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              )}
              {pages.hasNextPage && (
                <Group>
                  <Button
                    variant="default"
                    loading={pages.isFetchingNextPage}
                    onClick={() => void pages.fetchNextPage()}
                  >
                    {t(`${k}.more`)}
                  </Button>
                </Group>
              )}
            </Stack>
          )}
        </Card>
        {workspaceUid && <Retention workspaceUid={workspaceUid} />}
      </Stack>
    </PageFrame>
  );
}
