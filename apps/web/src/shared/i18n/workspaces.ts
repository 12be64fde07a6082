/** The workspaces feature's texts (ui.workspace): switcher, settings, storage. */

export const workspace = {
  loading: 'Loading your workspace…',
  loadError: 'Your workspaces could not be loaded.',
  switcher: 'Switch workspace',
  listLabel: 'Workspaces',
  create: 'Create workspace',
  current: 'Current workspace',
  settings: 'Workspace settings',
  rename: 'Save name',
  renamed: 'The workspace was renamed.',
  deleteHeading: 'Delete this workspace',
  deleteText:
    'Its brands, tickets and team go with it. You can only delete a workspace you own, and not your only one.',
  deleteTitle: 'Delete {name}?',
  delete: 'Delete workspace',
  deleted: 'The workspace was deleted.',
  storageUsed: 'Storage: {used} of {quota} used',
  storageUnlimited: 'Storage: {used} used (no limit)',
} as const;
