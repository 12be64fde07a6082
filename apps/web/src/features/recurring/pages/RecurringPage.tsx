import '@/shared/i18n/parts/brand-content';
import '@/shared/i18n/parts/recurring';
import { isExternalRole } from '@expertos/domain/roles';
import { Button, Center, Loader } from '@mantine/core';
import { IconLock, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { EmptyState } from '@/shared/ui/EmptyState';
import { PageFrame } from '@/shared/ui/PageFrame';
import { seriesQueryOptions } from '../api/recurring';
import { type BuilderTarget, RecurringBuilder } from '../components/builder/RecurringBuilder';
import { SeriesList } from '../components/SeriesList';

/**
 * /brand/{projectSlug}/recurring (docs/product.md#recurring-tickets): the brand's recurring
 * series and the builder. `?series=` marks one (a ticket's "Open its series"); `?edit=` with
 * `from=` opens it at "this and following" from that date (the calendar's "Edit series").
 */
export function RecurringPage() {
  const { t } = useTranslation();
  const { projectSlug = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  // The brand among the workspace's loaded brands (features stay apart, so not the brand feature's hook).
  const project = useWorkspaceStore((state) => state.projects.find((item) => item.slug === projectSlug));
  const brandsStatus = useWorkspaceStore((state) => state.projectsStatus);
  const external = useWorkspaceStore((state) => isExternalRole(state.currentMemberRole));
  const [target, setTarget] = useState<BuilderTarget | null>(null);
  const title = t('ui.pages.brandRecurring');
  const projectUid = project && !external ? project.uid : '';
  const series = useQuery(seriesQueryOptions(projectUid));

  // The calendar's "Edit series": the builder at "this and following", once the series is in.
  const editUid = search.get('edit');
  const editFrom = search.get('from');
  useEffect(() => {
    const found = editUid ? series.data?.find((item) => item.uid === editUid) : undefined;
    if (!found) return;
    const from = found.next.some((next) => next.day === editFrom) ? editFrom : found.next[0]?.day;
    if (from) setTarget({ kind: 'following', series: found, from });
    setSearch(
      (current) => {
        current.delete('edit');
        current.delete('from');
        current.set('series', found.uid);
        return current;
      },
      { replace: true },
    );
  }, [editUid, editFrom, series.data, setSearch]);

  if (!project) {
    const loading = brandsStatus === 'loading' || brandsStatus === 'idle';
    return (
      <PageFrame title={title}>
        {loading ? (
          <Center py="xl" role="status" aria-label={t('ui.recurring.loadingBrand')}>
            <Loader />
          </Center>
        ) : (
          <EmptyState title={t('ui.brandContent.notFound')} />
        )}
      </PageFrame>
    );
  }
  if (external)
    return (
      <PageFrame title={title} subtitle={project.name}>
        <EmptyState
          icon={<IconLock size={32} stroke={1.5} aria-hidden />}
          title={t('ui.recurring.forTeam.title')}
          description={t('ui.recurring.forTeam.text')}
        />
      </PageFrame>
    );

  return (
    <PageFrame
      title={title}
      subtitle={t('ui.recurring.subtitle', { brand: project.name })}
      actions={
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setTarget({ kind: 'new' })}>
          {t('ui.recurring.newSeries')}
        </Button>
      }
    >
      <SeriesList projectUid={project.uid} highlight={search.get('series')} onEdit={setTarget} />
      <RecurringBuilder
        projectUid={project.uid}
        target={target}
        onClose={() => setTarget(null)}
        onSplit={(made) =>
          setSearch(
            (current) => {
              current.set('series', made.uid);
              return current;
            },
            { replace: true },
          )
        }
      />
    </PageFrame>
  );
}
