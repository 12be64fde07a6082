import '@/shared/i18n/parts/integrations';
import { Button } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { confirm } from '@/shared/ui/confirm/confirm-store';
import { notify } from '@/shared/ui/notify/notify-store';
import { rotateSecret } from '../../api/integrations';
import type { CardActionsProps } from '../form-kind';

/** A webhook's own admin button: a new signing secret, shown once; the old one stops at once. */
export function WebhookCardActions({
  projectUid,
  integration,
  onSecret,
  refresh,
}: CardActionsProps<'webhook'>) {
  const { t } = useTranslation();
  const rotate = async () => {
    const ok = await confirm({
      title: t('ui.integrations.actions.rotateTitle'),
      message: t('ui.integrations.actions.rotateText'),
      ok: t('ui.integrations.actions.rotateOk'),
    });
    if (!ok) return;
    try {
      const reply = await rotateSecret(projectUid, integration.uid);
      onSecret(reply.signing_secret);
      refresh();
    } catch (error) {
      notify({ type: 'negative', message: errorText(error) });
    }
  };
  return (
    <Button
      size="xs"
      variant="default"
      leftSection={<IconKey size={14} aria-hidden />}
      onClick={() => void rotate()}
    >
      {t('ui.integrations.actions.rotate')}
    </Button>
  );
}
