import '@/shared/i18n/parts/brand-content';
import '@/shared/i18n/parts/evergreen';
import { isExternalRole } from '@expertos/domain/roles';
import { Center, Loader, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { EmptyState } from '@/shared/ui/EmptyState';
import { PageFrame } from '@/shared/ui/PageFrame';
import { QueryError } from '@/shared/ui/QueryError';
import { FillButton } from '../components/page/FillButton';
import { PostList } from '../components/page/PostList';
import { SettingsCard } from '../components/page/SettingsCard';
import { useIsBrandAdmin } from '../hooks/use-brand-admin';
import { useEvergreenChanges, useEvergreenPage } from '../hooks/use-evergreen';

function Loading({ label }: { label: string }) {
  return (
    <Center py="xl" role="status" aria-label={label}>
      <Loader />
    </Center>
  );
}

/**
 * /brand/{projectSlug}/evergreen (docs/product.md#evergreen): the brand's evergreen posts and
 * their settings, for the people who work on its tickets; its admins change the settings and
 * fill the queue's empty slots now.
 */
export function EvergreenPage() {
  const { t } = useTranslation();
  const { projectSlug = '' } = useParams();
  // The brand among the workspace's loaded brands (features stay apart, so not the brand feature's hook).
  const project = useWorkspaceStore((state) => state.projects.find((item) => item.slug === projectSlug));
  const brandsStatus = useWorkspaceStore((state) => state.projectsStatus);
  const external = useWorkspaceStore((state) => isExternalRole(state.currentMemberRole));
  const title = t('ui.evergreen.title');
  const projectUid = project && !external ? project.uid : '';
  const page = useEvergreenPage(projectUid);
  const admin = useIsBrandAdmin(projectUid);
  const changes = useEvergreenChanges(projectUid);

  if (!project) {
    const loading = brandsStatus === 'loading' || brandsStatus === 'idle';
    return (
      <PageFrame title={title}>
        {loading ? (
          <Loading label={t('ui.evergreen.loadingBrand')} />
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
          title={t('ui.evergreen.forTeam.title')}
          description={t('ui.evergreen.forTeam.text')}
        />
      </PageFrame>
    );

  return (
    <PageFrame
      title={title}
      subtitle={t('ui.evergreen.subtitle', { brand: project.name })}
      actions={admin && page.data ? <FillButton projectUid={project.uid} page={page.data} /> : undefined}
    >
      {page.isPending ? (
        <Loading label={t('ui.loading')} />
      ) : page.isError ? (
        <QueryError
          message={t('ui.evergreen.loadError')}
          error={page.error}
          onRetry={() => void page.refetch()}
          retrying={page.isRefetching}
        />
      ) : (
        <Stack gap="lg">
          <PostList projectUid={project.uid} projectSlug={project.slug} posts={page.data.items} />
          <SettingsCard
            // Starts again from the settings as kept after a save or a reload.
            key={JSON.stringify(page.data.settings)}
            settings={page.data.settings}
            approvalRequired={page.data.approval_required}
            canEdit={admin}
            saving={changes.saveSettings.isPending}
            onSave={(settings) => changes.saveSettings.mutateAsync(settings)}
          />
        </Stack>
      )}
    </PageFrame>
  );
}
