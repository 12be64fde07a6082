import { LANGUAGE_NAMES, type Language } from '@expertos/domain/languages';
import type { Project } from '@expertos/domain/project.schema';
import { Skeleton, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { LanguageSelect } from '@/shared/ui/LanguageSelect';
import { notify } from '@/shared/ui/notify/notify-store';
import { SectionCard } from '@/shared/ui/SectionCard';
import { updateProject } from '../api/project';
import { projectUsersQueryOptions } from '../api/project-users';
import { useIsProjectAdmin } from './use-project-admin';

/**
 * A brand's language (docs/product.md#languages): what its clients read (approval e-mails) and
 * what its Slack, Jira and e-mail integrations write. Brand admins choose it; everyone else
 * sees which it is. Each person's own app language is theirs, on the profile.
 */
export function BrandLanguageCard({ projectUid }: { projectUid: string }) {
  const { t } = useTranslation();
  const workspaceUid = useWorkspaceStore((state) => state.currentWorkspace?.uid ?? '');
  const projects = useWorkspaceStore((state) => state.projects);
  const setProjects = useWorkspaceStore((state) => state.setProjects);
  const project = projects.find((candidate) => candidate.uid === projectUid);
  const people = useQuery({
    ...projectUsersQueryOptions(workspaceUid, projectUid),
    enabled: Boolean(workspaceUid && projectUid),
  });
  const admin = useIsProjectAdmin(people.data);
  const save = useMutation({
    mutationFn: (language: Language) => updateProject(workspaceUid, projectUid, { language }),
    onSuccess: (saved: Project) => {
      setProjects(
        useWorkspaceStore
          .getState()
          .projects.map((candidate) => (candidate.uid === saved.uid ? saved : candidate)),
      );
      notify({
        type: 'positive',
        message: t('ui.language.brand.saved', { name: saved.name, language: LANGUAGE_NAMES[saved.language] }),
      });
    },
    onError: (error) => notify({ type: 'negative', message: errorText(error) }),
  });
  if (!project) return null;
  const words = { name: project.name, language: LANGUAGE_NAMES[project.language] };
  return (
    <SectionCard title={t('ui.language.brand.title')} intro={t('ui.language.brand.intro', words)}>
      {people.isPending ? (
        <Skeleton height={36} maw={360} role="status" aria-label={t('ui.loading')} />
      ) : admin ? (
        <LanguageSelect
          label={t('ui.language.brand.label')}
          value={save.isPending ? (save.variables ?? project.language) : project.language}
          onChange={(language) => language && language !== project.language && save.mutate(language)}
          disabled={save.isPending}
          maw={360}
        />
      ) : (
        <Text size="sm">{t('ui.language.brand.readOnly', words)}</Text>
      )}
    </SectionCard>
  );
}
