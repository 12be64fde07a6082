import '@/shared/i18n/parts/publishing';
import type { PublishingChannel } from '@expertos/domain/publishing/channel.schema';
import { Group, Paper, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isHandoffChannel } from '../../lib/channel-mode';
import { checkVariant, lengthLabel } from '../../lib/limit-display';
import { mediumFix } from '../../lib/medium-fix';
import type { VariantRefusal } from '../../lib/server-errors';
import {
  knownMedia,
  type MediumFacts,
  missingCredits,
  type VariantDraft,
  withCredit,
} from '../../lib/variant-draft';
import { NetworkMark, networkName } from '../NetworkMark';
import { AdaptButton } from './AdaptButton';
import { CreditOffers } from './CreditOffers';
import { MediaPicker } from './MediaPicker';
import { PostPreview } from './PostPreview';
import { VariantOptions } from './VariantOptions';

/**
 * One channel's variant: its text with the network's count and the exact rule it breaks (as
 * the person types), its files, Mastodon's options, and the live preview beside it (under it
 * on a narrow screen). What the server refused last time is said at the field it is about.
 */
export function VariantEditor({
  ticketUid,
  channel,
  draft,
  media,
  refusal,
  onChange,
  mediaUnknown = false,
  ai,
  postDay,
}: {
  ticketUid: string;
  channel: PublishingChannel;
  draft: VariantDraft;
  media: readonly MediumFacts[];
  refusal: VariantRefusal | undefined;
  onChange: (change: Partial<VariantDraft>) => void;
  /** The ticket's files could not be read. */
  mediaUnknown?: boolean;
  /** Where the AI that adapts the text runs: the brand and its workspace. */
  ai: { projectUid: string; workspaceUid: string };
  /** The day the post goes out (`YYYY-MM-DD`): library assets are checked against it. */
  postDay: string;
}) {
  const { t } = useTranslation();
  const k = 'ui.publishing.composer' as const;
  const headingId = useId();
  const byUid = knownMedia(media, draft.media);
  const check = checkVariant(channel, draft, byUid, channel.limits ?? undefined);
  const textErrors = [...check.postProblems.map((p) => p.message), ...(refusal?.text ?? [])];
  const mediaErrors = new Map<number, string[]>();
  for (const [index, problems] of check.mediaProblems)
    mediaErrors.set(
      index,
      problems.map((p) => p.message),
    );
  const fixes = new Map<number, 'mp4' | 'jpeg'>();
  for (const [index, problems] of check.mediaProblems) {
    const chosen = draft.media[index];
    // A library asset is changed in the library (a new version), not copied here.
    const medium = chosen && !chosen.asset ? byUid.get(chosen.uid) : undefined;
    const fix = medium ? mediumFix(medium, problems) : null;
    if (fix) fixes.set(index, fix);
  }
  for (const [index, messages] of refusal?.media ?? [])
    mediaErrors.set(index, [...(mediaErrors.get(index) ?? []), ...messages]);
  const network = networkName(channel.network, t);
  const counter = check.length ? (
    <Text
      span
      size="xs"
      c={check.length.over ? 'red.8' : 'dimmed'}
      fw={check.length.over ? 600 : undefined}
      data-testid="length-counter"
    >
      {lengthLabel(check.length)}
    </Text>
  ) : null;

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="section"
      aria-labelledby={headingId}
      data-testid="variant-editor"
      data-network={channel.network}
    >
      <Stack gap="sm">
        <Group gap="xs" id={headingId} wrap="wrap">
          <NetworkMark network={channel.network} />
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {channel.handle}
          </Text>
        </Group>
        <SimpleGrid minColWidth={260} autoFlow="auto-fit" spacing="md">
          <Stack gap="sm" style={{ minWidth: 0 }}>
            <Textarea
              label={t(`${k}.text`)}
              description={isHandoffChannel(channel) ? t(`${k}.handoffNote`, { network }) : counter}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              autosize
              minRows={4}
              maxRows={14}
              maxLength={10_000}
              value={draft.text}
              onChange={(event) => onChange({ text: event.currentTarget.value })}
              error={textErrors.length > 0 ? textErrors.join(' ') : undefined}
            />
            <CreditOffers
              credits={missingCredits(draft.media, draft.text)}
              onAdd={(credit) => onChange({ text: withCredit(draft.text, credit) })}
            />
            <AdaptButton
              projectUid={ai.projectUid}
              workspaceUid={ai.workspaceUid}
              network={network}
              limit={check.length?.max ?? null}
              text={draft.text}
              onText={(text) => onChange({ text })}
            />
            <VariantOptions
              images={media.filter((m) => m.kind === 'image' && m.on_ticket)}
              projectUid={ai.projectUid}
              channel={channel}
              draft={draft}
              check={check}
              linkRefused={refusal?.link ?? []}
              commentRefused={refusal?.comment ?? []}
              pollRefused={refusal?.poll ?? []}
              onChange={onChange}
            />
            {/* Files the composer could not read are not offered (the composer says why). */}
            {!mediaUnknown && (
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  {t(`${k}.media`)}
                </Text>
                <MediaPicker
                  ticketUid={ticketUid}
                  media={media}
                  draft={draft}
                  projectUid={ai.projectUid}
                  problems={mediaErrors}
                  fixes={fixes}
                  library={{
                    brand: { workspaceId: ai.workspaceUid, projectId: ai.projectUid },
                    network: channel.network,
                    day: postDay,
                  }}
                  onChange={(next) => onChange({ media: next })}
                />
              </Stack>
            )}
          </Stack>
          <PostPreview channel={channel} draft={draft} media={byUid} />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
