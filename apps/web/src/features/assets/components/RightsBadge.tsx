import '@/shared/i18n/parts/assets';
import type { AssetRightsState } from '@expertos/domain/assets';
import { Badge } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconHelpCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const LOOK = {
  ok: { color: 'green', Icon: IconCircleCheck },
  expiring: { color: 'orange', Icon: IconAlertTriangle },
  expired: { color: 'red', Icon: IconCircleX },
  unknown: { color: 'gray', Icon: IconHelpCircle },
} as const;

/** An asset's rights state in a word and an icon (never by colour alone). */
export function RightsBadge({ state, size = 'sm' }: { state: AssetRightsState; size?: 'xs' | 'sm' | 'md' }) {
  const { t } = useTranslation();
  const { color, Icon } = LOOK[state];
  return (
    <Badge
      color={color}
      variant="light"
      size={size}
      leftSection={<Icon size={12} aria-hidden />}
      data-rights={state}
      style={{ flexShrink: 0 }}
    >
      {t(`ui.assets.rightsStates.${state}`)}
    </Badge>
  );
}
