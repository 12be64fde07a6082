import type http from 'node:http';
import { threadsLength } from '@expertos/domain/publishing/threads';

/**
 * Threads' content publishing in the local stand-in (providers/publishing.md §3), in Meta's
 * documented shapes: containers (`POST /{user}/threads`) whose files the stand-in really fetches
 * from the `image_url` / `video_url` given (before it answers, so a test's polls are counted,
 * not timed), `IN_PROGRESS` for `processFor()` more reads, then `FINISHED` (or `ERROR` with an
 * `error_message` / `EXPIRED` when told); `threads_publish` (400 code 24 before `FINISHED`), the
 * permalink, the account's threads and a post's replies (newest first), and the publishing limit.
 *
 * A published post's insights, `GET /{media-id}/insights?metric=…` → `{data: [{name, period:
 * "lifetime", values: [{value}], title, description, id}]}`, carry only the metrics Threads has
 * counted so far (`count()`; none at first). `deletePost()` takes a post off: its id then
 * answers as one Meta does not know (threads-server.ts).
 */
export interface FakeThreadsPost {
  id: string;
  mediaType: 'TEXT_POST' | 'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM';
  text: string;
  /** What Threads fetched for each file: its type and size, and its alt text. */
  files: { contentType: string; bytes: number; alt: string | null }[];
  replyToId: string | null;
  timestamp: string;
  permalink: string;
  /** What Threads has counted so far, by its metric name (`views`, `replies`…); absent: not yet. */
  insights: Record<string, number>;
}

interface Container {
  id: string;
  params: URLSearchParams;
  status: 'IN_PROGRESS' | 'FINISHED' | 'ERROR' | 'EXPIRED' | 'PUBLISHED';
  errorMessage: string | null;
  pollsLeft: number;
  file: { contentType: string; bytes: number } | null;
}

export interface Refusal {
  code: number;
  subcode?: number;
  message: string;
}

