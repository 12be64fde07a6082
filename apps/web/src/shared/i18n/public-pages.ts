/** The texts of the public pages: not found (ui.notFound) and integration connected (ui.integrationSuccess). */

export const notFound = { home: 'Back to the dashboard' } as const;

export const integrationSuccess = {
  text: 'The integration is connected. You can close this window and go back to the app.',
  connected: '{type} is connected. You can close this window and go back to the app.',
  errorTitle: 'Integration not connected',
  errorText: 'Nothing was connected.',
  backToIntegrations: 'Back to the integrations',
  backToApp: 'Back to the app',
} as const;
