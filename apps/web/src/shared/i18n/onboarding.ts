/** The onboarding feature's texts (ui.onboarding). */

export const onboarding = {
  intro: 'Three short steps and your team can start.',
  step: 'Step {step} of {total}',
  nextUp: 'Next: your first brand and the browser extension.',
  workspaceTitle: 'Create your workspace',
  workspaceText: 'A workspace holds your brands and your team. You become its owner and admin.',
  name: 'Workspace name',
  namePlaceholder: 'e.g. Acme Studio',
  industry: 'Industry',
  industryPlaceholder: 'Choose an industry',
  create: 'Create workspace',
  created: 'Workspace {name} was created.',
  brandTitle: 'Add your first brand',
  brandText:
    'Brands are the clients or products you create content for. Add one now, or later from the dashboard.',
  addBrand: 'Add your first brand',
  extensionTitle: 'Install the browser extension',
  extensionNote:
    'The browser extension is not available yet. Once it is released, these are the steps to set it up.',
  extensionSteps: 'Install steps',
  extensionStep1: 'Open the extension’s page in the Chrome Web Store.',
  extensionStep2: 'Click “Add to Chrome” and confirm.',
  extensionStep3: 'Pin the extension to the browser’s toolbar.',
  extensionStep4: 'Sign in to the extension with this account.',
  toDashboard: 'Continue to the dashboard',
  continue: 'Continue',
  signedOutTitle: 'Create your account first',
  signedOutText:
    'A workspace belongs to an account. Create one, or sign in, and you come straight back here.',
  // A second visit by someone who already has a workspace (docs/product.md#workspaces-and-members).
  haveTitle: '{count, plural, one {You already have a workspace} other {You already have # workspaces}}',
  haveText:
    'Continue to your workspace, or create another one for a separate team. Your brands and tickets stay where they are.',
  open: 'Open {name}',
  createAnother: 'Create another workspace',
  backToMine: 'Back to my workspaces',
} as const;
