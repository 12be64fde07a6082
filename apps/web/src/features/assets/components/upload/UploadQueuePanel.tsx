import '@/shared/i18n/parts/assets';
import type { AssetBrand } from '@expertos/api-client/assets';
import type { ApiError } from '@expertos/api-client/client';
import type { AssetDuplicateAction } from '@expertos/domain/assets';
import { ActionIcon, Button, Card, Group, Progress, ScrollArea, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconRefresh, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import * as calls from '../../api/asset-calls';
import { formatBytes } from '../../lib/format-bytes';
import { queueTotals, type UploadItem, type UploadQueue } from '../../lib/upload-queue';

const u = 'ui.assets.upload' as const;

/**
 * A refusal sending the same bytes again cannot change: the kind of file or its size. A full
 * quota, the network or the server failing may pass on a retry.
 */
const FINAL_REFUSALS = new Set([
  'asset_type_refused',
  'asset_too_large',
  'asset_image_too_large',
  'upload_type_refused',
]);
const isFinalRefusal = (error: ApiError) => FINAL_REFUSALS.has(error.code) || error.status === 415;

const percent = (sent: number, size: number) => (size === 0 ? 100 : Math.floor((sent / size) * 100));

/** "Already in the library as …": keep both, use the existing one, or add as its new version. */
function DuplicateChoice({
  brand,
  item,
  queue,
}: {
  brand: AssetBrand;
  item: UploadItem;
  queue: UploadQueue;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<AssetDuplicateAction | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  if (item.result?.status !== 'duplicate') return null;
  const { upload_uid: uploadUid, existing } = item.result;
  const choose = async (action: AssetDuplicateAction) => {
    setBusy(action);
    setFailed(null);
    try {
      queue.settle(item.id, await calls.resolveDuplicate(brand, uploadUid, action));
    } catch (error) {
      setFailed(`${t(`${u}.resolveFailed`)} ${errorText(error)}`);
    } finally {
      setBusy(null);
    }
  };
  const choices: [AssetDuplicateAction, string][] = [
    ['keep_both', t(`${u}.keepBoth`)],
    ['use_existing', t(`${u}.useExisting`)],
    ['add_version', t(`${u}.addVersion`)],
  ];
  return (
    <Stack gap={4} role="group" aria-label={t(`${u}.duplicate`, { name: existing.name })}>
      <Text size="xs" c="orange.8" style={{ overflowWrap: 'anywhere' }}>
        {t(`${u}.duplicate`, { name: existing.name })}
      </Text>
      <Group gap={4} wrap="wrap">
        {choices.map(([action, label]) => (
          <Button
            key={action}
            size="compact-xs"
            variant={action === 'keep_both' ? 'light' : 'default'}
            loading={busy === action}
            disabled={busy !== null && busy !== action}
            onClick={() => void choose(action)}
          >
            {label}
          </Button>
        ))}
      </Group>
      {failed && (
        <Text size="xs" c="red.7" role="alert">
          {failed}
        </Text>
      )}
    </Stack>
  );
}

function Row({ brand, item, queue }: { brand: AssetBrand; item: UploadItem; queue: UploadQueue }) {
  const { t } = useTranslation();
  const running = item.status === 'queued' || item.status === 'uploading';
  const canRetry =
    item.status === 'cancelled' || (item.status === 'failed' && !(item.error && isFinalRefusal(item.error)));
  let status: React.ReactNode;
  switch (item.status) {
    case 'queued':
      status = t(`${u}.queued`);
      break;
    case 'uploading':
      status = t(`${u}.uploading`, { percent: percent(item.sent, item.size) });
      break;
    case 'stored':
      status = (
        <>
          <IconCheck size={12} aria-hidden style={{ verticalAlign: 'middle', marginRight: 2 }} />
          {t(`${u}.stored`)}
        </>
      );
      break;
    case 'cancelled':
      status = t(`${u}.cancelled`);
      break;
    case 'failed':
      status = t(`${u}.failed`);
      break;
    default:
      status = null;
  }
  return (
    <Stack
      component="li"
      gap={4}
      py={6}
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
          <Text size="sm" truncate title={item.name}>
            {item.name}
          </Text>
          <Text size="xs" c="dimmed">
            {formatBytes(item.size)}
            {status ? ' · ' : ''}
            {status}
          </Text>
        </Stack>
        {running && (
          <Tooltip label={t(`${u}.cancel`, { name: item.name })}>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t(`${u}.cancel`, { name: item.name })}
              onClick={() => queue.cancel(item.id)}
            >
              <IconX size={16} />
            </ActionIcon>
          </Tooltip>
        )}
        {canRetry && (
          <Tooltip label={t(`${u}.retry`, { name: item.name })}>
            <ActionIcon
              variant="subtle"
              aria-label={t(`${u}.retry`, { name: item.name })}
              onClick={() => queue.retry(item.id)}
            >
              <IconRefresh size={16} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
      {item.status === 'uploading' && (
        <Progress
          value={percent(item.sent, item.size)}
          size="xs"
          aria-label={item.name}
          animated={item.sent === 0}
        />
      )}
      {item.status === 'failed' && item.error && (
        <Text size="xs" c="red.7" role="alert" style={{ overflowWrap: 'anywhere' }}>
          {errorText(item.error)}
        </Text>
      )}
      {item.status === 'duplicate' && <DuplicateChoice brand={brand} item={item} queue={queue} />}
    </Stack>
  );
}

/** The upload queue: every file's row (progress, refusal, duplicate choice) and the total. */
export function UploadQueuePanel({
  brand,
  items,
  queue,
}: {
  brand: AssetBrand;
  items: readonly UploadItem[];
  queue: UploadQueue;
}) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  const totals = queueTotals(items);
  const done = items.filter((item) => item.status === 'stored').length;
  const total = percent(totals.sent, totals.size);
  const anyDone = items.some(
    (item) => item.status !== 'queued' && item.status !== 'uploading' && item.status !== 'duplicate',
  );
  return (
    <Card withBorder radius="md" padding="sm" component="section" aria-label={t(`${u}.queue`)}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" fw={600}>
            {t(`${u}.queue`)}
          </Text>
          {anyDone && (
            <Button size="compact-xs" variant="subtle" onClick={() => queue.clearDone()}>
              {t(`${u}.clearDone`)}
            </Button>
          )}
        </Group>
        <Text size="xs" c="dimmed" aria-live="polite">
          {t(`${u}.total`, { done, count: items.length, percent: total })}
        </Text>
        <Progress value={total} size="sm" aria-label={t(`${u}.queue`)} />
        <ScrollArea.Autosize mah={320} type="auto">
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {items.map((item) => (
              <Row key={item.id} brand={brand} item={item} queue={queue} />
            ))}
          </ul>
        </ScrollArea.Autosize>
      </Stack>
    </Card>
  );
}
