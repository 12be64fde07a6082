import type { JiraIntegrationConfig, JiraOptions, JiraSecret } from '@expertos/domain/integration.schema';
import { createJiraClient, type JiraClientOptions } from './jira-client.js';

/**
 * What the integrations page offers to pick (docs/product.md#integrations): the projects the
 * credential can see, and for the chosen one its issue types (neither sub-tasks, which need a
 * parent issue, nor epics, which are what tickets go under) and its epics. Reading the project
 * list is also how a new credential is checked before it is kept.
 */
export async function readJiraOptions(
  options: Omit<JiraClientOptions, 'config' | 'secret'>,
  config: Pick<JiraIntegrationConfig, 'site_url' | 'cloud_id'>,
  secret: JiraSecret,
  projectKey: string | null,
): Promise<JiraOptions> {
  const client = createJiraClient({ ...options, config, secret });
  const projects = (await client.listProjects()).map(({ key, name }) => ({ key, name }));
  if (!projectKey) return { projects, issue_types: [], epics: [] };
  const [types, epics] = await Promise.all([client.issueTypes(projectKey), client.searchEpics(projectKey)]);
  return {
    projects,
    issue_types: types
      .filter((type) => !type.subtask && type.hierarchyLevel !== 1)
      .map(({ id, name }) => ({ id, name })),
    epics,
  };
}
