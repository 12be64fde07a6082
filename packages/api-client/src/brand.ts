import {
  type Assistant,
  type AssistantInput,
  type AssistantUpdate,
  type Audience,
  type AudienceInput,
  type AudienceUpdate,
  assistantListSchema,
  assistantSchema,
  audienceListSchema,
  audienceSchema,
  type BrandOverview,
  type BrandRecordKind,
  type BrandVoice,
  type BrandVoiceInput,
  type BrandVoiceUpdate,
  brandVoiceListSchema,
  brandVoiceSchema,
  type FeedbackField,
  type FeedbackItem,
  type FeedPage,
  type Influence,
  type InfluenceInput,
  type InfluenceUpdate,
  influenceListSchema,
  influenceSchema,
  type LibraryKind,
  type LibraryPage,
  type SetupProgress,
} from '@expertos/domain/brand.schema';
import type { AiBrandCheck, BrandCheck } from '@expertos/domain/brand-check.schema';
import type { z } from 'zod';
import type { ApiClient } from './client';
import { lazyReplies } from './lazy-replies';
import { type OkReply, okReplySchema } from './ok-reply';
import { type WorkspaceCallOptions, workspacePath } from './workspaces';

/** The replies' schemas, imported beside the first call (lazy-replies.ts). */
const brandReply = lazyReplies(() => import('@expertos/domain/brand.schema'));
const brandCheckReply = lazyReplies(() => import('@expertos/domain/brand-check.schema'));

/**
 * The brand profile's calls (docs/product.md#brand-profile): voices, assistants, audiences and
 * influences under `/projects/{projectId}/`, feedback per field, and the brand's overview, Feed
 * and Library under the workspace's project.
 */

const brandPath = (projectId: string) => `/projects/${encodeURIComponent(projectId)}`;
const recordsPath = (projectId: string, kind: BrandRecordKind) => `${brandPath(projectId)}/${kind}`;
const recordPath = (projectId: string, kind: BrandRecordKind, uid: string) =>
  `${recordsPath(projectId, kind)}/${encodeURIComponent(uid)}`;

interface RecordCalls<T, Input, Update> {
  list(client: ApiClient, projectId: string, opts?: WorkspaceCallOptions): Promise<T[]>;
  create(client: ApiClient, projectId: string, body: Input, opts?: WorkspaceCallOptions): Promise<T>;
  update(
    client: ApiClient,
    projectId: string,
    uid: string,
    body: Update,
    opts?: WorkspaceCallOptions,
  ): Promise<T>;
  remove(client: ApiClient, projectId: string, uid: string, opts?: WorkspaceCallOptions): Promise<OkReply>;
}

interface DefaultCall<T> {
  /** `POST …/{uid}/default`: makes it the brand's default; answers the whole list after the move. */
  setDefault(client: ApiClient, projectId: string, uid: string, opts?: WorkspaceCallOptions): Promise<T[]>;
}

function recordCalls<T, Input, Update>(
  kind: BrandRecordKind,
  item: z.ZodType<T>,
  list: z.ZodType<T[]>,
): RecordCalls<T, Input, Update> & DefaultCall<T> {
  return {
    list: (client, projectId, opts = {}) =>
      client.get(recordsPath(projectId, kind), { schema: list, ...opts }),
    create: (client, projectId, body, opts = {}) =>
      client.post(recordsPath(projectId, kind), { body, schema: item, ...opts }),
    update: (client, projectId, uid, body, opts = {}) =>
      client.put(recordPath(projectId, kind, uid), { body, schema: item, ...opts }),
    remove: (client, projectId, uid, opts = {}) =>
      client.delete(recordPath(projectId, kind, uid), { schema: okReplySchema, ...opts }),
    setDefault: (client, projectId, uid, opts = {}) =>
      client.post(`${recordPath(projectId, kind, uid)}/default`, { schema: list, ...opts }),
  };
}

/** `/projects/{projectId}/brand-voices`: GET, POST, PUT/DELETE `/{uid}`, POST `/{uid}/default`. */
export const brandVoices = recordCalls<BrandVoice, BrandVoiceInput, BrandVoiceUpdate>(
  'brand-voices',
  brandVoiceSchema,
  brandVoiceListSchema,
);

/** `/projects/{projectId}/assistants` (writes by project admins). */
export const assistants = recordCalls<Assistant, AssistantInput, AssistantUpdate>(
  'assistants',
  assistantSchema,
  assistantListSchema,
);

/** `/projects/{projectId}/audiences`. */
export const audiences = recordCalls<Audience, AudienceInput, AudienceUpdate>(
  'audiences',
  audienceSchema,
  audienceListSchema,
);

const influenceCalls = recordCalls<Influence, InfluenceInput, InfluenceUpdate>(
  'influences',
  influenceSchema,
  influenceListSchema,
);
/** `/projects/{projectId}/influences`: no default. */
export const influences: RecordCalls<Influence, InfluenceInput, InfluenceUpdate> = {
  list: influenceCalls.list,
  create: influenceCalls.create,
  update: influenceCalls.update,
  remove: influenceCalls.remove,
};

