import {
  EXTENSION_DISABLE_OPTIONS,
  type ExtensionDisableState,
  enableExtension,
  isExtensionDisabled,
  siteOf,
} from '@expertos/domain/extension';
import { Button, Group, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { disable, loadDisableState, saveDisableState } from '@/lib/storage';
import { useT } from '@/ui/language';

/**
 * Switching the selection button off (docs/product.md#extension): for 30 minutes, on this
 * website, or for good; and on again.
 */
export function DisableMenu({ url }: { url: string }) {
  const t = useT();
  const [state, setState] = useState<ExtensionDisableState | null>(null);
  useEffect(() => {
    void loadDisableState().then(setState);
  }, []);
  if (!state) return null;
  const off = isExtensionDisabled(state, { url, now: new Date() });
  const site = siteOf(url);
  if (off)
    return (
      <Group justify="space-between" wrap="nowrap">
        <Text size="xs" c="dimmed">
          {state.forever || state.until
            ? t('switchOff.switchedOff')
            : t('switchOff.switchedOffOn', { site: site ?? '' })}
        </Text>
        <Button
          size="compact-xs"
          variant="subtle"
          onClick={() => {
            const next = enableExtension(state);
            void saveDisableState(next).then(() => setState(next));
          }}
        >
          {t('switchOff.switchOn')}
        </Button>
      </Group>
    );
  return (
    <Group gap={6} wrap="wrap" role="group" aria-label={t('switchOff.label')}>
      <Text size="xs" c="dimmed">
        {t('switchOff.prefix')}
      </Text>
      {EXTENSION_DISABLE_OPTIONS.filter((option) => option !== 'this_website' || site).map((option) => (
        <Button
          key={option}
          size="compact-xs"
          variant="default"
          onClick={() => void disable(option, url).then(setState)}
        >
          {t(`switchOff.options.${option}`)}
        </Button>
      ))}
    </Group>
  );
}
