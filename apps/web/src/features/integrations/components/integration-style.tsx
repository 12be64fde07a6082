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

export const integrationLabel = (type: IntegrationType) => INTEGRATION_STYLES[type].label;
