import { SLACK_CALLBACK_PATH, slackInstallStartSchema } from '@expertos/domain/integration-install';
import { installFlowRoutes } from '../../install-flow.routes.js';
import type { SlackInstallService } from './slack-install.service.js';

/** "Add to Slack" (docs/product.md#integrations). */
export const slackInstallRoutes = ({
  install,
  publicUrl,
}: {
  install: SlackInstallService;
  publicUrl: string;
}) =>
  installFlowRoutes({
    type: 'slack',
    install,
    publicUrl,
    startSchema: slackInstallStartSchema,
    callbackPath: SLACK_CALLBACK_PATH,
    docs: {
      offered: 'Whether "Add to Slack" is offered (the server has a Slack app) (project admins)',
      start: 'Start connecting Slack: the authorize page to open (project admins)',
      notConfiguredCode: 'slack_install_not_configured',
      callback: "Slack's OAuth redirect: connects the brand's Slack, then on to /integration-success",
    },
  });
