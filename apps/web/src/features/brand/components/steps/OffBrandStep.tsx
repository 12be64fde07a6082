import '@/shared/i18n/parts/brand-settings';
import { ActionIcon, Button, Group, Text, Textarea } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StepForm } from '../StepForm';
import type { StepProps } from '../step-context';
import { useProfileStep } from '../use-profile-step';

/** Off Brand: the rules of what the brand never says or shows; blank rules are not sent. */
export function OffBrandStep(props: StepProps) {
  const { t } = useTranslation();
  const { draft, save, submit } = useProfileStep<string[]>(props, props.project.off_brand, (rules) => ({
    off_brand: rules.map((rule) => rule.trim()).filter(Boolean),
  }));
  const rules = draft.value;
  const change = (at: number, text: string) => draft.set(rules.map((rule, i) => (i === at ? text : rule)));
  return (
    <StepForm canEdit={props.canEdit} dirty={draft.dirty} save={save} onSubmit={() => void submit()}>
      <Text size="sm" c="dimmed">
        {t('ui.brandSettings.offBrand.hint')}
      </Text>
      {rules.length === 0 && <Text size="sm">{t('ui.brandSettings.offBrand.empty')}</Text>}
      {rules.map((rule, at) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rules are plain texts that may repeat; their place is their identity.
        <Group key={at} align="flex-start" gap="xs" wrap="nowrap">
          <Textarea
            aria-label={t('ui.brandSettings.offBrand.rule', { number: at + 1 })}
            autosize
            minRows={1}
            maxLength={500}
            value={rule}
            onChange={(event) => change(at, event.currentTarget.value)}
            style={{ flex: 1 }}
          />
          {props.canEdit && (
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={t('ui.brandSettings.offBrand.remove', { number: at + 1 })}
              onClick={() => draft.set(rules.filter((_, i) => i !== at))}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          )}
        </Group>
      ))}
      {props.canEdit && (
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => draft.set([...rules, ''])}
            disabled={rules.length >= 100}
          >
            {t('ui.brandSettings.offBrand.add')}
          </Button>
        </Group>
      )}
    </StepForm>
  );
}
