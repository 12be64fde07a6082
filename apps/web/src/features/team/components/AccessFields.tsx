import '@/shared/i18n/parts/team';
import { isAdminRole, ROLE_KEYS, type RoleKey } from '@expertos/domain/roles';
import { MultiSelect, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';

export interface AccessFieldsProps {
  role: RoleKey | '';
  onRoleChange: (role: RoleKey | '') => void;
  projectUids: string[];
  onProjectsChange: (uids: string[]) => void;
  roleError?: string | boolean;
}

/**
 * A member's role (Admin, Member, External, each explained) and the brands they may see,
 * chosen from the workspace's brands. Admins see every brand, so the list is off for them.
 */
export function AccessFields({
  role,
  onRoleChange,
  projectUids,
  onProjectsChange,
  roleError,
}: AccessFieldsProps) {
  const { t } = useTranslation();
  const projects = useWorkspaceStore((state) => state.projects);
  const admin = isAdminRole(role);
  const roles = ROLE_KEYS.map((key) => ({ value: key, label: t(`ui.roles.${key}`) }));
  const brands = projects.map((project) => ({ value: project.uid, label: project.name }));

  let brandsHint: string = t('ui.team.brandsHint');
  if (admin) brandsHint = t('ui.team.brandsAdmin');
  else if (brands.length === 0) brandsHint = t('ui.team.noBrands');

  return (
    <>
      <Select
        label={t('ui.team.role')}
        data={roles}
        value={role || null}
        onChange={(value) => onRoleChange((value as RoleKey | null) ?? '')}
        description={role ? t(`ui.roleHints.${role}`) : undefined}
        allowDeselect={false}
        required
        name="role"
        error={roleError ?? false}
      />
      <MultiSelect
        label={t('ui.team.brands')}
        placeholder={projectUids.length === 0 ? t('ui.team.brandsPlaceholder') : undefined}
        description={brandsHint}
        data={brands}
        value={admin ? [] : projectUids}
        onChange={onProjectsChange}
        disabled={admin || brands.length === 0}
        searchable
        clearable
        name="project_uids"
      />
    </>
  );
}
