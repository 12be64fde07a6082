/** The app shell's texts: common words, notifications, navigation, page titles, form validation. */

export const loading = 'Loading…';

export const common = {
  retry: 'Try again',
  cancel: 'Cancel',
  save: 'Save changes',
  all: 'All',
  actions: 'Actions',
  you: 'You',
  edit: 'Edit',
  remove: 'Remove',
  /** Beside a person who exists here only as a Jira user (docs/product.md#seats). */
  fromJira: 'Jira',
  /** A label and its value, as one text (the colon's spacing differs by language). */
  labelled: '{label}: {value}',
  /** A label shown apart from its value, in another style. */
  labelColon: '{label}:',
  /** The eye button of a password field (pressed while the password shows). */
  showPassword: 'Show password',
} as const;

export const close = 'Close';

export const skipToContent = 'Skip to content';

export const notify = {
  positive: 'Success',
  negative: 'Error',
  dismiss: 'Dismiss notification',
  repeated: 'Shown {count} times',
} as const;

export const nav = {
  main: 'Main navigation',
  dashboard: 'Dashboard',
  tasks: 'Tickets',
  team: 'Team',
  billing: 'Billing',
  time: 'Time',
  approvals: 'Approvals',
  openMenu: 'Open navigation',
  closeMenu: 'Close navigation',
  userMenu: 'User menu',
  profile: 'Profile',
  security: 'Sign-in and security',
  invites: 'Invites',
  pendingInvites: '{count, plural, one {# pending invite} other {# pending invites}}',
  signOut: 'Sign out',
  /** Read after the logo's visible name: "Expertos, go to the dashboard" (label in name). */
  home: 'go to the dashboard',
  /** The logo's hidden label after its visible name: "Expertos, go to the dashboard". */
  afterName: ', {label}',
} as const;

export const taskDialog = {
  defaultTitle: 'Ticket',
  openInNewPage: 'Open in new page',
  loading: 'Loading ticket',
} as const;

export const routeError = { title: 'This page could not be shown', reload: 'Reload the page' } as const;

export const validation = {
  email: 'Enter a valid e-mail address.',
  invalid: 'Please check this field.',
} as const;

export const pages = {
  dashboard: 'Dashboard',
  billing: 'Plan And Billing',
  team: 'Team',
  tasks: 'Tickets',
  expired: 'Workspace Lockdown',
  brandAdd: 'Manage Brand',
  brandFeed: 'Brand Feed',
  brandLibrary: 'Brand Library',
  brandImport: 'Import posts',
  brandPlayground: 'Brand Playground',
  brandAnalytics: 'Results',
  brandApprovals: 'Approvals',
  brandRecurring: 'Recurring tickets',
  brandTasks: 'Brand',
  brandTask: 'Ticket Details',
  brandUsers: 'Brand users',
  brandIntegrations: 'Brand integrations',
  brandUserAdd: 'Add a user to the brand',
  brandSettings: 'Brand setup',
  userAdd: 'Add user',
  userEdit: 'Edit user',
  myInvites: 'Invites',
  profile: 'Profile',
  accountSecurity: 'Sign-in and security',
  workspaceAuditLog: 'Audit log',
  workspaceTemplates: 'Templates',
  workspaceSecurity: 'Security',
  userProfile: 'User profile',
  verifySubscription: 'Verify subscription',
  kitchenSync: 'Kitchen sync',
  play: 'Stream Player',
  onboarding: 'Set up your workspace',
  integrationSuccess: 'Integration connected',
  signup: 'Create account',
  signin: 'Sign in',
  forgotPassword: 'Forgot password',
  resetPassword: 'Reset password',
  confirmEmail: 'E-mail verification',
  invite: 'Invitation',
  try: 'Try the brand-profile builder',
  tryNextSteps: 'Next steps',
  developers: 'Developers',
  ui: 'Design tokens',
  bexOptions: 'Extension options',
  bexRecord: 'Record',
  bexEmpty: 'Extension',
  bexTextHighlight: 'Text highlight',
  bexPopup: 'Extension popup',
  bexPopupNewTicket: 'New ticket',
  bexDevtools: 'Dev tools',
} as const;
