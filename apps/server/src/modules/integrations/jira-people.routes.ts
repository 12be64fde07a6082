import {
  associateJiraPersonSchema,
  jiraAccountIdSchema,
  jiraPeopleSchema,
  jiraPersonSchema,
} from '@expertos/domain/integration.schema';
import { projectDeletedSchema } from '@expertos/domain/project.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../platform/access.js';
import { idParam, projectParams } from '../../platform/params.js';
import { jiraErrors } from './integrations.routes.js';
import type { JiraPeopleService } from './jira-people.service.js';

const tags = ['integrations'];
const listParams = projectParams.extend({ uid: idParam });
const personParams = listParams.extend({ accountId: jiraAccountIdSchema });

/**
 * Jira users and workspace people (docs/product.md#integrations): brand admins see who Jira
 * lets take the project's issues and associate each with a member, or add them as a Jira-only
 * person (never a seat).
 */
export const jiraPeopleRoutes =
  ({ people }: { people: JiraPeopleService }): FastifyPluginAsyncZod =>
  async (app) => {
    const base = '/projects/:projectId/integrations/:uid/jira-people';

    app.get(
      base,
      {
        config: { access: 'projectAdmin', scope: 'session' },
        schema: {
          tags,
          summary: "Jira's assignable users of the integration's project, with who each is here",
          params: listParams,
          response: { 200: jiraPeopleSchema, ...jiraErrors },
        },
      },
      async (request) =>
        people.list(contextOf(request, 'projectAdmin').project.projectId, request.params.uid),
    );

    app.put(
      `${base}/:accountId`,
      {
        config: { access: 'projectAdmin', scope: 'session', plan: 'required' },
        schema: {
          tags,
          summary: 'Associate a Jira user with a member, or add them as a Jira-only person (never a seat)',
          description:
            '`{member_uid}` names a joined member who can work on tasks; `{mirror: true}` makes a person who exists here only as this Jira user. A Jira-only person associated later with a member hands their tickets over.',
          params: personParams,
          body: associateJiraPersonSchema,
          response: { 200: jiraPersonSchema, ...jiraErrors },
        },
      },
      async (request) => {
        const { project, membership } = contextOf(request, 'projectAdmin');
        return people.associate(
          project.projectId,
          request.params.uid,
          request.params.accountId,
          request.body,
          membership.memberId,
        );
      },
    );

    app.delete(
      `${base}/:accountId`,
      {
        config: { access: 'projectAdmin', scope: 'session', plan: 'required' },
        schema: {
          tags,
          summary: 'End an association; a Jira-only person no integration names is removed',
          params: personParams,
          response: { 200: projectDeletedSchema, ...jiraErrors },
        },
      },
      async (request) => {
        await people.remove(
          contextOf(request, 'projectAdmin').project.projectId,
          request.params.uid,
          request.params.accountId,
        );
        return { ok: true as const };
      },
    );
  };
