import { type AppBskyEmbedVideo, type AtpAgent, type BlobRef, XRPCError } from '@atproto/api';
import { BLUESKY_LIMITS } from '@expertos/domain/publishing/limits';
import { EgressError } from '../../../../platform/http/egress-errors.js';
import type { GuardedFetch } from '../../../../platform/http/guarded-fetch.js';
import { NetworkError, type PublishMedia } from '../network.js';
import { retryAfterMs } from './bluesky-errors.js';
import { blueskyAgent } from './bluesky-session.js';
import { videoSize } from './video-size.js';

/**
 * A post's video, through Bluesky's video service (providers/publishing.md §9; Bluesky's
 * "Uploading Video" guide): the account's PDS gives a service token for the PDS itself
 * (`aud: did:web:<PDS host>`) bound to `com.atproto.repo.uploadBlob`, with which the service,
 * once it has processed the video, stores it on the PDS as the account; we send the bytes to
 * `app.bsky.video.uploadVideo?did&name`, poll `app.bsky.video.getJobStatus` until the job
 * answers the blob, and embed that blob. Posting the video as a plain blob instead would show
 * a post whose video is missing until the service, told by the firehose, has processed it.
 *
 * `getServiceAuth` and `getJobStatus` go through `@atproto/api`; the upload does not: the
 * client's lexicon gives `uploadVideo` no query parameters and refuses `did` and `name`, so the
 * bytes go through the same guarded fetch directly, and its answer is read in either shape the
 * service sends (the job's status bare, as it does, or in the lexicon's `{jobStatus}`). The
 * same video sent again (a retried attempt) is answered `already_exists` with the earlier
 * job, whose status carries the blob: a job's blob is taken whatever its state says.
 */

export const BLUESKY_VIDEO_SERVICE = 'https://video.bsky.app';

export interface BlueskyVideoOptions {
  fetch: GuardedFetch;
  now: () => Date;
  /** The video service's address. Default `https://video.bsky.app`. */
  service?: string;
  /** Between two looks at a job still processing. Default 2 s. */
  pollMs?: number;
  /** How long a job may process before the attempt gives up (transient). Default 5 minutes. */
  waitMs?: number;
  /** Per request but the upload. Default 30 s. */
  timeoutMs?: number;
}

const UPLOAD_BLOB = 'com.atproto.repo.uploadBlob';
/** The token's life: the service uses it after processing, so Bluesky's guide asks for 30 minutes. */
const TOKEN_SECONDS = 30 * 60;
/** 100 MB on a slow link. */
const UPLOAD_TIMEOUT_MS = 5 * 60 * 1000;

const permanent = (message: string, code: string) => new NetworkError('permanent', message, { code });

/**
 * The post's video, or null when it has none; a video Bluesky would not take is refused here,
 * before anything is sent (the composer's limits refuse it too; these are their words).
 */
export function videoOf(media: PublishMedia[]): PublishMedia | null {
  if (media.some((m) => !m.mimeType.startsWith('image/') && !m.mimeType.startsWith('video/')))
    throw permanent('Bluesky takes images and MP4 videos.', 'media_type');
  const videos = media.filter((m) => m.mimeType.startsWith('video/'));
  const [video] = videos;
  if (!video) return null;
  if (media.length > 1)
    throw permanent('Bluesky takes one video or up to 4 images in a post, not both.', 'media_mix');
  if (!(BLUESKY_LIMITS.videoTypes as readonly string[]).includes(video.mimeType))
    throw permanent('Bluesky takes videos as MP4.', 'media_type');
  if (video.bytes.length > BLUESKY_LIMITS.videoBytes)
    throw permanent(
      `Bluesky takes videos up to ${BLUESKY_LIMITS.videoBytes / 1_000_000} MB; this one is ${Math.round(video.bytes.length / 100_000) / 10} MB.`,
      'media_size',
    );
  return video;
}

/** Words the service answers as codes, said plainly. */
const PLAIN: Record<string, string> = {
  unconfirmed_email: 'Bluesky asks the account to confirm its e-mail address before it posts videos.',
};

/** A failed call to the video service as the engine acts on it. */
function serviceError(
  status: number,
  error: string | undefined,
  message: string | undefined,
  headers: Record<string, string | undefined> | undefined,
  now: () => Date,
  cause?: unknown,
): NetworkError {
  const said = PLAIN[error ?? ''] ?? ([message, error].filter(Boolean).join(' — ') || `HTTP ${status}`);
  const code = error ?? `video_http_${status}`;
  if (status === 429)
    return new NetworkError('transient', `Bluesky's video service asks us to slow down (${said}).`, {
      code,
      retryAfterMs: retryAfterMs(headers, now),
      cause,
    });
  if (status >= 500 || status < 100)
    return new NetworkError(
      'transient',
      `Bluesky's video service had a problem (${said}); trying again later.`,
      {
        code,
        cause,
      },
    );
  return new NetworkError('permanent', `Bluesky's video service refused the video: ${said}`, { code, cause });
}

function egressError(err: EgressError): NetworkError {
  return err.code === 'refused'
    ? new NetworkError('permanent', `Bluesky's video service cannot be reached from here (${err.message}).`, {
        code: 'refused',
        cause: err,
      })
    : new NetworkError('transient', `Bluesky's video service did not answer in time (${err.message}).`, {
        code: err.code,
        cause: err,
      });
}

