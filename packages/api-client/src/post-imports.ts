import type { PostImport, PostImportList } from '@expertos/domain/post-import';
import type { ApiClient } from './client';
import { lazyReplies } from './lazy-replies';
import type { WorkspaceCallOptions } from './workspaces';

/** The replies' schemas, imported beside the first call (lazy-replies.ts). */
const reply = lazyReplies(() => import('@expertos/domain/post-import'));

const seg = encodeURIComponent;

/** Bulk posts from a CSV of links (docs/product.md#bulk-posts-from-links). */
const importsPath = (projectId: string) => `/projects/${seg(projectId)}/post-imports`;

/**
 * `POST /projects/{projectId}/post-imports`: the CSV file as it is (a `File` from a picker), or
 * pasted links as text, one per line.
 */
export function startPostImport(
  client: ApiClient,
  projectId: string,
  file: Blob | string,
  opts: WorkspaceCallOptions = {},
): Promise<PostImport> {
  const body =
    typeof file === 'string'
      ? new Blob([file], { type: 'text/plain' })
      : // Windows names .csv files `application/vnd.ms-excel`, some browsers send none at all.
        new Blob([file], { type: 'text/csv' });
  return client.post(importsPath(projectId), { body, schema: reply('postImportSchema'), ...opts });
}

/** `GET /projects/{projectId}/post-imports`: the brand's latest imports, newest first. */
export function listPostImports(
  client: ApiClient,
  projectId: string,
  opts: WorkspaceCallOptions = {},
): Promise<PostImportList> {
  return client.get(importsPath(projectId), { schema: reply('postImportListSchema'), ...opts });
}

/** `GET /projects/{projectId}/post-imports/{importId}`: rows, previews, skipped rows, progress. */
export function getPostImport(
  client: ApiClient,
  projectId: string,
  importId: string,
  opts: WorkspaceCallOptions = {},
): Promise<PostImport> {
  return client.get(`${importsPath(projectId)}/${seg(importId)}`, {
    schema: reply('postImportSchema'),
    ...opts,
  });
}

/** `POST …/post-imports/{importId}/create`: one draft post per previewed link, in the background. */
export function createImportedPosts(
  client: ApiClient,
  projectId: string,
  importId: string,
  opts: WorkspaceCallOptions = {},
): Promise<PostImport> {
  return client.post(`${importsPath(projectId)}/${seg(importId)}/create`, {
    schema: reply('postImportSchema'),
    ...opts,
  });
}
