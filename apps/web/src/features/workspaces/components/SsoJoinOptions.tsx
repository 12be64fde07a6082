import '@/shared/i18n/parts/team';
import '@/shared/i18n/parts/workspace-security';
import { SSO_JOIN_ROLES } from '@expertos/domain/sso';
import type { SsoSettings } from '@expertos/domain/sso.schema';
import { Checkbox, MultiSelect, Select, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';

export type SsoJoinChoice = Pick<
  SsoSettings,
  'enabled' | 'join_role' | 'join_brand_ids' | 'idp_enforces_mfa'
>;

/**
 * The provider's options: switched on, the role and brands of people who join at their first
 * sign-in (from the workspace's brands, as the team's invite form lists them), and whether its
 * sign-ins count as two-step verified.
 */
export function SsoJoinOptions({
  value,
  onChange,
  brandsError,
}: {
  value: SsoJoinChoice;
  onChange: (next: SsoJoinChoice) => void;
  brandsError?: string | undefined;
}) {
  const { t } = useTranslation();
  const k = 'ui.workspaceSecurity.sso' as const;
  const projects = useWorkspaceStore((state) => state.projects);
  const brands = projects.map((project) => ({ value: project.uid, label: project.name }));
  const set = (change: Partial<SsoJoinChoice>) => onChange({ ...value, ...change });

  return (
    <>
      <Switch
        label={t(`${k}.enabled`)}
        description={t(`${k}.enabledHint`)}
        checked={value.enabled}
        onChange={(event) => set({ enabled: event.currentTarget.checked })}
      />
      <Select
        label={t(`${k}.joinRole`)}
        data={SSO_JOIN_ROLES.map((role) => ({ value: role, label: t(`ui.roles.${role}`) }))}
        value={value.join_role}
        onChange={(role) => role && set({ join_role: role as SsoJoinChoice['join_role'] })}
        description={t(`ui.roleHints.${value.join_role}`)}
        allowDeselect={false}
        name="join_role"
      />
      <MultiSelect
        label={t(`${k}.joinBrands`)}
        description={brands.length === 0 ? t(`${k}.noBrands`) : t(`${k}.joinBrandsHint`)}
        placeholder={value.join_brand_ids.length === 0 ? t(`${k}.joinBrandsPlaceholder`) : undefined}
        data={brands}
        value={value.join_brand_ids}
        onChange={(ids) => set({ join_brand_ids: ids })}
        disabled={brands.length === 0}
        error={brandsError ?? false}
        searchable
        clearable
        name="join_brand_ids"
      />
      <Checkbox
        label={t(`${k}.mfa`)}
        checked={value.idp_enforces_mfa}
        onChange={(event) => set({ idp_enforces_mfa: event.currentTarget.checked })}
      />
    </>
  );
}
