import '@/shared/i18n/parts/try';
import { claimTryDraft } from '@expertos/api-client/try';
import type { Project } from '@expertos/domain/project.schema';
import { Alert, Button, Card, Stack, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { api } from '@/shared/api/client';
import { errorCode, errorText } from '@/shared/api/error-text';
import { tryDraftStore } from '@/shared/lib/try-draft-store';
import { refreshProjects } from '@/shared/session/workspace-session';
import { useCurrentWorkspaceUid } from '@/shared/stores/use-session';
import { notify } from '@/shared/ui/notify/notify-store';
import { PageFrame } from '@/shared/ui/PageFrame';
import { BrandForm } from '../components/BrandForm';
import { ProjectLoadError, ProjectSkeleton } from '../components/ProjectState';
import { useProjectBySlug } from '../components/use-project';

const MAX_WIDTH = 760;

/**
 * Manage Project (/brand/add): a new brand, or with `?edit={slug}` an existing one. Saving
 * goes back to the dashboard with a positive notification.
 */
export function BrandAddPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const editSlug = search.get('edit') ?? undefined;
  const workspaceUid = useCurrentWorkspaceUid();
  const editing = useProjectBySlug(editSlug);
  // The draft made at /try before signing up goes into the first brand made (docs/product.md#try).
  const [tryDraft, setTryDraft] = useState(() => (editSlug ? null : tryDraftStore.read()));

  /** Puts the kept /try draft into the new brand; a draft that is gone is forgotten. */
  const carryDraft = async (project: Project, draftUid: string) => {
    try {
      await claimTryDraft(api, project.uid, draftUid);
      tryDraftStore.clear();
      notify({ type: 'positive', message: t('ui.try.carried', { name: project.name }) });
    } catch (error) {
      if (errorCode(error) === 'try_draft_not_found') tryDraftStore.clear();
      notify({ type: 'negative', message: t('ui.try.carryFailed', { reason: errorText(error) }) });
    }
  };

  const onSaved = async (project: Project) => {
    notify({
      type: 'positive',
      message: t(editSlug ? 'ui.projects.saved' : 'ui.projects.created', { name: project.name }),
    });
    if (!editSlug && tryDraft) await carryDraft(project, tryDraft.uid);
    if (workspaceUid)
      void queryClient.invalidateQueries({ queryKey: ['workspaces', workspaceUid, 'projects'] });
    void refreshProjects();
    await navigate(paths.dashboard());
  };

  let body = null;
  if (!workspaceUid) body = null;
  else if (!editSlug)
    body = (
      <Stack gap="md">
        {tryDraft && (
          <Alert
            color="brand"
            variant="light"
            icon={<IconSparkles size={18} aria-hidden />}
            title={t('ui.try.carryTitle')}
          >
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('ui.try.carryText', { name: tryDraft.brand_name })}</Text>
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={() => {
                  tryDraftStore.clear();
                  setTryDraft(null);
                }}
              >
                {t('ui.try.carryDrop')}
              </Button>
            </Stack>
          </Alert>
        )}
        <BrandForm
          workspaceUid={workspaceUid}
          initialName={tryDraft?.brand_name}
          onSaved={(project) => void onSaved(project)}
        />
      </Stack>
    );
  else if (editing.data)
    body = (
      <BrandForm
        key={editing.data.uid}
        workspaceUid={workspaceUid}
        project={editing.data}
        onSaved={(project) => void onSaved(project)}
      />
    );
  else if (editing.isError)
    body = <ProjectLoadError error={editing.error} onRetry={() => void editing.refetch()} />;
  else body = <ProjectSkeleton />;

  return (
    <PageFrame
      title={t('ui.pages.brandAdd')}
      subtitle={
        editSlug
          ? t('ui.projects.editIntro', { name: editing.data?.name ?? editSlug })
          : t('ui.projects.addIntro')
      }
    >
      <Card withBorder radius="lg" padding="lg" maw={MAX_WIDTH} w="100%">
        {body}
      </Card>
    </PageFrame>
  );
}
