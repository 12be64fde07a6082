import type http from 'node:http';
import type { FakeInstagramMedia } from './instagram-server.js';

/**
 * Instagram's content publishing in the local stand-in (providers/publishing.md §1), in Meta's
 * documented shapes: containers (`POST /{ig-user}/media`) whose files the stand-in really fetches
 * from the `image_url` / `video_url` given (as Instagram does), `IN_PROGRESS` until fetched and
 * processed, then `FINISHED` (or `ERROR` / `EXPIRED` when told); `media_publish` (400 `9007` /
 * `2207027` before `FINISHED`), the permalink, comments, and the 24-hour publishing limit.
 *
 * A published post's insights, `GET /{media-id}/insights?metric=…` → `{data: [{name, period:
 * "lifetime", values: [{value}], title, description, id}]}`, carry only the metrics Instagram has
 * counted so far (`count()`): none at first, as Instagram lags and answers an empty set. A story
 * refuses the metrics a story has not (likes, comments, saved) with `(#100) The metric … is not
 * supported for this media type`. `deletePost()` takes a post off (its id then answers code 100,
 * subcode 33); `withholdInsights()` answers code 10 as for a token without
 * `instagram_business_manage_insights`.
 */
export interface PublishedOnFake {
  id: string;
  kind: 'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM' | 'STORY';
  productType: 'FEED' | 'REELS' | 'STORY';
  caption: string;
  /** What Instagram fetched for each file: its type and size. */
  files: { contentType: string; bytes: number; alt: string | null }[];
  shareToFeed: boolean | null;
  thumbOffset: number | null;
  comments: string[];
  /** What Instagram has counted so far, by its metric name (`reach`, `saved`…); absent: not yet. */
  insights: Record<string, number>;
}

/** The media insights metrics a story does not have (Meta's media insights reference). */
const NOT_FOR_STORIES = ['likes', 'comments', 'saved'];

interface Container {
  id: string;
  params: URLSearchParams;
  state: 'IN_PROGRESS' | 'FINISHED' | 'ERROR' | 'EXPIRED' | 'PUBLISHED';
  status: string;
  pollsLeft: number;
  file: { contentType: string; bytes: number } | null;
}

