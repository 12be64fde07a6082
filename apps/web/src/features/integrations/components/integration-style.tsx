import '@/shared/i18n/parts/integrations';
import { INTEGRATION_STYLES, type IntegrationType } from '@expertos/domain/integration.schema';
import { ThemeIcon } from '@mantine/core';
import {
  type Icon,
  IconBrandJira,
  IconBrandSlack,
  IconLayoutKanban,
  IconMail,
  IconPlug,
  IconWebhook,
} from '@tabler/icons-react';
import type { TFunction } from 'i18next';

/** The Tabler icon names INTEGRATION_STYLES uses, as components (an unknown name gets a plug). */
const ICONS: Record<string, Icon> = {
  'brand-jira': IconBrandJira,
  mail: IconMail,
  'brand-slack': IconBrandSlack,
  'layout-kanban': IconLayoutKanban,
  webhook: IconWebhook,
};

/** An integration type's icon in its colour (docs/product.md#integrations). */
export function IntegrationIcon({ type, size = 36 }: { type: IntegrationType; size?: number }) {
  const style = INTEGRATION_STYLES[type];
  const TypeIcon = ICONS[style.icon] ?? IconPlug;
  return (
    <ThemeIcon size={size} radius="md" color={style.color} aria-hidden>
      <TypeIcon size={Math.round(size * 0.6)} stroke={1.75} />
    </ThemeIcon>
  );
}

/** An integration type's name in the reader's language ('E-Mail' in de; brand names as they are). */
export const integrationLabel = (t: TFunction, type: IntegrationType) => t(`ui.integrations.types.${type}`);
