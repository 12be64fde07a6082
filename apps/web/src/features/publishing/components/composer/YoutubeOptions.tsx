import '@/shared/i18n/parts/publishing';
import {
  YOUTUBE_LIMITS,
  YOUTUBE_PRIVACIES,
  YOUTUBE_UPLOAD_LEAD_MINUTES,
} from '@expertos/domain/publishing/youtube';
import { Checkbox, Select, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/shared/lib/format';
import { limitQueryOptions } from '../../api/channels';
import { type MediumFacts, NEW_YOUTUBE, type VariantDraft, type YoutubeDraft } from '../../lib/variant-draft';

/**
 * A YouTube variant's video details (docs/product.md#publishing): its title (the text's first
 * line when left empty), tags, who may watch it and whether it is made for children. The text
 * is the description. An upload costs 1,600 of the project's 10,000 daily quota units.
 */
export function YoutubeOptions({
  projectUid,
  channelUid,
  images,
  draft,
  titleError,
  onChange,
}: {
  projectUid: string;
  channelUid: string;
  images: readonly MediumFacts[];
  draft: VariantDraft;
  titleError?: string;
  onChange: (change: Partial<VariantDraft>) => void;
}) {
  const { t, i18n } = useTranslation();
  const k = 'ui.publishing.youtube' as const;
  const youtube = draft.youtube ?? NEW_YOUTUBE;
  // The units this server's uploads used today (YouTube's day starts at midnight Pacific).
  const units = useQuery(limitQueryOptions(projectUid, channelUid));
  const set = (change: Partial<YoutubeDraft>) => onChange({ youtube: { ...youtube, ...change } });
  return (
    <Stack gap="xs">
      <TextInput
        label={t(`${k}.title`)}
        description={t(`${k}.titleHint`)}
        maxLength={200}
        value={youtube.title}
        onChange={(event) => set({ title: event.currentTarget.value })}
        error={titleError}
      />
      <TextInput
        label={t(`${k}.tags`)}
        description={t(`${k}.tagsHint`, { max: YOUTUBE_LIMITS.tagsCharacters })}
        maxLength={1000}
        value={youtube.tags}
        onChange={(event) => set({ tags: event.currentTarget.value })}
      />
      <Select
        label={t(`${k}.privacy`)}
        description={
          youtube.privacy === 'public'
            ? t(`${k}.publicAhead`, { hours: YOUTUBE_UPLOAD_LEAD_MINUTES / 60 })
            : t(`${k}.notAhead`)
        }
        data={YOUTUBE_PRIVACIES.map((value) => ({ value, label: t(`${k}.privacies.${value}`) }))}
        value={youtube.privacy}
        allowDeselect={false}
        onChange={(value) => value && set({ privacy: value as YoutubeDraft['privacy'] })}
      />
      <Select
        label={t(`${k}.thumbnail`)}
        description={images.length === 0 ? t(`${k}.thumbnailNone`) : t(`${k}.thumbnailHint`)}
        data={[
          { value: '', label: t(`${k}.thumbnailAuto`) },
          ...images.map((image) => ({ value: image.image_uid ?? '', label: image.file_name })),
        ]}
        value={youtube.thumbnailUid}
        allowDeselect={false}
        disabled={images.length === 0}
        onChange={(value) => set({ thumbnailUid: value ?? '' })}
      />
      <Checkbox
        label={t(`${k}.madeForKids`)}
        checked={youtube.madeForKids}
        onChange={(event) => set({ madeForKids: event.currentTarget.checked })}
      />
      {units.data && (
        <Text
          size="xs"
          c={units.data.total - units.data.used < YOUTUBE_LIMITS.uploadUnits ? 'red' : 'dimmed'}
          role="status"
        >
          {t(`${k}.unitsUsed`, {
            used: formatNumber(units.data.used, i18n.language),
            total: formatNumber(units.data.total, i18n.language),
            uploads: Math.max(
              0,
              Math.floor((units.data.total - units.data.used) / YOUTUBE_LIMITS.uploadUnits),
            ),
          })}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {t(`${k}.quota`, {
          uploads: Math.floor(YOUTUBE_LIMITS.dailyUnits / YOUTUBE_LIMITS.uploadUnits),
        })}
      </Text>
    </Stack>
  );
}
