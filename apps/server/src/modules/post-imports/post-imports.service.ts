import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@expertos/domain/messages';
import {
  POST_IMPORT_LIST_SIZE,
  type PostImport,
  type PostImportList,
  type PostImportRow as PostImportRowView,
  platformForUrl,
  type SkippedRow,
} from '@expertos/domain/post-import';
import { TICKET_SUMMARY_MAX } from '@expertos/domain/ticket.schema';
import { fromDbJson, toDbJson } from '../../db/portable.js';
import { AppError } from '../../platform/errors.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import type { MemberAccess } from '../workspaces/member-access.js';
import type { Membership, ProjectAccess } from '../workspaces/membership.js';
import { readLinks } from './csv-links.js';
import type { ImportLinkRow, PostImportsRepository } from './post-imports.repository.js';
import type { PostImportsTable } from './post-imports.tables.js';

export const PREVIEW_JOB = 'post-import.preview';
export const CREATE_JOB = 'post-import.create';

export interface PostImportsServiceDeps {
  repository: PostImportsRepository;
  queue: Pick<JobQueue, 'enqueue' | 'getJob'>;
  now: () => Date;
}

/** Who asked, as the route's guard found them. */
export interface ImportCaller {
  membership: Membership;
  project: ProjectAccess;
}

function rowView(row: ImportLinkRow): PostImportRowView {
  return {
    line: row.line,
    url: row.url,
    platform: row.platform,
    state: row.state,
    title: row.title,
    description: row.description,
    image_url: row.image_url,
    note: row.note,
    ticket:
      row.state === 'created' && row.ticket_number !== null
        ? { uid: row.ticket_id, id: Number(row.ticket_number) }
        : null,
  };
}

