import '@/shared/i18n/parts/analytics';
import '@/shared/i18n/parts/brand-settings';
import type { BrandAnalytics } from '@expertos/domain/brand.schema';
import { sameRole } from '@expertos/domain/roles';
import { Anchor, NumberInput, SimpleGrid, Switch } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { useSlots } from '@/shared/ui/slots';
import { StepForm } from '../StepForm';
import type { StepProps } from '../step-context';
import { useProfileStep } from '../use-profile-step';
import { IntegrationsNote } from './ConnectInstagramStep';
import { numberOrNull } from './num';

export const ANALYTICS_FIELDS = [
  'average_reach',
  'average_likes',
  'average_comments',
  'engagement_rate',
] as const;

const EMPTY: BrandAnalytics = {
  average_reach: null,
  average_likes: null,
  average_comments: null,
  engagement_rate: null,
};

/** The step's draft: the headline figures, and whether the brand's externals may read its results. */
type AnalyticsDraft = BrandAnalytics & { share_results_with_externals: boolean };

/**
 * Analytics: the connected account's figures (a slot of the social feature), the headline
 * figures an import fills in, and whether the brand shares its Results page with its externals
 * (brand admins choose; docs/product.md#analytics).
 */
export function AnalyticsStep(props: StepProps) {
  const { t } = useTranslation();
  const slots = useSlots();
  const external = useWorkspaceStore((state) => sameRole(state.currentMemberRole, 'external'));
  const { draft, save, submit } = useProfileStep<AnalyticsDraft>(
    props,
    {
      ...(props.project.analytics ?? EMPTY),
      share_results_with_externals: props.project.share_results_with_externals,
    },
    ({ share_results_with_externals, ...figures }) => ({
      analytics: ANALYTICS_FIELDS.every((field) => figures[field] === null) ? null : figures,
      share_results_with_externals,
    }),
  );
  return (
    <StepForm canEdit={props.canEdit} dirty={draft.dirty} save={save} onSubmit={() => void submit()}>
      {slots.brandAnalytics.length === 0 ? (
        <IntegrationsNote text={t('ui.brandSettings.integrationsNote')} />
      ) : (
        slots.brandAnalytics.map((Section, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the slot list is fixed at start.
          <Suspense key={i} fallback={null}>
            <Section workspaceUid={props.workspaceUid} projectUid={props.project.uid} />
          </Suspense>
        ))
      )}
      {/* The results of the posts published from here live on their own page (for externals, once shared). */}
      {(!external || props.project.share_results_with_externals) && (
        <Anchor component={Link} to={paths.brandAnalytics(props.project.slug)} size="sm">
          {t('ui.analytics.openResults')}
        </Anchor>
      )}
      <Switch
        label={t('ui.analytics.share.label')}
        description={t('ui.analytics.share.description')}
        checked={draft.value.share_results_with_externals}
        onChange={(event) => draft.patch({ share_results_with_externals: event.currentTarget.checked })}
        disabled={!props.canEdit}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {ANALYTICS_FIELDS.map((field) => (
          <NumberInput
            key={field}
            label={t(`ui.brandSettings.analytics.${field}`)}
            value={draft.value[field] ?? ''}
            onChange={(value) => draft.patch({ [field]: numberOrNull(value) })}
            min={0}
            max={field === 'engagement_rate' ? 100 : undefined}
            allowDecimal={field === 'engagement_rate'}
            decimalScale={field === 'engagement_rate' ? 2 : 0}
            thousandSeparator=","
          />
        ))}
      </SimpleGrid>
    </StepForm>
  );
}
