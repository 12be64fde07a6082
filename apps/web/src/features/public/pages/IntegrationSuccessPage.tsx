import '@/shared/i18n/parts/integrations';
import {
  INTEGRATION_RESULT_CHANNEL,
  INTEGRATION_RESULT_MESSAGE,
  type IntegrationResult,
  type IntegrationResultMessage,
  integrationResultQuerySchema,
} from '@expertos/domain/integration-install';
import { integrationTypeSchema } from '@expertos/domain/integrations.schema';
import { Anchor, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { translateError } from '@/shared/i18n/i18n';
import { PageFrame } from '@/shared/ui/PageFrame';

/** How long the confirmation stays up before a pop-up closes itself. */
export const POPUP_CLOSE_DELAY_MS = 1500;

/** Tells the page that opened the flow (same origin only), and any other tab of the app. */
function report(result: IntegrationResult) {
  const message: IntegrationResultMessage = { kind: INTEGRATION_RESULT_MESSAGE, result };
  try {
    (window.opener as Window | null)?.postMessage(message, window.location.origin);
  } catch {
    // An opener on another origin (or gone) hears nothing.
  }
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(INTEGRATION_RESULT_CHANNEL);
  channel.postMessage(message);
  channel.close();
}

/**
 * Where an OAuth connect flow lands (docs/product.md#integrations): says whether it connected,
 * or why not, links back to the brand's integrations, and — opened as a pop-up — reports to
 * its opener and closes itself.
 */
export function IntegrationSuccessPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const query = params.toString();
  const result = useMemo(
    () => integrationResultQuerySchema.parse(Object.fromEntries(new URLSearchParams(query))),
    [query],
  );
  const ok = result.status === 'ok';

  useEffect(() => {
    report(result);
    if (!window.opener) return;
    const timer = setTimeout(() => window.close(), POPUP_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [result]);

  const type = integrationTypeSchema.safeParse(result.type);
  const text = ok
    ? type.success
      ? t('ui.integrationSuccess.connected', { type: t(`ui.integrations.types.${type.data}`) })
      : t('ui.integrationSuccess.text')
    : result.reason
      ? translateError(result.reason, t('ui.integrationSuccess.errorText'))
      : t('ui.integrationSuccess.errorText');

  return (
    <PageFrame title={ok ? t('ui.pages.integrationSuccess') : t('ui.integrationSuccess.errorTitle')}>
      <ThemeIcon color={ok ? 'teal' : 'red'} size={48} radius="xl" aria-hidden>
        {ok ? <IconCheck size={28} /> : <IconX size={28} />}
      </ThemeIcon>
      <Text role={ok ? undefined : 'alert'}>{text}</Text>
      {result.project ? (
        <Anchor component={Link} to={paths.brandIntegrations(result.project)}>
          {t('ui.integrationSuccess.backToIntegrations')}
        </Anchor>
      ) : (
        <Anchor component={Link} to={paths.dashboard()}>
          {t('ui.integrationSuccess.backToApp')}
        </Anchor>
      )}
    </PageFrame>
  );
}
