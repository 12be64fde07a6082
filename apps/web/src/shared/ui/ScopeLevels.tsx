import '@/shared/i18n/parts/api-keys';
import { Flex, SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type Level, RESOURCES, type Resource } from '@/shared/lib/api-scopes';

/**
 * What an API key or a connected app may do, per resource: none, read, or read and write
 * (members: read at most). Name and choice on one line where they fit, the choice under its
 * name where they do not (a phone, a narrow card): the container decides, not the screen.
 */
export function ScopeLevels({
  levels,
  onChange,
  label,
  hint,
}: {
  levels: Record<Resource, Level>;
  onChange: (levels: Record<Resource, Level>) => void;
  label: string;
  hint?: string;
}) {
  const { t } = useTranslation();
  const k = 'ui.apiKeys' as const;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
      {RESOURCES.map((resource) => (
        <Flex key={resource} wrap="wrap" justify="space-between" align="center" columnGap="md" rowGap={4}>
          {/* A common width for the names, so rows wrap alike rather than by their name's length. */}
          <Text size="sm" style={{ flex: '1 0 110px' }}>
            {t(`${k}.resources.${resource}`)}
          </Text>
          <SegmentedControl
            style={{ flexShrink: 0 }}
            size="xs"
            aria-label={t(`${k}.resources.${resource}`)}
            value={levels[resource]}
            onChange={(value) => onChange({ ...levels, [resource]: value as Level })}
            data={(resource === 'members'
              ? (['none', 'read'] as const)
              : (['none', 'read', 'write'] as const)
            ).map((level) => ({ value: level, label: t(`${k}.access.${level}`) }))}
          />
        </Flex>
      ))}
    </Stack>
  );
}
