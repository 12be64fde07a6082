import { ERROR_CATALOGUE, type ErrorCode } from '@expertos/domain/errors';
import { MESSAGES } from '@expertos/domain/messages';

/**
 * English texts. Server errors and app messages come from the domain catalogues (one source
 * of truth); only the shell's own UI strings are written here.
 */
const errors = Object.fromEntries(
  Object.entries(ERROR_CATALOGUE).map(([code, entry]) => [code, entry.message]),
) as Record<ErrorCode, string>;

const ui = {
  loading: 'Loading…',
  close: 'Close',
  notConnected: 'Not connected yet: sign-in arrives with the identity service.',
  skipToContent: 'Skip to content',
  notify: {
    positive: 'Success',
    negative: 'Error',
    dismiss: 'Dismiss notification',
    repeated: 'Shown {{count}} times',
  },
  nav: {
    main: 'Main navigation',
    dashboard: 'Dashboard',
    tasks: 'Tasks',
    team: 'Team',
    billing: 'Billing',
    openMenu: 'Open navigation',
    closeMenu: 'Close navigation',
    userMenu: 'User menu',
    profile: 'Profile',
    invites: 'Invites',
    signOut: 'Sign out',
    home: 'Go to the dashboard',
  },
  taskDialog: {
    defaultTitle: 'Task',
    openInNewPage: 'Open in new page',
    loading: 'Loading task',
  },
  notFound: { home: 'Back to the dashboard' },
  routeError: { title: 'This page could not be shown', reload: 'Reload the page' },
  dashboard: {
    addBrand: 'Add a brand',
    emptyTitle: 'No brands yet',
    emptyText: 'Brands you create or are given access to appear here.',
  },
  taskDetails: { id: 'Task {{id}}' },
  brandSettings: {
    steps: 'Brand setup steps',
    next: 'Next: {{step}}',
    googleDrive: 'Google Drive',
  },
  integrationSuccess: {
    text: 'The integration is connected. You can close this window and go back to the app.',
  },
  tokens: {
    subtitle: 'The theme: colours, type scale, spacing, radius and shadows.',
    colours: 'Colours',
    type: 'Type',
    sizes: 'Spacing, radius and shadows',
  },
  kitchen: { subtitle: 'Every shared UI-kit component in each of its states.' },
  auth: {
    email: 'E-mail',
    password: 'Password',
    confirmPassword: 'Confirm password',
    name: 'Full name',
    signIn: 'Sign in',
    signUp: 'Create account',
    forgotPassword: 'Forgot password?',
    noAccount: 'No account yet?',
    haveAccount: 'Already have an account?',
  },
  pages: {
    dashboard: 'Dashboard',
    billing: 'Plan And Billing',
    team: 'Team',
    tasks: 'Tasks',
    expired: 'Workspace Lockdown',
    brandAdd: 'Manage Project',
    brandFeed: 'Brand Feed',
    brandLibrary: 'Brand Library',
    brandTasks: 'Project',
    brandTask: 'Task Details',
    brandUsers: 'Project users',
    brandIntegrations: 'Project integrations',
    brandUserAdd: 'Add a user to project',
    brandSettings: 'Brand setup',
    userAdd: 'Add user',
    userEdit: 'Edit user',
    myInvites: 'Invites',
    profile: 'Profile',
    userProfile: 'User profile',
    verifySubscription: 'Verify subscription',
    kitchenSync: 'Kitchen sync',
    play: 'Stream Player',
    onboarding: 'Onboarding',
    integrationSuccess: 'Integration connected',
    signup: 'Create account',
    signin: 'Sign in',
    forgotPassword: 'Forgot password',
    resetPassword: 'Reset password',
    confirmEmail: 'E-mail verification',
    invite: 'Invite registration',
    try: 'Try the brand-profile builder',
    tryNextSteps: 'Next steps',
    ui: 'Design tokens',
    bexOptions: 'Extension options',
    bexRecord: 'Record',
    bexEmpty: 'Extension',
    bexTextHighlight: 'Text highlight',
    bexPopup: 'Extension popup',
    bexPopupNewTicket: 'New ticket',
    bexDevtools: 'Dev tools',
  },
} as const;

export const en = {
  errors,
  messages: { ...MESSAGES },
  ui,
} as const;

export type EnglishResources = typeof en;