export function createInstagramPublishing(options: {
  userId: string;
  media: FakeInstagramMedia[];
  stamp: (ms: number) => string;
}) {
  const containers = new Map<string, Container>();
  const published: PublishedOnFake[] = [];
  let serial = 0;
  let outcome: { state: 'ERROR' | 'EXPIRED'; status: string } | null = null;
  let processingPolls = 0;
  let quota = { used: 0, total: 100 };
  let cutOffNext = false;
  let refuseComments = false;
  let insightsWithheld = false;
  const calls = { containers: 0, publishes: 0 };
  /** Where a public address really answers (an app under test listens on a port of its own). */
  const reach = new Map<string, string>();

  /** Answers Graph's error format; true, as a route that answered says. */
  const error = (
    res: http.ServerResponse,
    status: number,
    code: number,
    message: string,
    subcode?: number,
  ) => {
    json(res, status, {
      error: {
        message,
        type: 'OAuthException',
        code,
        ...(subcode ? { error_subcode: subcode } : {}),
        fbtrace_id: 'Fk1',
      },
    });
    return true;
  };

  /** Instagram fetches the file from the address it was given, as it would from the product. */
  async function fetchFile(container: Container) {
    const given = container.params.get('image_url') ?? container.params.get('video_url') ?? '';
    const origin = given ? new URL(given).origin : '';
    const url = reach.has(origin) ? `${reach.get(origin)}${given.slice(origin.length)}` : given;
    try {
      const answer = await fetch(url);
      if (!answer.ok) throw new Error(`HTTP ${answer.status}`);
      const bytes = (await answer.arrayBuffer()).byteLength;
      container.file = { contentType: answer.headers.get('content-type') ?? '', bytes };
      if (outcome) {
        container.state = outcome.state;
        container.status = outcome.status;
      }
    } catch {
      container.state = 'ERROR';
      container.status =
        'Error: Media download has failed. The media URI doesn’t meet our requirements. (2207052)';
    }
  }

  function handle(
    method: string,
    parts: string[],
    params: URLSearchParams,
    res: http.ServerResponse,
  ): boolean {
    const [, id, edge] = parts;
    if (method === 'POST' && id === options.userId && edge === 'media') {
      calls.containers += 1;
      serial += 1;
      const container: Container = {
        id: `1800000000${String(serial).padStart(5, '0')}`,
        params,
        state: 'IN_PROGRESS',
        status: 'In Progress',
        pollsLeft: processingPolls,
        file: null,
      };
      containers.set(container.id, container);
      if (params.get('media_type') === 'CAROUSEL') {
        const children = (params.get('children') ?? '').split(',').filter(Boolean);
        if (children.length < 2 || children.length > 10)
          return error(res, 400, 100, 'The carousel must have 2 to 10 items.', 2207028);
        if (children.some((c) => containers.get(c)?.state !== 'FINISHED'))
          return error(res, 400, 9007, 'Media ID is not available', 2207027);
        container.state = outcome?.state ?? 'FINISHED';
        container.status =
          outcome?.status ?? 'Finished: Media has been uploaded and it is ready to be published.';
      } else void fetchFile(container);
      json(res, 200, { id: container.id });
      return true;
    }
    if (method === 'GET' && id && containers.has(id) && !edge) {
      const container = containers.get(id) as Container;
      if (container.state === 'IN_PROGRESS' && container.file) {
        if (container.pollsLeft > 0) container.pollsLeft -= 1;
        else {
          container.state = 'FINISHED';
          container.status = 'Finished: Media has been uploaded and it is ready to be published.';
        }
      }
      json(res, 200, { status_code: container.state, status: container.status, id });
      return true;
    }
    if (method === 'POST' && id === options.userId && edge === 'media_publish') {
      calls.publishes += 1;
      const container = containers.get(params.get('creation_id') ?? '');
      if (!container) return error(res, 400, 100, 'Invalid creation_id', 33);
      if (container.state === 'PUBLISHED')
        return error(res, 400, 9007, 'The media has already been published', 2207008);
      if (container.state !== 'FINISHED') return error(res, 400, 9007, 'Media ID is not available', 2207027);
      if (quota.used >= quota.total) return error(res, 400, 9, 'Application request limit reached', 2207042);
      quota.used += 1;
      container.state = 'PUBLISHED';
      serial += 1;
      const mediaId = `1791000000${String(serial).padStart(5, '0')}`;
      const p = container.params;
      const type = p.get('media_type');
      const items =
        type === 'CAROUSEL'
          ? (p.get('children') ?? '').split(',').map((c) => containers.get(c) as Container)
          : [container];
      const post: PublishedOnFake = {
        id: mediaId,
        kind:
          type === 'CAROUSEL'
            ? 'CAROUSEL_ALBUM'
            : type === 'STORIES'
              ? 'STORY'
              : type === 'REELS'
                ? 'VIDEO'
                : 'IMAGE',
        productType: type === 'REELS' ? 'REELS' : type === 'STORIES' ? 'STORY' : 'FEED',
        caption: p.get('caption') ?? '',
        files: items.map((c) => ({
          contentType: c.file?.contentType ?? '',
          bytes: c.file?.bytes ?? 0,
          alt: c.params.get('alt_text'),
        })),
        shareToFeed: p.has('share_to_feed') ? p.get('share_to_feed') === 'true' : null,
        thumbOffset: p.has('thumb_offset') ? Number(p.get('thumb_offset')) : null,
        comments: [],
        insights: {},
      };
      published.push(post);
      options.media.unshift({
        id: mediaId,
        caption: post.caption,
        media_type: post.kind === 'STORY' ? 'IMAGE' : post.kind,
        timestamp: options.stamp(Date.now()),
        like_count: 0,
        comments_count: 0,
      });
      // A cut-off: Instagram published, but the answer never arrives.
      if (cutOffNext) {
        cutOffNext = false;
        res.socket?.destroy();
        return true;
      }
      json(res, 200, { id: mediaId });
      return true;
    }
    const post = published.find((p) => p.id === id);
    if (post && method === 'GET' && !edge) {
      json(res, 200, {
        id,
        ...((params.get('fields') ?? '').includes('permalink')
          ? { permalink: post.productType === 'STORY' ? undefined : `https://www.instagram.com/p/${id}/` }
          : {}),
      });
      return true;
    }
    if (post && method === 'GET' && edge === 'insights') {
      const asked = (params.get('metric') ?? '').split(',').filter(Boolean);
      const refused = post.productType === 'STORY' && asked.find((m) => NOT_FOR_STORIES.includes(m));
      if (insightsWithheld) error(res, 403, 10, '(#10) Application does not have permission for this action');
      else if (refused)
        error(res, 400, 100, `(#100) The metric ${refused} is not supported for this media type`);
      if (insightsWithheld || refused) return true;
      json(res, 200, {
        data: asked
          .filter((name) => name in post.insights)
          .map((name) => ({
            name,
            period: 'lifetime',
            values: [{ value: post.insights[name] }],
            title: name,
            description: name,
            id: `${post.id}/insights/${name}/lifetime`,
          })),
      });
      return true;
    }
    if (post && method === 'POST' && edge === 'comments') {
      if (refuseComments) return error(res, 400, 100, 'Comments are turned off for this post', 2207050);
      post.comments.push(params.get('message') ?? '');
      serial += 1;
      json(res, 200, { id: `1792000000${serial}` });
      return true;
    }
    if (method === 'GET' && id === options.userId && edge === 'content_publishing_limit') {
      json(res, 200, {
        data: [{ quota_usage: quota.used, config: { quota_total: quota.total, quota_duration: 86400 } }],
      });
      return true;
    }
    return false;
  }

  return {
    handle,
    published,
    containers,
    calls,
    /** Every container from now on ends in this state, with Instagram's `status` words. */
    containersEnd(
      state: 'ERROR' | 'EXPIRED' | null,
      status = 'Error: the video format is not supported. (2207026)',
    ) {
      outcome = state ? { state, status } : null;
    },
    /** Containers stay `IN_PROGRESS` for this many more reads after their file is fetched. */
    processFor(polls: number) {
      processingPolls = polls;
    },
    setQuota(used: number, total = 100) {
      quota = { used, total };
    },
    /** The next `media_publish` publishes, then drops the connection before answering. */
    cutOffNextPublish() {
      cutOffNext = true;
    },
    /** Files at `publicOrigin` are fetched from `actualOrigin` (a test app's own port). */
    reachAt(publicOrigin: string, actualOrigin: string) {
      reach.set(publicOrigin, actualOrigin);
    },
    refuseComments(value = true) {
      refuseComments = value;
    },
    /** Instagram has counted these figures of the post (merged with what it had). */
    count(id: string, figures: Record<string, number>) {
      const post = published.find((p) => p.id === id);
      if (!post) throw new Error(`no published post ${id}`);
      Object.assign(post.insights, figures);
    },
    /** The post is deleted on Instagram: its id no longer answers. */
    deletePost(id: string) {
      for (const list of [published, options.media] as { id: string }[][]) {
        const at = list.findIndex((entry) => entry.id === id);
        if (at >= 0) list.splice(at, 1);
      }
    },
    /** Insights are refused as for a token without the insights permission. */
    withholdInsights(value = true) {
      insightsWithheld = value;
    },
    reset() {
      containers.clear();
      published.length = 0;
      outcome = null;
      processingPolls = 0;
      quota = { used: 0, total: 100 };
      cutOffNext = false;
      refuseComments = false;
      insightsWithheld = false;
      calls.containers = 0;
      calls.publishes = 0;
    },
  };
}

function json(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' }).end(JSON.stringify(body));
}
