import type { Project } from '@expertos/domain/project.schema';
import { sameRole } from '@expertos/domain/roles';
import {
  ActionIcon,
  Badge,
  Box,
  Card,
  Group,
  Image,
  Menu,
  SimpleGrid,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import {
  IconBooks,
  IconChartBar,
  IconChecklist,
  IconDots,
  IconLeaf,
  IconListNumbers,
  IconPencil,
  IconPhoto,
  IconRepeat,
  IconSettings,
  IconShieldCheck,
  IconSparkles,
  IconTemplate,
  IconTrash,
  IconUsers,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { prefetchOnIntent } from '@/shared/lib/prefetch-route';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import classes from './BrandCard.module.css';

export const PHASE_COLORS: Record<Project['phase'], string> = {
  sales: 'yellow',
  active: 'teal',
  inactive: 'gray',
};

const COVER_HEIGHT = 112;

/** 'Acme Studio' → 'AS', 'Acme' → 'A': the first letters of the first two words. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.slice(0, 2).map((word) => Array.from(word)[0] ?? '');
  return letters.join('').toUpperCase() || '?';
}

function Cover({ project }: { project: Project }) {
  if (project.cover_url) {
    return <Image src={project.cover_url} alt="" h={COVER_HEIGHT} fit="cover" />;
  }
  return (
    <Box
      h={COVER_HEIGHT}
      aria-hidden
      style={{
        display: 'grid',
        placeItems: 'center',
        background: 'linear-gradient(135deg, var(--mantine-color-brand-1), var(--mantine-color-brand-3))',
      }}
    >
      <Text fw={800} fz={34} c="brand.8" style={{ letterSpacing: 1 }}>
        {initialsOf(project.name)}
      </Text>
    </Box>
  );
}

interface QuickLink {
  key:
    | 'tasks'
    | 'feed'
    | 'library'
    | 'playground'
    | 'analytics'
    | 'approvals'
    | 'templates'
    | 'recurring'
    | 'evergreen'
    | 'series'
    | 'users'
    | 'settings';
  to: string;
  Icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
}

/**
 * The brand's quick links; Results only for externals of a brand that shares its results with
 * them, and Approvals (who approves the brand's posts) only for the members who work on its tickets.
 */
function quickLinks(slug: string, external: boolean, showResults: boolean): QuickLink[] {
  const links: QuickLink[] = [
    { key: 'tasks', to: paths.brandTasks(slug), Icon: IconChecklist },
    { key: 'feed', to: paths.brandFeed(slug), Icon: IconPhoto },
    { key: 'library', to: paths.brandLibrary(slug), Icon: IconBooks },
    { key: 'playground', to: paths.brandPlayground(slug), Icon: IconSparkles },
    { key: 'analytics', to: paths.brandAnalytics(slug), Icon: IconChartBar },
    { key: 'approvals', to: paths.brandApprovals(slug), Icon: IconShieldCheck },
    { key: 'templates', to: paths.brandTemplates(slug), Icon: IconTemplate },
    { key: 'recurring', to: paths.brandRecurring(slug), Icon: IconRepeat },
    { key: 'evergreen', to: paths.brandEvergreen(slug), Icon: IconLeaf },
    { key: 'series', to: paths.brandSeries(slug), Icon: IconListNumbers },
    { key: 'users', to: paths.brandUsers(slug), Icon: IconUsers },
    { key: 'settings', to: paths.brandSettings(slug, 'summary'), Icon: IconSettings },
  ];
  return links.filter(
    ({ key }) =>
      (key !== 'analytics' || showResults) &&
      (!['approvals', 'templates', 'recurring', 'evergreen', 'series'].includes(key) || !external),
  );
}

export interface BrandCardProps {
  project: Project;
  /** Workspace admins and the brand's admins may edit and delete it. */
  canManage: boolean;
  editTo: string;
  onDelete: () => void;
}

/** A brand on the dashboard: cover (or initials), name, phase and quick links. */
export function BrandCard({ project, canManage, editTo, onDelete }: BrandCardProps) {
  const { t } = useTranslation();
  const external = useWorkspaceStore((state) => sameRole(state.currentMemberRole, 'external'));
  return (
    <Card withBorder radius="lg" padding="md" component="article" aria-label={project.name}>
      <Card.Section>
        <Cover project={project} />
      </Card.Section>
      <Stack gap="sm" mt="md">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text
              component={Link}
              to={paths.brandTasks(project.slug)}
              {...prefetchOnIntent(paths.brandTasks(project.slug))}
              fw={650}
              size="lg"
              truncate="end"
              c="var(--mantine-color-text)"
              className="touch-link"
            >
              {project.name}
            </Text>
            <Badge color={PHASE_COLORS[project.phase]} variant="light" size="sm">
              {t(`ui.phases.${project.phase}`)}
            </Badge>
          </Stack>
          {canManage && (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t('ui.dashboard.brandMenu', { name: project.name })}
                >
                  <IconDots size={18} aria-hidden />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item component={Link} to={editTo} leftSection={<IconPencil size={16} aria-hidden />}>
                  {t('ui.dashboard.editBrand')}
                </Menu.Item>
                <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete}>
                  {t('ui.dashboard.deleteBrand')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          )}
        </Group>
        {/* Rows of three, however many of the brand's pages the person may open. */}
        <SimpleGrid
          cols={3}
          spacing={4}
          component="nav"
          aria-label={t('ui.dashboard.quickLinks', { name: project.name })}
        >
          {quickLinks(project.slug, external, !external || project.share_results_with_externals).map(
            ({ key, to, Icon }) => (
              <UnstyledButton
                key={key}
                component={Link}
                to={to}
                {...prefetchOnIntent(to)}
                py={6}
                className={classes.quickLink}
              >
                <Stack gap={2} align="center">
                  <Icon size={18} aria-hidden />
                  <Text size="xs">{t(`ui.dashboard.${key}`)}</Text>
                </Stack>
              </UnstyledButton>
            ),
          )}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