/** A post's summary when its page has no title: the link without its scheme. */
export function summaryFor(title: string | null, url: string): string {
  const text = title ?? url.replace(/^https?:\/\//i, '');
  return text.length > TICKET_SUMMARY_MAX ? `${text.slice(0, TICKET_SUMMARY_MAX - 1)}…` : text;
}

/**
 * Bulk posts from a CSV of links (docs/product.md#bulk-posts-from-links). Reading the file
 * happens in the request (it is small and its faults are the caller's to see at once); the
 * previews and the tickets are made by jobs, which record every row as they go, so a page
 * that reloads, or a worker that restarts, picks up where the work is.
 */
export function createPostImportsService({ repository, queue, now }: PostImportsServiceDeps) {
  const iso = () => now().toISOString();

  async function view(row: PostImportsTable): Promise<PostImport> {
    const [rows, counts] = await Promise.all([repository.rows(row.id), repository.stateCounts(row.id)]);
    let { status, error } = row;
    // A job that gave up leaves the import where it stopped: say so instead of waiting forever.
    if ((status === 'previewing' || status === 'creating') && row.job_id) {
      const job = await queue.getJob(row.job_id, { workspaceId: row.workspace_id });
      if (job?.status === 'dead') {
        status = 'failed';
        error = MESSAGES.bulkImportFailed;
      }
    }
    const total = rows.length;
    const progress =
      row.status === 'previewing'
        ? { done: total - counts.pending, total, message: 'Fetching previews' }
        : row.status === 'creating' || row.status === 'done'
          ? { done: counts.created, total: counts.created + counts.previewed, message: 'Creating posts' }
          : { done: total - counts.pending, total, message: null };
    return {
      uid: row.id,
      project_id: row.project_id,
      status,
      job_id: row.job_id,
      progress,
      error,
      rows: rows.map(rowView),
      skipped: fromDbJson<SkippedRow[]>(row.skipped, []),
      created_at: row.created_at,
      updated_at: row.updated_at,
    };
  }

  async function mustFind(projectId: string, importId: string) {
    const row = await repository.find(projectId, importId);
    if (!row) throw new AppError('not_found');
    return row;
  }

  return {
    /** `POST /projects/{projectId}/post-imports`: reads the file, keeps its links, starts the previews. */
    async start({ membership, project }: ImportCaller, bytes: Buffer): Promise<PostImport> {
      const { links, skipped } = readLinks(bytes);
      const before = await repository.importedBefore(
        project.projectId,
        links.map((link) => link.key),
      );
      const fresh = links.filter((link) => !before.has(link.key));
      for (const link of links) {
        const number = before.get(link.key);
        if (number !== undefined) {
          skipped.push({
            line: link.line,
            value: link.url.slice(0, 300),
            reason: `Already imported as #${number}.`,
            kind: 'duplicate',
          });
        }
      }
      skipped.sort((a, b) => a.line - b.line);
      const id = randomUUID();
      const at = iso();
      const row: PostImportsTable = {
        id,
        workspace_id: project.workspaceId,
        project_id: project.projectId,
        created_by: membership.memberId,
        // Every link was imported before: nothing to fetch or make.
        status: fresh.length === 0 ? 'done' : 'previewing',
        job_id: null,
        error: null,
        skipped: toDbJson(skipped),
        created_at: at,
        updated_at: at,
      };
      await repository.transaction(async (trx) => {
        await repository.insert(
          row,
          fresh.map((link) => ({
            import_id: id,
            line: link.line,
            project_id: project.projectId,
            url: link.url,
            url_key: link.key,
            platform: platformForUrl(link.url),
            state: 'pending' as const,
            title: null,
            description: null,
            image_url: null,
            note: null,
            ticket_id: randomUUID(),
          })),
          trx,
        );
        if (fresh.length > 0) {
          const job = await queue.enqueue(
            PREVIEW_JOB,
            { importId: id },
            { trx, workspaceId: project.workspaceId, dedupeKey: `${PREVIEW_JOB}:${id}` },
          );
          row.job_id = job.id;
          await repository.setStatus(id, { status: 'previewing', job_id: job.id, updated_at: at }, trx);
        }
      });
      return view(row);
    },

    /** `GET /projects/{projectId}/post-imports/{importId}`. */
    get: async (projectId: string, importId: string) => view(await mustFind(projectId, importId)),

    /** `GET /projects/{projectId}/post-imports`: the latest few, so a page can find a running one. */
    async list(projectId: string): Promise<PostImportList> {
      const rows = await repository.latest(projectId, POST_IMPORT_LIST_SIZE);
      const items = await Promise.all(
        rows.map(async ({ row_count, ...row }) => {
          const { rows: _rows, skipped: _skipped, ...summary } = await view(row);
          return { ...summary, row_count: Number(row_count ?? 0) };
        }),
      );
      return { items };
    },

    /** `POST …/post-imports/{importId}/create`: once the previews are in, make the tickets. */
    async createPosts({ project }: ImportCaller, importId: string): Promise<PostImport> {
      const row = await mustFind(project.projectId, importId);
      const at = iso();
      const started = await repository.transaction(async (trx) => {
        if (!(await repository.claimStatus(row.id, 'ready', 'creating', at, trx))) return false;
        const job = await queue.enqueue(
          CREATE_JOB,
          { importId: row.id },
          { trx, workspaceId: row.workspace_id, dedupeKey: `${CREATE_JOB}:${row.id}` },
        );
        await repository.setStatus(row.id, { status: 'creating', job_id: job.id, updated_at: at }, trx);
        return true;
      });
      if (!started) throw new AppError('post_import_not_ready');
      return view(await mustFind(project.projectId, row.id));
    },
  };
}

export type PostImportsService = ReturnType<typeof createPostImportsService>;

/** The import's starter as a membership, or null when they can no longer post on the brand. */
export async function starterOf(
  access: Pick<MemberAccess, 'memberOnBrand'>,
  row: Pick<PostImportsTable, 'created_by' | 'project_id' | 'workspace_id'>,
): Promise<Membership | null> {
  const found = await access.memberOnBrand(row.created_by, row.project_id);
  // Posting needs the brand's tasks: never an external, whatever they were given.
  if (!found || found.membership.workspaceId !== row.workspace_id || found.membership.role === 'external')
    return null;
  return found.membership;
}
