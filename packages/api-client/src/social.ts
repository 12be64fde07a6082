import type { Job } from '@expertos/domain/job.schema';
import type { SocialInsights, SocialProvider, SocialStatus } from '@expertos/domain/social.schema';
import { z } from 'zod';
import type { ApiClient } from './client';
import { lazyReplies } from './lazy-replies';

/** The replies' schemas, imported beside the first call (lazy-replies.ts). */
const jobReply = lazyReplies(() => import('@expertos/domain/job.schema'));
const socialReply = lazyReplies(() => import('@expertos/domain/social.schema'));

/** Instagram and YouTube import of a brand (docs/product.md#instagram-and-youtube-import). */

const okSchema = z.object({ ok: z.literal(true) });
const socialPath = (workspaceId: string, projectId: string) =>
  `/workspaces/${encodeURIComponent(workspaceId)}/projects/${encodeURIComponent(projectId)}/social`;

/** `GET …/social`: each provider, offered and connected, with its running import. */
export function getSocial(
  client: ApiClient,
  workspaceId: string,
  projectId: string,
  opts: { signal?: AbortSignal } = {},
): Promise<SocialStatus> {
  return client.get(socialPath(workspaceId, projectId), {
    schema: socialReply('socialStatusSchema'),
    ...opts,
  });
}

/** `GET …/social/instagram/insights`: the Analytics step's figures. */
export function getSocialInsights(
  client: ApiClient,
  workspaceId: string,
  projectId: string,
  opts: { signal?: AbortSignal } = {},
): Promise<SocialInsights> {
  return client.get(`${socialPath(workspaceId, projectId)}/instagram/insights`, {
    schema: socialReply('socialInsightsSchema'),
    ...opts,
  });
}

/** `POST …/social/{provider}/connect`: the consent page to send the browser to. */
export async function connectSocial(
  client: ApiClient,
  workspaceId: string,
  projectId: string,
  provider: SocialProvider,
): Promise<string> {
  return (
    await client.post(`${socialPath(workspaceId, projectId)}/${provider}/connect`, {
      schema: socialReply('socialConnectStartedSchema'),
    })
  ).authorize_url;
}

/** `POST …/social/{provider}/import`: the import job's id. */
export async function importSocial(
  client: ApiClient,
  workspaceId: string,
  projectId: string,
  provider: SocialProvider,
): Promise<string> {
  return (
    await client.post(`${socialPath(workspaceId, projectId)}/${provider}/import`, {
      schema: socialReply('socialImportStartedSchema'),
    })
  ).job_id;
}

/** `DELETE …/social/{provider}`. */
export async function disconnectSocial(
  client: ApiClient,
  workspaceId: string,
  projectId: string,
  provider: SocialProvider,
): Promise<void> {
  await client.delete(`${socialPath(workspaceId, projectId)}/${provider}`, { schema: okSchema });
}

/** `POST …/social/posts/{uid}/ticket`: "Make a post ticket". */
export function makeSocialPostTicket(
  client: ApiClient,
  workspaceId: string,
  projectId: string,
  postUid: string,
) {
  return client.post(`${socialPath(workspaceId, projectId)}/posts/${encodeURIComponent(postUid)}/ticket`, {
    schema: socialReply('socialPostTicketSchema'),
  });
}

/** `POST …/social/posts/{uid}/voice-sample`: "Use as voice sample" (the default voice unless named). */
export function addSocialPostVoiceSample(
  client: ApiClient,
  workspaceId: string,
  projectId: string,
  postUid: string,
  voiceUid?: string,
) {
  return client.post(
    `${socialPath(workspaceId, projectId)}/posts/${encodeURIComponent(postUid)}/voice-sample`,
    {
      body: voiceUid ? { voice_uid: voiceUid } : {},
      schema: socialReply('socialVoiceSampleResultSchema'),
    },
  );
}

/** `GET /workspaces/{id}/jobs/{jobId}`: a job's status and progress. */
export function getJob(client: ApiClient, workspaceId: string, jobId: string): Promise<Job> {
  return client.get(`/workspaces/${encodeURIComponent(workspaceId)}/jobs/${encodeURIComponent(jobId)}`, {
    schema: jobReply('jobSchema'),
  });
}
