import '@/shared/i18n/parts/publishing';
import { CHANNEL_NETWORKS, type ChannelNetwork } from '@expertos/domain/publishing/handoff';
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { networkName } from '../NetworkMark';
import { ChooseAccount } from './ChooseAccount';

/** The query Mastodon's way back lands with (docs/product.md#publishing). */
const CONNECTED = 'connected';
const CONNECT_ERROR = 'connect_error';
const CHOOSE = 'choose';

/** How connecting through a network's page went, said once on the way back; closing it drops the query. */
export function ConnectResult({ projectUid }: { projectUid: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const connected = params.get(CONNECTED);
  const failed = params.get(CONNECT_ERROR);
  const choice = params.get(CHOOSE);
  const network = (CHANNEL_NETWORKS as readonly string[]).includes(connected ?? '')
    ? (connected as ChannelNetwork)
    : null;
  if (network === null && failed === null && choice === null) return null;
  const close = () =>
    setParams(
      (current) => {
        current.delete(CONNECTED);
        current.delete(CONNECT_ERROR);
        current.delete(CHOOSE);
        return current;
      },
      { replace: true },
    );
  if (choice !== null && failed === null)
    return <ChooseAccount projectUid={projectUid} choice={choice} onDone={close} />;
  return failed !== null ? (
    <Alert color="red" withCloseButton closeButtonLabel={t('ui.close')} onClose={close} role="alert">
      {t('ui.publishing.channels.connectError', {
        reason: failed || t('ui.publishing.channels.connectErrorUnknown'),
      })}
    </Alert>
  ) : (
    <Alert color="green" withCloseButton closeButtonLabel={t('ui.close')} onClose={close} role="status">
      {network === 'mastodon'
        ? t('ui.publishing.channels.connectedMastodon')
        : t('ui.publishing.channels.connectedNetwork', { network: network ? networkName(network, t) : '' })}
    </Alert>
  );
}
