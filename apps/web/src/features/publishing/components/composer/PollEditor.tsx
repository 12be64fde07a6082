import '@/shared/i18n/parts/publishing';
import { ActionIcon, Button, Checkbox, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { POLL_DURATIONS, type PollDraft } from '../../lib/variant-draft';

/** The most choices the editor offers to add; the server's own figure is checked as for text. */
const MOST_CHOICES = 10;

/** How long a poll stays open, as the choice says it. */
function durationLabel(seconds: number, t: TFunction) {
  const k = 'ui.publishing.composer.pollDurations' as const;
  if (seconds >= 86_400) return t(`${k}.days`, { count: seconds / 86_400 });
  if (seconds >= 3600) return t(`${k}.hours`, { count: seconds / 3600 });
  return t(`${k}.minutes`, { count: seconds / 60 });
}

/**
 * A Mastodon poll under the post: switched on, its choices (added and removed by buttons, so by
 * keyboard too), how long it stays open, and whether people may pick several. What the server
 * would refuse is said under it as it is typed.
 */
export function PollEditor({
  poll,
  problems,
  onChange,
}: {
  poll: PollDraft;
  problems: readonly string[];
  onChange: (poll: PollDraft) => void;
}) {
  const { t } = useTranslation();
  const k = 'ui.publishing.composer' as const;
  const set = (change: Partial<PollDraft>) => onChange({ ...poll, ...change });
  return (
    <Stack gap="xs">
      <Checkbox
        label={t(`${k}.poll`)}
        description={t(`${k}.pollHint`)}
        checked={poll.on}
        onChange={(event) => set({ on: event.currentTarget.checked })}
      />
      {poll.on && (
        <Stack gap={6} pl="lg" data-testid="poll-editor">
          {poll.options.map((option, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a choice is its place in the list.
            <Group key={index} gap={4} wrap="nowrap" align="flex-end">
              <TextInput
                style={{ flex: 1 }}
                size="xs"
                label={t(`${k}.pollChoice`, { n: index + 1 })}
                maxLength={200}
                value={option}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  set({ options: poll.options.map((o, i) => (i === index ? value : o)) });
                }}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="md"
                disabled={poll.options.length <= 2}
                aria-label={t(`${k}.pollRemove`, { n: index + 1 })}
                onClick={() => set({ options: poll.options.filter((_, i) => i !== index) })}
              >
                <IconX size={14} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          <Group gap="xs" align="flex-end" wrap="wrap">
            <Button
              size="compact-xs"
              variant="default"
              leftSection={<IconPlus size={12} aria-hidden />}
              disabled={poll.options.length >= MOST_CHOICES}
              onClick={() => set({ options: [...poll.options, ''] })}
            >
              {t(`${k}.pollAdd`)}
            </Button>
            <Select
              size="xs"
              w={140}
              label={t(`${k}.pollOpenFor`)}
              data={POLL_DURATIONS.map((seconds) => ({
                value: String(seconds),
                label: durationLabel(seconds, t),
              }))}
              value={String(poll.expiresIn)}
              onChange={(value) => value && set({ expiresIn: Number(value) })}
              allowDeselect={false}
            />
            <Checkbox
              size="xs"
              label={t(`${k}.pollMultiple`)}
              checked={poll.multiple}
              onChange={(event) => set({ multiple: event.currentTarget.checked })}
            />
          </Group>
          {problems.length > 0 && (
            <Text size="xs" c="red.8" role="alert">
              {problems.join(' ')}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
