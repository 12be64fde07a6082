import '@/shared/i18n/parts/brand-content';
import '@/shared/i18n/parts/content-series';
import { isExternalRole } from '@expertos/domain/roles';
import { Button, Center, Loader } from '@mantine/core';
import { IconLock, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { EmptyState } from '@/shared/ui/EmptyState';
import { PageFrame } from '@/shared/ui/PageFrame';
import { SeriesForm, type SeriesFormTarget } from '../components/SeriesForm';
import { SeriesList } from '../components/SeriesList';
import { SeriesView } from '../components/SeriesView';

/**
 * /brand/{projectSlug}/series (docs/product.md#content-series): the brand's content series and
 * "New series"; `?series=` opens one with its posts (a ticket's "Series" line links there).
 */
export function ContentSeriesPage() {
  const { t } = useTranslation();
  const { projectSlug = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  // The brand among the workspace's loaded brands (features stay apart, so not the brand feature's hook).
  const project = useWorkspaceStore((state) => state.projects.find((item) => item.slug === projectSlug));
  const brandsStatus = useWorkspaceStore((state) => state.projectsStatus);
  const external = useWorkspaceStore((state) => isExternalRole(state.currentMemberRole));
  const [form, setForm] = useState<SeriesFormTarget | null>(null);
  const k = 'ui.contentSeries' as const;
  const title = t(`${k}.title`);
  const open = search.get('series');
  const show = (seriesUid: string | null) =>
    setSearch(
      (current) => {
        if (seriesUid) current.set('series', seriesUid);
        else current.delete('series');
        return current;
      },
      { replace: !seriesUid },
    );

  if (!project) {
    const loading = brandsStatus === 'loading' || brandsStatus === 'idle';
    return (
      <PageFrame title={title}>
        {loading ? (
          <Center py="xl" role="status" aria-label={t(`${k}.loadingBrand`)}>
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
          title={t(`${k}.forTeam.title`)}
          description={t(`${k}.forTeam.text`)}
        />
      </PageFrame>
    );

  return (
    <PageFrame
      title={title}
      subtitle={t(`${k}.subtitle`, { brand: project.name })}
      actions={
        open ? undefined : (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setForm({ kind: 'new' })}>
            {t(`${k}.newSeries`)}
          </Button>
        )
      }
    >
      {open ? (
        <SeriesView
          projectUid={project.uid}
          projectSlug={project.slug}
          seriesUid={open}
          onEdit={(series) => setForm({ kind: 'edit', series })}
          onDeleted={() => show(null)}
        />
      ) : (
        <SeriesList projectUid={project.uid} projectSlug={project.slug} />
      )}
      <SeriesForm
        projectUid={project.uid}
        target={form}
        onClose={() => setForm(null)}
        onCreated={(series) => show(series.uid)}
      />
    </PageFrame>
  );
}
