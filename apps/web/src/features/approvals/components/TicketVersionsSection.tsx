import '@/shared/i18n/parts/approval-versions';
import type { PostVersion, VersionMark, VersionRestore } from '@expertos/domain/approvals/versions';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  List,
  Modal,
  Stack,
  Text,
  Title,
  useMantineTheme,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCircleCheck, IconRocket, IconSend } from '@tabler/icons-react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { formatDateTime } from '@/shared/lib/format';
import { confirm } from '@/shared/ui/confirm/confirm-store';
import { notify } from '@/shared/ui/notify/notify-store';
import { QueryError } from '@/shared/ui/QueryError';
import type { TicketSlotProps } from '@/shared/ui/slots';
import { useRestoreVersion, versionsQueryOptions } from '../api/versions';
import { VersionDiff } from './VersionDiff';

const k = 'ui.approvalVersions' as const;

// Icon and word, never colour alone.
const MARKS: Record<VersionMark, { icon: typeof IconSend; color: string }> = {
  requested: { icon: IconSend, color: 'blue' },
  approved: { icon: IconCircleCheck, color: 'green' },
  published: { icon: IconRocket, color: 'grape' },
};

function VersionItem({
  version,
  newest,
  chosen,
  onChoose,
  onRestore,
  restoring,
}: {
  version: PostVersion;
  newest: boolean;
  chosen: boolean;
  onChoose: () => void;
  onRestore: () => void;
  restoring: boolean;
}) {
  const { t } = useTranslation();
  return (
    <List.Item data-testid="post-version">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Checkbox
            size="xs"
            checked={chosen}
            onChange={onChoose}
            aria-label={t(`${k}.choose`, { n: version.number })}
            label={
              <Text size="sm" fw={600} span>
                {t(`${k}.version`, { n: version.number })}
                {newest && (
                  <Text span size="xs" c="dimmed" fw={400}>
                    {' '}
                    · {t(`${k}.current`)}
                  </Text>
                )}
              </Text>
            }
          />
          <Text size="xs" c="dimmed">
            {t(`${k}.by`, { author: version.author, when: formatDateTime(version.updated_at) })} ·{' '}
            {t(`${k}.files`, { count: version.media_count })}
          </Text>
          {version.restored_from !== null && (
            <Text size="xs" c="dimmed">
              {t(`${k}.restoredFrom`, { n: version.restored_from })}
            </Text>
          )}
          {version.marks.length > 0 && (
            <Group gap={4}>
              {version.marks.map((mark) => {
                const Icon = MARKS[mark].icon;
                return (
                  <Badge
                    key={mark}
                    size="sm"
                    variant="light"
                    color={MARKS[mark].color}
                    leftSection={<Icon size={12} aria-hidden />}
                  >
                    {t(`${k}.marks.${mark}`)}
                  </Badge>
                );
              })}
            </Group>
          )}
        </Stack>
        {!newest && (
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={onRestore}
            loading={restoring}
            aria-label={t(`${k}.restoreLabel`, { n: version.number })}
          >
            {t(`${k}.restore`)}
          </Button>
        )}
      </Group>
    </List.Item>
  );
}

/**
 * A post's History (docs/product.md#approvals): its versions with who made each and what it
 * was (asked for, approved, published); two chosen are compared; one can be restored as a new
 * version, which names the files it could not bring back.
 */
