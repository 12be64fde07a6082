import '@/shared/i18n/parts/publishing';
import type { QueueSettings } from '@expertos/domain/publishing/channel.schema';
import { Anchor, Button, Checkbox, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '@/shared/api/error-text';
import { ticketKeys } from '@/shared/api/ticket-keys';
import { FormAlert } from '@/shared/ui/FormAlert';
import { notify } from '@/shared/ui/notify/notify-store';
import { QueryError } from '@/shared/ui/QueryError';
import { channelsQueryOptions } from '../../api/channels';
import {
  publicationsQueryKey,
  publishableMediaQueryOptions,
  type ScheduleRequest,
  savedVariantsQueryOptions,
  saveVariants,
  schedulePost,
} from '../../api/publications';
import { queueQueryOptions } from '../../api/queue';
import { postDay } from '../../lib/library-pick';
import { checkVariant } from '../../lib/limit-display';
import { refusalsByChannel } from '../../lib/server-errors';
import { fromVariant, knownMedia, type PostWords, toVariant } from '../../lib/variant-draft';
import { pickedInstant } from '../../lib/zone-display';
import { NetworkIcon, networkName } from '../NetworkMark';
import { SchedulePicker } from './SchedulePicker';
import { useComposer } from './use-composer';
import { VariantEditor } from './VariantEditor';

/** Until the brand has said otherwise, the server answers its zone as UTC (docs/product.md#publishing). */
const NO_QUEUE: QueueSettings = { time_zone: 'UTC', slots: [], require_approval: false };

export interface ComposerProps {
  ticketUid: string;
  workspaceUid: string;
  project: { uid: string; slug: string };
  words: PostWords;
  /** The post went out or was scheduled. */
  onDone: () => void;
  /** Closes the composer unsent; without it there is no Cancel (the composer is all the section shows). */
  onCancel?: () => void;
}

/**
 * A post's composer (docs/product.md#publishing): the channels it goes to, a variant per
 * channel checked as it is typed, and when it goes out. Nothing is sent while a variant breaks
 * its network's rules; what the server still refuses is said at the variant it is about.
 */
export function Composer({ ticketUid, workspaceUid, project, words, onDone, onCancel }: ComposerProps) {
  const { t } = useTranslation();
  const k = 'ui.publishing.composer' as const;
  const queryClient = useQueryClient();
  const channels = useQuery(channelsQueryOptions(project.uid));
  const mediaQuery = useQuery(publishableMediaQueryOptions(ticketUid));
  const queueQuery = useQuery(queueQueryOptions(project.uid));
  const savedQuery = useQuery(savedVariantsQueryOptions(ticketUid));
  const media = mediaQuery.data ?? [];
  const composer = useComposer(words, media);
  // The post's saved variants, once loaded, are where the composer starts (once: not over edits).
  const seeded = useRef(false);
  useEffect(() => {
    if (seeded.current || !savedQuery.data || !channels.data) return;
    seeded.current = true;
    composer.seed(
      savedQuery.data.flatMap((saved) => {
        const channel = channels.data.find((c) => c.uid === saved.channel_uid);
        return channel ? [{ uid: channel.uid, draft: fromVariant(channel, saved.variant) }] : [];
      }),
    );
  }, [savedQuery.data, channels.data, composer.seed]);
  const [blocked, setBlocked] = useState<string | null>(null);
  // What stopped the last try is said until the person changes something.
  // biome-ignore lint/correctness/useExhaustiveDependencies: any change of these clears it.
  useEffect(
    () => setBlocked(null),
    [composer.drafts, composer.chosen, composer.when, composer.date, composer.time],
  );
  const chosen = (channels.data ?? []).filter((c) => composer.chosen.includes(c.uid));
  const queue = queueQuery.data ?? NO_QUEUE;
  const day = postDay(composer, queue.time_zone);

  const send = useMutation({
    mutationFn: (request: ScheduleRequest) => schedulePost(ticketUid, request),
    onSuccess: () => {
      const done = composer.when === 'now' ? 'sentNow' : composer.when === 'queue' ? 'queued' : 'scheduled';
      notify({ type: 'positive', message: t(`${k}.${done}`) });
      void queryClient.invalidateQueries({ queryKey: publicationsQueryKey(ticketUid) });
      composer.reset();
      onDone();
    },
  });
  // Saved for review: each network's words kept on the post, approved with it.
  const save = useMutation({
    mutationFn: (variants: ScheduleRequest['posts']) => saveVariants(ticketUid, { variants }),
    onSuccess: (saved) => {
      notify({ type: 'positive', message: t(`${k}.saved`) });
      queryClient.setQueryData(ticketKeys.savedVariants(ticketUid), saved);
      // Saved after "reopen review", the post went back for approval: its round and history moved.
      void queryClient.invalidateQueries({ queryKey: ticketKeys.ticket(ticketUid) });
    },
  });
  const failed = send.isError
    ? { error: send.error, uids: send.variables.posts.map((p) => p.channel_uid) }
    : save.isError
      ? { error: save.error, uids: save.variables.map((p) => p.channel_uid) }
      : null;
  const refusals = failed ? refusalsByChannel(failed.error, failed.uids) : null;

  /** What stops the chosen variants from being sent: nothing chosen, or a rule they break. */
  const stopped = (): string | null => {
    if (chosen.length === 0) return t(`${k}.chooseChannel`);
    const broken = chosen.some((c) => {
      const draft = composer.drafts[c.uid];
      const check =
        draft &&
        checkVariant(c, draft, knownMedia(mediaQuery.data ?? [], draft.media), c.limits ?? undefined);
      return !check || check.problems.length > 0 || check.badLink;
    });
    return broken ? t(`${k}.fixFirst`) : null;
  };
  const variantsChosen = () =>
    chosen.flatMap((c) => {
      const draft = composer.drafts[c.uid];
      return draft ? [{ channel_uid: c.uid, variant: toVariant(c, draft) }] : [];
    });
  const saveForReview = () => {
    send.reset();
    save.reset();
    const stop = stopped();
    if (stop) return setBlocked(stop);
    setBlocked(null);
    save.mutate(variantsChosen());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.reset();
    save.reset();
    const stop = stopped();
    if (stop) return setBlocked(stop);
    let dueAt: string | null = null;
    if (composer.when === 'at') {
      const instant = pickedInstant(composer.date, composer.time, queue.time_zone);
      if (!instant) return setBlocked(t(`${k}.chooseTime`));
      dueAt = instant.toISOString();
    }
    setBlocked(null);
    send.mutate({
      due_at: dueAt,
      queue: composer.when === 'queue',
      posts: variantsChosen(),
    });
  };

  if (channels.isPending || mediaQuery.isPending || queueQuery.isPending || savedQuery.isPending)
    return <Skeleton height={120} radius="md" role="status" aria-label={t('ui.loading')} />;
  if (channels.isError)
    return (
      <QueryError
        message={t('ui.publishing.channels.loadError')}
        error={channels.error}
        onRetry={() => void channels.refetch()}
      />
    );
  if (channels.data.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t(`${k}.noChannels`)}{' '}
        <Anchor component={Link} to={`/brand/${project.slug}/integrations`} inherit>
          {t(`${k}.connectLink`)}
        </Anchor>
      </Text>
    );

  // What the server refused that is about no one variant, or said once when it was about some.
  let general: string | null = null;
  if (failed) {
    if (refusals && refusals.general.length > 0) general = refusals.general.join(' ');
    else if (refusals && refusals.byChannel.size > 0) general = t(`${k}.refused`);
    else general = errorText(failed.error);
  }
  const submitLabel =
    composer.when === 'now' ? 'submitNow' : composer.when === 'queue' ? 'submitQueue' : 'submitAt';

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Checkbox.Group
          label={t(`${k}.channels`)}
          value={composer.chosen}
          onChange={(uids) => {
            setBlocked(null);
            for (const channel of channels.data) {
              const on = uids.includes(channel.uid);
              if (on !== composer.chosen.includes(channel.uid)) composer.toggle(channel, on);
            }
          }}
        >
          <Stack gap={6} mt={6}>
            {channels.data.map((channel) => {
              const broken = channel.state === 'needs_reconnecting';
              return (
                <Checkbox
                  key={channel.uid}
                  value={channel.uid}
                  disabled={broken}
                  label={
                    <Group gap={6} wrap="nowrap" component="span">
                      <NetworkIcon network={channel.network} size={16} />
                      <span>
                        {networkName(channel.network, t)} · {channel.handle}
                      </span>
                    </Group>
                  }
                  description={broken ? t(`${k}.channelBroken`) : undefined}
                />
              );
            })}
          </Stack>
        </Checkbox.Group>
        {mediaQuery.isError && (
          <QueryError
            layout="inline"
            message={t(`${k}.mediaLoadError`)}
            error={mediaQuery.error}
            onRetry={() => void mediaQuery.refetch()}
          />
        )}
        {chosen.map((channel) => {
          const draft = composer.drafts[channel.uid];
          return draft ? (
            <VariantEditor
              key={channel.uid}
              ticketUid={ticketUid}
              channel={channel}
              draft={draft}
              media={media}
              refusal={refusals?.byChannel.get(channel.uid)}
              onChange={(change) => composer.edit(channel.uid, change)}
              mediaUnknown={mediaQuery.isError}
              ai={{ projectUid: project.uid, workspaceUid }}
              postDay={day}
            />
          ) : null;
        })}
        {queueQuery.isError && (
          <QueryError
            layout="inline"
            message={t(`${k}.queueLoadError`)}
            error={queueQuery.error}
            onRetry={() => void queueQuery.refetch()}
          />
        )}
        <SchedulePicker
          composer={composer}
          queue={queue}
          projectUid={project.uid}
          networks={[...new Set(chosen.map((c) => c.network))]}
        />
        {queue.require_approval && (
          <Text size="xs" c="dimmed">
            {t(`${k}.approvalNote`)}
          </Text>
        )}
        {savedQuery.isError && (
          <QueryError
            layout="inline"
            message={t(`${k}.savedLoadError`)}
            error={savedQuery.error}
            onRetry={() => void savedQuery.refetch()}
          />
        )}
        <Text size="xs" c="dimmed">
          {t(`${k}.saveHint`)}
        </Text>
        <FormAlert>{blocked ?? general}</FormAlert>
        <Group>
          <Button type="submit" loading={send.isPending} disabled={save.isPending}>
            {t(`${k}.${submitLabel}`)}
          </Button>
          <Button
            variant="default"
            onClick={saveForReview}
            loading={save.isPending}
            disabled={send.isPending}
          >
            {t(`${k}.save`)}
          </Button>
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t('ui.common.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