/**
 * `GET /projects/{projectId}/setup-progress`: how many influences, audiences, voices and
 * feedback items the profile has (the setup steps' progress rail).
 */
export function getSetupProgress(
  client: ApiClient,
  projectId: string,
  opts: WorkspaceCallOptions = {},
): Promise<SetupProgress> {
  return client.get(`${brandPath(projectId)}/setup-progress`, {
    schema: brandReply('setupProgressSchema'),
    ...opts,
  });
}

const feedbackPath = (projectId: string, field: FeedbackField) =>
  `${brandPath(projectId)}/feedback/${encodeURIComponent(field)}`;

/** `GET /projects/{projectId}/feedback/{field}`: the team's feedback on a field, newest first. */
export function listFeedback(
  client: ApiClient,
  projectId: string,
  field: FeedbackField,
  opts: WorkspaceCallOptions = {},
): Promise<FeedbackItem[]> {
  return client.get(feedbackPath(projectId, field), { schema: brandReply('feedbackListSchema'), ...opts });
}

/** `GET /projects/{projectId}/feedback`: the team's feedback on every field, newest first. */
export function listAllFeedback(
  client: ApiClient,
  projectId: string,
  opts: WorkspaceCallOptions = {},
): Promise<FeedbackItem[]> {
  return client.get(`${brandPath(projectId)}/feedback`, {
    schema: brandReply('feedbackListSchema'),
    ...opts,
  });
}

/** `POST /projects/{projectId}/feedback/{field}` with `{ content }`. */
export function addFeedback(
  client: ApiClient,
  projectId: string,
  field: FeedbackField,
  content: string,
  opts: WorkspaceCallOptions = {},
): Promise<FeedbackItem> {
  return client.post(feedbackPath(projectId, field), {
    body: { content },
    schema: brandReply('feedbackItemSchema'),
    ...opts,
  });
}

const workspaceProjectPath = (workspaceId: string, projectId: string) =>
  `${workspacePath(workspaceId)}/projects/${encodeURIComponent(projectId)}`;

/** `GET /workspaces/{id}/projects/{projectId}/overview?week_start=`: the dashboard's slate. */
export function getBrandOverview(
  client: ApiClient,
  workspaceId: string,
  projectId: string,
  weekStart: string,
  opts: WorkspaceCallOptions = {},
): Promise<BrandOverview> {
  return client.get(`${workspaceProjectPath(workspaceId, projectId)}/overview`, {
    query: { week_start: weekStart },
    schema: brandReply('brandOverviewSchema'),
    ...opts,
  });
}

export interface PageQuery {
  cursor?: string | null;
  limit?: number;
}

function pageParams(query: PageQuery & { kind?: string; search?: string }): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  if (query.cursor) params.cursor = query.cursor;
  if (query.limit !== undefined) params.limit = query.limit;
  if (query.kind) params.kind = query.kind;
  if (query.search?.trim()) params.search = query.search.trim();
  return params;
}

/** `GET /workspaces/{id}/projects/{projectId}/feed`: posted and published posts, newest first. */
export function getBrandFeed(
  client: ApiClient,
  workspaceId: string,
  projectId: string,
  query: PageQuery = {},
  opts: WorkspaceCallOptions = {},
): Promise<FeedPage> {
  return client.get(`${workspaceProjectPath(workspaceId, projectId)}/feed`, {
    query: pageParams(query),
    schema: brandReply('feedPageSchema'),
    ...opts,
  });
}

/** `GET /workspaces/{id}/projects/{projectId}/library`: the brand's assets, newest first. */
export function getBrandLibrary(
  client: ApiClient,
  workspaceId: string,
  projectId: string,
  query: PageQuery & { kind?: LibraryKind; search?: string } = {},
  opts: WorkspaceCallOptions = {},
): Promise<LibraryPage> {
  return client.get(`${workspaceProjectPath(workspaceId, projectId)}/library`, {
    query: pageParams(query),
    schema: brandReply('libraryPageSchema'),
    ...opts,
  });
}

/** `GET /tickets/{ticketId}/brand-check`: the post's rule-based findings (docs/product.md#brand-check). */
export function getBrandCheck(client: ApiClient, ticketId: string): Promise<BrandCheck> {
  return client.get(`/tickets/${encodeURIComponent(ticketId)}/brand-check`, {
    schema: brandCheckReply('brandCheckSchema'),
  });
}

/** `POST /tickets/{id}/brand-check/ai`: the AI part of the check (voice mismatches, the pillar it fits). */
export function getAiBrandCheck(client: ApiClient, ticketId: string): Promise<AiBrandCheck> {
  return client.post(`/tickets/${encodeURIComponent(ticketId)}/brand-check/ai`, {
    schema: brandCheckReply('aiBrandCheckSchema'),
  });
}
