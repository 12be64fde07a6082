import '@mantine/core/styles.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, useEffect, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { queryClient as appQueryClient } from '@/shared/api/query-client';
import { hasDateNames, loadDateNames } from '@/shared/i18n/date-names';
import { i18n as appI18n } from '@/shared/i18n/i18n';
import { weekStart } from '@/shared/lib/format';
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

/**
 * The date pickers in the app's language: its week start, and its month and weekday names.
 * applyLanguage fetches dayjs's names with the language's texts (language.ts), so they are
 * here by the time the language changes; one loaded some other way is waited for, in English
 * meanwhile. Follows every change of language.
 */
function LanguageDates({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const [loaded, setLoaded] = useState<string | null>(null);
  const ready = language === 'en' || hasDateNames(language) || loaded === language;
  useEffect(() => {
    if (ready) return;
    let current = true;
    loadDateNames(language).then(() => {
      if (current) setLoaded(language);
    });
    return () => {
      current = false;
    };
  }, [language, ready]);
  return (
    <DatesProvider settings={{ locale: ready ? language : 'en', firstDayOfWeek: weekStart(language) }}>
      {children}
    </DatesProvider>
  );
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
          <LanguageDates>{children}</LanguageDates>
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
