import { LOADING_OVERLAY } from '@expertos/domain/ui';
import { Loader, Overlay, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { loadingStore } from './loading-store';

/** Full-page overlay with a spinner, shown LOADING_OVERLAY.delay ms after showLoading(). */
export function LoadingOverlay() {
  const { t } = useTranslation();
  const pending = useStore(loadingStore, (state) => state.pending > 0);
  const message = useStore(loadingStore, (state) => state.message);
  const [delayPassed, setDelayPassed] = useState(false);

  useEffect(() => {
    setDelayPassed(false);
    if (!pending || LOADING_OVERLAY.delay <= 0) return;
    const timer = setTimeout(() => setDelayPassed(true), LOADING_OVERLAY.delay);
    return () => clearTimeout(timer);
  }, [pending]);

  const visible = pending && (LOADING_OVERLAY.delay <= 0 || delayPassed);
  if (!visible) return null;
  return (
    <Overlay fixed center zIndex={500} backgroundOpacity={0.35} blur={1} data-testid="loading-overlay">
      <Stack align="center" gap="sm" role="status" aria-live="polite" aria-label={message ?? t('ui.loading')}>
        <Loader size={LOADING_OVERLAY.spinnerSize} color="white" />
        {message && (
          <Text c="white" fw={500}>
            {message}
          </Text>
        )}
      </Stack>
    </Overlay>
  );
}