export function createThreadsPublishing(options: { userId: string; username: string }) {
  const containers = new Map<string, Container>();
  const posts: FakeThreadsPost[] = [];
  let serial = 0;
  let outcome: { status: 'ERROR' | 'EXPIRED'; errorMessage: string | null } | null = null;
  let processingPolls = 0;
  let quota = { used: 0, total: 250 };
  /** Publishes to let through before the one cut off; -1 for none. */
  let cutOffAfter = -1;
  let refusal: { refusal: Refusal; which: 'all' | 'replies' } | null = null;
  const calls = { containers: 0, publishes: 0 };

  const error = (res: http.ServerResponse, status: number, refused: Refusal) =>
    json(res, status, {
      error: {
        message: refused.message,
        type: 'OAuthException',
        code: refused.code,
        ...(refused.subcode ? { error_subcode: refused.subcode } : {}),
        fbtrace_id: 'Th1',
      },
    });
  const invalid = (res: http.ServerResponse, message: string) => error(res, 400, { code: 100, message });
  /** Meta's timestamp format: `2024-07-01T10:00:00+0000`. */
  const stamp = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, '+0000');

  /** Threads fetches the file from the address it was given. */
  async function fetchFile(container: Container) {
    const video = container.params.has('video_url');
    const given = container.params.get('image_url') ?? container.params.get('video_url') ?? '';
    try {
      const answer = await fetch(given);
      if (!answer.ok) throw new Error(`HTTP ${answer.status}`);
      container.file = {
        contentType: answer.headers.get('content-type') ?? '',
        bytes: (await answer.arrayBuffer()).byteLength,
      };
    } catch {
      container.status = 'ERROR';
      container.errorMessage = video ? 'FAILED_DOWNLOADING_VIDEO' : 'UNKNOWN';
    }
  }

  async function create(params: URLSearchParams, res: http.ServerResponse) {
    const type = params.get('media_type');
    const words = params.get('text') ?? '';
    if (!['TEXT', 'IMAGE', 'VIDEO', 'CAROUSEL'].includes(type ?? ''))
      return invalid(res, 'Param media_type must be one of {TEXT, IMAGE, VIDEO, CAROUSEL}');
    if (threadsLength(words) > 500) return invalid(res, 'Param text must be at most 500 characters long.');
    if (type === 'TEXT' && words.trim() === '')
      return invalid(res, 'Param text is required for a text post.');
    if (type === 'IMAGE' && !params.get('image_url')) return invalid(res, 'Param image_url is required.');
    if (type === 'VIDEO' && !params.get('video_url')) return invalid(res, 'Param video_url is required.');
    const replyTo = params.get('reply_to_id');
    if (replyTo && !posts.some((p) => p.id === replyTo))
      return invalid(res, `Invalid parameter: reply_to_id ${replyTo} is not a post.`);
    calls.containers += 1;
    serial += 1;
    const container: Container = {
      id: `1790${String(serial).padStart(11, '0')}`,
      params,
      status: 'IN_PROGRESS',
      errorMessage: null,
      pollsLeft: processingPolls,
      file: null,
    };
    if (type === 'CAROUSEL') {
      const children = (params.get('children') ?? '').split(',').filter(Boolean);
      if (children.length < 2 || children.length > 20) return invalid(res, 'A carousel has 2 to 20 items.');
      if (children.some((c) => containers.get(c)?.status !== 'FINISHED'))
        return error(res, 400, { code: 24, subcode: 4279009, message: 'A carousel item is not ready.' });
    } else if (type !== 'TEXT') await fetchFile(container);
    if (outcome && container.status === 'IN_PROGRESS') {
      container.status = outcome.status;
      container.errorMessage = outcome.errorMessage;
    }
    containers.set(container.id, container);
    json(res, 200, { id: container.id });
  }

  function publish(params: URLSearchParams, res: http.ServerResponse) {
    calls.publishes += 1;
    const container = containers.get(params.get('creation_id') ?? '');
    if (!container) return invalid(res, 'Invalid parameter: creation_id');
    if (container.status !== 'FINISHED')
      return error(res, 400, {
        code: 24,
        subcode: 4279009,
        message: 'The requested resource does not exist',
      });
    const p = container.params;
    const replyTo = p.get('reply_to_id');
    if (refusal && (refusal.which === 'all' || replyTo)) return error(res, 400, refusal.refusal);
    if (quota.used >= quota.total)
      return error(res, 400, {
        code: 9,
        subcode: 2207042,
        message: 'You reached the maximum number of posts allowed in 24 hours.',
      });
    quota.used += 1;
    container.status = 'PUBLISHED';
    serial += 1;
    const id = `1800${String(serial).padStart(11, '0')}`;
    const type = p.get('media_type');
    const items =
      type === 'CAROUSEL'
        ? (p.get('children') ?? '').split(',').map((c) => containers.get(c) as Container)
        : type === 'TEXT'
          ? []
          : [container];
    const shortcode = `C${id.slice(-8)}`;
    posts.unshift({
      id,
      mediaType:
        type === 'TEXT' ? 'TEXT_POST' : type === 'CAROUSEL' ? 'CAROUSEL_ALBUM' : (type as 'IMAGE' | 'VIDEO'),
      text: p.get('text') ?? '',
      files: items.map((c) => ({
        contentType: c.file?.contentType ?? '',
        bytes: c.file?.bytes ?? 0,
        alt: c.params.get('alt_text'),
      })),
      replyToId: replyTo,
      timestamp: stamp(Date.now()),
      permalink: `https://www.threads.net/@${options.username}/post/${shortcode}`,
      insights: {},
    });
    // A cut-off: Threads published, but the answer never arrives.
    if (cutOffAfter === 0) {
      cutOffAfter = -1;
      res.socket?.destroy();
      return;
    }
    if (cutOffAfter > 0) cutOffAfter -= 1;
    json(res, 200, { id });
  }

  const view = (post: FakeThreadsPost) => ({
    id: post.id,
    media_type: post.mediaType,
    text: post.text,
    timestamp: post.timestamp,
    permalink: post.permalink,
    username: options.username,
    is_reply: post.replyToId !== null,
  });
  const pick = (object: Record<string, unknown>, fields: string | null) =>
    Object.fromEntries((fields ?? 'id').split(',').flatMap((f) => (f in object ? [[f, object[f]]] : [])));

  /** Answers a `/v1.0/…` call when it is about publishing; false when it is not. */
  function handle(
    method: string,
    parts: string[],
    params: URLSearchParams,
    res: http.ServerResponse,
  ): boolean {
    const [, id, edge] = parts;
    const fields = params.get('fields');
    const mine = id === options.userId || id === 'me';
    if (method === 'POST' && mine && edge === 'threads') {
      void create(params, res);
      return true;
    }
    if (method === 'POST' && mine && edge === 'threads_publish') {
      publish(params, res);
      return true;
    }
    if (method === 'GET' && mine && edge === 'threads') {
      const limit = Math.min(Number(params.get('limit') ?? 25) || 25, 100);
      const data = posts.filter((p) => p.replyToId === null).slice(0, limit);
      return json(res, 200, { data: data.map((p) => pick(view(p), fields)) });
    }
    if (method === 'GET' && mine && edge === 'threads_publishing_limit') {
      const row = {
        quota_usage: quota.used,
        config: { quota_total: quota.total, quota_duration: 86400 },
        reply_quota_usage: posts.filter((p) => p.replyToId).length,
        reply_config: { quota_total: 1000, quota_duration: 86400 },
      };
      return json(res, 200, { data: [pick(row, fields)] });
    }
    const container = id ? containers.get(id) : undefined;
    if (method === 'GET' && container && !edge) {
      if (container.status === 'IN_PROGRESS') {
        if (container.pollsLeft > 0) container.pollsLeft -= 1;
        else container.status = 'FINISHED';
      }
      return json(res, 200, {
        id,
        status: container.status,
        ...(container.errorMessage ? { error_message: container.errorMessage } : {}),
      });
    }
    const post = posts.find((p) => p.id === id);
    if (method === 'GET' && post && !edge) return json(res, 200, pick(view(post), fields));
    if (method === 'GET' && post && edge === 'insights') {
      const asked = (params.get('metric') ?? '').split(',').filter(Boolean);
      return json(res, 200, {
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
    }
    if (method === 'GET' && post && edge === 'replies') {
      const replies = posts.filter((p) => p.replyToId === post.id);
      if (params.get('reverse') === 'false') replies.reverse();
      return json(res, 200, { data: replies.map((p) => pick(view(p), fields)) });
    }
    return false;
  }

  return {
    handle,
    /** Published posts and replies, newest first. */
    posts,
    containers,
    calls,
    /** Every container from now on ends in this state, with Threads' `error_message`. */
    containersEnd(status: 'ERROR' | 'EXPIRED' | null, errorMessage: string | null = 'INVALID_DURATION') {
      outcome = status ? { status, errorMessage } : null;
    },
    /** Containers stay `IN_PROGRESS` for this many more reads. */
    processFor(reads: number) {
      processingPolls = reads;
    },
    setQuota(used: number, total = 250) {
      quota = { used, total };
    },
    /** A coming `threads_publish` (the next, or the one after `after` more) publishes, then drops the connection before answering. */
    cutOffNextPublish(after = 0) {
      cutOffAfter = after;
    },
    /** `threads_publish` is refused with Meta's error (for replies only, or every post). */
    refusePublishing(refused: Refusal | null, which: 'all' | 'replies' = 'all') {
      refusal = refused ? { refusal: refused, which } : null;
    },
    /** Threads has counted these figures of the post (merged with what it had). */
    count(id: string, figures: Record<string, number>) {
      const post = posts.find((p) => p.id === id);
      if (!post) throw new Error(`no post ${id}`);
      Object.assign(post.insights, figures);
    },
    /** The post is deleted on Threads: its id no longer answers. */
    deletePost(id: string) {
      const at = posts.findIndex((p) => p.id === id);
      if (at >= 0) posts.splice(at, 1);
    },
    reset() {
      containers.clear();
      posts.length = 0;
      outcome = null;
      processingPolls = 0;
      quota = { used: 0, total: 250 };
      cutOffAfter = -1;
      refusal = null;
      calls.containers = 0;
      calls.publishes = 0;
    },
  };
}

/** Answers with JSON; true, for a handler that answered. */
function json(res: http.ServerResponse, status: number, body: unknown): true {
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' }).end(JSON.stringify(body));
  return true;
}
