import '@/shared/i18n/parts/publishing';
import type { PublishingChannel } from '@expertos/domain/publishing/channel.schema';
import { INSTAGRAM_POST_KINDS } from '@expertos/domain/publishing/instagram';
import { Checkbox, SegmentedControl, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { limitQueryOptions } from '../../api/channels';
import type { VariantDraft } from '../../lib/variant-draft';

/**
 * An Instagram variant's options (docs/product.md#publishing): what it goes out as — a post
 * (one image, or a carousel of 2–10), a reel (one video, in the feed too unless unticked) or a
 * story — and how much of the account's 24-hour publishing limit is used, as Instagram says.
 */
export function InstagramOptions({
  projectUid,
  channel,
  draft,
  onChange,
}: {
  projectUid: string;
  channel: PublishingChannel;
  draft: VariantDraft;
  onChange: (change: Partial<VariantDraft>) => void;
}) {
  const { t } = useTranslation();
  const k = 'ui.publishing.instagram' as const;
  const limit = useQuery(limitQueryOptions(projectUid, channel.uid));
  return (
    <Stack gap="xs">
      <div>
        <Text size="sm" fw={500} id={`ig-kind-${channel.uid}`}>
          {t(`${k}.kind`)}
        </Text>
        <SegmentedControl
          aria-labelledby={`ig-kind-${channel.uid}`}
          value={draft.postKind}
          onChange={(value) => onChange({ postKind: value as VariantDraft['postKind'] })}
          data={INSTAGRAM_POST_KINDS.map((kind) => ({ value: kind, label: t(`${k}.kinds.${kind}`) }))}
        />
        <Text size="xs" c="dimmed" mt={4}>
          {t(`${k}.kindHint.${draft.postKind}`)}
        </Text>
      </div>
      {draft.postKind === 'reel' && (
        <Checkbox
          label={t(`${k}.shareToFeed`)}
          checked={draft.shareToFeed}
          onChange={(event) => onChange({ shareToFeed: event.currentTarget.checked })}
        />
      )}
      {limit.data && (
        <Text size="xs" c={limit.data.used >= limit.data.total ? 'red' : 'dimmed'} role="status">
          {limit.data.used >= limit.data.total
            ? t(`${k}.limitReached`, { total: limit.data.total, hours: limit.data.window_hours })
            : t(`${k}.limit`, {
                used: limit.data.used,
                total: limit.data.total,
                hours: limit.data.window_hours,
              })}
        </Text>
      )}
    </Stack>
  );
}
