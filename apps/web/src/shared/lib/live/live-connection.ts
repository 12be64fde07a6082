import {
  connectLiveEvents,
  type LiveClock,
  type LiveConnection,
  type LiveTokens,
} from '@expertos/api-client/live-events';
import { ERROR_CATALOGUE } from '@expertos/domain/errors';
import { api, authTokens } from '@/shared/api/client';
import { translateError } from '@/shared/i18n/i18n';
import { takeLiveStart } from '@/shared/session/live-start';
import { selectIsAuthenticated, useAuthStore } from '@/shared/stores/auth-store';
import { notify } from '@/shared/ui/notify/notify-store';
import { emitLiveMessage, emitLiveResume } from './live-registry';
import { setLiveStatus } from './live-status';

export interface LiveConnectionDeps {
  /** Defaults to the API's `/events`. */
  url?: string;
  /** Defaults to the app's token source (the one `api` uses). */
  tokens?: LiveTokens;
  fetch?: typeof fetch;
  clock?: LiveClock;
  random?: () => number;
}

/**
 * The tab's one live stream (docs/product.md#live-updates): open while someone is signed in,
 * closed at sign-out (a new session starts a new stream, with no id of the last one). Its
 * messages go to the registry, its status to `live-status`. A wait before a retry ends early
 * when the tab is shown again or the browser is back online. Returns the function that stops
 * it all.
 */
export function startLiveConnection(deps: LiveConnectionDeps = {}): () => void {
  let connection: LiveConnection | null = null;
  // Resume means live again after an outage, not the first connect of the session.
  let wasLive = false;
  let down = false;
  let toldTooMany = false;

  /** `resumeFrom`: where the session's page read its data (the bootstrap), for its first stream. */
  const open = (resumeFrom: string | null): LiveConnection =>
    connectLiveEvents({
      url: deps.url ?? `${api.baseUrl}/events`,
      resumeFrom,
      tokens: deps.tokens ?? authTokens,
      ...(deps.fetch ? { fetch: deps.fetch } : {}),
      ...(deps.clock ? { clock: deps.clock } : {}),
      ...(deps.random ? { random: deps.random } : {}),
      onMessage: emitLiveMessage,
      onStatus: (status) => {
        setLiveStatus(status);
        if (status === 'offline' && wasLive) down = true;
        if (status !== 'live') return;
        wasLive = true;
        if (!down) return;
        down = false;
        emitLiveResume();
      },
      onError: (error) => {
        // The product's answer to the 21st tab (docs/product.md#live-updates), said once; the
        // tab keeps trying, so it goes live when another one closes.
        if (error.code !== 'too_many_streams' || toldTooMany) return;
        toldTooMany = true;
        notify({
          type: 'negative',
          message: translateError(error.code, ERROR_CATALOGUE.too_many_streams.message),
        });
      },
    });

  const sync = () => {
    const signedIn = selectIsAuthenticated(useAuthStore.getState());
    if (signedIn && !connection) {
      wasLive = false;
      down = false;
      toldTooMany = false;
      connection = open(takeLiveStart());
    } else if (!signedIn && connection) {
      connection.stop();
      connection = null;
    }
  };
  const wake = () => connection?.wake();
  const onVisibility = () => {
    if (document.visibilityState === 'visible') wake();
  };

  const unsubscribe = useAuthStore.subscribe(sync);
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('online', wake);
  sync();

  return () => {
    unsubscribe();
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('online', wake);
    connection?.stop();
    connection = null;
    setLiveStatus('offline');
  };
}
