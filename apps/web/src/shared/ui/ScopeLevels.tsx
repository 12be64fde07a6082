import { Flex, SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type Level, RESOURCES, type Resource } from '@/shared/lib/api-scopes';

/**
 * What an API key or a connected app may do, per resource: none, read, or read and write
 * (members: read at most). One line from a tablet up; on a phone each choice goes under its
 * name, every row alike.
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
        <Flex
          key={resource}
          direction={{ base: 'column', sm: 'row' }}
          justify="space-between"
          align={{ base: 'flex-start', sm: 'center' }}
          gap={4}
        >
          <Text size="sm">{t(`${k}.resources.${resource}`)}</Text>
          <SegmentedControl
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
