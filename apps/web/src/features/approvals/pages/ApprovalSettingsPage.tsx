import '@/shared/i18n/parts/brand-content';
import '@/shared/i18n/parts/approval-settings';
import { isExternalRole } from '@expertos/domain/roles';
import { Center, Loader } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { EmptyState } from '@/shared/ui/EmptyState';
import { PageFrame } from '@/shared/ui/PageFrame';
import { AuditSection } from '../components/settings/AuditSection';
import { ContactsSection } from '../components/settings/ContactsSection';
import { WorkflowSection } from '../components/settings/WorkflowSection';
import { useIsBrandAdmin } from '../hooks/use-brand-admin';

/**
 * /brand/{projectSlug}/approvals (docs/product.md#approvals): the brand's approval workflow —
 * set by its brand admins, read by the members who work on its tickets — and, for brand admins,
 * its client contacts.
 */
export function ApprovalSettingsPage() {
  const { t } = useTranslation();
  const k = 'ui.approvalSettings' as const;
  const { projectSlug = '' } = useParams();
  // The brand among the workspace's loaded brands (features stay apart, so not the brand feature's hook).
  const project = useWorkspaceStore((state) => state.projects.find((item) => item.slug === projectSlug));
  const brandsStatus = useWorkspaceStore((state) => state.projectsStatus);
  const external = useWorkspaceStore((state) => isExternalRole(state.currentMemberRole));
  const admin = useIsBrandAdmin(project && !external ? project.uid : '');
  const title = t('ui.pages.brandApprovals');

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

  if (external) {
    return (
      <PageFrame title={title} subtitle={project.name}>
        <EmptyState
          icon={<IconLock size={32} stroke={1.5} aria-hidden />}
          title={t(`${k}.forTeam.title`)}
          description={t(`${k}.forTeam.text`)}
        />
      </PageFrame>
    );
  }

  return (
    <PageFrame title={title} subtitle={project.name}>
      <WorkflowSection projectUid={project.uid} admin={admin} />
      {admin && <ContactsSection projectUid={project.uid} />}
      {admin && <AuditSection projectUid={project.uid} slug={project.slug} />}
    </PageFrame>
  );
}
