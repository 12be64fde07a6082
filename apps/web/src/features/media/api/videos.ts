import {
  extractScenes,
  extractScript,
  getPlayback,
  listTicketVideos,
  setVideoShared,
  trimVideo,
} from '@expertos/api-client/videos';
import type { Video, VideoPlayback, VideoTrimInput } from '@expertos/domain/media.schema';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { ticketKeys } from '@/shared/api/ticket-keys';
import { bootstrapSession } from '@/shared/session/session';
import { selectIsAuthenticated, useAuthStore } from '@/shared/stores/auth-store';
// Through this module's own exports, so a test's `vi.spyOn` answers the queries too.
import * as videosApi from './videos';

/** Recordings as the web app shows them (docs/product.md#recordings). */

/** While a recording is still uploading, its page and its ticket look again this often. */
export const UPLOADING_POLL_MS = 5000;

/**
 * A visitor asks without a token (the player is public); a member with theirs, to see more.
 * Asked once the start-up session check has answered: on a reload the page would otherwise
 * ask as a visitor before the member's session is back.
 */
export async function fetchPlayback(videoUid: string) {
  await bootstrapSession();
  return getPlayback(api, videoUid, { auth: selectIsAuthenticated(useAuthStore.getState()) });
}
export const fetchTicketVideos = (ticketUid: string) => listTicketVideos(api, ticketUid);

export const playbackQueryKey = (videoUid: string) => ['videos', videoUid, 'playback'] as const;

export function playbackQueryOptions(videoUid: string) {
  return queryOptions<VideoPlayback>({
    queryKey: playbackQueryKey(videoUid),
    queryFn: () => videosApi.fetchPlayback(videoUid),
    // 401 (sign in) and 404 (not found) are answers, not hiccups.
    retry: false,
    refetchInterval: (query) => (query.state.data?.status === 'uploading' ? UPLOADING_POLL_MS : false),
  });
}

/** Starts with the ticket's own key, so a refresh of the ticket refreshes its recordings too. */

export function ticketVideosQueryOptions(ticketUid: string) {
  return queryOptions<Video[]>({
    queryKey: ticketKeys.videos(ticketUid),
    queryFn: () => videosApi.fetchTicketVideos(ticketUid),
    refetchInterval: (query) =>
      query.state.data?.some((video) => video.status === 'uploading') ? UPLOADING_POLL_MS : false,
  });
}

export const shareVideo = (videoUid: string, shared: boolean) => setVideoShared(api, videoUid, shared);
export const trimRecording = (videoUid: string, trim: VideoTrimInput) => trimVideo(api, videoUid, trim);
export const sceneExtraction = (ticketUid: string, videoUid: string) =>
  extractScenes(api, ticketUid, videoUid);
export const scriptExtraction = (ticketUid: string, videoUid: string) =>
  extractScript(api, ticketUid, videoUid);
