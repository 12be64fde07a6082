import { Alert, Anchor, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useLockdown } from '@/shared/session/lockdown';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';

/**
 * Above every page of a locked workspace but /expired itself (docs/product.md#trial-and-plans):
 * it is read-only because its trial ended, with the way back to the plans.
 */
export function ReadOnlyBanner() {
  const { t } = useTranslation();
  const { locked } = useLockdown();
  const name = useWorkspaceStore((state) => state.currentWorkspace?.name ?? '');
  const { pathname } = useLocation();
  if (!locked || pathname === paths.expired()) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      radius="md"
      mb="md"
      icon={<IconLock size={18} aria-hidden />}
      role="status"
      data-testid="read-only-banner"
    >
      <Text size="sm" component="span">
        {t('ui.billing.readOnly.banner', { name })}{' '}
      </Text>
      <Anchor component={Link} to={paths.expired()} size="sm" fw={600}>
        {t('ui.billing.readOnly.link')}
      </Anchor>
    </Alert>
  );
}
