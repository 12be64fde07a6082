/** The workspace security page's texts (ui.workspaceSecurity). */

export const workspaceSecurity = {
  intro: 'How members of this workspace must sign in.',
  twoFactorTitle: 'Two-step verification',
  twoFactorIntro_one:
    'Require every member to sign in with a second factor: a code from an authenticator app, or a passkey. Members get {{count}} day to turn it on; after that, they are asked to before they reach this workspace.',
  twoFactorIntro_other:
    'Require every member to sign in with a second factor: a code from an authenticator app, or a passkey. Members get {{count}} days to turn it on; after that, they are asked to before they reach this workspace.',
  requireTwoFactor: 'Require two-step verification',
  enforcedFrom: 'Required from {{date}}. Members who have not turned it on by then are asked to first.',
  notRequired: 'Not required: members choose for themselves.',
  turnedOn: 'Two-step verification is now required of members.',
  turnedOff: 'Two-step verification is no longer required.',
  loadError: 'The workspace’s sign-in policy could not be loaded.',
} as const;
