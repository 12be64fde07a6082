import {
  EXTENSION_DISABLE_LABELS,
  EXTENSION_DISABLE_OPTIONS,
  type ExtensionDisableState,
  enableExtension,
  isExtensionDisabled,
  siteOf,
} from '@expertos/domain/extension';
import { Button, Group, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { disable, loadDisableState, saveDisableState } from '@/lib/storage';

/**
 * Switching the selection button off (docs/product.md#extension): for 30 minutes, on this
 * website, or for good; and on again.
 */
export function DisableMenu({ url }: { url: string }) {
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
          {state.forever || state.until ? 'Switched off.' : `Switched off on ${site}.`}
        </Text>
        <Button
          size="compact-xs"
          variant="subtle"
          onClick={() => {
            const next = enableExtension(state);
            void saveDisableState(next).then(() => setState(next));
          }}
        >
          Switch on
        </Button>
      </Group>
    );
  return (
    <Group gap={6} wrap="wrap" role="group" aria-label="Switch off">
      <Text size="xs" c="dimmed">
        Switch off:
      </Text>
      {EXTENSION_DISABLE_OPTIONS.filter((option) => option !== 'this_website' || site).map((option) => (
        <Button
          key={option}
          size="compact-xs"
          variant="default"
          onClick={() => void disable(option, url).then(setState)}
        >
          {EXTENSION_DISABLE_LABELS[option]}
        </Button>
      ))}
    </Group>
  );
}
