import type { Profile } from '@expertos/domain/profile.schema';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { browserTimeZone } from '@/shared/session/viewer-zone';
import { SectionCard } from '@/shared/ui/SectionCard';
import { TimeZoneSelect } from './TimeZoneSelect';
import { useSaveTimeZone } from './use-save-time-zone';

/**
 * The person's time zone (docs/product.md#time-zones), kept on their profile: their calendar
 * days, "this week" and the time report count in it, on every device.
 */
export function TimeZoneCard({
  profile,
  onSaved,
}: {
  profile: Profile;
  onSaved: (profile: Profile) => void;
}) {
  const { t } = useTranslation();
  const save = useSaveTimeZone(onSaved);
  const browser = browserTimeZone();
  const current = save.isPending ? (save.variables ?? browser) : (profile.time_zone ?? browser);
  return (
    <SectionCard title={t('ui.timeZone.title')} intro={t('ui.timeZone.intro')}>
      <Stack gap="xs" maw={360}>
        <TimeZoneSelect
          label={t('ui.timeZone.label')}
          value={current}
          onChange={(zone) => save.mutate(zone)}
          disabled={save.isPending}
        />
        {current !== browser && (
          <Group gap="sm" wrap="wrap">
            <Text size="sm" c="dimmed">
              {t('ui.timeZone.browser', { zone: browser })}
            </Text>
            <Button variant="subtle" size="compact-sm" onClick={() => save.mutate(browser)}>
              {t('ui.timeZone.useBrowser')}
            </Button>
          </Group>
        )}
      </Stack>
    </SectionCard>
  );
}
