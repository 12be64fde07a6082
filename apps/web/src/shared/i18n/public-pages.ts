/** The texts of the public pages: not found (ui.notFound) and integration connected (ui.integrationSuccess). */

export const notFound = { home: 'Back to the dashboard' } as const;

export const integrationSuccess = {
  text: 'The integration is connected. You can close this window and go back to the app.',
} as const;
