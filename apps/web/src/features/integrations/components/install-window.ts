import {
  INSTALL_WINDOW_NAME,
  INTEGRATION_RESULT_CHANNEL,
  type IntegrationResult,
  integrationResultMessageSchema,
} from '@expertos/domain/integration-install';
import { useEffect, useRef } from 'react';

/**
 * The window of an OAuth connect flow (docs/product.md#integrations). It is opened empty on the
 * click itself — a pop-up opened after awaiting the server would be blocked — and sent to the
 * provider once the server has answered the authorize URL.
 */
export function openInstallWindow(): Window | null {
  return window.open('', INSTALL_WINDOW_NAME, 'popup,width=640,height=760');
}

/** To the provider: in the pop-up, or in this window when pop-ups are blocked. */
export function goToInstall(popup: Window | null, url: string): 'popup' | 'page' {
  if (popup && !popup.closed) {
    popup.location.href = url;
    popup.focus();
    return 'popup';
  }
  window.location.assign(url);
  return 'page';
}

/**
 * Calls `onResult` when a connect pop-up reports back (`/integration-success`): by
 * `postMessage` from our own origin, or on the BroadcastChannel when the pop-up lost its opener.
 */
export function useIntegrationResults(onResult: (result: IntegrationResult) => void) {
  const latest = useRef(onResult);
  latest.current = onResult;
  useEffect(() => {
    const take = (data: unknown) => {
      const parsed = integrationResultMessageSchema.safeParse(data);
      if (parsed.success) latest.current(parsed.data.result);
    };
    const onMessage = (event: MessageEvent) => {
      // Only our own pages speak for a connect flow.
      if (event.origin === window.location.origin) take(event.data);
    };
    window.addEventListener('message', onMessage);
    const channel =
      typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(INTEGRATION_RESULT_CHANNEL);
    channel?.addEventListener('message', (event) => take(event.data));
    return () => {
      window.removeEventListener('message', onMessage);
      channel?.close();
    };
  }, []);
}
