import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { initApp } from './app/init';
import { startInstallableApp } from './app/installable';
import { startNativeApp } from './app/native';
import { applyLanguage, startingLanguage } from './shared/i18n/language';
import { onceSignedIn } from './shared/session/once-signed-in';
import { bootstrapSession } from './shared/session/session';
import { preloadUiKit } from './shared/ui/preload-ui-kit';

initApp();
// The device's or browser's language at once (English is in the bundle; another one's chunk
// loads beside the session check); a signed-in person's profile may change it after.
void applyLanguage(startingLanguage());
startInstallableApp();
startNativeApp();
// Asked before the first render, in parallel with loading the first page's code.
const sessionChecked = bootstrapSession();
// A calendar's address opened cold: its code and its month are asked for now, beside the session
// check (the module says exactly when; its code is not in the entry).
if (location.search.includes('calendar'))
  void import('./features/tickets/calendar-on-start').then(
    ({ prefetchCalendarOnStart }) => prefetchCalendarOnStart(location),
    () => undefined,
  );

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

preloadUiKit(sessionChecked);
// Live updates matter only to someone signed in: their code (with the reply schemas of every
// feature they refresh, some 30 files) loads when a session starts, at app start or on signing
// in, never for a signed-out visit. Should it fail to load, the bell and the timer keep polling.
onceSignedIn(() => {
  void import('./app/live').then(
    ({ startLiveUpdates }) => startLiveUpdates(),
    (error: unknown) => console.warn('live updates: could not load', error),
  );
});
