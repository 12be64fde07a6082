import '@/shared/i18n/parts/assets';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconBrandGoogleDrive } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import * as calls from '../../api/asset-calls';
import * as consent from './drive-consent';

const k = 'ui.assets.drive' as const;

export interface DriveConnectAlertProps {
  /**
   * What the 409 said is missing: no Google app on the server (nothing to connect), no Google
   * connection at all, or one without Drive access.
   */
  missing: 'app' | 'connection' | 'scope' | undefined;
  /** Where to POST for the consent page, as the 409 named it. */
  connect: string | undefined;
}

/**
 * Why an import could not start (409 `drive_not_connected`), and the way out: Google's consent
 * page asking for Drive read access, the same connection the profile's calendar card makes.
 */
export function DriveConnectAlert({ missing, connect }: DriveConnectAlertProps) {
  const { t } = useTranslation();
  const start = useMutation({
    mutationFn: () => calls.driveConsentUrl(connect),
    onSuccess: (url) => consent.openDriveConsent(url),
  });
  if (missing === 'app')
    return (
      <Alert color="gray" variant="light" title={t(`${k}.noAppTitle`)} role="alert">
        <Text size="sm">{t(`${k}.noApp`)}</Text>
      </Alert>
    );
  return (
    <Alert color="orange" variant="light" title={t(`${k}.notConnectedTitle`)} role="alert">
      <Stack gap="sm">
        <Text size="sm">{t(missing === 'scope' ? `${k}.noScope` : `${k}.noConnection`)}</Text>
        <Button
          leftSection={<IconBrandGoogleDrive size={16} aria-hidden />}
          loading={start.isPending}
          onClick={() => start.mutate()}
          style={{ alignSelf: 'flex-start' }}
        >
          {t(`${k}.connect`)}
        </Button>
        {start.error && (
          <Text size="sm" c="red.7">
            {errorText(start.error)}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
