import type { CapacitorConfig } from '@capacitor/cli';

/**
 * The native shell (Android and iOS) around the web app (docs/product.md#push-notifications).
 * The app's JavaScript, native push included, is the web app's; what is native loads only
 * inside the shell.
 *
 * `CAP_SERVER_URL` is the address of the Expertos server the app is built for (its
 * `PUBLIC_URL`): the shell loads the app from there, so the app is on the server's own origin
 * (its session cookie, its content security policy and its API calls work as in a browser) and
 * a new version of the server needs no new store release. Without it the shell shows the files
 * copied from `apps/web/dist`, which can only reach a server on the same origin: for trying the
 * shell, not for a release. A LAN address of the dev server (`http://192.168.1.20:5173`) gives
 * live reload.
 */
const serverUrl = process.env.CAP_SERVER_URL?.trim();

const config: CapacitorConfig = {
  appId: 'app.expertos.mobile',
  appName: 'Expertos',
  webDir: '../web/dist',
  android: {
    // Android 15 draws every app edge to edge: keep the web view clear of the status and navigation bars.
    adjustMarginsForEdgeToEdge: 'auto',
  },
  plugins: {
    // A push that arrives while the app is in front is shown as a banner too, with sound and badge.
    PushNotifications: { presentationOptions: ['badge', 'sound', 'alert'] },
    // The status bar beside the web view, not over it, from the first frame (the web app then
    // follows its colour scheme: apps/web/src/features/push/native/start-native.ts).
    StatusBar: { overlaysWebView: false, style: 'LIGHT', backgroundColor: '#ffffff' },
  },
  ...(serverUrl
    ? {
        server: {
          url: serverUrl,
          // Plain HTTP only for a development server on the LAN.
          cleartext: serverUrl.startsWith('http://'),
          // Only the server's own pages stay in the app; other links open in the browser.
          allowNavigation: [new URL(serverUrl).host],
        },
      }
    : {}),
};

export default config;