interface JobStatus {
  jobId?: unknown;
  state?: unknown;
  error?: unknown;
  message?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

export function createVideoUploader(options: BlueskyVideoOptions) {
  const service = options.service ?? BLUESKY_VIDEO_SERVICE;
  const pollMs = options.pollMs ?? 2000;
  const waitMs = options.waitMs ?? 5 * 60 * 1000;
  // Made at the first video: an agent builds Bluesky's whole lexicon set (about 20 ms), which
  // every app start (and every API test's app) paid for a client most never use.
  let agent: AtpAgent | undefined;
  const statuses = () =>
    (agent ??= blueskyAgent(service, { fetch: options.fetch, timeoutMs: options.timeoutMs }));

  /** Sends the bytes; answers the job's id. */
  async function send(did: string, token: string, medium: PublishMedia): Promise<string> {
    const url = new URL('/xrpc/app.bsky.video.uploadVideo', service);
    url.searchParams.set('did', did);
    url.searchParams.set('name', medium.fileName);
    const answer = await options.fetch(
      url.toString(),
      {
        method: 'POST',
        headers: { 'content-type': 'video/mp4', authorization: `Bearer ${token}` },
        body: new Uint8Array(medium.bytes),
      },
      { timeoutMs: UPLOAD_TIMEOUT_MS },
    );
    let body: { jobStatus?: JobStatus } & JobStatus = {};
    try {
      body = JSON.parse(answer.text()) as typeof body;
    } catch {
      // Not JSON (a proxy's page): the status says it.
    }
    const job = body?.jobStatus ?? body ?? {};
    // A job id means a job, whatever the status: `already_exists` comes with the earlier one.
    const jobId = text(job.jobId);
    if (jobId) return jobId;
    const error = text(job.error);
    // An answer of 200 without a job: refused when it says why (`unconfirmed_email`), else garbled.
    const ok = answer.status >= 200 && answer.status < 300;
    const status = ok ? (error ? 400 : 502) : answer.status;
    throw serviceError(status, error, text(job.message), Object.fromEntries(answer.headers), options.now);
  }

  /** Polls the job until it answers its blob; a failed job is the service's words. */
  async function processed(jobId: string, token: string, medium: PublishMedia): Promise<BlobRef> {
    const deadline = Date.now() + waitMs;
    for (let first = true; ; first = false) {
      if (!first) {
        if (Date.now() >= deadline)
          throw new NetworkError(
            'transient',
            `Bluesky was still processing ${medium.fileName} after ${Math.round(waitMs / 1000)} s.`,
            { code: 'video_processing' },
          );
        await new Promise((resolve) => setTimeout(resolve, pollMs));
      }
      let job: Awaited<ReturnType<AtpAgent['app']['bsky']['video']['getJobStatus']>>['data']['jobStatus'];
      try {
        // The token goes with each look too: the job is the account's.
        const headers = { authorization: `Bearer ${token}` };
        job = (await statuses().app.bsky.video.getJobStatus({ jobId }, { headers })).data.jobStatus;
      } catch (err) {
        if (err instanceof XRPCError) {
          if (err.cause instanceof EgressError) throw egressError(err.cause);
          throw serviceError(err.status, err.error, err.message, err.headers, options.now, err);
        }
        throw err;
      }
      if (job.blob) return job.blob;
      if (job.state === 'JOB_STATE_FAILED')
        throw new NetworkError(
          'permanent',
          `Bluesky could not process the video ${medium.fileName}: ${[job.message, job.error].filter(Boolean).join(' — ') || 'no reason given'}.`,
          { code: 'video_failed' },
        );
      if (job.state === 'JOB_STATE_COMPLETED')
        throw new NetworkError('transient', `Bluesky processed ${medium.fileName} but answered no video.`, {
          code: 'video_no_blob',
        });
    }
  }

  return {
    /**
     * Uploads the video as the agent's account and answers its embed. A refused sign-in or
     * session from the PDS is thrown as the client's error (the session layer signs in again);
     * the video service's failures as NetworkErrors.
     */
    async embed(agent: AtpAgent, medium: PublishMedia): Promise<AppBskyEmbedVideo.Main> {
      const did = agent.session?.did ?? '';
      const { data } = await agent.com.atproto.server.getServiceAuth({
        // The account's PDS, as the session found it (did:web escapes a port's colon).
        aud: `did:web:${encodeURIComponent(agent.dispatchUrl.host)}`,
        lxm: UPLOAD_BLOB,
        exp: Math.floor(options.now().getTime() / 1000) + TOKEN_SECONDS,
      });
      let blob: BlobRef;
      try {
        blob = await processed(await send(did, data.token, medium), data.token, medium);
      } catch (err) {
        throw err instanceof EgressError ? egressError(err) : err;
      }
      const size = videoSize(medium.bytes);
      return {
        $type: 'app.bsky.embed.video',
        video: blob,
        ...(medium.alt ? { alt: medium.alt } : {}),
        ...(size ? { aspectRatio: size } : {}),
      };
    },
  };
}
