import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

/** The query Mastodon's way back lands with (docs/product.md#publishing). */
const CONNECTED = 'connected';
const CONNECT_ERROR = 'connect_error';

/** How connecting Mastodon went, said once on the way back; closing it drops the query. */
export function ConnectResult() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const connected = params.get(CONNECTED);
  const failed = params.get(CONNECT_ERROR);
  if (connected !== 'mastodon' && failed === null) return null;
  const close = () =>
    setParams(
      (current) => {
        current.delete(CONNECTED);
        current.delete(CONNECT_ERROR);
        return current;
      },
      { replace: true },
    );
  return failed !== null ? (
    <Alert color="red" withCloseButton closeButtonLabel={t('ui.close')} onClose={close} role="alert">
      {t('ui.publishing.channels.connectError', {
        reason: failed || t('ui.publishing.channels.connectErrorUnknown'),
      })}
    </Alert>
  ) : (
    <Alert color="green" withCloseButton closeButtonLabel={t('ui.close')} onClose={close} role="status">
      {t('ui.publishing.channels.connectedMastodon')}
    </Alert>
  );
}
