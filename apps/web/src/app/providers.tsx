import '@mantine/core/styles.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { queryClient as appQueryClient } from '@/shared/api/query-client';
import { i18n as appI18n } from '@/shared/i18n/i18n';
import { ConfirmHost } from '@/shared/ui/confirm/ConfirmHost';
import { LoadingOverlayHost } from '@/shared/ui/loading/LoadingOverlayHost';
import { NotificationsHost } from '@/shared/ui/notify/NotificationsHost';
import { OfflineBannerHost } from '@/shared/ui/OfflineBannerHost';
import { cssVariablesResolver, theme } from './theme';

export interface AppProvidersProps {
  children: ReactNode;
  queryClient?: QueryClient;
  i18n?: I18n;
  /** 'test' turns off Mantine's transitions and portals. */
  env?: 'default' | 'test';
  /** Mount the notification, confirm and loading hosts (tests of the kit itself turn this off). */
  withUiHosts?: boolean;
}

/** Everything the app runs inside: i18n, server state, the theme and the UI-kit hosts. */
export function AppProviders({
  children,
  queryClient = appQueryClient,
  i18n = appI18n,
  env = 'default',
  withUiHosts = true,
}: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          defaultColorScheme="light"
          env={env}
        >
          {children}
          {withUiHosts && (
            <>
              <NotificationsHost />
              <ConfirmHost />
              <LoadingOverlayHost />
              <OfflineBannerHost />
            </>
          )}
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
