import '@/shared/i18n/parts/brand-content';
import '@/shared/i18n/parts/assets';
import { Center, Loader, Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useCurrentWorkspaceUid } from '@/shared/stores/use-session';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { EmptyState } from '@/shared/ui/EmptyState';
import { PageFrame } from '@/shared/ui/PageFrame';
import { AssetLibrary } from '../components/AssetLibrary';

/** `?tab=tasks` opens "From tasks"; the library is the default. */
export const TAB_PARAM = 'tab';
const TASKS = 'tasks';
const LIBRARY = 'library';

/**
 * /brand/{projectSlug}/library (docs/product.md#asset-library): the brand's asset library, and
 * beside it "From tasks" — the files of the brand's tickets, which app/ hands in (a feature
 * does not import another).
 */
export function AssetLibraryPage({ fromTasks }: { fromTasks?: ReactNode }) {
  const { t } = useTranslation();
  const { projectSlug = '' } = useParams();
  const workspaceUid = useCurrentWorkspaceUid() ?? '';
  const project = useWorkspaceStore((state) => state.projects.find((item) => item.slug === projectSlug));
  const status = useWorkspaceStore((state) => state.projectsStatus);
  const loading = !project && (status === 'loading' || status === 'idle');
  const [params, setParams] = useSearchParams();
  const tab = fromTasks && params.get(TAB_PARAM) === TASKS ? TASKS : LIBRARY;

  let body: ReactNode;
  if (!project) {
    body = loading ? (
      <Center py="xl" role="status" aria-label={t('ui.assets.loading')}>
        <Loader />
      </Center>
    ) : (
      <EmptyState title={t('ui.brandContent.notFound')} />
    );
  } else {
    const library = (
      <AssetLibrary
        brand={{ workspaceId: workspaceUid, projectId: project.uid }}
        slug={projectSlug}
        driveFolders={project.drive_folders}
      />
    );
    body = fromTasks ? (
      <Tabs
        value={tab}
        onChange={(value) =>
          setParams((current) => {
            const next = new URLSearchParams(current);
            if (value === TASKS) next.set(TAB_PARAM, TASKS);
            else next.delete(TAB_PARAM);
            return next;
          })
        }
        keepMounted={false}
      >
        <Tabs.List aria-label={t('ui.assets.tabs.label')} mb="md">
          <Tabs.Tab value={LIBRARY}>{t('ui.assets.tabs.library')}</Tabs.Tab>
          <Tabs.Tab value={TASKS}>{t('ui.assets.tabs.fromTasks')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value={LIBRARY}>{library}</Tabs.Panel>
        <Tabs.Panel value={TASKS}>{fromTasks}</Tabs.Panel>
      </Tabs>
    ) : (
      library
    );
  }

  return (
    <PageFrame
      title={t('ui.pages.brandLibrary')}
      subtitle={project ? `${project.name} · ${t('ui.assets.subtitle')}` : t('ui.assets.subtitle')}
    >
      {body}
    </PageFrame>
  );
}
