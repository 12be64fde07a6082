import '@/shared/i18n/parts/integrations';
import { Alert, Select, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { jiraOptionsQueryOptions } from '../../api/jira';

export interface JiraTarget {
  project_key: string | null;
  issue_type_id: string | null;
  epic_key: string | null;
}

/**
 * Where a Jira integration files issues: a project, an issue type and, optionally, the epic
 * tickets go under when they name none. The choices are read from Jira with the stored
 * credential; a refusal (a revoked token) says so instead of offering empty lists.
 */
export function JiraTargetFields({
  projectUid,
  integrationUid,
  value,
  onChange,
  missing,
}: {
  projectUid: string;
  integrationUid: string;
  value: JiraTarget;
  onChange: (next: JiraTarget) => void;
  missing: string[];
}) {
  const { t } = useTranslation();
  const projects = useQuery(jiraOptionsQueryOptions(projectUid, integrationUid, null));
  const chosen = useQuery({
    ...jiraOptionsQueryOptions(projectUid, integrationUid, value.project_key),
    enabled: value.project_key !== null,
  });
  const required = t('ui.integrations.form.required');
  const failed = projects.error ?? chosen.error;

  return (
    <Stack gap="sm">
      {failed && (
        <Alert color="red" role="alert">
          {errorText(failed)}
        </Alert>
      )}
      <Select
        label={t('ui.integrations.jira.project')}
        placeholder={projects.isPending ? t('ui.loading') : t('ui.integrations.jira.projectPick')}
        data={(projects.data?.projects ?? []).map((p) => ({ value: p.key, label: `${p.name} (${p.key})` }))}
        value={value.project_key}
        onChange={(key) => onChange({ project_key: key, issue_type_id: null, epic_key: null })}
        searchable
        required
        error={missing.includes('project_key') ? required : undefined}
      />
      <Select
        label={t('ui.integrations.jira.issueType')}
        placeholder={chosen.isFetching ? t('ui.loading') : undefined}
        data={(chosen.data?.issue_types ?? []).map((type) => ({ value: type.id, label: type.name }))}
        value={value.issue_type_id}
        onChange={(id) => onChange({ ...value, issue_type_id: id })}
        disabled={value.project_key === null}
        required
        error={missing.includes('issue_type_id') ? required : undefined}
      />
      <Select
        label={t('ui.integrations.jira.epic')}
        description={t('ui.integrations.jira.epicHint')}
        placeholder={t('ui.integrations.jira.epicNone')}
        data={(chosen.data?.epics ?? []).map((epic) => ({
          value: epic.key,
          label: `${epic.key} ${epic.summary}`,
        }))}
        value={value.epic_key}
        onChange={(key) => onChange({ ...value, epic_key: key })}
        disabled={value.project_key === null}
        clearable
        searchable
      />
    </Stack>
  );
}
