import { JIRA_CALLBACK_PATH, jiraInstallStartSchema } from '@expertos/domain/integration-install';
import { installFlowRoutes } from '../../install-flow.routes.js';
import type { JiraInstallService } from './jira-install.service.js';

/** "Connect with Atlassian", OAuth 2.0 (3LO) for the site the admin names (docs/product.md#integrations). */
export const jiraInstallRoutes = ({
  install,
  publicUrl,
}: {
  install: JiraInstallService;
  publicUrl: string;
}) =>
  installFlowRoutes({
    type: 'jira',
    install,
    publicUrl,
    startSchema: jiraInstallStartSchema,
    callbackPath: JIRA_CALLBACK_PATH,
    docs: {
      offered: 'Whether "Connect with Atlassian" is offered (the server has an OAuth app) (project admins)',
      start: "Start connecting Jira with Atlassian's consent: the page to open (project admins)",
      notConfiguredCode: 'jira_install_not_configured',
      callback: "Atlassian's OAuth redirect: connects the brand's Jira, then on to /integration-success",
    },
  });
