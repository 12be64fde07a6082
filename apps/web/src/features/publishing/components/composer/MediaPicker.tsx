import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type MediumFacts, moveMedium, type VariantDraft } from '../../lib/variant-draft';
import { MediumThumb } from './MediumThumb';

const size = (bytes: number) => `${Math.max(0.1, Math.round(bytes / 100_000) / 10)} MB`;

/**
 * The files a variant carries, in order, each with its description (alt text), and the
 * ticket's other files to add. Buttons move a file up or down, so the order is set by
 * keyboard as well as by pointer. A rule a file breaks is said at the file.
 */
export function MediaPicker({
  media,
  draft,
  problems,
  onChange,
}: {
  media: readonly MediumFacts[];
  draft: VariantDraft;
  /** What is wrong with each chosen file, by its place in the variant. */
  problems: ReadonlyMap<number, readonly string[]>;
  onChange: (media: VariantDraft['media']) => void;
}) {
  const { t } = useTranslation();
  const k = 'ui.publishing.composer' as const;
  const byUid = new Map(media.map((m) => [m.image_uid, m]));
  const chosen = draft.media.filter((m) => byUid.has(m.image_uid));
  const others = media.filter((m) => !draft.media.some((c) => c.image_uid === m.image_uid));
  if (media.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t(`${k}.mediaEmpty`)}
      </Text>
    );
  return (
    <Stack gap="xs">
      {chosen.length > 0 && (
        <Stack component="ol" gap="xs" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {chosen.map((item, index) => {
            const medium = byUid.get(item.image_uid) as MediumFacts;
            const name = medium.file_name;
            const wrong = problems.get(index) ?? [];
            return (
              <Paper component="li" key={item.image_uid} withBorder p="xs" radius="sm">
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <MediumThumb medium={medium} alt="" height={56} width={56} />
                  <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                    <Group gap={4} justify="space-between" wrap="nowrap">
                      <Text size="xs" fw={600} truncate>
                        {index + 1}. {name} · {size(medium.bytes)}
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
                  </Stack>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
      {others.length > 0 && (
        <Group gap="xs">
          {others.map((medium) => (
            <Button
              key={medium.image_uid}
              size="compact-xs"
              variant="default"
              leftSection={<IconPlus size={12} aria-hidden />}
              aria-label={t(`${k}.addMedium`, { name: medium.file_name })}
              onClick={() => onChange([...chosen, { image_uid: medium.image_uid, alt: '' }])}
              maw="100%"
            >
              <Text span size="xs" truncate>
                {medium.file_name}
              </Text>
            </Button>
          ))}
        </Group>
      )}
    </Stack>
  );
}
