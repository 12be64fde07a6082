/**
 * Sends the browser to Google's consent page (as the profile's Google Calendar card does);
 * Google brings it back to the app. Its own module so tests can stand in for the navigation.
 */
export const openDriveConsent = (url: string) => window.location.assign(url);
