import { Button, Group, Stack, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PillarSelect } from '../../fields/PillarSelect';
import { ReadOnlyField } from './ReadOnlyField';

export interface PillarFieldProps {
  label: string;
  value: string | null;
  /** The brand's content pillars, in the profile's order. */
  pillars: readonly string[];
  /** The pillar the brand check found the post fits, or null: offered, never applied by itself. */
  suggestion: string | null;
  onSave: (pillar: string | null) => void;
  readOnly: boolean;
}

/**
 * A post's pillar, saved as soon as it is picked; beside it, the pillar the brand check found,
 * one click away while it is one of the brand's and not the post's already.
 */
export function PillarField({ label, value, pillars, suggestion, onSave, readOnly }: PillarFieldProps) {
  const { t } = useTranslation();
  const hintId = useId();
  if (readOnly) return <ReadOnlyField label={label}>{value}</ReadOnlyField>;
  const offer =
    suggestion !== null && suggestion !== value && pillars.includes(suggestion) ? suggestion : null;
  return (
    <Stack gap={4}>
      <PillarSelect label={label} pillars={pillars} value={value} onChange={onSave} />
      {offer !== null && (
        <Group gap={6} wrap="wrap">
          <Text size="xs" c="dimmed" id={hintId}>
            {t('ui.tickets.details.pillar.found', { pillar: offer })}
          </Text>
          <Button
            size="compact-xs"
            variant="light"
            leftSection={<IconSparkles size={12} aria-hidden />}
            aria-describedby={hintId}
            onClick={() => onSave(offer)}
          >
            {t('ui.tickets.details.pillar.use', { pillar: offer })}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
