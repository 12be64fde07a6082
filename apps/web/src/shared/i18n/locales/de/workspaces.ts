import type { Translated } from '../../translated';
import type { workspace as en } from '../../workspaces';

/** The workspaces feature's texts (ui.workspace): switcher, settings, storage. */
export const workspace: Translated<typeof en> = {
  loading: 'Ihr Workspace wird geladen …',
  loadError: 'Ihre Workspaces konnten nicht geladen werden.',
  switcher: 'Workspace wechseln',
  listLabel: 'Workspaces',
  create: 'Workspace erstellen',
  current: 'Aktueller Workspace',
  settings: 'Workspace-Einstellungen',
  rename: 'Namen speichern',
  renamed: 'Der Workspace wurde umbenannt.',
  deleteHeading: 'Diesen Workspace löschen',
  deleteText:
    'Seine Marken, Tickets und sein Team werden mit gelöscht. Sie können nur einen Workspace löschen, dessen Inhaber Sie sind, und nicht Ihren einzigen.',
  deleteTitle: '{name} löschen?',
  delete: 'Workspace löschen',
  deleted: 'Der Workspace wurde gelöscht.',
  storageUsed: 'Speicher: {used} von {quota} belegt',
  storageUnlimited: 'Speicher: {used} belegt (kein Limit)',
};
