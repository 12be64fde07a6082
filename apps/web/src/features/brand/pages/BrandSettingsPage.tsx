import '@/shared/i18n/parts/brand-settings';
import {
  GOOGLE_DRIVE_PAGE,
  isSetupStepKey,
  nextSetupStep,
  SETUP_FALLBACK_STEP,
  SETUP_STEP_KEYS,
  SETUP_STEPS,
  type BrandSettingsPage as SettingsPageKey,
} from '@expertos/domain/setup-steps';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconLock } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useMatches, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { PageTitle } from '@/shared/ui/PageFrame';
import { QueryError } from '@/shared/ui/QueryError';
import { SetupStepList } from '../components/SetupStepList';
import type { StepProps } from '../components/step-context';
import { AiFeedbackStep } from '../components/steps/AiFeedbackStep';
import { AnalyticsStep } from '../components/steps/AnalyticsStep';
import { AudiencesStep } from '../components/steps/AudiencesStep';
import { BrandVoiceStep } from '../components/steps/BrandVoiceStep';
import { ConnectInstagramStep } from '../components/steps/ConnectInstagramStep';
import { ContentFormatsStep } from '../components/steps/ContentFormatsStep';
import { ContentOutputStep } from '../components/steps/ContentOutputStep';
import { DefineGoalStep } from '../components/steps/DefineGoalStep';
import { GoogleDriveStep } from '../components/steps/GoogleDriveStep';
import { InfluencesStep } from '../components/steps/InfluencesStep';
import { NameBrandStep } from '../components/steps/NameBrandStep';
import { OffBrandStep } from '../components/steps/OffBrandStep';
import { SummaryStep } from '../components/steps/SummaryStep';
import { TopicsStep } from '../components/steps/TopicsStep';
import { useBrandAccess, useBrandBySlug } from '../components/use-brand';
import { useSetupProgress } from '../components/use-setup-progress';
import classes from './BrandSettingsPage.module.css';

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

/** The form of each settings page. */
const STEP_FORMS: Record<SettingsPageKey, ComponentType<StepProps>> = {
  'connect-instagram': ConnectInstagramStep,
  analytics: AnalyticsStep,
  'name-brand': NameBrandStep,
  'growth-goals': ContentOutputStep,
  'define-goal': DefineGoalStep,
  'brand-influences': InfluencesStep,
  'target-audience': AudiencesStep,
  'content-pillars': TopicsStep,
  'content-formats': ContentFormatsStep,
  'off-brand': OffBrandStep,
  'brand-voice': BrandVoiceStep,
  [GOOGLE_DRIVE_PAGE]: GoogleDriveStep,
  summary: SummaryStep,
  'ai-feedback': AiFeedbackStep,
};

/** The step before `page` in the setup order; Google Drive sits before Summary. */
function previousPage(page: SettingsPageKey): SettingsPageKey | null {
  if (page === GOOGLE_DRIVE_PAGE)
    return SETUP_STEP_KEYS[SETUP_STEP_KEYS.indexOf(SETUP_FALLBACK_STEP) - 1] ?? null;
  const at = SETUP_STEP_KEYS.indexOf(page);
  return at > 0 ? (SETUP_STEP_KEYS[at - 1] ?? null) : null;
}

const pageLabel = (page: SettingsPageKey, t: TFunction) =>
  isSetupStepKey(page) ? t(`ui.brandSettings.stepNames.${page}`) : t('ui.brandSettings.googleDrive');

/**
 * The brand setup wizard (docs/product.md#brand-profile): the progress rail, the page's form,
 * and Back / Next. Next follows `nextSetupStep` (the last step and pages that are not steps
 * lead to Summary).
 */
export function BrandSettingsPage() {
  const { t } = useTranslation();
  const { projectSlug = '' } = useParams();
  const page = useSettingsPage() ?? SETUP_FALLBACK_STEP;
  const workspaceUid = useWorkspaceStore((state) => state.currentWorkspace?.uid ?? null);
  const brand = useBrandBySlug(projectSlug);
  const project = brand.data;
  const access = useBrandAccess(project?.uid);
  const admin = access.admin;
  const canEdit = admin === true;
  const completed = useSetupProgress(project);
  const label = pageLabel(page, t);
  const next = nextSetupStep(page);
  const previous = previousPage(page);
  const number = isSetupStepKey(page) ? SETUP_STEP_KEYS.indexOf(page) + 1 : null;
  const Form = STEP_FORMS[page];

  return (
    <Stack gap="lg">
      <PageTitle
        title={label}
        subtitle={
          <>
            {project?.name ?? projectSlug} · {t('ui.brandSettings.title')}
            {number !== null && ` · ${t('ui.brandSettings.stepOf', { number, total: SETUP_STEPS.length })}`}
          </>
        }
      />
      <div className={classes.layout}>
        <div className={classes.rail}>
          <SetupStepList
            projectSlug={projectSlug}
            current={page}
            completed={completed}
            label={t('ui.brandSettings.steps')}
          />
        </div>
        <Stack gap="lg" className={classes.content}>
          {brand.isPending && !project && <Loader aria-label={t('ui.loading')} />}
          {brand.isError && !project && (
            <QueryError
              message={t('ui.brandSettings.loadFailed')}
              error={brand.error}
              onRetry={() => void brand.refetch()}
            />
          )}
          {project && admin === false && (
            <Alert variant="light" color="gray" icon={<IconLock size={18} aria-hidden />} data-print="hide">
              {t('ui.brandSettings.readOnly')}
            </Alert>
          )}
          {project && (
            <Form
              key={`${project.uid}:${page}`}
              project={project}
              workspaceUid={workspaceUid}
              canEdit={canEdit}
              canFeedback={access.member === true}
            />
          )}
          {!project && !brand.isPending && !brand.isError && (
            <Text c="dimmed">{t('ui.brandSettings.notFound')}</Text>
          )}
          <Group justify="space-between" data-print="hide">
            {previous ? (
              <Button
                component={Link}
                to={paths.brandSettings(projectSlug, previous)}
                variant="default"
                leftSection={<IconArrowLeft size={16} aria-hidden />}
              >
                {t('ui.brandSettings.back', { step: pageLabel(previous, t) })}
              </Button>
            ) : (
              <span />
            )}
            {next !== page && (
              <Button
                component={Link}
                to={paths.brandSettings(projectSlug, next)}
                rightSection={<IconArrowRight size={16} aria-hidden />}
              >
                {t('ui.brandSettings.next', { step: t(`ui.brandSettings.stepNames.${next}`) })}
              </Button>
            )}
          </Group>
        </Stack>
      </div>
    </Stack>
  );
}
