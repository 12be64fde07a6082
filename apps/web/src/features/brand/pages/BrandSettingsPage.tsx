import {
  isSetupStepKey,
  nextSetupStep,
  SETUP_FALLBACK_STEP,
  type BrandSettingsPage as SettingsPageKey,
  setupStepLabel,
} from '@expertos/domain/setup-steps';
import { Button, Group } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useMatches, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { PageFrame } from '@/shared/ui/PageFrame';
import { SetupStepList } from '../components/SetupStepList';

/** The router tags each settings route with its segment (see app/router.tsx). */
export interface BrandSettingsHandle {
  brandSettingsPage: SettingsPageKey;
}

function useSettingsPage(): SettingsPageKey | null {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const handle = match.handle as Partial<BrandSettingsHandle> | undefined;
    if (handle?.brandSettingsPage) return handle.brandSettingsPage;
  }
  return null;
}

/**
 * One brand setup step (docs/product.md#brand-profile): its place in the steps and the way to
 * the next one.
 */
export function BrandSettingsPage() {
  const { t } = useTranslation();
  const { projectSlug = '' } = useParams();
  const page = useSettingsPage() ?? SETUP_FALLBACK_STEP;
  const label = isSetupStepKey(page) ? setupStepLabel(page) : t('ui.brandSettings.googleDrive');
  const next = nextSetupStep(page);

  return (
    <PageFrame title={label} subtitle={t('ui.pages.brandSettings')} notBuilt>
      <SetupStepList projectSlug={projectSlug} current={page} label={t('ui.brandSettings.steps')} />
      {next !== page && (
        <Group justify="flex-end">
          <Button
            component={Link}
            to={paths.brandSettings(projectSlug, next)}
            rightSection={<IconArrowRight size={16} aria-hidden />}
          >
            {t('ui.brandSettings.next', { step: setupStepLabel(next) })}
          </Button>
        </Group>
      )}
    </PageFrame>
  );
}
