import {
  addSocialPostVoiceSample,
  connectSocial,
  disconnectSocial,
  getJob,
  getSocial,
  getSocialInsights,
  importSocial,
  makeSocialPostTicket,
} from '@expertos/api-client/social';
import type { SocialProvider } from '@expertos/domain/social.schema';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
// Through this module's own exports, so a test's `vi.spyOn` answers the queries too.
import * as socialApi from './social';

/** Instagram and YouTube of a brand (docs/product.md#instagram-and-youtube-import). */

export const fetchSocial = (workspaceUid: string, projectUid: string) =>
  getSocial(api, workspaceUid, projectUid);
export const fetchSocialInsights = (workspaceUid: string, projectUid: string) =>
  getSocialInsights(api, workspaceUid, projectUid);
export const startSocialConnect = (workspaceUid: string, projectUid: string, provider: SocialProvider) =>
  connectSocial(api, workspaceUid, projectUid, provider);
export const startSocialImport = (workspaceUid: string, projectUid: string, provider: SocialProvider) =>
  importSocial(api, workspaceUid, projectUid, provider);
export const disconnectSocialAccount = (workspaceUid: string, projectUid: string, provider: SocialProvider) =>
  disconnectSocial(api, workspaceUid, projectUid, provider);
export const fetchJob = (workspaceUid: string, jobId: string) => getJob(api, workspaceUid, jobId);
export const makePostTicket = (workspaceUid: string, projectUid: string, postUid: string) =>
  makeSocialPostTicket(api, workspaceUid, projectUid, postUid);
export const addVoiceSample = (workspaceUid: string, projectUid: string, postUid: string) =>
  addSocialPostVoiceSample(api, workspaceUid, projectUid, postUid);

export const socialQueryKey = (workspaceUid: string, projectUid: string) =>
  ['workspaces', workspaceUid, 'projects', projectUid, 'social'] as const;

export const socialQueryOptions = (workspaceUid: string, projectUid: string) =>
  queryOptions({
    queryKey: socialQueryKey(workspaceUid, projectUid),
    queryFn: () => socialApi.fetchSocial(workspaceUid, projectUid),
    enabled: Boolean(workspaceUid && projectUid),
  });

export const socialInsightsQueryOptions = (workspaceUid: string, projectUid: string) =>
  queryOptions({
    queryKey: [...socialQueryKey(workspaceUid, projectUid), 'insights'] as const,
    queryFn: () => socialApi.fetchSocialInsights(workspaceUid, projectUid),
    enabled: Boolean(workspaceUid && projectUid),
  });

/** How often a running import's progress is read. */
export const JOB_POLL_MS = 1500;

export const jobQueryOptions = (workspaceUid: string, jobId: string | null) =>
  queryOptions({
    queryKey: ['workspaces', workspaceUid, 'jobs', jobId] as const,
    queryFn: () => socialApi.fetchJob(workspaceUid, jobId ?? ''),
    enabled: Boolean(workspaceUid && jobId),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'done' || status === 'dead' ? false : JOB_POLL_MS;
    },
  });
