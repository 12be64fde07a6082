import '@/shared/i18n/parts/templates';
import { TEMPLATE_PLACEHOLDERS, type TemplatePlaceholder } from '@expertos/domain/templates';
import { Button, Group, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** A placeholder as a summary holds it: `{date}`. Code, the same in every language. */
export const placeholderCode = (name: TemplatePlaceholder) => `{${name}}`;

/**
 * The placeholders a summary may hold, each a button that adds it at the end of the summary,
 * its meaning in its name and tooltip.
 */
export function PlaceholderHint({ onInsert }: { onInsert: (code: string) => void }) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <Group gap={4} role="group" aria-labelledby={labelId} wrap="wrap">
      <Text id={labelId} size="xs" c="dimmed">
        {t('ui.templates.form.placeholders')}
      </Text>
      {TEMPLATE_PLACEHOLDERS.map((name) => {
        const meaning = t(`ui.templates.form.meanings.${name}`);
        return (
          <Button
            key={name}
            size="compact-xs"
            variant="light"
            color="gray"
            ff="monospace"
            title={meaning}
            aria-label={t('ui.templates.form.insert', { placeholder: placeholderCode(name), meaning })}
            onClick={() => onInsert(placeholderCode(name))}
          >
            {placeholderCode(name)}
          </Button>
        );
      })}
    </Group>
  );
}
