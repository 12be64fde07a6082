import { Badge, Box } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useIsAdmin } from '@/shared/stores/use-session';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';

/**
 * The header's "N days left in your trial" for admins (docs/product.md#trial-and-plans), leading
 * to /billing; narrower headers get "N days left", a phone "Nd" (the link keeps the whole sentence as its name).
 */
export function TrialBadge() {
  const { t } = useTranslation();
  const admin = useIsAdmin();
  const plan = useWorkspaceStore((state) => state.currentWorkspace?.plan);
  if (!admin || !plan?.billing_enabled || plan.state !== 'trial') return null;
  const count = plan.trial_days_left;
  const label = t('ui.billing.trialBadge', { count });
  return (
    <Badge
      component={Link}
      to={paths.billing()}
      aria-label={label}
      title={label}
      variant="light"
      color={count <= 3 ? 'orange' : 'blue'}
      size="lg"
      radius="sm"
      leftSection={<IconHourglass size={14} aria-hidden />}
      style={{ cursor: 'pointer', textTransform: 'none', flexShrink: 0 }}
      data-testid="trial-badge"
    >
      {/* The header's nav must not wrap: the full sentence only where there is room for it. */}
      <Box component="span" visibleFrom="xl">
        {label}
      </Box>
      <Box component="span" visibleFrom="md" hiddenFrom="xl">
        {t('ui.billing.trialBadgeMedium', { count })}
      </Box>
      <Box component="span" hiddenFrom="md">
        {t('ui.billing.trialBadgeShort', { count })}
      </Box>
    </Badge>
  );
}
