import { paths } from '@/config/paths';

export interface NavItem {
  /** i18n key under ui.nav */
  labelKey: 'dashboard' | 'tasks' | 'approvals' | 'time' | 'team' | 'billing';
  to: string;
  adminOnly: boolean;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { labelKey: 'dashboard', to: paths.dashboard(), adminOnly: false },
  { labelKey: 'tasks', to: paths.tasks(), adminOnly: false },
  { labelKey: 'approvals', to: paths.approvals(), adminOnly: false },
  { labelKey: 'time', to: paths.time(), adminOnly: false },
  { labelKey: 'team', to: paths.team(), adminOnly: true },
  { labelKey: 'billing', to: paths.billing(), adminOnly: true },
];

export function visibleNavItems(isAdmin: boolean): NavItem[] {
  return NAV_ITEMS.filter((item) => isAdmin || !item.adminOnly);
}
