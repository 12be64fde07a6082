import '@/shared/i18n/parts/publishing';
import type { PublishingChannel } from '@expertos/domain/publishing/channel.schema';
import {
  TIKTOK_PRIVACY_LEVELS,
  TIKTOK_PRIVACY_NAMES,
  type TikTokPrivacyLevel,
} from '@expertos/domain/publishing/tiktok';
import { Alert, Checkbox, Radio, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { creatorInfoQueryOptions } from '../../api/channels';
import { NEW_TIKTOK, type TikTokDraft, type VariantDraft } from '../../lib/variant-draft';

/**
 * A TikTok variant's choices, as TikTok's content-sharing rules ask (docs/product.md#publishing):
 * the account's creator info is read first; who can see the post is picked from the levels it
 * offers, none preselected; comments, Duet and Stitch start off (and stay off where the creator
 * turned them off); the commercial-content disclosure is asked, and branded content cannot be
 * private. "Send to TikTok as a draft" lets the creator finish the post in the app instead.
 */
export function TikTokOptions({
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
  const k = 'ui.publishing.tiktok' as const;
  const info = useQuery(creatorInfoQueryOptions(projectUid, channel.uid));
  const tiktok = draft.tiktok ?? NEW_TIKTOK;
  const set = (change: Partial<TikTokDraft>) => onChange({ tiktok: { ...tiktok, ...change } });
  if (info.isPending) return <Skeleton height={120} role="status" aria-label={t('ui.loading')} />;
  if (info.isError)
    return (
      <Alert color="red" role="alert" title={t(`${k}.infoError`)}>
        {errorText(info.error)}
      </Alert>
    );
  const creator = info.data;
  const offered = TIKTOK_PRIVACY_LEVELS.filter((level) => creator.privacy_levels.includes(level));
  const inbox = tiktok.mode === 'inbox';
  return (
    <Stack gap="sm" data-testid="tiktok-options">
      <Text size="sm">
        {t(`${k}.postingAs`, { nickname: creator.nickname || creator.username, username: creator.username })}
      </Text>
      <SegmentedControl
        aria-label={t(`${k}.mode`)}
        value={tiktok.mode}
        onChange={(value) => set({ mode: value as TikTokDraft['mode'] })}
        data={[
          { value: 'direct', label: t(`${k}.modes.direct`) },
          { value: 'inbox', label: t(`${k}.modes.inbox`) },
        ]}
      />
      {inbox ? (
        <Text size="xs" c="dimmed">
          {t(`${k}.inboxHint`)}
        </Text>
      ) : (
        <>
          <Radio.Group
            label={t(`${k}.privacy`)}
            description={t(`${k}.privacyHint`)}
            value={tiktok.privacyLevel}
            onChange={(value) => set({ privacyLevel: value as TikTokPrivacyLevel })}
            required
          >
            <Stack gap={6} mt={6}>
              {offered.map((level) => (
                <Radio
                  key={level}
                  value={level}
                  label={TIKTOK_PRIVACY_NAMES[level]}
                  // Branded content is never private (TikTok's rule).
                  disabled={level === 'SELF_ONLY' && tiktok.brandContent}
                />
              ))}
            </Stack>
          </Radio.Group>
          <Stack gap={6}>
            <Text size="sm" fw={500}>
              {t(`${k}.allow`)}
            </Text>
            <Checkbox
              label={t(`${k}.comments`)}
              checked={tiktok.allowComments && !creator.comment_disabled}
              disabled={creator.comment_disabled}
              description={creator.comment_disabled ? t(`${k}.offInApp`) : undefined}
              onChange={(event) => set({ allowComments: event.currentTarget.checked })}
            />
            <Checkbox
              label={t(`${k}.duet`)}
              checked={tiktok.allowDuet && !creator.duet_disabled}
              disabled={creator.duet_disabled}
              description={creator.duet_disabled ? t(`${k}.offInApp`) : undefined}
              onChange={(event) => set({ allowDuet: event.currentTarget.checked })}
            />
            <Checkbox
              label={t(`${k}.stitch`)}
              checked={tiktok.allowStitch && !creator.stitch_disabled}
              disabled={creator.stitch_disabled}
              description={creator.stitch_disabled ? t(`${k}.offInApp`) : undefined}
              onChange={(event) => set({ allowStitch: event.currentTarget.checked })}
            />
          </Stack>
          <Stack gap={6}>
            <Text size="sm" fw={500}>
              {t(`${k}.disclose`)}
            </Text>
            <Checkbox
              label={t(`${k}.brandOrganic`)}
              checked={tiktok.brandOrganic}
              onChange={(event) => set({ brandOrganic: event.currentTarget.checked })}
            />
            <Checkbox
              label={t(`${k}.brandContent`)}
              description={t(`${k}.brandContentHint`)}
              checked={tiktok.brandContent}
              onChange={(event) => {
                const on = event.currentTarget.checked;
                set({
                  brandContent: on,
                  ...(on && tiktok.privacyLevel === 'SELF_ONLY' ? { privacyLevel: '' as const } : {}),
                });
              }}
            />
            {(tiktok.brandContent || tiktok.brandOrganic) && (
              <Text size="xs" c="dimmed">
                {tiktok.brandContent ? t(`${k}.labelPaid`) : t(`${k}.labelPromotional`)}
              </Text>
            )}
          </Stack>
        </>
      )}
      {!inbox && (
        <Text size="xs" c="dimmed">
          {t(`${k}.consent`)}
        </Text>
      )}
      {creator.max_video_seconds !== null && (
        <Text size="xs" c="dimmed">
          {t(`${k}.maxLength`, { seconds: creator.max_video_seconds })}
        </Text>
      )}
    </Stack>
  );
}
