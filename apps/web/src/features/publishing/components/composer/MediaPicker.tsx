import '@/shared/i18n/parts/publishing';
import type { ChannelNetwork } from '@expertos/domain/publishing/handoff';
import {
  ActionIcon,
  Badge,
  Box,
  Button,
  FileButton,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconMovie, IconPlus, IconUpload, IconX } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import type { AssetBrand } from '../../api/library';
import { publishableMediaQueryKey, uploadPostImage } from '../../api/publications';
import {
  knownMedia,
  type MediumFacts,
  mediumUid,
  moveMedium,
  type VariantDraft,
} from '../../lib/variant-draft';
import { LibraryPicker } from './LibraryPicker';
import { ChosenAssetThumb } from './LibraryThumb';
import { MediumFix } from './MediumFix';
import { MediumThumb } from './MediumThumb';

const size = (bytes: number) => `${Math.max(0.1, Math.round(bytes / 100_000) / 10)} MB`;
/** A recording's length as a player shows it: 1:05. */
export const clock = (ms: number) =>
  `${Math.floor(ms / 60_000)}:${String(Math.floor((ms % 60_000) / 1000)).padStart(2, '0')}`;
const facts = (medium: MediumFacts) =>
  [medium.duration_ms === null ? null : clock(medium.duration_ms), size(medium.bytes)]
    .filter(Boolean)
    .join(' · ');

/**
 * The files a variant carries, in order, each with its description (alt text), and the files
 * it may add: the ticket's (its reference images and recordings), the brand's other
 * recordings, an image uploaded here (it joins the ticket's reference images), and assets of
 * the brand's library ("From library", checked against the network and the post's day). Buttons
 * move a file up or down, so the order is set by keyboard as well as by pointer. A rule a file
 * breaks is said at the file, with the copy that would fix it when there is one (an MP4 copy of
 * a recording, a JPEG copy of an image): made only when asked, used only when chosen.
 */
