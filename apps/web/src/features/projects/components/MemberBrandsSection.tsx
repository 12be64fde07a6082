import '@/shared/i18n/parts/member-profile';
import type { Project } from '@expertos/domain/project.schema';
import { isAdminRole, isExternalRole } from '@expertos/domain/roles';
import { Anchor, Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useQueries } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { selectVisibleProjects, useWorkspaceStore } from '@/shared/stores/workspace-store';
import { EmptyState } from '@/shared/ui/EmptyState';
import { QueryError } from '@/shared/ui/QueryError';
import { SectionCard } from '@/shared/ui/SectionCard';
import type { MemberSlotProps } from '@/shared/ui/slots';
import { projectUsersQueryOptions } from '../api/project-users';

function BrandLine({ brand, children }: { brand: Project; children: ReactNode }) {
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="sm" py={6}>
      {/* Where an admin manages who sees the brand. */}
      <Anchor
        component={Link}
        to={paths.brandUsers(brand.slug)}
        size="sm"
        style={{ overflowWrap: 'anywhere' }}
      >
        {brand.name}
      </Anchor>
      <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
        {children}
      </Group>
    </Group>
  );
}

const listStyle = { listStyle: 'none' } as const;

/**
 * A member's profile: the brands they may see and their role on each (brand admin or member,
 * from each brand's people). A workspace admin sees every brand and is implicitly its admin;
 * an external collaborator is never a brand admin (docs/product.md#glossary).
 */
export function MemberBrandsSection({ workspaceUid, member }: MemberSlotProps) {
  const { t } = useTranslation();
  const allProjects = useWorkspaceStore((state) => state.projects);
  const visible = selectVisibleProjects({ projects: allProjects });
  const admin = isAdminRole(member.role);
  const brands = admin ? visible : visible.filter((project) => member.project_uids.includes(project.uid));
  // Admins need no lookup: they are the admin of every brand.
  const people = useQueries({
    queries: (admin ? [] : brands).map((brand) => projectUsersQueryOptions(workspaceUid, brand.uid)),
  });
  const failed = people.some((query) => query.isError);
  const title = t('ui.memberProfile.brandsSection.title');

  let body: ReactNode;
  if (brands.length === 0) {
    body = (
      <EmptyState
        title={t('ui.memberProfile.brandsSection.emptyTitle')}
        description={
          visible.length === 0
            ? t('ui.memberProfile.brandsSection.noBrandsYet')
            : t('ui.memberProfile.brandsSection.emptyText')
        }
        icon={<IconBuildingStore size={32} stroke={1.5} aria-hidden />}
      />
    );
  } else {
    body = (
      <Stack gap="xs">
        {admin && (
          <Text size="sm" c="dimmed">
            {t('ui.memberProfile.brandsSection.adminAll')}
          </Text>
        )}
        {isExternalRole(member.role) && (
          <Text size="sm" c="dimmed">
            {t('ui.memberProfile.brandsSection.externalNote')}
          </Text>
        )}
        <Stack component="ul" gap={0} m={0} p={0} style={listStyle} aria-label={title}>
          {brands.map((brand, index) => {
            if (admin) {
              return (
                <BrandLine key={brand.uid} brand={brand}>
                  <Badge size="sm" variant="light" color="brand">
                    {t('ui.projects.users.roles.admin')}
                  </Badge>
                </BrandLine>
              );
            }
            const query = people[index];
            const row = query?.data?.find((person) => person.member_uid === member.uid);
            return (
              <BrandLine key={brand.uid} brand={brand}>
                {query?.isPending && <Skeleton height={18} width={90} radius="xl" />}
                {row && (
                  <Badge size="sm" variant="light" color={row.role === 'admin' ? 'brand' : 'gray'}>
                    {t(`ui.projects.users.roles.${row.role}`)}
                  </Badge>
                )}
                {row?.access === 'requested' && (
                  <Badge size="sm" variant="dot" color="yellow">
                    {t('ui.projects.users.accessStates.requested')}
                  </Badge>
                )}
                {query?.isError && (
                  <Text size="xs" c="dimmed">
                    {t('ui.memberProfile.brandsSection.roleUnknown')}
                  </Text>
                )}
              </BrandLine>
            );
          })}
        </Stack>
        {failed && <QueryError message={t('ui.memberProfile.brandsSection.loadError')} />}
      </Stack>
    );
  }

  return (
    <SectionCard title={title} intro={t('ui.memberProfile.brandsSection.intro')}>
      {body}
    </SectionCard>
  );
}