export function TicketVersionsSection({
  ticketUid,
  headingOrder,
  ticketType,
  ticketUpdated,
}: TicketSlotProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`) ?? false;
  const versions = useInfiniteQuery({
    ...versionsQueryOptions(ticketUid, ticketUpdated),
    enabled: ticketType === 'post',
    // A new page of versions after an edit replaces the list without a flash of "loading".
    placeholderData: keepPreviousData,
  });
  const restore = useRestoreVersion(ticketUid);
  const [chosen, setChosen] = useState<number[]>([]);
  const [comparing, setComparing] = useState<{ from: number; to: number } | null>(null);
  const [skipped, setSkipped] = useState<VersionRestore['skipped']>([]);
  if (ticketType !== 'post') return null;

  const items = versions.data?.pages.flatMap((page) => page.items) ?? [];
  const newest = items[0]?.number;
  // Two at most: a third replaces the one chosen first.
  const choose = (n: number) =>
    setChosen((current) =>
      current.includes(n) ? current.filter((c) => c !== n) : [...current, n].slice(-2),
    );
  const pair = chosen.length === 2 ? { from: Math.min(...chosen), to: Math.max(...chosen) } : null;

  const onRestore = async (n: number) => {
    const ok = await confirm({
      title: t(`${k}.restoreTitle`, { n }),
      message: t(`${k}.restoreText`),
      ok: t(`${k}.restoreOk`),
    });
    if (!ok) return;
    restore.mutate(n, {
      onSuccess: (reply) => {
        setChosen([]);
        setSkipped(reply.skipped);
        notify({
          type: 'positive',
          message:
            reply.version !== null && reply.version !== newest
              ? t(`${k}.restored`, { n, to: reply.version })
              : t(`${k}.restoredSame`, { n }),
        });
      },
      onError: (error) => notify({ type: 'negative', message: errorText(error) }),
    });
  };

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm" data-testid="ticket-versions">
      <Title id={headingId} order={headingOrder} size="h5">
        {t(`${k}.title`)}
      </Title>
      {skipped.length > 0 && (
        <Alert
          color="yellow"
          p="xs"
          title={t(`${k}.skippedTitle`)}
          withCloseButton
          closeButtonLabel={t(`${k}.dismiss`)}
          onClose={() => setSkipped([])}
        >
          <List size="sm" spacing={2}>
            {skipped.map((file) => (
              <List.Item key={file.id}>{t(`${k}.skipped.${file.reason}`, { name: file.name })}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {versions.isPending ? (
        <Text size="sm">{t(`${k}.loading`)}</Text>
      ) : versions.isError ? (
        <QueryError
          message={t(`${k}.loadError`)}
          error={versions.error}
          onRetry={() => void versions.refetch()}
          retrying={versions.isFetching}
          layout="inline"
          compact
        />
      ) : (
        <>
          {items.length > 0 && (
            <List listStyleType="none" spacing="xs" p={0} aria-label={t(`${k}.listLabel`)}>
              {items.map((version) => (
                <VersionItem
                  key={version.number}
                  version={version}
                  newest={version.number === newest}
                  chosen={chosen.includes(version.number)}
                  onChoose={() => choose(version.number)}
                  onRestore={() => void onRestore(version.number)}
                  restoring={restore.isPending && restore.variables === version.number}
                />
              ))}
            </List>
          )}
          {items.length <= 1 ? (
            <Text size="sm" c="dimmed">
              {t(`${k}.empty`)}
            </Text>
          ) : (
            <Group gap="xs" wrap="wrap">
              <Button
                size="compact-sm"
                variant="light"
                disabled={!pair}
                onClick={() => pair && setComparing(pair)}
              >
                {pair ? t(`${k}.compare`, pair) : t(`${k}.compareShort`)}
              </Button>
              {!pair && (
                <Text size="xs" c="dimmed">
                  {t(`${k}.chooseHint`)}
                </Text>
              )}
            </Group>
          )}
          {versions.hasNextPage && (
            <Button
              size="compact-sm"
              variant="subtle"
              onClick={() => void versions.fetchNextPage()}
              loading={versions.isFetchingNextPage}
            >
              {t(`${k}.older`)}
            </Button>
          )}
        </>
      )}
      <Modal
        opened={comparing !== null}
        onClose={() => setComparing(null)}
        title={comparing ? t(`${k}.diff.title`, comparing) : undefined}
        closeButtonProps={{ 'aria-label': t(`${k}.diff.close`) }}
        size="xl"
        fullScreen={phone}
      >
        {comparing && <VersionDiff ticketUid={ticketUid} from={comparing.from} to={comparing.to} />}
      </Modal>
    </Stack>
  );
}