export function MediaPicker({
  ticketUid,
  projectUid,
  media,
  draft,
  problems,
  fixes = new Map(),
  library,
  onChange,
}: {
  ticketUid: string;
  /** The brand, whose recordings' MP4 copies are asked for. */
  projectUid: string;
  media: readonly MediumFacts[];
  draft: VariantDraft;
  /** What is wrong with each chosen file, by its place in the variant. */
  problems: ReadonlyMap<number, readonly string[]>;
  /** The copy that would fix a chosen file, by its place in the variant (lib/medium-fix.ts). */
  fixes?: ReadonlyMap<number, 'mp4' | 'jpeg'>;
  /** The brand's library, the variant's network and the day the post goes out, for "From library". */
  library: { brand: AssetBrand; network: ChannelNetwork; day: string };
  onChange: (media: VariantDraft['media']) => void;
}) {
  const { t } = useTranslation();
  const k = 'ui.publishing.composer' as const;
  const queryClient = useQueryClient();
  const upload = useMutation({
    mutationFn: (file: File) => uploadPostImage(ticketUid, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: publishableMediaQueryKey(ticketUid) }),
  });
  const byUid = knownMedia(media, draft.media);
  // A library asset stays even before its facts are known (a saved variant shown again).
  const chosen = draft.media.filter((m) => m.asset || byUid.has(m.uid));
  const others = media.filter((m) => !draft.media.some((c) => c.uid === mediumUid(m)));
  const add = (medium: MediumFacts) =>
    onChange([...chosen, { uid: mediumUid(medium), kind: medium.kind, alt: '' }]);
  const addButtons = (list: readonly MediumFacts[]) => (
    <Group gap="xs">
      {list.map((medium) => (
        <Button
          key={mediumUid(medium)}
          size="compact-xs"
          variant="default"
          leftSection={
            medium.kind === 'video' ? <IconMovie size={12} aria-hidden /> : <IconPlus size={12} aria-hidden />
          }
          aria-label={t(`${k}.addMedium`, { name: medium.file_name })}
          title={facts(medium)}
          onClick={() => add(medium)}
          maw="100%"
        >
          <Text span size="xs" truncate>
            {medium.kind === 'video' ? `${medium.file_name} · ${facts(medium)}` : medium.file_name}
          </Text>
        </Button>
      ))}
    </Group>
  );
  const fromTicket = others.filter((m) => m.on_ticket);
  const fromLibrary = others.filter((m) => !m.on_ticket);

  return (
    <Stack gap="xs">
      {media.length === 0 && chosen.length === 0 && (
        <Text size="sm" c="dimmed">
          {t(`${k}.mediaEmpty`)}
        </Text>
      )}
      {chosen.length > 0 && (
        <Stack component="ol" gap="xs" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {chosen.map((item, index) => {
            const medium = item.asset?.facts ?? (byUid.get(item.uid) as MediumFacts);
            const name = item.asset?.name ?? medium.file_name;
            const wrong = problems.get(index) ?? [];
            return (
              <Paper component="li" key={item.uid} withBorder p="xs" radius="sm">
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  {item.asset ? (
                    <Stack w={56} gap={4} align="center" style={{ flexShrink: 0 }}>
                      <Box w={56}>
                        <ChosenAssetThumb
                          brand={library.brand}
                          medium={{ ...item, asset: item.asset }}
                          height={56}
                        />
                      </Box>
                      <Badge size="xs" variant="light" tt="none">
                        {t(`${k}.library.badge`)}
                      </Badge>
                    </Stack>
                  ) : (
                    <MediumThumb medium={medium} alt="" height={56} width={56} />
                  )}
                  <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                    <Group gap={4} justify="space-between" wrap="nowrap">
                      <Text size="xs" fw={600} truncate>
                        {t(`${k}.mediaNumbered`, { n: index + 1, name })} · {facts(medium)}
                      </Text>
                      <Group gap={2} wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          size="sm"
                          disabled={index === 0}
                          aria-label={t(`${k}.moveUp`, { name })}
                          onClick={() => onChange(moveMedium(chosen, index, index - 1))}
                        >
                          <IconArrowUp size={14} aria-hidden />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          size="sm"
                          disabled={index === chosen.length - 1}
                          aria-label={t(`${k}.moveDown`, { name })}
                          onClick={() => onChange(moveMedium(chosen, index, index + 1))}
                        >
                          <IconArrowDown size={14} aria-hidden />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          size="sm"
                          aria-label={t(`${k}.removeMedium`, { name })}
                          onClick={() => onChange(chosen.filter((_, i) => i !== index))}
                        >
                          <IconX size={14} aria-hidden />
                        </ActionIcon>
                      </Group>
                    </Group>
                    <TextInput
                      size="xs"
                      label={t(`${k}.alt`, { name })}
                      placeholder={t(`${k}.altHint`)}
                      maxLength={2000}
                      value={item.alt}
                      onChange={(event) => {
                        const alt = event.currentTarget.value;
                        onChange(chosen.map((m, i) => (i === index ? { ...m, alt } : m)));
                      }}
                      error={wrong.length > 0 ? wrong.join(' ') : undefined}
                    />
                    {fixes.get(index) && (
                      <MediumFix
                        fix={fixes.get(index) as 'mp4' | 'jpeg'}
                        ticketUid={ticketUid}
                        projectUid={projectUid}
                        medium={medium}
                        offered={byUid}
                        onUse={(copy) =>
                          onChange(
                            chosen.map((m, i) =>
                              i === index ? { uid: mediumUid(copy), kind: copy.kind, alt: m.alt } : m,
                            ),
                          )
                        }
                      />
                    )}
                  </Stack>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
      {fromTicket.length > 0 && (
        <Stack gap={4}>
          <Text size="xs" c="dimmed">
            {t(`${k}.fromTicket`)}
          </Text>
          {addButtons(fromTicket)}
        </Stack>
      )}
      {fromLibrary.length > 0 && (
        <Stack gap={4}>
          <Text size="xs" c="dimmed">
            {t(`${k}.fromLibrary`)}
          </Text>
          {addButtons(fromLibrary)}
        </Stack>
      )}
      <Group gap="xs">
        <LibraryPicker
          brand={library.brand}
          network={library.network}
          day={library.day}
          inVariant={new Set(chosen.filter((m) => m.asset).map((m) => m.uid))}
          onAdd={(added) => onChange([...chosen, ...added])}
        />
        <FileButton accept="image/*" onChange={(file) => file && upload.mutate(file)}>
          {(props) => (
            <Button
              {...props}
              size="compact-xs"
              variant="light"
              leftSection={<IconUpload size={12} aria-hidden />}
              loading={upload.isPending}
            >
              {upload.isPending ? t(`${k}.uploading`) : t(`${k}.upload`)}
            </Button>
          )}
        </FileButton>
        {upload.isError && (
          <Text size="xs" c="red.8" role="alert">
            {t(`${k}.uploadFailed`, { reason: errorText(upload.error) })}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
