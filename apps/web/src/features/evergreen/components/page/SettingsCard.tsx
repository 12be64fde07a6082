import '@/shared/i18n/parts/evergreen';
import type { EvergreenSettings } from '@expertos/domain/evergreen';
import { LIMITS } from '@expertos/domain/limits';
import { Button, Group, NumberInput, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { notify } from '@/shared/ui/notify/notify-store';
import { SectionCard } from '@/shared/ui/SectionCard';

export interface SettingsCardProps {
  settings: EvergreenSettings;
  /** Whether the brand requires approval: copies then always wait for it, whatever is set here. */
  approvalRequired: boolean;
  /** Brand admins edit; the others read. */
  canEdit: boolean;
  saving: boolean;
  onSave: (settings: EvergreenSettings) => Promise<unknown>;
}

/** A whole number within 1…max, or null while the field holds something else. */
const within = (value: string | number, max: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= max ? value : null;

/**
 * The brand's evergreen settings (docs/product.md#evergreen): the cooldown, the most returns,
 * approval again and the pause. Its parent gives it a `key` of the settings as kept, so a save
 * or a reload starts the form again from them.
 */
export function SettingsCard({ settings, approvalRequired, canEdit, saving, onSave }: SettingsCardProps) {
  const { t } = useTranslation();
  const k = 'ui.evergreen.settings' as const;
  const [cooldown, setCooldown] = useState<string | number>(settings.cooldown_days);
  const [repeats, setRepeats] = useState<string | number>(settings.max_repeats);
  const [approvalAgain, setApprovalAgain] = useState(settings.approval_again);
  const [paused, setPaused] = useState(settings.paused);
  const cooldownDays = within(cooldown, LIMITS.evergreenMaxCooldownDays);
  const maxRepeats = within(repeats, LIMITS.evergreenMaxRepeats);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (cooldownDays === null || maxRepeats === null) return;
    onSave({ cooldown_days: cooldownDays, max_repeats: maxRepeats, approval_again: approvalAgain, paused })
      .then(() => notify({ type: 'positive', message: t(`${k}.saved`) }))
      .catch((error: unknown) =>
        notify({ type: 'negative', message: t(`${k}.failed`, { reason: errorText(error) }) }),
      );
  };

  return (
    <SectionCard title={t(`${k}.title`)} intro={canEdit ? t(`${k}.intro`) : t(`${k}.readOnly`)}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NumberInput
              label={t(`${k}.cooldown`)}
              description={t(`${k}.cooldownHint`)}
              value={cooldown}
              onChange={setCooldown}
              min={1}
              max={LIMITS.evergreenMaxCooldownDays}
              allowDecimal={false}
              allowNegative={false}
              readOnly={!canEdit}
              error={cooldownDays === null}
            />
            <NumberInput
              label={t(`${k}.maxRepeats`)}
              description={t(`${k}.maxRepeatsHint`)}
              value={repeats}
              onChange={setRepeats}
              min={1}
              max={LIMITS.evergreenMaxRepeats}
              allowDecimal={false}
              allowNegative={false}
              readOnly={!canEdit}
              error={maxRepeats === null}
            />
          </SimpleGrid>
          <Switch
            label={t(`${k}.approvalAgain`)}
            description={t(`${k}.approvalAgainHint`)}
            checked={approvalAgain}
            onChange={(event) => setApprovalAgain(event.currentTarget.checked)}
            disabled={!canEdit}
          />
          {approvalRequired && (
            <Text size="sm" c="dimmed" data-testid="approval-required">
              {t(`${k}.approvalRequired`)}
            </Text>
          )}
          <Switch
            label={t(`${k}.paused`)}
            description={t(`${k}.pausedHint`)}
            checked={paused}
            onChange={(event) => setPaused(event.currentTarget.checked)}
            disabled={!canEdit}
          />
          {canEdit && (
            <Group justify="flex-end">
              <Button type="submit" loading={saving} disabled={cooldownDays === null || maxRepeats === null}>
                {t(`${k}.save`)}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </SectionCard>
  );
}
