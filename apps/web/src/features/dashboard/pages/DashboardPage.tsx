import { Button, Card, SimpleGrid, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { selectVisibleProjects, useWorkspaceStore } from '@/shared/stores/workspace-store';
import { EmptyState } from '@/shared/ui/EmptyState';
import { PageFrame } from '@/shared/ui/PageFrame';

/** Dashboard of projects (spec §2): the brands of the current workspace the user may see. */
export function DashboardPage() {
  const { t } = useTranslation();
  // Select the stored list (stable) and filter outside the selector: a selector returning a
  // new array on every call would re-render forever.
  const allProjects = useWorkspaceStore((state) => state.projects);
  const projects = useMemo(() => selectVisibleProjects({ projects: allProjects }), [allProjects]);
  const addBrand = (
    <Button component={Link} to={paths.brandAdd()} leftSection={<IconPlus size={16} aria-hidden />}>
      {t('ui.dashboard.addBrand')}
    </Button>
  );

  return (
    <PageFrame title={t('ui.pages.dashboard')} actions={projects.length > 0 ? addBrand : undefined} notBuilt>
      {projects.length === 0 ? (
        <EmptyState
          title={t('ui.dashboard.emptyTitle')}
          description={t('ui.dashboard.emptyText')}
          actions={addBrand}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {projects.map((project) => (
            <Card key={project.uid} withBorder component={Link} to={paths.brandTasks(project.slug)}>
              <Text fw={600}>{project.name}</Text>
              <Text size="sm" c="dimmed">
                {project.slug}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </PageFrame>
  );
}
